import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, readOtp, test } from './support/fixtures.ts';
import { useLanguage } from './support/robustness.ts';
import { signInAsNewCustomer } from './support/steps.ts';

/**
 * The blacklist (issue 19, decision 0033; 002 §2.15 Access Blocked, §4.6, §6): Al Nile Gourmet's
 * demo owner blocks a signed-in customer's phone from the kitchen board's "Blocked numbers" panel
 * → the customer, opening the app, is sent (history replaced) to /alnile/blocked 'Access Blocked'
 * in English and in Arabic, and their own direct place-order call is refused 403 accessBlocked →
 * the owner unblocks the phone → the customer stays on the storefront and the call is no longer
 * refused for the blacklist. Screens axe-clean; screenshots EN/AR at 390 px in
 * /tmp/shots-blacklist (SHOTS_DIR) — the panel and the blocked screen.
 */
const OWNER = '+971500000102';
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-blacklist';

interface Item {
  _id: string;
  price: number;
}

async function shot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A schema-valid pickup order of one item of Al Nile's first pickup store (the refusal comes before pricing). */
async function orderBody(request: APIRequestContext, brandId: string) {
  const post = async <T>(p: string, data: object) =>
    (
      (await (await request.post(`/api/v1/${p}?${Q}`, { data: { language: 'EN', ...data } })).json()) as {
        data: T;
      }
    ).data;
  const { stores } = await post<{ stores: Array<{ _id: string }> }>('store/get-stores-for-pickup', {
    brandId,
  });
  const storeId = stores[0]!._id;
  const menu = await post<{
    storeMenu: { categories: Array<{ categoryId: { _id: string }; items: Item[] }> };
  }>('menus/get-pickup-store-menu', { brandId, storeId });
  const category = menu.storeMenu.categories.find((c) => c.items.length > 0)!;
  const item = category.items[0]!;
  return {
    brandId,
    storeId,
    orderType: { type: 'PICKUP' },
    paymentType: 'CASH',
    orderedMenu: [
      { itemId: item._id, categoryId: category.categoryId._id, quantity: 1, price: item.price, options: [] },
    ],
    itemsTotalPrice: item.price,
    totalOrderPrice: Math.round(item.price * 105) / 100,
  };
}

