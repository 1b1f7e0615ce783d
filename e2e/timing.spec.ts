import type { Page, Route } from '@playwright/test';
import { closeStoresInPages, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { journeyPick } from './support/journey-pick.ts';
import { shot, text, useLanguage } from './support/robustness.ts';
import { control, signInAsNewCustomer } from './support/steps.ts';
import type { Lang } from './support/texts.ts';

/**
 * Order timing in the storefront (issue 8; 000 §2.9, §2.10, §4.4, §4.5; 001 §2.8, §4.9, §7.3) on
 * the outlet demo brand, whose stores take pickup pre-orders (apps/api seed-delivery-on.ts): a
 * pre-order chosen in the timing sheet, placed and stored with its slot; a closed store that
 * takes pre-orders (its first slot is set, items can be added, ASAP is refused); a closed store
 * that takes none (home with 'The store is currently closed, please try again soon'). Screens are
 * photographed at 390 px into the test output folder.
 */

const brand = 'alnile';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text of `lang` with placeholders, as a pattern ('You are ordering for {{day}}, {{time}}'). */
function pattern(lang: Lang, key: string, names: string[]): RegExp {
  const values = Object.fromEntries(names.map((n) => [n, '§']));
  return new RegExp(
    text(lang, key, values)
      .split('§')
      .map((p) => escapeRegExp(p))
      .join('.+'),
  );
}

/** Answers the pickup store list and menu with every store changed by `patch` (e.g. closed). */
async function patchStores(page: Page, calls: string, patch: Record<string, unknown>): Promise<void> {
  await page.route(`**/api/v1/{${calls}}**`, async (route: Route) => {
    const response = await route.fetch();
    const json = await response.json();
    const apply = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(apply);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if ('isOpened' in o) Object.assign(o, patch);
        Object.values(o).forEach(apply);
      }
    };
    apply(json);
    await route.fulfill({ response, json });
  });
}

test(`a pickup pre-order: chosen in the timing sheet, shown on the menu and at checkout, stored with its slot — 000 §2.10, 001 §7.3`, async ({
  page,
  request,
}) => {
  const pick = await journeyPick(request, brand);
  const store = pick.store!;
  await page.goto(`/${brand}`);
  await control(page, new RegExp(escapeRegExp(store.en))).click();
  await expect(page).toHaveURL(/\/store\/store-detail/);

  // The store is open and takes pre-orders: ASAP, with 'Change' to schedule (000 §4.4, TIMING-04).
  const change = page.getByRole('button', { name: 'Change: Pickup Time' });
  await expect(change).toBeVisible();
  await expect(page.locator('.timing-notice')).toContainText('ASAP');
  await change.click();
  const sheet = page.getByRole('dialog', { name: 'Pickup Timing' });
  await expect(sheet).toContainText('Schedule when you want to pickup the order');
  await expect(sheet.getByRole('radio', { name: 'ASAP' })).toBeChecked();
  await sheet.getByRole('radio', { name: 'Later (Future orders)' }).check();
  // TIMING-03: Later takes the first day and its first slot; another day its own first slot.
  const days = sheet.getByRole('group', { name: 'Day' }).getByRole('radio');
  const times = sheet.getByRole('group', { name: 'Time' }).getByRole('radio');
  await expect(days.first()).toBeChecked();
  await expect(times.first()).toBeChecked();
  await days.nth(1).check();
  await expect(times.first()).toBeChecked();
  await times.nth(2).check();
  const day = (await days.nth(1).locator('..').innerText()).trim();
  const time = (await times.nth(2).locator('..').innerText()).trim();
  expect(day).toMatch(/^[A-Z][a-z]+day, \d{2} [A-Z][a-z]{2} \d{4}$/);
  expect(time).toMatch(/^\d{1,2}:\d{2}\s[AP]M - \d{1,2}:\d{2}\s[AP]M$/);
  await expectNoSeriousA11yViolations(page, 'timing sheet');
  await shot(page, 'timing-sheet-en');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toBeHidden();

  // TIMING-13: the pre-order banner on the store page.
  await expect(page.getByText(`You are ordering for ${day}, ${time}`)).toBeVisible();
  await shot(page, 'store-pre-order-en');

  // An item, the basket, sign-in, then checkout with the slot on the time card (TIMING-14).
  await control(page, pick.item.en).click();
  const dialog = page.getByRole('dialog', { name: pick.item.en });
  const half = dialog.getByRole('radio', { name: /Half kg/i });
  if (await half.count()) await half.first().check();
  await dialog.getByRole('button', { name: /Add \d+ to basket/ }).click();
  await control(page, /View Basket/).click();
  await control(page, 'Review Order').click();
  await signInAsNewCustomer(page, request, brand, 'en', 'Timing Customer');
  await expect(page).toHaveURL(/\/store\/checkout/);
  const card = page.locator('.timing-card').filter({ hasText: 'Pickup Time' });
  await expect(card).toContainText(`${day}, ${time}`);
  await shot(page, 'checkout-pre-order-en');
  await control(page, 'Select Payment Method').click();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Place Order' }).last().click();
  await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 20_000 });
  const orderNumber = decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
  // The confirmation tells the slot, not an expected time.
  await expect(page.getByText(`${day}, ${time}`)).toBeVisible();
  await expect(page.getByText('Expected ready at')).toHaveCount(0);
  await shot(page, 'success-pre-order-en');

  // The order as stored: a pre-order with the slot's day and time (decision 0017).
  const token = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
    pick.brandId,
  );
  const res = await request.get(`/api/v1/order/getCustomerOrders?brandId=${pick.brandId}`, {
    headers: { authorization: token },
  });
  const { data } = (await res.json()) as {
    data: {
      orders: Array<{ orderNumber: string; timingType: string; preOrderSlot: { day: string; time: string } }>;
    };
  };
  const order = data.orders.find((o) => o.orderNumber === orderNumber);
  expect(order?.timingType).toBe('PREORDER');
  expect(order?.preOrderSlot.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(order?.preOrderSlot.time).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/);
});

