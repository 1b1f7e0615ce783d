import type { APIRequestContext, Page } from '@playwright/test';
import { dbQuery, expect, setBrandIntegrations, test } from './support/fixtures.ts';
import { type JourneyPick, journeyPick } from './support/journey-pick.ts';
import { shot, text, useLanguage } from './support/robustness.ts';
import { control, payByCardAndPlace, signInAsNewCustomer } from './support/steps.ts';
import { type Lang, trRe } from './support/texts.ts';

/**
 * Card payments in the storefront (issue 9, decision 0022; 001 §4.7–§4.14, §2.11), as a new
 * customer of the outlet demo brand Al Nile, whose gateway is the sandbox playing the
 * card-elements provider, in English and Arabic: a new card (4242…, saved), the saved card on a
 * second order, a declined card (4000…0002: the bank's message, the basket kept, the order
 * cancelled), a 3-D Secure card (4000 0027 6000 3184: the challenge page, Complete, back to the
 * order's success page). Then the brand is switched to the sandbox's hosted page (paid; cancelled
 * → 'Payment failed or cancelled') and hosted iframe (paid → 'Payment confirmed!'; never settled
 * → after the attempts 'ORDER_NOT_PAID' and the refund) and restored afterwards. Every order is
 * checked as stored, through the API (order info: status and paymentStatus) and, on PostgreSQL,
 * in SQL. Screens are photographed at 390 px into the test output folder.
 */

const brand = 'alnile';
const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDs: '4000 0027 6000 3184' };
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A declined card is answered 402 on purpose (Chromium logs it as a failed resource).
test.use({ allowedConsoleErrors: /status of 402/ });

/** The brand's integrations as seeded, put back after the hosted tests. */
const SEEDED = [
  {
    name: 'STRIPE',
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
  },
];

/**
 * Switches the brand's card gateway (decision 0022's internal route) and waits until the brand's
 * pages carry it (the server reuses a page's boot data for 5 s).
 */
async function switchGateway(request: APIRequestContext, name: string): Promise<void> {
  const integrations =
    name === 'STRIPE'
      ? SEEDED
      : [{ name, category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'sandbox' } }];
  await setBrandIntegrations(request, brand, integrations);
  await expect
    .poll(async () => (await (await request.get(`/${brand}`)).text()).includes(`"name":"${name}"`), {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(true);
}

/** Adds the journey's dish to the basket from the home and goes to checkout (signing in a new customer once). */
async function toCheckout(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  pick: JourneyPick,
  signIn: boolean,
) {
  await page.goto(`/${brand}`);
  await control(page, new RegExp(escapeRegExp(pick.store![lang]))).click();
  await expect(page).toHaveURL(/\/store\/store-detail/);
  const title = lang === 'ar' ? pick.item.ar : pick.item.en;
  await control(page, title).click();
  const dialog = page.getByRole('dialog', { name: title });
  const half = dialog.getByRole('radio', { name: /Half kg|نصف/i });
  if (await half.count()) await half.first().check();
  await dialog
    .getByRole('button', { name: new RegExp(escapeRegExp(text(lang, 'item:addToBasket', { count: '1' }))) })
    .click();
  await control(page, new RegExp(escapeRegExp(text(lang, 'menu:viewBasket')))).click();
  await control(page, trRe(lang, 'Review Order')).click();
  if (signIn) await signInAsNewCustomer(page, request, brand, lang, `Card Customer ${lang}`);
  await expect(page).toHaveURL(/\/store\/checkout/);
}

/** The signed-in customer's token (the storefront's own session storage). */
async function tokenOf(page: Page, brandId: string): Promise<string> {
  return page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`sufra:${id}:user`) ?? '{}')?.state?.token as string,
    brandId,
  );
}

/** An order as the API stores it for its customer (order info): status and payment status. */
async function orderInfo(request: APIRequestContext, token: string, brandId: string, orderNumber: string) {
  const res = await request.post(`/api/v1/order/get-order-info/${encodeURIComponent(orderNumber)}`, {
    headers: { authorization: token },
    data: { brandId, language: 'EN' },
  });
  const body = (await res.json()) as {
    data?: { order: { orderStatus: string; paymentStatus: string | null; paymentType: string } };
  };
  return body.data?.order ?? null;
}

