import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, readOtp, test, uniquePhone } from './support/fixtures.ts';

/**
 * The kitchen board (issue 17 "The kitchen (staff)", decision 0028): Al Nile Gourmet's demo owner
 * signs in on /alnile/kitchen with a code from the dev outbox, sees an order placed through the
 * API arrive live, accepts it with 20 minutes, marks it preparing and ready; the board is
 * axe-clean and screenshotted in English and Arabic at 390 px and 1280×800 (test-results/).
 */
const OWNER = '+971500000102';
/** The repository's test-results folder (Playwright's outputDir), whatever the working directory. */
const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');
const Q = 'app_version=26&app_name=WEB_STORE_FRONT';

/** POSTs a storefront call and answers its `data` (fails on a refusal). */
async function call<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const res = await request.post(`/api/v1/${path}?${Q}`, {
    data: { language: 'EN', ...data },
    headers: token ? { authorization: token } : {},
  });
  const body = (await res.json()) as { success: number; data: T; message?: string };
  expect(body.success, `${path}: ${body.message}`).toBe(1);
  return body.data;
}

/** Places a one-line cash pickup order at Al Nile's first store as a new customer; answers its number. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const { brand } = await call<{ brand: { _id: string } }>(request, 'branding/getBrandSettings', {
    temporaryDomainName: 'alnile',
  });
  const brandId = brand._id;
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
  const phone = uniquePhone();
  const countryObj = { countryCode: 'AE', dialCode: '971' };
  await call(request, 'user/password-less-login-v2', { brandId, phoneNumber: phone.e164, countryObj });
  const code = await readOtp(request, phone.e164);
  const { token } = await call<{ token: string }>(request, 'user/verify-account-v2', {
    brandId,
    phoneNumber: phone.e164,
    countryObj,
    verificationCode: code,
  });
  await call(request, 'user/update-user-profile', { brandId, name: 'Mariam Haddad' }, token).catch(() => {});
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
      orderLevelSpecialRequest: 'No onions please',
      pickupVehicleInfo: 'White Nissan A 12345',
    },
    token,
  );
  return placed.savedOrder.orderNumber;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(RESULTS, `kitchen-${name}.png`), fullPage: true });
}

test('the owner runs an order on the kitchen board, live, in English and Arabic', async ({
  page,
  request,
}) => {
  await page.goto('/alnile/kitchen');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  // The storefront's shell is not there: no basket, no storefront header.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const sentAt = new Date(Date.now() - 1000);
  await page.getByLabel('Phone number').fill(OWNER);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await readOtp(request, OWNER, sentAt);
  await page.getByLabel('4-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /^New/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.getByRole('button', { name: 'Enable sound' }).click();
  await expect(page.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');

  const orderNumber = await placeOrder(request);
  const newColumn = page.getByRole('region', { name: /^New/ });
  const card = page.getByRole('article', { name: new RegExp(orderNumber) });
  await expect(newColumn.getByRole('article', { name: new RegExp(orderNumber) })).toBeVisible({
    timeout: 3000,
  });
  await expect(card).toContainText('No onions please');
  await expect(card).toContainText('White Nissan A 12345');
  await expect(page).toHaveTitle(/^\(\d+\) Kitchen — /);
  await expectNoSeriousA11yViolations(page, 'kitchen board (EN, 390 px)');
  await shoot(page, 'en-390');

  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '20 min' }).click();
  await expect(dialog.getByLabel(/Preparation time/)).toHaveValue('20');
  await expectNoSeriousA11yViolations(page, 'accept dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  const preparing = page.getByRole('region', { name: /^Preparing/ });
  await expect(preparing.getByRole('article', { name: new RegExp(orderNumber) })).toBeVisible();
  await expect(card).toContainText('Ready by');

  await card.getByRole('button', { name: 'Preparing' }).click();
  await expect(card).toContainText('Preparing');
  await expect(card.getByRole('button', { name: 'Preparing' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Ready' }).click();
  const ready = page.getByRole('region', { name: /^Ready/ });
  await expect(ready.getByRole('article', { name: new RegExp(orderNumber) })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Served' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'en-1280x800');

  await page.getByRole('button', { name: 'Switch to Arabic' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: /^جاهز/ })).toBeVisible();
  await expect(page).toHaveTitle(/المطبخ/);
  await expectNoSeriousA11yViolations(page, 'kitchen board (AR, 1280×800)');
  await shoot(page, 'ar-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'ar-390');
  await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
