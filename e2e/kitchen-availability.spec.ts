import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, readOtp, test } from './support/fixtures.ts';
import { tr } from './support/texts.ts';

/**
 * The kitchen board's "Menu & store" panel (issue 17 "Sold out and busy", decisions 0028, 0030):
 * Al Nile Gourmet's demo owner pauses the first pickup store for 15 min → the storefront shows that
 * store closed ('Store is closed') → resumes → open again ('Quick Orders'); marks an item sold out
 * until next opening → the storefront's store menu shows it 'Out of stock' → turns it back. The
 * panel is axe-clean and screenshotted in English and Arabic at 390 px and 1280×800
 * (test-results/kitchen-panel-*.png).
 */
const OWNER = '+971500000102';
const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';

interface StoreRow {
  _id: string;
  translations: { en: { name: string } };
}
interface Item {
  _id: string;
  translations: { en: { title: string } };
  isOutOfStock: boolean;
  modifierGroupCount: number;
}

/** POSTs a storefront call and answers its `data` (fails on a refusal). */
async function call<T>(request: APIRequestContext, p: string, data: object): Promise<T> {
  const res = await request.post(`/api/v1/${p}?${Q}`, { data: { language: 'EN', ...data } });
  const body = (await res.json()) as { success: number; data: T; message?: string };
  expect(body.success, `${p}: ${body.message}`).toBe(1);
  return body.data;
}

/** Al Nile's id, its first pickup store and an item of that store's menu not sold out (unique name). */
async function firstStoreAndItem(request: APIRequestContext) {
  const { brand } = await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
    temporaryDomainName: 'alnile',
  });
  const { stores } = await call<{ stores: StoreRow[] }>(request, 'store/get-stores-for-pickup', {
    brandId: brand._id,
  });
  const store = stores[0]!;
  const menu = await call<{ storeMenu: { categories: Array<{ items: Item[] }> } }>(
    request,
    'menus/get-pickup-store-menu',
    { brandId: brand._id, storeId: store._id },
  );
  const items = menu.storeMenu.categories.flatMap((c) => c.items);
  const named = (i: Item) => items.filter((o) => o.translations.en.title === i.translations.en.title).length;
  const item = items.find((i) => !i.isOutOfStock && i.modifierGroupCount === 0 && named(i) === 1)!;
  return { brandId: brand._id, store, item };
}

async function shoot(page: Page, name: string) {
  // The dialog re-runs its entrance animation when the viewport switches sheet ↔ dialog.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: path.join(RESULTS, `kitchen-panel-${name}.png`) });
}

/**
 * Opens the outlet home in a fresh customer context and runs `check` on the store's row (and its
 * page), retried with a new page until it holds: a brand page's boot data reuses the pickup stores
 * for up to 5 s (apps/api boot-data.ts BOOT_TTL_MS) and a loaded page keeps what it started with.
 */
async function onStorefront(
  browser: Browser,
  storeName: string,
  check: (page: Page, row: Locator) => Promise<void>,
) {
  await expect(async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto('/alnile');
      const row = page.getByRole('button', { name: new RegExp(storeName) }).first();
      await expect(row).toBeVisible();
      await check(page, row);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: 30_000 });
}