/** On PostgreSQL: the order's row status and its payments' statuses (null on PGlite). */
async function sqlOrder(orderNumber: string) {
  const rows = await dbQuery<{ status: string; payments: string[] | null }>(
    `select o.status, array_remove(array_agg(p.status), null) as payments
       from orders o left join payments p on p.order_id = o.id
      where o.order_number = $1 group by o.status`,
    [orderNumber],
  );
  return rows?.[0] ?? null;
}

/** Waits for the order-success page and answers its order number. */
async function successNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/order-success\/[^/]+$/, { timeout: 30_000 });
  return decodeURIComponent(page.url().split('/').pop()!.split('?')[0]!);
}

/** The order number place-order answers next (the order placed before its payment). */
function nextPlacedNumber(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/order/place-order-v2'))
    .then(
      async (r) =>
        ((await r.json()) as { data: { savedOrder: { orderNumber: string } } }).data.savedOrder.orderNumber,
    );
}

for (const lang of ['en', 'ar'] as const) {
  const L = lang.toUpperCase();

  test(`card-elements on the sandbox (${L}): a new card saved, the saved card, a declined card, 3-D Secure — PAY-01/03/12/13, decision 0022`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const pick = await journeyPick(request, brand);
    await useLanguage(page, lang);

    // 1. A new card, saved for next time.
    await toCheckout(page, request, lang, pick, true);
    await control(page, trRe(lang, 'Select Payment Method')).click();
    await expect(page.getByRole('radio', { name: trRe(lang, 'Add new card') })).toBeChecked();
    await expect(
      page.frameLocator('iframe.card-fields-frame').getByLabel(lang === 'ar' ? 'رقم البطاقة' : 'Card number'),
    ).toBeVisible();
    await shot(page, `checkout-new-card-${lang}`);
    const firstPlaced = nextPlacedNumber(page);
    await payByCardAndPlace(page, lang, { number: CARDS.ok, save: true });
    const first = await successNumber(page);
    expect(first).toBe(await firstPlaced);
    const token = await tokenOf(page, pick.brandId);
    expect(await orderInfo(request, token, pick.brandId, first)).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PAID',
      paymentType: 'CREDIT_CARD',
    });
    const sql1 = await sqlOrder(first);
    if (sql1) expect(sql1).toEqual({ status: 'PENDING', payments: ['SUCCEEDED'] });

    // 2. The saved card, pre-selected on the next order (PAY-03).
    await toCheckout(page, request, lang, pick, false);
    await control(page, trRe(lang, 'Select Payment Method')).click();
    const saved = page.getByRole('radio', { name: /Visa •••• 4242/ });
    await expect(saved).toBeChecked();
    await expect(saved.locator('xpath=..')).toContainText('12/34');
    await shot(page, `checkout-saved-card-${lang}`);
    await payByCardAndPlace(page, lang, { savedLast4: '4242' });
    const second = await successNumber(page);
    expect(await orderInfo(request, token, pick.brandId, second)).toMatchObject({ paymentStatus: 'PAID' });

    // 3. A declined card: the bank's message on checkout, the basket kept, the order cancelled.
    await toCheckout(page, request, lang, pick, false);
    await control(page, trRe(lang, 'Select Payment Method')).click();
    await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    const declinedPlaced = nextPlacedNumber(page);
    await payByCardAndPlace(page, lang, { number: CARDS.declined, save: false });
    const dialog = page.getByRole('dialog', { name: trRe(lang, 'Message') });
    await expect(dialog).toContainText(trRe(lang, 'Bank declined payment, please try again'));
    await shot(page, `checkout-declined-${lang}`);
    await dialog.getByRole('button', { name: trRe(lang, 'Close') }).click();
    await expect(page).toHaveURL(/\/store\/checkout/);
    await expect(page.getByRole('button', { name: trRe(lang, 'Place Order') }).last()).toBeVisible();
    const declined = await declinedPlaced;
    expect(await orderInfo(request, token, pick.brandId, declined)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'FAILED',
    });
    const sql3 = await sqlOrder(declined);
    if (sql3) expect(sql3).toEqual({ status: 'CANCELLED', payments: ['FAILED'] });

    // 4. 3-D Secure on the same basket: the challenge page, Complete, back to the order's success page.
    const threeDsPlaced = nextPlacedNumber(page);
    await page.getByRole('radio', { name: trRe(lang, 'Add new card') }).check();
    await payByCardAndPlace(page, lang, { number: CARDS.threeDs, save: false });
    await expect(page).toHaveURL(/\/payments\/sandbox\/3ds\//, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
    await shot(page, `three-d-secure-${lang}`);
    await page.getByRole('button', { name: 'Complete' }).click();
    const third = await successNumber(page);
    expect(third).toBe(await threeDsPlaced);
    expect(await orderInfo(request, token, pick.brandId, third)).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PAID',
    });
  });
}

