import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readOtp, uniquePhone } from './support/fixtures.ts';
import { expect, test, text, useLanguage } from './support/robustness.ts';
import type { Lang } from './support/texts.ts';

/**
 * Desktop layout (issue 6, DESIGN: ≥ 1024 px): the menu takes the width with a sticky basket
 * column at the inline end (the left in Arabic), the 'View Basket' bar is hidden there, the item
 * opens as a centred dialog that fits the viewport, the basket and checkout are a centred column,
 * nothing scrolls sideways; at 390 px the column is absent. Full-page screenshots at 1280 px go
 * to the test output folder.
 */

const DESKTOP = { width: 1280, height: 800 };
const langs: Lang[] = ['en', 'ar'];

interface Bilingual {
  en: { title?: string; name?: string };
  ar: { title?: string; name?: string };
}
interface ApiItem {
  _id: string;
  translations: Bilingual;
  modifierGroupCount: number;
  isOutOfStock: boolean;
}

async function call<T>(request: APIRequestContext, p: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/v1/${p}`, { data: { language: 'EN', ...body } });
  const json = (await res.json()) as { success: number; data: T };
  if (json.success !== 1) throw new Error(`${p} failed: ${res.status()}`);
  return json.data;
}

/** An in-stock item without option groups (one click adds it), and for alnile the first pickup store. */
async function simpleItem(
  request: APIRequestContext,
  brand: 'burgerato' | 'alnile',
): Promise<{ en: string; ar: string; store: { en: string; ar: string } | null }> {
  const settings = await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
    temporaryDomainName: brand,
  });
  const brandId = settings.brand._id;
  let categories: Array<{ items: ApiItem[] }>;
  let store: { en: string; ar: string } | null = null;
  if (brand === 'alnile') {
    const { stores } = await call<{
      stores: Array<{ _id: string; isOpened: boolean; translations: Bilingual }>;
    }>(request, 'store/get-stores-for-pickup', { brandId });
    const s = stores.find((x) => x.isOpened) ?? stores[0];
    if (!s) throw new Error('alnile has no pickup store');
    store = { en: s.translations.en.name ?? '', ar: s.translations.ar.name ?? '' };
    categories = (
      await call<{ storeMenu: { categories: Array<{ items: ApiItem[] }> } }>(
        request,
        'menus/get-pickup-store-menu',
        { brandId, storeId: s._id },
      )
    ).storeMenu.categories;
  } else {
    categories = (
      await call<{ categories: Array<{ items: ApiItem[] }> }>(request, 'menus/get-brand-menu', { brandId })
    ).categories;
  }
  const items = categories.flatMap((c) => c.items).filter((i) => !i.isOutOfStock);
  const item = items.find((i) => i.modifierGroupCount === 0) ?? items[0];
  if (!item) throw new Error(`${brand} has no available item`);
  const en = item.translations.en.title ?? '';
  return { en, ar: item.translations.ar.title || en, store };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const addPattern = (lang: Lang) =>
  new RegExp(
    text(lang, 'item:addToBasket', { count: '§' })
      .split('§')
      .map((p) => escapeRegExp(p.trim()))
      .join('\\s*\\d+\\s*'),
  );

function control(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('link', { name }).or(scope.getByRole('button', { name })).first();
}

/** A full-page screenshot and one of the viewport (what the customer sees first). */
async function fullShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.screenshot({ path: test.info().outputPath(`${name}-viewport.png`) });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `no horizontal scroll on ${where}`).toBeLessThanOrEqual(innerWidth);
}

/** The column is on the inline-end side: right of the menu in English, left in Arabic. */
async function expectColumnAtInlineEnd(page: Page, column: Locator, lang: Lang): Promise<void> {
  const box = (await column.boundingBox())!;
  const menu = (await page.locator('.menu-page').boundingBox())!;
  if (lang === 'ar') expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
  else expect(box.x).toBeGreaterThanOrEqual(menu.x + menu.width);
}

/** The column stays in view after scrolling the page down. */
async function expectSticky(page: Page, column: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(column).toBeInViewport({ ratio: 0.9 });
  const box = (await column.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const lang of langs) {
  const L = lang.toUpperCase();

  test(`desktop: burgerato menu with a sticky basket column, item dialog, basket and checkout (${L})`, async ({
    page,
    request,
  }) => {
    const item = await simpleItem(request, 'burgerato');
    const title = item[lang];
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, lang);
    await page.goto('/burgerato');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    const column = page.getByRole('region', { name: text(lang, 'basket:yourOrder') });
    await expect(column).toBeVisible();
    await expect(column.getByText(text(lang, 'basket:emptyBasket'))).toBeVisible();
    await expect(control(page, title)).toBeVisible();
    await expectColumnAtInlineEnd(page, column, lang);
    await expectSticky(page, column);
    await expectNoSidewaysScroll(page, 'home');
    await fullShot(page, `home-${lang}`);

    await control(page, title).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/burgerato\/?$/);
    const add = dialog.getByRole('button', { name: addPattern(lang) });
    await expect(add).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    // Centred.
    expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(2);
    await expectNoSidewaysScroll(page, 'item dialog');
    await fullShot(page, `item-dialog-${lang}`);
    await add.click();
    await expect(dialog).toBeHidden();

    await expect(column.getByText(title, { exact: true })).toBeVisible();
    await expect(column.getByRole('button', { name: text(lang, 'basket:reviewOrder') })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRegExp(text(lang, 'menu:viewBasket'))) }),
    ).toBeHidden();
    await expectSticky(page, column);
    await expectNoSidewaysScroll(page, 'home with a line');
    await fullShot(page, `home-with-line-${lang}`);

    // The basket page: a centred column of about 480 px.
    await page.goto('/burgerato/basket');
    await expect(page.getByRole('heading', { name: text(lang, 'basket:orderDetails') })).toBeVisible();
    const flow = (await page.locator('.basket-page').boundingBox())!;
    expect(flow.width).toBeLessThanOrEqual(520);
    expect(Math.abs(flow.x + flow.width / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(24);
    await expectNoSidewaysScroll(page, 'basket');
    await fullShot(page, `basket-${lang}`);

    // Checkout, through sign-in, from the column's 'Review Order'.
    await page.goto('/burgerato');
    await column.getByRole('button', { name: text(lang, 'basket:reviewOrder') }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const phone = uniquePhone();
    await page.getByLabel(text(lang, 'auth:whatsAppNumber')).fill(phone.national);
    await page.getByRole('button', { name: text(lang, 'auth:sendCode') }).click();
    await expect(page).toHaveURL(/\/auth\/verify-otp/);
    const code = await readOtp(request, phone.e164);
    const boxes = page.locator('main input:not([type=hidden])');
    await expect(boxes.first()).toBeVisible();
    if ((await boxes.count()) >= 4) {
      for (let i = 0; i < 4; i++) await boxes.nth(i).fill(code[i]!);
    } else {
      await boxes.first().fill(code);
    }
    const profile = page.getByRole('dialog', { name: text(lang, 'auth:updateProfile') });
    await expect(profile).toBeVisible();
    await profile.getByPlaceholder(text(lang, 'auth:yourName')).fill(lang === 'ar' ? 'عميل' : 'Desk Top');
    await profile.locator('button[type=submit]').first().click();
    await expect(profile).toBeHidden();
    await expect(page).toHaveURL(/checkout/);
    await expect(control(page, text(lang, 'checkout:selectPaymentMethod'))).toBeVisible();
    const checkout = (await page.locator('.checkout-page').boundingBox())!;
    expect(checkout.width).toBeLessThanOrEqual(520);
    expect(Math.abs(checkout.x + checkout.width / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(24);
    await expectNoSidewaysScroll(page, 'checkout');
    await fullShot(page, `checkout-${lang}`);
  });

  test(`desktop: alnile store page with the basket column and the item dialog (${L})`, async ({
    page,
    request,
  }) => {
    const item = await simpleItem(request, 'alnile');
    const title = item[lang];
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, lang);
    await page.goto('/alnile');
    await expect(page.getByText(text(lang, 'menu:quickOrders')).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'outlet home');
    await fullShot(page, `alnile-stores-${lang}`);
    await expect(page.getByRole('region', { name: text(lang, 'basket:yourOrder') })).toHaveCount(0);
    await control(page, new RegExp(escapeRegExp(item.store![lang]), 'i')).click();
    await expect(page).toHaveURL(/\/store\/store-detail/);

    const column = page.getByRole('region', { name: text(lang, 'basket:yourOrder') });
    await expect(column).toBeVisible();
    await expect(control(page, title)).toBeVisible();
    await expectColumnAtInlineEnd(page, column, lang);
    await expectSticky(page, column);
    await expectNoSidewaysScroll(page, 'store page');

    await control(page, title).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    await dialog.getByRole('button', { name: addPattern(lang) }).click();
    await expect(dialog).toBeHidden();
    await expect(column.getByText(title, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRegExp(text(lang, 'menu:viewBasket'))) }),
    ).toBeHidden();
    await expectNoSidewaysScroll(page, 'store page with a line');
    await fullShot(page, `alnile-store-${lang}`);
  });
}

test('phone (390 px): no basket column, the View Basket bar as before', async ({ page, request }) => {
  const item = await simpleItem(request, 'burgerato');
  await page.goto('/burgerato');
  await expect(control(page, item.en)).toBeVisible();
  await expect(page.getByTestId('basket-column')).toHaveCount(0);
  await control(page, item.en).click();
  await expect(page).toHaveURL(/\/item\//);
  await page.getByRole('button', { name: addPattern('en') }).click();
  await expect(control(page, /View Basket/)).toBeVisible();
  await expect(page.getByTestId('basket-column')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'phone home');
});