test('the owner pauses a store and marks an item sold out from the kitchen board; the storefront follows', async ({
  page,
  request,
  browser,
}) => {
  const { brandId, store, item } = await firstStoreAndItem(request);
  const storeName = store.translations.en.name;
  const itemName = item.translations.en.title;
  // The storefront's existing texts (apps/web/public/locales/en/menu.json).
  const closedText = tr('en', 'Store is closed') as string;
  const quickText = tr('en', 'Quick Orders') as string;
  const outOfStock = tr('en', 'Out of stock') as string;

  await page.goto('/alnile/kitchen');
  const sentAt = new Date(Date.now() - 1000);
  await page.getByLabel('Phone number').fill(OWNER);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('4-digit code').fill(await readOtp(request, OWNER, sentAt));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^New/ })).toBeVisible();
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
    `sufra:staff-session:${brandId}`,
  );
  const staffCall = (p: string, data: object) =>
    request.post(`/api/v1/staff/stores/${store._id}/${p}?${Q}`, {
      data: { brandId, language: 'EN', ...data },
      headers: { authorization: `Staff ${token}` },
    });

  try {
    // The picker names every store (staff/me), the delivery-only ones included: no id's start.
    const picker = page.getByLabel('Store');
    if (await picker.count()) {
      const labels = await picker.locator('option').allTextContents();
      expect(
        labels.every((l) => !/^[0-9a-f]{8}$/.test(l)),
        labels.join(', '),
      ).toBe(true);
      await picker.selectOption({ label: storeName });
    }

    await test.step('pause 15 min → the storefront shows the store closed', async () => {
      await onStorefront(browser, storeName, async (_, row) => {
        await expect(row).toContainText(quickText, { timeout: 2000 });
      });

      await page.getByRole('button', { name: 'Menu & store' }).click();
      const panel = page.getByRole('dialog', { name: new RegExp(`Menu & store — ${storeName}`) });
      await expect(panel.getByRole('heading', { name: 'Pause new orders' })).toBeVisible();
      await panel.getByRole('button', { name: '15 min', exact: true }).click();
      await expect(panel.getByText(/^Paused until \d\d:\d\d$/)).toBeVisible();
      await expect(page.locator('.kitchen-paused-badge')).toHaveText(/^Paused until \d\d:\d\d$/);
      await expectNoSeriousA11yViolations(page, 'kitchen panel (EN, 390 px)');
      // Nothing wider than the phone (a long store name in the picker once was).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, 'en-390');

      await onStorefront(browser, storeName, async (shop, row) => {
        await expect(row).not.toContainText(quickText, { timeout: 2000 });
        if (await row.isDisabled()) await expect(row).toContainText(closedText);
        else {
          // Pre-orders are still taken: the store page opens, its header says it is closed.
          await row.click();
          await expect(shop).toHaveURL(/\/store\/store-detail/);
          await expect(shop.locator('header.hero').getByText(closedText)).toBeVisible();
        }
      });

      await panel.getByRole('button', { name: 'Resume' }).click();
      await expect(panel.getByText('Taking orders')).toBeVisible();
      await expect(page.locator('.kitchen-paused-badge')).toHaveCount(0);
      await onStorefront(browser, storeName, async (_, row) => {
        await expect(row).toContainText(quickText, { timeout: 2000 });
      });
    });

    await test.step('sold out until next opening → the storefront menu shows it out of stock → back', async () => {
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('radio', { name: 'Until next opening' })).toBeChecked();
      await panel.getByLabel('Search the menu').fill(itemName);
      const toggle = panel.getByRole('switch', { name: `Sold out: ${itemName}` });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await panel.getByLabel('Search the menu').fill('');
      // Sold out first, with when it ends.
      await expect(panel.getByRole('switch').first()).toHaveAccessibleName(`Sold out: ${itemName}`);

      await onStorefront(browser, storeName, async (shop, row) => {
        await row.click();
        await expect(shop).toHaveURL(/\/store\/store-detail/);
        const dish = shop.getByRole('button', { name: new RegExp(itemName) }).first();
        await expect(dish).toContainText(outOfStock, { timeout: 3000 });
      });

      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'en-1280x800');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await onStorefront(browser, storeName, async (shop, row) => {
        await row.click();
        await expect(shop).toHaveURL(/\/store\/store-detail/);
        const dish = shop.getByRole('button', { name: new RegExp(itemName) }).first();
        await expect(dish).toBeVisible();
        await expect(dish).not.toContainText(outOfStock, { timeout: 3000 });
      });
    });

    await test.step('Arabic: the panel right to left, axe-clean', async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Switch to Arabic' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('button', { name: 'القائمة والفرع' }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: 'إيقاف الطلبات الجديدة' })).toBeVisible();
      await panel.getByRole('button', { name: '30 دقيقة', exact: true }).click();
      await expect(panel.getByText(/^متوقف حتى \d\d:\d\d$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'kitchen panel (AR, 1280×800)');
      await shoot(page, 'ar-1280x800');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'ar-390');
      await panel.getByRole('button', { name: 'استئناف' }).click();
      await expect(panel.getByText('يستقبل الطلبات')).toBeVisible();
    });
  } finally {
    // Never leave the demo store paused or the item sold out for the specs after this one.
    await staffCall('pause', { minutes: 0 });
    await staffCall('sold-out', { itemId: item._id, soldOut: false });
  }
});
