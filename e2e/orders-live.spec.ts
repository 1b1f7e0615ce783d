import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eServerInfo, expect, readOtp, test } from './support/fixtures.ts';
import { control, payCashAndPlace, signInAsNewCustomer } from './support/steps.ts';
import { tr, trRe } from './support/texts.ts';

/**
 * Issue 17 "Done when" — orders that move, live, on two processes: on PostgreSQL the customer
 * uses the first API process and the kitchen the second (e2e/start-server.mjs `secondPort`; on
 * PGlite, which one process owns, both use the one). A customer orders a delivery in English
 * while the Al Nile owner has the board open in Arabic; the order appears on the board within a
 * second; accept with 20 min → the customer's tracking page shows 'has accepted your order.' and
 * the ETA range without reload; preparing → ready → dispatch with a courier → 'Track Driver'
 * shows the courier moving after two position updates through the operator API → delivered →
 * complete → five-star feedback that the board shows.
 */
const OWNER = '+971500000102';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'test-results');
const BARSHA_BRANCH = 'Al Nile Gourmet Al Barsha 1 (demo branch)';
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';
/** Two courier positions in Al Barsha 1, more than 5 s apart (the operator API's interval). */
const POSITIONS = [
  { lat: 25.1137, lng: 55.1961 },
  { lat: 25.1102, lng: 55.2013 },
];

async function call<T>(request: APIRequestContext, p: string, data: object): Promise<T> {
  const res = await request.post(`/api/v1/${p}?${Q}`, { data: { language: 'EN', ...data } });
  return ((await res.json()) as { data: T }).data;
}

/** Al Nile's brand id, the Al Barsha 1 branch, and one of its plain dishes worth the zone's 30 AED minimum. */
async function barshaDish(request: APIRequestContext) {
  const { brand } = await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
    temporaryDomainName: 'alnile',
  });
  const { stores } = await call<{ stores: Array<{ _id: string; translations: { en: { name: string } } }> }>(
    request,
    'store/get-stores-for-pickup',
    { brandId: brand._id },
  );
  const storeId = stores.find((s) => s.translations.en.name === BARSHA_BRANCH)!._id;
  const menu = await call<{
    storeMenu: {
      categories: Array<{
        items: Array<{
          price: number;
          modifierGroupCount: number;
          isOutOfStock: boolean;
          translations: { en: { title: string } };
        }>;
      }>;
    };
  }>(request, 'menus/get-pickup-store-menu', { brandId: brand._id, storeId });
  const item = menu.storeMenu.categories
    .flatMap((c) => c.items)
    .find((i) => !i.isOutOfStock && i.modifierGroupCount === 0 && i.price >= 30)!;
  return { brandId: brand._id, storeId, dish: item.translations.en.title };
}

/** A new operator key of Al Nile, made by `npm run operator-key` beside the running server (its last line). */
function operatorKey(): string {
  const info = e2eServerInfo();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUFRA_DATA_DIR: info?.dataDir ?? '',
    SUFRA_DEMO_MODE: 'true',
  };
  if (info?.databaseUrl) env.DATABASE_URL = info.databaseUrl;
  else delete env.DATABASE_URL;
  const run = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['apps/api/src/cli/operator-key.ts', 'create', '--brand', 'alnile'],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim().split('\n').pop()!.trim();
}