/** Checks every radio group of the item page that has no choice yet (required options). */
async function chooseRequiredOptions(page: Page): Promise<void> {
  const groups = await page
    .getByRole('radio')
    .evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);
  for (const name of groups) {
    const inGroup = page.locator(`input[type=radio][name="${name}"]`);
    if (!(await inGroup.evaluateAll((els) => els.some((e) => (e as HTMLInputElement).checked))))
      await inGroup.first().check();
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`card-frames on the sandbox, Burgerato (${lang.toUpperCase()}): a new card, then 3-D Secure on the saved card's brand — PAY-15, PAY-16`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const burgerato = 'burgerato';
    const pick = await journeyPick(request, burgerato);
    await useLanguage(page, lang);
    const toBrandCheckout = async (signIn: boolean) => {
      await page.goto(`/${burgerato}`);
      const title = lang === 'ar' ? pick.item.ar : pick.item.en;
      await control(page, title).click();
      await expect(page).toHaveURL(new RegExp(`/item/${pick.item.id}/`));
      await chooseRequiredOptions(page);
      await page.getByRole('button', { name: trRe(lang, /Add \d+ to basket/) }).click();
      await control(page, trRe(lang, 'View Basket')).click();
      await control(page, trRe(lang, 'Review Order')).click();
      if (signIn) await signInAsNewCustomer(page, request, burgerato, lang, `Frames Customer ${lang}`);
      await expect(page).toHaveURL(/\/order\/checkout/);
      await control(page, trRe(lang, 'Select Payment Method')).click();
    };

    // A new card: tokenised in the sandbox's fields, initiated, verified at once (no 3-D Secure).
    await toBrandCheckout(true);
    await expect(page.getByRole('radio', { name: trRe(lang, 'Add new card') })).toBeChecked();
    const firstPlaced = nextPlacedNumber(page);
    await payByCardAndPlace(page, lang, { number: CARDS.ok, save: true });
    const first = await successNumber(page);
    expect(first).toBe(await firstPlaced);
    const token = await tokenOf(page, pick.brandId);
    expect(await orderInfo(request, token, pick.brandId, first)).toMatchObject({ paymentStatus: 'PAID' });

    // 3-D Secure: redirectLink, Complete, back with payment=success&cko-session-id → verified.
    await toBrandCheckout(false);
    await expect(page.getByRole('radio', { name: /•••• 4242/ })).toBeChecked();
    const placed = nextPlacedNumber(page);
    await payByCardAndPlace(page, lang, { number: CARDS.threeDs, save: false });
    await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 20_000 });
    await page.getByRole('button', { name: /^(Complete|إتمام)$/ }).click();
    const second = await successNumber(page);
    expect(second).toBe(await placed);
    expect(await orderInfo(request, token, pick.brandId, second)).toMatchObject({ paymentStatus: 'PAID' });
  });
}

