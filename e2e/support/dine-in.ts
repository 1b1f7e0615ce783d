import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { e2eServerInfo, expect, readOtp, test, uniquePhone } from './fixtures.ts';
import { text } from './robustness.ts';
import { type Lang, trRe } from './texts.ts';

/**
 * Helpers of e2e/dine-in.spec.ts (issue 18, decision 0032; 002 §2): the table links of the demo
 * store, a guest's browser context in a language, the dine-in sign-in, adding dishes from the
 * dine-in menu, the split modal, the card payment of 'Your Order', and screenshots copied to
 * /tmp/shots-dine-in/ for a human look.
 */

export const brand = 'alnile';
/** The sandbox's cards (decision 0022): accepted, and 3-D Secure with a challenge page. */
export const CARDS = { ok: '4242 4242 4242 4242', threeDs: '4000 0027 6000 3184' };
const SHOTS_DIR = '/tmp/shots-dine-in';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A table as the tables command answers it. */
export interface TableLink {
  storeId: string;
  storeEn: string;
  number: number;
  /** The storefront path of the table's QR code: `/alnile/dine-in?store-id…&t=…`. */
  path: string;
}

/**
 * The link of table `number` of Al Nile's first store (the demo's dine-in store, tables 1–12),
 * read with the tables command through `POST /api/internal/tables` (the route `npm run tables`
 * uses while a server owns the database) with the run's admin token. Works on PGlite and PostgreSQL.
 */
export async function tableLink(number: number): Promise<TableLink> {
  const info = e2eServerInfo();
  if (!info) throw new Error('the e2e server has not started');
  const token =
    info.adminToken ??
    (JSON.parse(readFileSync(path.join(info.dataDir, 'sufra.lock'), 'utf8')) as { token: string }).token;
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 8181}/api/internal/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ temporaryDomainName: brand, store: 'first' }),
  });
  const body = (await res.json()) as {
    success: number;
    message?: string;
    data?: { store: { id: string; nameEn: string }; tables: Array<{ number: number; token: string }> };
  };
  if (!res.ok || !body.data) throw new Error(`tables refused (${res.status}): ${body.message ?? ''}`);
  const table = body.data.tables.find((t) => t.number === number);
  if (!table) throw new Error(`no table ${number} in ${body.data.store.nameEn}`);
  const query = new URLSearchParams({
    'store-id': body.data.store.id,
    'service-type': 'dine-in',
    'table-number': String(number),
    t: table.token,
  });
  return {
    storeId: body.data.store.id,
    storeEn: body.data.store.nameEn,
    number,
    path: `/${brand}/dine-in?${query.toString()}`,
  };
}

/** Two dishes of the store's dine-in menu without options (added with one tap), by title. */
export async function dineInDishes(
  request: APIRequestContext,
  storeId: string,
): Promise<{ brandId: string; dishes: Array<{ en: string; ar: string }> }> {
  const post = async <T>(p: string, data: Record<string, unknown>): Promise<T> => {
    const res = await request.post(`/api/v1/${p}`, { data: { language: 'EN', ...data } });
    const json = (await res.json()) as { success: number; data: T };
    if (json.success !== 1) throw new Error(`${p} failed: ${res.status()}`);
    return json.data;
  };
  const settings = await post<{ brand: { _id: string } }>('branding/getBrandSettings', {
    temporaryDomainName: brand,
  });
  const brandId = settings.brand._id;
  type Item = {
    modifierGroupCount: number;
    isOutOfStock: boolean;
    translations: { en: { title?: string }; ar: { title?: string } };
  };
  const menu = await post<{ storeMenu: { categories: Array<{ items: Item[] }> } }>(
    'menus/get-dine-in-store-menu',
    { brandId, storeId },
  );
  const dishes = menu.storeMenu.categories
    .flatMap((c) => c.items)
    .filter((i) => !i.isOutOfStock && i.modifierGroupCount === 0 && i.translations.en.title)
    .map((i) => ({
      en: i.translations.en.title ?? '',
      ar: i.translations.ar.title || i.translations.en.title || '',
    }));
  const unique = dishes.filter((d, i) => dishes.findIndex((x) => x.en === d.en) === i);
  if (unique.length < 2) throw new Error('the dine-in menu has fewer than two dishes without options');
  return { brandId, dishes: unique.slice(0, 2) };
}

/** A guest's own browser context and page at 390 px, in `lang` (the saved language, 000 §1). */
export async function guest(
  browser: Browser,
  lang: Lang,
  brandIds: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: lang === 'ar' ? 'ar-AE' : 'en-US',
    timezoneId: 'Asia/Dubai',
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ l, ids }) => {
      localStorage.setItem('sufra:language', l);
      for (const id of ids) sessionStorage.setItem(`sufra:${id}:welcomeShown`, '1');
    },
    { l: lang, ids: brandIds },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) =>
    test.info().annotations.push({ type: 'page error', description: error.message }),
  );
  return { context, page };
}

