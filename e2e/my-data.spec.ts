import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { dbQuery, expect, expectNoSeriousA11yViolations, readOtp, test } from './support/fixtures.ts';
import { signInAsNewCustomer } from './support/steps.ts';
import { type Lang, trRe } from './support/texts.ts';

/**
 * The customer's data (issue 19, decision 0034): a new customer of Al Nile Gourmet signs in with
 * a code from the dev outbox, has a pickup cash order, downloads their data from User Settings
 * (the JSON file holds the order), deletes the account with a code sent to their phone, is signed
 * out and sent home; the restaurant's kitchen board still holds the order, without the customer's
 * name (and, on PostgreSQL, the row has neither name nor phone). Then the same phone signs in as a
 * new customer. Settings and the delete dialog are axe-clean, screenshotted at 390 px in English
 * and Arabic (SHOTS, default test-results/).
 */
const brand = 'alnile';
const OWNER = '+971500000102';
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';
const COUNTRY = { countryCode: 'AE', dialCode: '971' };
const SHOTS =
  process.env.SHOTS ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '../test-results');

/** POSTs a call (or GETs with `get`) and answers its `data` (fails on a refusal). */
async function call<T>(
  request: APIRequestContext,
  p: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
  get = false,
): Promise<T> {
  const res = get
    ? await request.get(`/api/v1/${p}?${Q}&${new URLSearchParams(data as Record<string, string>)}`, {
        headers,
      })
    : await request.post(`/api/v1/${p}?${Q}`, { data: { language: 'EN', ...data }, headers });
  const body = (await res.json()) as { success: number; data: T; message?: string };
  expect(body.success, `${p}: ${body.message}`).toBe(1);
  return body.data;
}

/** Places a one-line cash pickup order at Al Nile's first store with the customer's token; answers number and store. */
async function placeCashPickup(request: APIRequestContext, brandId: string, token: string) {
  const { stores } = await call<{ stores: Array<{ _id: string }> }>(request, 'store/get-stores-for-pickup', {
    brandId,
  });
  const storeId = stores[0]!._id;
  const menu = await call<{
    storeMenu: {
      categories: Array<{
        items: Array<{
          _id: string;
          categoryId: string;
          price: number;
          modifierGroupCount: number;
          isOutOfStock: boolean;
        }>;
      }>;
    };
  }>(request, 'menus/get-pickup-store-menu', { brandId, storeId });
  const item = menu.storeMenu.categories
    .flatMap((c) => c.items)
    .find((i) => i.modifierGroupCount === 0 && !i.isOutOfStock && i.price > 0)!;
  const placed = await call<{ savedOrder: { orderNumber: string } }>(
    request,
    'order/place-order-v2',
    {
      brandId,
      storeId,
      orderType: { type: 'PICKUP' },
      paymentType: 'CASH',
      orderedMenu: [
        { itemId: item._id, categoryId: item.categoryId, quantity: 1, price: item.price, options: [] },
      ],
      itemsTotalPrice: item.price,
      totalOrderPrice: Math.round(item.price * 105) / 100,
    },
    { authorization: token },
  );
  return { orderNumber: placed.savedOrder.orderNumber, storeId };
}

/** The signed-in customer's token (the storefront's own session storage). */
function tokenOf(page: Page, brandId: string): Promise<string> {
  return page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
    brandId,
  );
}