test('the owner blocks a customer from the kitchen board: /blocked (EN, AR), orders refused; unblocking restores', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { brand } = (
    (await (
      await request.post(`/api/v1/branding/getBrandSettings?${Q}`, {
        data: { temporaryDomainName: 'alnile' },
      })
    ).json()) as { data: { brand: { _id: string } } }
  ).data;
  const brandId = brand._id;

  // The customer signs in (a new phone) in their own browser.
  const customerContext = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
  const customer = await customerContext.newPage();
  await customer.setViewportSize({ width: 390, height: 844 });
  const phone = await signInAsNewCustomer(customer, request, 'alnile', 'en', 'Blocked Guest');
  const token = await customer.evaluate(
    (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
    brandId,
  );
  expect(token).toBeTruthy();
  const body = await orderBody(request, brandId);
  const placeOrder = () =>
    request.post(`/api/v1/order/place-order-v2?${Q}`, { data: body, headers: { authorization: token } });
  const status = async () =>
    (
      (await (
        await request.get(`/api/v1/blacklisted-numbers/check/status?${Q}&brandId=${brandId}`, {
          headers: { authorization: token },
        })
      ).json()) as { data: { isBlacklisted: boolean } }
    ).data.isBlacklisted;
  expect(await status()).toBe(false);

  // The owner signs in on the kitchen board and blocks the phone (typed in the local form).
  await page.goto('/alnile/kitchen');
  const sentAt = new Date(Date.now() - 1000);
  await page.getByLabel('Phone number').fill(OWNER);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('4-digit code').fill(await readOtp(request, OWNER, sentAt));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Blocked numbers' }).click();
  const panel = page.getByRole('dialog', { name: 'Blocked numbers' });
  await panel.getByLabel('Phone number').fill(`0${phone.national}`);
  await panel.getByRole('button', { name: 'Block number' }).click();
  await expect(panel.getByRole('status')).toContainText(`${phone.e164} is blocked.`);
  await expect(panel.locator('bdi.kitchen-blacklist-phone', { hasText: phone.e164 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'kitchen blocked numbers (EN)');
  await shot(page, 'kitchen-blocked-numbers-en');
  expect(await status()).toBe(true);

  try {
    // The customer opens the app: sent to /alnile/blocked, the page they opened replaced.
    await customer.goto('/alnile/');
    await expect(customer).toHaveURL(/\/alnile\/blocked$/);
    await expect(customer.getByRole('heading', { name: 'Access Blocked' })).toBeVisible();
    await expect(
      customer.getByText('Your access has been blocked. Please contact support for assistance.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(customer, 'access blocked (EN)');
    await shot(customer, 'blocked-en');
    const length = await customer.evaluate(() => history.length);
    await customer.goBack();
    expect(await customer.evaluate(() => history.length)).toBe(length);
    await expect(customer).not.toHaveURL(/\/alnile\/?$/);

    // Their direct API order is refused by the server (EN and AR texts of the catalogue).
    const refused = await placeOrder();
    expect(refused.status(), await refused.text()).toBe(403);
    expect(await refused.json()).toEqual({
      success: 0,
      code: 'accessBlocked',
      message: 'Your access has been blocked. Please contact support for assistance.',
    });
    const refusedAr = await request.post(`/api/v1/order/place-order-v2?${Q}`, {
      data: { ...body, language: 'AR' },
      headers: { authorization: token },
    });
    expect(((await refusedAr.json()) as { message: string }).message).toBe(
      'تم حظر وصولك. يرجى التواصل مع الدعم للمساعدة.',
    );

    // In Arabic: the same screen, right to left; 'Go to Home' leads to the brand home.
    await useLanguage(customer, 'ar');
    await customer.goto('/alnile/');
    await expect(customer).toHaveURL(/\/alnile\/blocked$/);
    await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(customer.getByRole('heading', { name: 'تم حظر الوصول' })).toBeVisible();
    await expectNoSeriousA11yViolations(customer, 'access blocked (AR)');
    await shot(customer, 'blocked-ar');
    await customer.getByRole('button', { name: 'الذهاب إلى الصفحة الرئيسية' }).click();
    await expect(customer).toHaveURL(/\/alnile\/?$/);

    // The owner's panel in Arabic.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    await page.getByRole('button', { name: 'الأرقام المحظورة' }).click();
    const panelAr = page.getByRole('dialog', { name: 'الأرقام المحظورة' });
    await expect(panelAr.locator('bdi.kitchen-blacklist-phone', { hasText: phone.e164 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'kitchen blocked numbers (AR)');
    await shot(page, 'kitchen-blocked-numbers-ar');

    // Unblocked: the status is false, the app stays on the storefront, the order is not refused for it.
    await panelAr.getByRole('button', { name: `إلغاء حظر ${phone.e164}` }).click();
    await expect(panelAr.getByRole('status')).toContainText(phone.e164);
    await expect(panelAr.getByText('لا يوجد رقم محظور.')).toBeVisible();
  } finally {
    await request
      .post(`/api/v1/staff/blacklisted-numbers/remove?${Q}`, {
        data: { brandId, phoneNumber: phone.e164 },
        headers: {
          authorization: `Staff ${await page.evaluate(
            (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '',
            `sufra:staff-session:${brandId}`,
          )}`,
        },
      })
      .catch(() => {});
  }
  expect(await status()).toBe(false);
  await useLanguage(customer, 'en');
  await customer.goto('/alnile/');
  await expect(customer.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await customer.waitForTimeout(1000);
  await expect(customer).not.toHaveURL(/\/blocked/);
  const again = await placeOrder();
  expect(((await again.json()) as { code?: string }).code).not.toBe('accessBlocked');
  await customerContext.close();
});