/** Milliseconds until `check` passes (polled every 50 ms), failing after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await check().catch(() => false)) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${limitMs} ms`);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS, `orders-live-${name}.png`), fullPage: true });
}

test('issue 17: a delivery order moves from the Arabic kitchen board (second process) to the English customer, live, to a five-star feedback', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const info = e2eServerInfo();
  const boardBase = info?.secondPort ? `http://localhost:${info.secondPort}` : '';
  if (boardBase) {
    // The second process starts once the first one answers; wait until it serves the board too.
    await expect
      .poll(async () => (await request.get(`${boardBase}/api/docs`).catch(() => null))?.status(), {
        timeout: 120_000,
      })
      .toBe(200);
  }
  const { storeId, dish } = await barshaDish(request);
  const timings: Record<string, number> = {};

  // The kitchen: its own browser context (the staff session is not the customer's), in Arabic.
  const kitchenContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'ar-AE',
  });
  const board = await kitchenContext.newPage();
  await test.step('the owner opens the board on the second process and switches it to Arabic', async () => {
    await board.goto(`${boardBase}/alnile/kitchen`);
    const sentAt = new Date(Date.now() - 1000);
    await board.getByLabel(/Phone number|رقم الهاتف/).fill(OWNER);
    await board.getByRole('button', { name: /Send code|إرسال الرمز/ }).click();
    await board.getByLabel(/4-digit code|الرمز المكوّن/).fill(await readOtp(request, OWNER, sentAt));
    await board.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
    await expect(board.getByRole('heading', { name: /^(New|جديد)/ })).toBeVisible();
    const language = board.getByRole('button', { name: 'Switch to Arabic' });
    if (await language.count()) await language.click();
    await expect(board.locator('html')).toHaveAttribute('dir', 'rtl');
    await board.locator('select').first().selectOption(storeId);
    await expect(board.getByRole('status').filter({ hasText: 'مباشر' })).toBeVisible();
  });

  let orderNumber = '';
  await test.step('the customer orders a delivery in English on the first process', async () => {
    await page.goto('/alnile');
    await control(page, tr('en', 'Delivery')).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('en', 'Yes'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/alnile\/address\/select-delivery-area/);
    await page
      .getByRole('searchbox', { name: tr('en', 'Search for your area or building') })
      .fill('al barsha first');
    await page
      .getByRole('list', { name: tr('en', 'Places found') })
      .getByRole('button', { name: /AL BARSHA FIRST/ })
      .first()
      .click();
    await control(page, tr('en', 'Confirm Location')).click();
    await expect(page).toHaveURL(/\/store\/store-detail/);
    await control(page, dish).click();
    await page.getByRole('button', { name: trRe('en', /Add \d+ to basket/) }).click();
    await control(page, trRe('en', 'View Basket')).click();
    await control(page, trRe('en', 'Review Order')).click();
    await signInAsNewCustomer(page, request, 'alnile', 'en', 'Live Customer');
    await expect(page).toHaveURL(/checkout/);
    await page
      .getByRole('button', { name: new RegExp(`${tr('en', 'Change')}: ${tr('en', 'Delivery address')}`) })
      .click();
    await control(
      page.getByRole('dialog', { name: tr('en', 'Select Delivery Address') }),
      tr('en', 'Add new address'),
    ).click();
    await page.getByLabel(trRe('en', 'Full Address')).fill('Street 12, Al Barsha First');
    await page.getByLabel(trRe('en', 'Building Name')).fill('Sufra Tower');
    await page.getByLabel(trRe('en', 'Apartment No.')).fill('804');
    await page.getByLabel(trRe('en', 'Floor number')).fill('8');
    await page.getByRole('radio', { name: tr('en', 'Home') }).check();
    await control(page, tr('en', 'Save Address')).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tr('en', 'Yes'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/store\/checkout$/);
    await payCashAndPlace(page, 'en');
    await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
    orderNumber = decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
  });

  const card = board.getByRole('article', { name: new RegExp(orderNumber) });
  await test.step('the order is on the board (other process) within a second', async () => {
    timings.placedToBoard = await timeUntil(
      () =>
        board
          .getByRole('region', { name: /^جديد/ })
          .getByRole('article', { name: new RegExp(orderNumber) })
          .isVisible(),
      5_000,
    );
    await expect(card).toContainText('Sufra Tower');
    await expect(board).toHaveTitle(/^\(\d+\) المطبخ/);
    await shoot(board, 'board-ar-new');
  });

  await test.step("accept with 20 min: the customer's tracking page says so, with the ETA, without reload", async () => {
    await page.goto(`/alnile/track-order/${orderNumber}`);
    await expect(page.getByText(/is reviewing your order\./)).toBeVisible();
    await card.getByRole('button', { name: 'قبول' }).click();
    const dialog = board.getByRole('dialog');
    await dialog.getByRole('button', { name: '20 دقيقة' }).click();
    const clicked = Date.now();
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(page.getByText(/has accepted your order\./)).toBeVisible({ timeout: 5_000 });
    timings.acceptToTracking = Date.now() - clicked;
    await expect(page.getByTestId('order-eta')).toHaveText(/\d{2}:\d{2} – \d{2}:\d{2}/);
    await shoot(page, 'tracking-accepted-en');
  });

  await test.step('preparing, ready, dispatch with a courier', async () => {
    await card.getByRole('button', { name: 'قيد التحضير' }).click();
    await expect(page.getByText(/is currently preparing your order\./)).toBeVisible({ timeout: 5_000 });
    await card.getByRole('button', { name: 'جاهز' }).click();
    await card.getByRole('button', { name: 'إرسال مع مندوب' }).click();
    const dialog = board.getByRole('dialog');
    await dialog.getByLabel('اسم المندوب').fill('Omar');
    await dialog.getByLabel('هاتف المندوب').fill('0501234567');
    await dialog.getByRole('button', { name: 'تأكيد' }).click();
    await expect(
      board
        .getByRole('region', { name: /^في الطريق/ })
        .getByRole('article', { name: new RegExp(orderNumber) }),
    ).toBeVisible();
  });

  await test.step("'Track Driver' shows the courier moving after two position updates through the operator API", async () => {
    const track = control(page, 'Track Driver');
    await expect(track).toBeVisible({ timeout: 5_000 });
    await track.click();
    await expect(page).toHaveURL(/\/track-order-driver\//);
    await expect(page.getByText('Delivery Guy Details')).toBeVisible();
    await expect(page.getByText('Omar').first()).toBeVisible();
    const key = operatorKey();
    const auth = { authorization: `Bearer ${key}` };
    const found = await request.get(`/api/operator/v1/orders/${orderNumber}`, { headers: auth });
    const orderId = ((await found.json()) as { data: { order: { _id: string } } }).data.order._id;
    const map = page.getByRole('region', { name: "The driver's position on the map" });
    for (const [i, at] of POSITIONS.entries()) {
      if (i > 0) await page.waitForTimeout(5_200);
      const res = await request.post(`/api/operator/v1/orders/${orderId}/courier`, {
        headers: auth,
        data: { name: 'Omar', phone: '0501234567', ...at },
      });
      expect(res.status(), await res.text()).toBe(200);
      const sent = Date.now();
      await expect(map).toHaveAttribute('data-lat', String(at.lat), { timeout: 5_000 });
      await expect(map).toHaveAttribute('data-lng', String(at.lng));
      timings[`position${i + 1}ToMap`] = Date.now() - sent;
    }
    await shoot(page, 'track-driver-en');
  });

  await test.step('delivered, complete, and a five-star feedback the board shows', async () => {
    await card.getByRole('button', { name: 'تم التوصيل' }).click();
    await card.getByRole('button', { name: 'إكمال' }).click();
    await expect(
      board
        .getByRole('region', { name: /^منجز اليوم/ })
        .getByRole('article', { name: new RegExp(orderNumber) }),
    ).toBeVisible();
    await page.goto(`/alnile/track-order/${orderNumber}`);
    await control(page, 'Rate your order').click();
    await expect(page).toHaveURL(/\/order\/order-feedback\//);
    await page.getByRole('radio', { name: '5 of 5 stars' }).check();
    await page.getByLabel('Comment (optional)').fill('Hot and on time');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(card.getByLabel('تقييم العميل: 5 من 5')).toBeVisible({ timeout: 5_000 });
    await expect(card).toContainText('Hot and on time');
    await shoot(board, 'board-ar-done');
  });

  console.log(`[orders-live] ${boardBase ? 'two processes' : 'one process'}: ${JSON.stringify(timings)} ms`);
  // "Within 1 s" (issue 17), with the browser's own polling and rendering included.
  expect(timings.placedToBoard).toBeLessThan(1_000);
  expect(timings.acceptToTracking).toBeLessThan(1_000);
  await kitchenContext.close();
});