for (const lang of ['en', 'ar'] as const) {
  const L = lang.toUpperCase();

  test(`a closed store taking pre-orders (${L}): 'Pre Orders' only, its first slot is set, items can be added, ASAP is refused — TIMING-01, -10, 000 §5`, async ({
    page,
    request,
  }) => {
    const pick = await journeyPick(request, brand);
    const store = pick.store!;
    await closeStoresInPages(page, { keepPreOrders: true });
    await patchStores(page, 'store/get-stores-for-pickup,menus/get-pickup-store-menu', { isOpened: false });
    await useLanguage(page, lang);
    await page.goto(`/${brand}`);
    const row = control(page, new RegExp(escapeRegExp(store[lang])));
    await expect(row).toContainText(text(lang, 'menu:preOrders'));
    await expect(row).not.toContainText(text(lang, 'menu:quickOrders'));
    await shot(page, `closed-pre-orders-list-${lang}`);
    await row.click();
    await expect(page).toHaveURL(/\/store\/store-detail/);
    await expect(page.getByText(pattern(lang, 'common:orderingFor', ['day', 'time']))).toBeVisible();
    await shot(page, `closed-pre-orders-store-${lang}`);

    const title = text(lang, 'common:pickupTime');
    await page.getByRole('button', { name: `${text(lang, 'common:change')}: ${title}` }).click();
    const sheet = page.getByRole('dialog', { name: text(lang, 'timing:pickupTitle') });
    await expect(sheet.getByRole('radio', { name: text(lang, 'common:asap') })).toBeDisabled();
    await expect(sheet.getByText(text(lang, 'common:storeClosed'))).toBeVisible();
    await expect(sheet.getByRole('radio', { name: text(lang, 'timing:later') })).toBeChecked();
    await expectNoSeriousA11yViolations(page, `timing sheet, closed (${L})`);
    await shot(page, `closed-pre-orders-sheet-${lang}`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // 000 §5: adding is allowed — the store yields a timing (TIMING-08).
    const itemTitle = lang === 'ar' ? pick.item.ar : pick.item.en;
    await control(page, itemTitle).click();
    const dialog = page.getByRole('dialog', { name: itemTitle });
    await expect(dialog.getByText(text(lang, 'menu:storeClosed'))).toHaveCount(0);
    const half = dialog.getByRole('radio', { name: /Half kg|نصف/i });
    if (await half.count()) await half.first().check();
    await dialog
      .getByRole('button', { name: new RegExp(escapeRegExp(text(lang, 'item:addToBasket', { count: '1' }))) })
      .click();
    await expect(control(page, new RegExp(escapeRegExp(text(lang, 'menu:viewBasket'))))).toBeVisible();
  });
}

test(`a closed store taking no pre-order: the store page goes home with 'The store is currently closed, please try again soon' — TIMING-08`, async ({
  page,
  request,
}) => {
  const pick = await journeyPick(request, brand);
  // The list (boot data) still shows the store open; its menu answers it closed, pre-orders off.
  await patchStores(page, 'menus/get-pickup-store-menu', {
    isOpened: false,
    isPreOrderEnabledForPickup: false,
  });
  await page.goto(`/${brand}`);
  await control(page, new RegExp(escapeRegExp(pick.store!.en))).click();
  await expect(page.getByText('The store is currently closed, please try again soon')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${brand}/?$`));
  await shot(page, 'closed-no-pre-orders-en');
});