test.describe('hosted providers (001 §4.13–§4.14, §2.11)', () => {
  test.afterAll(async ({ request }) => {
    await switchGateway(request, 'STRIPE');
  });

  for (const lang of ['en', 'ar'] as const) {
    const L = lang.toUpperCase();
    test(`hosted page (${L}): paid → order success; cancelled → 'Payment failed or cancelled' — PAY-18`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await switchGateway(request, 'HOSTED_PAGE');
      const pick = await journeyPick(request, brand);
      await useLanguage(page, lang);
      await toCheckout(page, request, lang, pick, true);
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await expect(page.getByRole('radio', { name: trRe(lang, 'Pay with card') })).toBeChecked();
      const placed = nextPlacedNumber(page);
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 20_000 });
      await shot(page, `hosted-page-${lang}`);
      // The hosted page is asked in English (001 §7.7, PAY-27).
      await page.getByLabel(/Card number|رقم البطاقة/).fill(CARDS.ok);
      await page.getByRole('button', { name: /^(Pay|ادفع)$/ }).click();
      const paid = await successNumber(page);
      expect(paid).toBe(await placed);
      const token = await tokenOf(page, pick.brandId);
      expect(await orderInfo(request, token, pick.brandId, paid)).toMatchObject({ paymentStatus: 'PAID' });

      await toCheckout(page, request, lang, pick, false);
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 20_000 });
      await page
        .getByRole('button', { name: /Cancel|إلغاء/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/store\/checkout/);
      await expect(page.getByRole('dialog', { name: trRe(lang, 'Message') })).toContainText(
        trRe(lang, 'Payment failed or cancelled'),
      );
      await shot(page, `hosted-page-cancelled-${lang}`);
    });

    test(`hosted iframe (${L}): the payment window, paid → 'Payment confirmed!'; never settled → 'ORDER_NOT_PAID' after the attempts — PAY-19, PAY-28, POLL-01…06`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await switchGateway(request, 'HOSTED_IFRAME');
      const pick = await journeyPick(request, brand);
      await useLanguage(page, lang);
      await toCheckout(page, request, lang, pick, true);
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await page.getByRole('radio', { name: trRe(lang, 'Add new card') }).check();
      const placed = nextPlacedNumber(page);
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      const modal = page.getByRole('dialog', { name: trRe(lang, 'Complete your payment') });
      await expect(modal).toBeVisible();
      const wallet = page.frameLocator('iframe.iframe-payment');
      await expect(wallet.getByRole('button').first()).toBeVisible();
      await shot(page, `hosted-iframe-modal-${lang}`);
      await wallet.getByRole('button', { name: /^(Pay|ادفع)$/ }).click();
      await expect(page).toHaveURL(/\/payment-confirm\?/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: trRe(lang, 'Payment confirmed!') })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText(trRe(lang, 'Payment Reference:'))).toBeVisible();
      await shot(page, `payment-confirm-paid-${lang}`);
      const paid = await successNumber(page);
      expect(paid).toBe(await placed);
      const token = await tokenOf(page, pick.brandId);
      expect(await orderInfo(request, token, pick.brandId, paid)).toMatchObject({ paymentStatus: 'PAID' });

      // Never settles: after 4 polls (the 4th with force delete) the refund; 'ORDER_NOT_PAID'.
      await toCheckout(page, request, lang, pick, false);
      await control(page, trRe(lang, 'Select Payment Method')).click();
      await page.getByRole('radio', { name: trRe(lang, 'Add new card') }).check();
      const unpaidPlaced = nextPlacedNumber(page);
      await page
        .getByRole('button', { name: trRe(lang, 'Place Order') })
        .last()
        .click();
      const refunds = page.waitForRequest((r) => r.url().includes('hosted-iframe/payment-refund'), {
        timeout: 30_000,
      });
      await page
        .frameLocator('iframe.iframe-payment')
        .getByRole('button', { name: /never settles|لا تتم التسوية/i })
        .click();
      await expect(page).toHaveURL(/\/payment-confirm\?/, { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { name: trRe(lang, 'Confirming your payment...') }),
      ).toBeVisible();
      await shot(page, `payment-confirm-pending-${lang}`);
      expect((await refunds).postDataJSON()).toMatchObject({
        reason: 'Payment Status is not Paid Success or Settled even after 4 attempts',
      });
      const error = page.getByRole('dialog', { name: trRe(lang, 'Message') });
      await expect(error).toContainText('ORDER_NOT_PAID', { timeout: 15_000 });
      await expect(
        page.getByRole('heading', { name: trRe(lang, 'Payment confirmation failed') }),
      ).toBeVisible();
      await shot(page, `payment-confirm-failed-${lang}`);
      expect(await orderInfo(request, token, pick.brandId, await unpaidPlaced)).toMatchObject({
        orderStatus: 'CANCELLED',
      });
      await error.getByRole('button', { name: trRe(lang, 'Back to home') }).click();
      await expect(page).toHaveURL(new RegExp(`/${brand}/?$`));
    });
  }
});