/** The kitchen board's orders of a store, as the brand's demo owner sees them (staff sign-in by code). */
async function boardOrders(request: APIRequestContext, brandId: string, storeId: string) {
  const sentAt = new Date(Date.now() - 1000);
  await call(request, 'staff/send-code', { brandId, phoneNumber: OWNER, countryObj: COUNTRY });
  const code = await readOtp(request, OWNER, sentAt);
  const { token } = await call<{ token: string }>(request, 'staff/verify-code', {
    brandId,
    phoneNumber: OWNER,
    countryObj: COUNTRY,
    verificationCode: code,
  });
  const { orders } = await call<{
    orders: Array<{ orderNumber: string; customer: Record<string, unknown> }>;
  }>(request, 'staff/orders', { brandId, storeId }, { authorization: `Staff ${token}` }, true);
  return orders;
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`a customer downloads their data and deletes the account (${lang})`, async ({ page, request }) => {
    const { brand: b } = await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
      temporaryDomainName: brand,
    });
    const brandId = b._id;
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('sufra:language', 'ar'));
    const name = lang === 'ar' ? 'ليلى حسن' : 'Layla Hassan';
    const phone = await signInAsNewCustomer(page, request, brand, lang, name);
    const { orderNumber, storeId } = await placeCashPickup(request, brandId, await tokenOf(page, brandId));

    await page.goto(`/${brand}/auth/settings`);
    await expect(page.getByRole('button', { name: trRe(lang, 'Download my data') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `settings (${lang})`);
    await page.screenshot({ path: path.join(SHOTS, `my-data-settings-${lang}.png`), fullPage: true });

    // Download my data: a JSON file with the order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: trRe(lang, 'Download my data') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^al-nile-gourmet-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      profile: { phoneNumber: string; name: string };
      orders: Array<{ orderNumber: string; currency: string; lines: unknown[] }>;
    };
    expect(file.profile).toMatchObject({ phoneNumber: phone.e164, name });
    expect(file.orders.map((o) => o.orderNumber)).toEqual([orderNumber]);
    expect(file.orders[0]!.lines).toHaveLength(1);
    await expect(page.getByText(trRe(lang, 'Your data was downloaded'))).toBeVisible();

    // Delete my account: the warning, the code from the dev outbox, then signed out and home.
    await page.getByRole('button', { name: trRe(lang, 'Delete my account') }).click();
    const dialog = page.getByRole('dialog', { name: trRe(lang, 'Delete your account?') });
    await expect(dialog).toContainText(trRe(lang, 'You cannot undo this action'));
    await expectNoSeriousA11yViolations(page, `delete dialog (${lang})`);
    await page.screenshot({ path: path.join(SHOTS, `my-data-delete-${lang}.png`), fullPage: true });
    const sentAt = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: trRe(lang, 'Send Code') }).click();
    const code = await readOtp(request, phone.e164, sentAt);
    await dialog.getByLabel(trRe(lang, 'Code')).fill(code);
    await page.screenshot({ path: path.join(SHOTS, `my-data-delete-code-${lang}.png`), fullPage: true });
    await dialog.getByRole('button', { name: trRe(lang, 'Delete my account') }).click();
    await expect(page.getByText(trRe(lang, 'Your account was deleted'))).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth\/settings/);
    expect(await tokenOf(page, brandId)).toBeFalsy();

    // The restaurant keeps the order, without the customer.
    const orders = await boardOrders(request, brandId, storeId);
    const kept = orders.find((o) => o.orderNumber === orderNumber);
    expect(kept, 'the order is still on the kitchen board').toBeTruthy();
    expect(JSON.stringify(kept)).not.toContain(name.split(' ')[0]!);
    expect(JSON.stringify(kept)).not.toContain(phone.e164.slice(4));
    const rows = await dbQuery<{ snapshot: { name: string | null; phoneNumber: string } }>(
      'select customer_snapshot as snapshot from orders where order_number = $1',
      [orderNumber],
    );
    if (rows) expect(rows[0]!.snapshot).toMatchObject({ name: null, phoneNumber: '' });

    // The same phone signs in again as a new customer: no orders.
    await call(request, 'user/password-less-login-v2', {
      brandId,
      phoneNumber: phone.e164,
      countryObj: COUNTRY,
    });
    const again = await call<{ token: string }>(request, 'user/verify-account-v2', {
      brandId,
      phoneNumber: phone.e164,
      countryObj: COUNTRY,
      verificationCode: await readOtp(request, phone.e164, new Date(Date.now() - 5000)),
    });
    const fresh = await call<{ orders: unknown[] }>(
      request,
      'user/export-my-data',
      { brandId },
      { authorization: again.token },
    );
    expect(fresh.orders).toEqual([]);
  });
}