/** A 390 px screenshot into the test's output folder, copied to /tmp/shots-dine-in/ (issue 18 "Done when"). */
export async function shot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  mkdirSync(SHOTS_DIR, { recursive: true });
  copyFileSync(file, path.join(SHOTS_DIR, `${name}.png`));
}

/**
 * The dine-in sign-in (002 §2.2 'auth/login', 001 §2.1): the WhatsApp number, the one-time code of
 * the dev outbox, the profile's name. Starts on the login screen the checkout sent the guest to.
 */
export async function signInAtTable(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  name: string,
): Promise<void> {
  const phone = uniquePhone();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel(trRe(lang, 'WhatsApp number')).fill(phone.national);
  await page.getByRole('button', { name: trRe(lang, 'Send Code') }).click();
  await expect(page).toHaveURL(/\/auth\/(verify-otp|verification)/);
  const code = await readOtp(request, phone.e164);
  const boxes = page.locator('main input:not([type=hidden])');
  await expect(boxes.nth(code.length - 1)).toBeVisible();
  for (let i = 0; i < code.length; i++) await boxes.nth(i).fill(code[i]!);
  const profile = page.getByRole('dialog', { name: trRe(lang, 'Update your profile') });
  await expect(profile).toBeVisible();
  await profile.getByPlaceholder(trRe(lang, 'Your Name')).fill(name);
  await profile.locator('button[type=submit]').first().click();
  await expect(profile).toBeHidden();
}

/** Adds one dish (by its title in `lang`) from the dine-in menu, as a modal or as the item page. */
export async function addDish(page: Page, lang: Lang, title: string): Promise<void> {
  await page
    .getByRole('link', { name: title })
    .or(page.getByRole('button', { name: title }))
    .first()
    .click();
  const add = page.getByRole('button', {
    name: new RegExp(escapeRegExp(text(lang, 'item:addToBasket', { count: '1' }))),
  });
  await add.click();
  await expect(add).toBeHidden();
}

/** 'Your Order' from the menu's basket bar ('View basket'). */
export async function openYourOrder(page: Page, lang: Lang): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(text(lang, 'menu:viewBasket'))) })
    .or(page.getByRole('button', { name: new RegExp(escapeRegExp(text(lang, 'menu:viewBasket'))) }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/dine-in\/(checkout|auth\/login)/);
}

/** Chooses a payment timing on 'Your Order' and goes on to the payment options (002 §2.6 → §2.8). */
export async function chooseTiming(page: Page, lang: Lang, timing: 'PAY_NOW' | 'PAY_LATER'): Promise<void> {
  const title = timing === 'PAY_NOW' ? 'Complete Payment Now' : 'Dine First, Pay Later';
  await page.getByRole('radio', { name: trRe(lang, title) }).check();
  await page
    .getByRole('button', { name: trRe(lang, 'Place Order') })
    .last()
    .click();
  await expect(page).toHaveURL(/\/dine-in\/checkout\/payment-options/);
}

/**
 * On the payment options of PAY_NOW: a new sandbox card (not saved) in the card fields, then the
 * footer's 'Complete Payment Now'. The caller checks the outcome.
 */
export async function payNowByCard(page: Page, lang: Lang, number: string): Promise<void> {
  const newCard = page.getByRole('radio', { name: trRe(lang, 'Add new card') });
  if (await newCard.count()) await newCard.check();
  const frame = page.frameLocator('iframe.card-fields-frame');
  await frame.getByLabel(lang === 'ar' ? 'رقم البطاقة' : 'Card number').fill(number);
  await frame.getByLabel(lang === 'ar' ? 'تاريخ الانتهاء (MM/YY)' : 'Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel(lang === 'ar' ? 'رمز التحقق (CVC)' : 'CVC').fill('123');
  const save = page.getByRole('checkbox', { name: trRe(lang, 'Save this card for next time') });
  if (await save.count()) await save.uncheck();
  await page
    .getByRole('button', { name: trRe(lang, 'Complete Payment Now') })
    .last()
    .click();
}

/** The Split Bill modal of 'Your Order' (002 §2.7), opened from its button unless already open. */
export async function splitModal(page: Page, lang: Lang) {
  const dialog = page.getByRole('dialog', { name: trRe(lang, 'Split Bill') });
  // On a split table it opens by itself (002 §2.6), maybe a moment after the page shows.
  const opened = await dialog.waitFor({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) await page.getByRole('button', { name: trRe(lang, 'Split Bill') }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The remainder of the table as the API answers it (getTableLaterOrders' remainingAmount, AED). */
export async function remainingOf(
  request: APIRequestContext,
  brandId: string,
  table: TableLink,
): Promise<number> {
  const t = new URL(table.path, 'http://x').searchParams.get('t');
  const res = await request.post('/api/v1/order/getTableLaterOrders', {
    data: { language: 'EN', brandId, storeId: table.storeId, tableNumber: table.number, tableToken: t },
  });
  const body = (await res.json()) as { data?: { remainingAmount: number } };
  return body.data?.remainingAmount ?? Number.NaN;
}
