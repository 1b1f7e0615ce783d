import { MESSAGES, MESSAGES_AR, PAYMENT_WINDOW_SECONDS, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { dispatchOutbox } from '../src/modules/payments/outbox.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import {
  type CardWorld,
  cardCall,
  cardOrderBody,
  cardWorld,
  friesStock,
  orderStatusOf,
  outboxCount,
  placeCardOrder,
  SANDBOX_INTEGRATIONS,
  tokenise,
} from './support/card-orders.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';
const FRAMES = 'orders-checkout-payment/checkout/initiate-frames-payment-request';
const FRAMES_VERIFY = 'orders-checkout-payment/checkout/verify-payment-request';

/**
 * Card payments through real HTTP (issue 9; 001 §4.10, §4.12, §7.3, §7.5, §7.6; decision 0022):
 * the order is placed first in PENDING_PAYMENT, then paid with a card tokenised by the sandbox's
 * card fields; success places it, a decline cancels it with its stock back, 3-D Secure goes
 * through the challenge page and returns with the provider's parameters.
 */
describe.each(testDatabases())('card payments on %s (001 §7.5, §7.6, decision 0022)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let frames: CardWorld;
  const db = () => t.database.db;
  const dispatch = () =>
    dispatchOutbox(db(), paymentOutboxHandlers(t.app, { db: db(), now: () => new Date() }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'card-elements');
    frames = await cardWorld(db(), 'card-frames');
  });
  afterAll(async () => t?.close());

  async function placed(world = w, token = world.token, n = 2) {
    const res = await placeCardOrder(t.app, world, token, n);
    expect(res.status).toBe(200);
    return res.body.data as {
      savedOrder: { _id: string; orderNumber: string };
      payment: { orderId: string; amount: number; expiresAt: number };
    };
  }
  async function token(world: CardWorld, number: string) {
    const res = await tokenise(t.app, world.brand.id, number);
    expect(res.status).toBe(200);
    return res.body.id as string;
  }
  const intentBody = (
    world: CardWorld,
    order: { payment: { orderId: string; amount: number } },
    pm: string,
    over = {},
  ) => ({
    brandId: world.brand.id,
    orderId: order.payment.orderId,
    amount: order.payment.amount,
    storeId: world.store.id,
    isStoredCard: false,
    paymentMethodId: pm,
    paymentMethod: 'CARD',
    returnUrl: '/order/checkout',
    ...over,
  });

  it('PAY (001 §7.3, decision 0022): a CREDIT_CARD order is placed in PENDING_PAYMENT with its payment block, takes its stock, and is hidden from history until paid', async () => {
    const stock = await friesStock(db(), w);
    const now = new Date();
    const order = await placed();
    expect(order.payment).toEqual({
      orderId: order.savedOrder._id,
      amount: 17.85,
      expiresAt: expect.any(Number),
    });
    expect(
      Math.abs(order.payment.expiresAt - (Math.floor(now.getTime() / 1000) + PAYMENT_WINDOW_SECONDS)),
    ).toBeLessThanOrEqual(2);
    expect(await orderStatusOf(db(), order.savedOrder._id)).toEqual({
      status: 'PENDING_PAYMENT',
      history: ['PENDING_PAYMENT'],
    });
    expect(await friesStock(db(), w)).toBe(stock - 2);
    const history = await get(
      t.app,
      'order/getCustomerOrders',
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(history.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(order.savedOrder._id);
    const info = await post(
      t.app,
      `order/get-order-info/${order.savedOrder._id}`,
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(info.status).toBe(200);
    expect(info.body.data.order).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'AWAITING',
      statusHistory: [],
    });
    const cash = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
      authorization: w.token,
    });
    expect(cash.body.data.payment).toBeUndefined();
  });

  it('TOT-20 and PAY-08 (no card provider): a card order of 2 AED or less → 400 addMoreThanTwoAED; a brand with no card gateway → 400 noPaymentMethods; nothing written', async () => {
    const none = await cardWorld(db(), 'none');
    const refused = await placeCardOrder(t.app, none, none.token);
    expect(refused).toMatchObject({ status: 400, body: { success: 0, message: MESSAGES.noPaymentMethods } });
    const cheap = await cardWorld(db(), 'card-elements');
    const { items } = await import('../src/db/schema.ts');
    await db().update(items).set({ priceFils: 150 }).where(eq(items.id, cheap.menu.fries.id));
    const small = await post(
      t.app,
      'order/place-order-v2',
      cardOrderBody(cheap, 1, {
        orderedMenu: [
          {
            itemId: cheap.menu.fries.id,
            categoryId: cheap.menu.category.id,
            quantity: 1,
            price: 1.5,
            options: [],
          },
        ],
        itemsTotalPrice: 1.5,
        totalOrderPrice: 1.58,
      }),
      { authorization: cheap.token },
    );
    expect(small).toMatchObject({ status: 400, body: { message: MESSAGES.addMoreThanTwoAED } });
    expect(await friesStock(db(), cheap)).toBe(100);
  });

  it('PAY-12 card-elements new card (001 §4.10, §7.5): the intent pays at once, verify answers isVerified with the order number, the order is placed and listed', async () => {
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.success);
    const res = await cardCall(t.app, INTENT, intentBody(w, order, pm), w.token, 'ce-success-1');
    expect(res.status).toBe(200);
    expect(res.body.data.gatewayData).toMatchObject({
      isVerified: true,
      data: { id: expect.stringMatching(/^pi_sbx_/), status: 'succeeded', redirectUrl: null },
    });
    const again = await cardCall(t.app, INTENT, intentBody(w, order, pm), w.token, 'ce-success-1');
    expect(again.body).toEqual(res.body);
    const verify = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: res.body.data.gatewayData.data.id },
      w.token,
    );
    expect(verify.body).toEqual({
      success: 1,
      data: { gatewayData: { isVerified: true }, orderNumber: order.savedOrder.orderNumber },
    });
    const twice = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: res.body.data.gatewayData.data.id },
      w.token,
    );
    expect(twice.body).toEqual(verify.body);
    expect(await orderStatusOf(db(), order.savedOrder._id)).toEqual({
      status: 'PENDING',
      history: ['PENDING_PAYMENT', 'PENDING'],
    });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.savedOrder._id)).toBe(1);
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.savedOrder._id));
    expect(rows).toHaveLength(1);
    const history = await get(
      t.app,
      'order/getCustomerOrders',
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    const listed = history.body.data.orders.find((o: { _id: string }) => o._id === order.savedOrder._id);
    expect(listed).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PAID',
      statusHistory: [{ status: 'PENDING' }],
    });
  });

  it('PAY a money-moving call needs an Idempotency-Key; a return URL of another site is refused; the same key with another body is 409', async () => {
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.success);
    expect(await cardCall(t.app, INTENT, intentBody(w, order, pm), w.token)).toMatchObject({
      status: 400,
      body: { message: MESSAGES.idempotencyKeyRequired },
    });
    expect(
      await cardCall(
        t.app,
        INTENT,
        intentBody(w, order, pm, { returnUrl: 'https://evil.example/x' }),
        w.token,
        'ce-evil',
      ),
    ).toMatchObject({ status: 400, body: { message: MESSAGES.invalidPaymentIntent } });
    const absolute = await cardCall(
      t.app,
      INTENT,
      intentBody(w, order, pm, { returnUrl: 'http://localhost:80/order/checkout' }),
      w.token,
      'ce-abs',
    );
    expect(absolute.status).toBe(200);
    expect(
      await cardCall(t.app, INTENT, intentBody(w, order, pm, { returnUrl: '/other' }), w.token, 'ce-abs'),
    ).toMatchObject({ status: 409, body: { message: MESSAGES.requestReused } });
  });

  it('PAY declined (001 §8.3): 402 "Bank declined payment, please try again" (in Arabic for AR), the order CANCELLED with its stock back, hidden from history, FAILED in its detail', async () => {
    const stock = await friesStock(db(), w);
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.declined);
    const res = await cardCall(
      t.app,
      INTENT,
      { ...intentBody(w, order, pm), language: 'AR' },
      w.token,
      'ce-declined-1',
    );
    expect(res).toMatchObject({ status: 402, body: { success: 0, message: MESSAGES_AR.bankDeclined } });
    const replay = await cardCall(
      t.app,
      INTENT,
      { ...intentBody(w, order, pm), language: 'AR' },
      w.token,
      'ce-declined-1',
    );
    expect(replay).toMatchObject({ status: 402, body: { message: MESSAGES_AR.bankDeclined } });
    expect(await orderStatusOf(db(), order.savedOrder._id)).toEqual({
      status: 'CANCELLED',
      history: ['PENDING_PAYMENT', 'CANCELLED'],
    });
    expect(await friesStock(db(), w)).toBe(stock);
    const verify = await cardCall(
      t.app,
      VERIFY,
      {
        brandId: w.brand.id,
        paymentIntentId: (
          await db().select().from(payments).where(eq(payments.orderId, order.savedOrder._id))
        )[0]!.providerPaymentId,
      },
      w.token,
    );
    expect(verify).toMatchObject({ status: 402, body: { message: MESSAGES.bankDeclined } });
    const history = await get(
      t.app,
      'order/getCustomerOrders',
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(history.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(order.savedOrder._id);
    const info = await post(
      t.app,
      `order/get-order-info/${order.savedOrder._id}`,
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(info.body.data.order).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'FAILED' });
    // A new attempt places the basket again: a paid order a second time.
    const second = await placed();
    const ok = await cardCall(
      t.app,
      INTENT,
      intentBody(w, second, await token(w, SANDBOX_TEST_CARDS.success)),
      w.token,
      'ce-declined-2',
    );
    expect(ok.body.data.gatewayData.isVerified).toBe(true);
  });

  it('PAY-12 3-D Secure card-elements (001 §4.10): isVerified false with the challenge page; Complete returns to the return URL with payment_intent and redirect_status; verify places the order', async () => {
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.threeDSecure);
    const res = await cardCall(
      t.app,
      INTENT,
      intentBody(w, order, pm, { returnUrl: '/order/checkout?step=2' }),
      w.token,
      'ce-3ds-1',
    );
    const data = res.body.data.gatewayData;
    expect(data).toMatchObject({ isVerified: false, data: { status: 'requires_action' } });
    expect(data.data.redirectUrl).toBe(`/api/v1/payments/sandbox/3ds/${data.data.id}`);
    const early = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: data.data.id },
      w.token,
    );
    expect(early.body.data.gatewayData.isVerified).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: data.data.redirectUrl });
    expect(page.statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: data.data.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `/order/checkout?step=2&payment_intent=${data.data.id}&redirect_status=succeeded`,
    );
    const verify = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: data.data.id },
      w.token,
    );
    expect(verify.body.data).toEqual({
      gatewayData: { isVerified: true },
      orderNumber: order.savedOrder.orderNumber,
    });
    expect((await orderStatusOf(db(), order.savedOrder._id)).status).toBe('PENDING');
  });

  it('PAY-15, PAY-16 card-frames (001 §4.12, §7.6): 3-D Secure → redirectLink; Fail returns to failureUrl with payment=failure&cko-session-id and verify declines; Complete returns to successUrl with payment=success and verify places', async () => {
    const framesBody = (order: Awaited<ReturnType<typeof placed>>, tok: string) => ({
      brandId: frames.brand.id,
      orderId: order.payment.orderId,
      isStoredCard: false,
      token: tok,
      currency: 'AED',
      amount: order.payment.amount,
      storeId: frames.store.id,
      language: 'en',
      successUrl: '/store/checkout',
      failureUrl: '/store/checkout?failed=1',
    });
    const stock = await friesStock(db(), frames);
    const failing = await placed(frames);
    const start = await cardCall(
      t.app,
      FRAMES,
      framesBody(failing, await token(frames, SANDBOX_TEST_CARDS.threeDSecure)),
      frames.token,
      'cf-1',
    );
    expect(start.status).toBe(200);
    const g = start.body.data.gatewayData;
    expect(g.three_d_secure_redirection_required).toBe(true);
    expect(g.redirectLink).toBe(`/api/v1/payments/sandbox/3ds/${g.axiosResData.framesResponse.id}`);
    const failed = await t.app.inject({
      method: 'POST',
      url: g.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    expect(failed.headers.location).toBe(
      `/store/checkout?failed=1&payment=failure&cko-session-id=${g.axiosResData.framesResponse.id}`,
    );
    const declined = await cardCall(
      t.app,
      `${FRAMES_VERIFY}/${g.axiosResData.framesResponse.id}`,
      { brandId: frames.brand.id },
      frames.token,
    );
    expect(declined).toMatchObject({ status: 402, body: { message: MESSAGES.bankDeclined } });
    expect((await orderStatusOf(db(), failing.savedOrder._id)).status).toBe('CANCELLED');
    expect(await friesStock(db(), frames)).toBe(stock);

    const paying = await placed(frames);
    const ok = await cardCall(
      t.app,
      FRAMES,
      framesBody(paying, await token(frames, SANDBOX_TEST_CARDS.threeDSecure)),
      frames.token,
      'cf-2',
    );
    const id = ok.body.data.gatewayData.axiosResData.framesResponse.id;
    const back = await t.app.inject({
      method: 'POST',
      url: ok.body.data.gatewayData.redirectLink,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(back.headers.location).toBe(`/store/checkout?payment=success&cko-session-id=${id}`);
    const verified = await cardCall(
      t.app,
      `${FRAMES_VERIFY}/${id}`,
      { brandId: frames.brand.id },
      frames.token,
    );
    expect(verified.body.data).toEqual({
      gatewayData: { isVerified: true },
      orderNumber: paying.savedOrder.orderNumber,
    });

    const direct = await placed(frames);
    const now = await cardCall(
      t.app,
      FRAMES,
      framesBody(direct, await token(frames, SANDBOX_TEST_CARDS.success)),
      frames.token,
      'cf-3',
    );
    expect(now.body.data.gatewayData).toMatchObject({
      three_d_secure_redirection_required: false,
      redirectLink: null,
    });
    const directId = now.body.data.gatewayData.axiosResData.framesResponse.id;
    expect(
      (await cardCall(t.app, `${FRAMES_VERIFY}/${directId}`, { brandId: frames.brand.id }, frames.token)).body
        .data.gatewayData.isVerified,
    ).toBe(true);
  });

  it("PAY another customer's order or payment is answered like an unknown one (404), nothing charged", async () => {
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.success);
    const before = (
      await db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.brandId, w.brand.id))
    ).length;
    const theirs = await cardCall(t.app, INTENT, intentBody(w, order, pm), w.otherToken, 'ce-other-1');
    const unknown = await cardCall(
      t.app,
      INTENT,
      intentBody(w, order, pm, { orderId: '00000000-0000-4000-8000-000000000000' }),
      w.otherToken,
      'ce-other-2',
    );
    expect(theirs).toMatchObject({ status: 404, body: { message: MESSAGES.orderNotFound } });
    expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES.orderNotFound } });
    const otherStore = await cardCall(
      t.app,
      INTENT,
      intentBody(w, order, pm, { storeId: frames.store.id }),
      w.token,
      'ce-other-3',
    );
    expect(otherStore.status).toBe(404);
    const after = (
      await db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.brandId, w.brand.id))
    ).length;
    expect(after).toBe(before);
    const mine = await cardCall(t.app, INTENT, intentBody(w, order, pm), w.token, 'ce-other-4');
    const id = mine.body.data.gatewayData.data.id;
    const spy = await cardCall(t.app, VERIFY, { brandId: w.brand.id, paymentIntentId: id }, w.otherToken);
    const nobody = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: 'pi_sbx_000000000000000000000000' },
      w.otherToken,
    );
    expect(spy).toMatchObject({ status: 404, body: { message: MESSAGES.invalidPaymentIntent } });
    expect(nobody).toMatchObject({ status: 404, body: { message: MESSAGES.invalidPaymentIntent } });
    const foreignToken = await token(frames, SANDBOX_TEST_CARDS.success);
    const order2 = await placed();
    const foreign = await cardCall(t.app, INTENT, intentBody(w, order2, foreignToken), w.token, 'ce-other-5');
    expect(foreign.status).toBe(404);
    expect((await orderStatusOf(db(), order2.savedOrder._id)).status).toBe('PENDING_PAYMENT');
  });

  it('PAY the webhook and the verify call racing apply the payment once: one order move, one order.paid', async () => {
    const order = await placed();
    const pm = await token(w, SANDBOX_TEST_CARDS.threeDSecure);
    const res = await cardCall(t.app, INTENT, intentBody(w, order, pm), w.token, 'ce-race-1');
    const id = res.body.data.gatewayData.data.id;
    await t.app.inject({
      method: 'POST',
      url: res.body.data.gatewayData.data.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    const [, v1, v2] = await Promise.all([
      dispatch(),
      cardCall(t.app, VERIFY, { brandId: w.brand.id, paymentIntentId: id }, w.token),
      cardCall(t.app, VERIFY, { brandId: w.brand.id, paymentIntentId: id }, w.token),
    ]);
    await dispatch();
    expect(v1.body.data.gatewayData.isVerified).toBe(true);
    expect(v2.body.data.gatewayData.isVerified).toBe(true);
    expect(await orderStatusOf(db(), order.savedOrder._id)).toEqual({
      status: 'PENDING',
      history: ['PENDING_PAYMENT', 'PENDING'],
    });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.savedOrder._id)).toBe(1);
  });
});

/**
 * The sandbox's card fields (decision 0022; PCI DSS SAQ A): the page the storefront frames, with
 * its own CSP (nonce; framable by the storefront's origin only), and the tokenising endpoint with
 * its Luhn and expiry checks, answered in the page's language.
 */
describe.each(testDatabases())('sandbox card fields on %s (decision 0022)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(t.database.db, 'card-elements');
  });
  afterAll(async () => t?.close());

  it('PAY-17 the card page: labelled EN, or AR with dir=rtl; its inline script and style carry the nonce of its own CSP; frame-ancestors self; no X-Frame-Options', async () => {
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/card-fields?brandId=${w.brand.id}&lang=en`,
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    const csp = String(en.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(en.headers['x-frame-options']).toBeUndefined();
    expect(en.body).toContain(`<script nonce="${nonce}">`);
    expect(en.body).toContain(`<style nonce="${nonce}">`);
    expect(en.body.match(/<script/g)).toHaveLength(1);
    expect(en.body).toContain('<label for="number">Card number</label>');
    expect(en.body).toContain('Expiry (MM/YY)');
    expect(en.body).toContain("'sufra-sandbox-card-submit'");
    expect(en.body).toContain('/api/v1/payments/sandbox/v1/payment_methods');
    const ar = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/card-fields?brandId=${w.brand.id}&lang=ar`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('رقم البطاقة');
    // The test card number stays left to right on one line inside the Arabic note.
    expect(ar.body).toContain('<bdi dir="ltr">4242 4242 4242 4242</bdi>');
    expect(String(ar.headers['content-security-policy'])).not.toContain(nonce!);
    const none = await cardWorld(t.database.db, 'none');
    for (const url of [
      `/api/v1/payments/sandbox/card-fields?brandId=${none.brand.id}`,
      '/api/v1/payments/sandbox/card-fields?brandId=00000000-0000-4000-8000-000000000000',
      '/api/v1/payments/sandbox/card-fields?brandId=x',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('PAY-17 tokenising: a Luhn-valid test card → pm_sbx_ with brand, last four and expiry (no number kept); a bad number, a past expiry or a bad CVC → 400 in the page language', async () => {
    const ok = await tokenise(t.app, w.brand.id, '4242 4242 4242 4242', { expMonth: 3, expYear: 31 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      id: expect.stringMatching(/^pm_sbx_[0-9a-f]{24}$/),
      card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 },
    });
    const bad = await tokenise(t.app, w.brand.id, '4242 4242 4242 4241');
    expect(bad).toEqual({ status: 400, body: { success: 0, message: 'Your card number is invalid.' } });
    const badAr = await tokenise(t.app, w.brand.id, '1234', { lang: 'ar' });
    expect(badAr.body.message).toBe('رقم البطاقة غير صالح.');
    const past = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, {
      expMonth: 1,
      expYear: 2020,
    });
    expect(past.body.message).toBe("Your card's expiry date is invalid or in the past.");
    const month = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, { expMonth: 13 });
    expect(month.status).toBe(400);
    const cvc = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, { cvc: '12' });
    expect(cvc.body.message).toBe("Your card's security code is invalid.");
    const none = await cardWorld(t.database.db, 'none');
    expect((await tokenise(t.app, none.brand.id, SANDBOX_TEST_CARDS.success)).status).toBe(404);
  });
});

/**
 * The internal brand-integrations switch (decision 0022: e2e switches a brand's provider) and the
 * public projection of a sandbox integration (the web learns `mode: 'sandbox'`, never a secret).
 */
describe.each(testDatabases())('brand integrations switch on %s (decision 0022)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('the demo seed switches card payments on once: Al Nile the sandbox STRIPE, Burgerato the sandbox CHECKOUT, CREDIT_CARD first for pickup and delivery with cash kept', async () => {
    const { seedDemoBrands } = await import('../src/seed/seed-demo.ts');
    const { brands, stores } = await import('../src/db/schema.ts');
    await seedDemoBrands(t.database.db);
    const rows = await t.database.db.select().from(brands);
    const alnile = rows.find((b) => b.temporaryDomainName === 'alnile')!;
    const burgerato = rows.find((b) => b.temporaryDomainName === 'burgerato')!;
    expect(alnile.activeIntegrations).toContainEqual({
      name: 'STRIPE',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
    });
    expect(burgerato.activeIntegrations).toContainEqual({
      name: 'CHECKOUT',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox' },
    });
    for (const brand of [alnile, burgerato]) {
      const shops = await t.database.db.select().from(stores).where(eq(stores.brandId, brand.id));
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) {
        const options = shop.paymentOptions as Record<string, string[]>;
        expect(options.PICKUP![0]).toBe('CREDIT_CARD');
        expect(options.PICKUP).toContain('CASH');
        expect(options.DELIVERY![0]).toBe('CREDIT_CARD');
        expect(options.PICKUP!.filter((o) => o === 'CREDIT_CARD')).toHaveLength(1);
      }
    }
    const settings = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
      brandId: alnile.id,
    });
    expect(settings.body.data.activeIntegrations).toContainEqual({
      name: 'STRIPE',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
    });
    // Marked once: an owner's later change is not overruled by the next start.
    const { switchOnDemoPayments } = await import('../src/seed/seed-payments-on.ts');
    expect(await switchOnDemoPayments(t.database.db, alnile.id, 'alnile')).toBe(false);
  });

  it('POST /api/internal/brand-integrations: loopback with the admin token only; by id or name; the public settings then show the new provider with mode but no secret', async () => {
    const { buildApp } = await import('../src/app.ts');
    const TOKEN = 'x'.repeat(40);
    const w = await cardWorld(t.database.db, 'card-elements');
    const app = await buildApp(
      {
        db: t.database.db,
        now: () => new Date(),
        config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
        internal: { adminToken: TOKEN },
      },
      { logger: false },
    );
    try {
      const call = (payload: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/internal/brand-integrations',
          payload: payload as object,
          headers,
          remoteAddress,
        });
      const auth = { authorization: `Bearer ${TOKEN}` };
      const hosted = [
        {
          name: 'HOSTED_PAGE',
          category: 'PAYMENT_GATEWAY',
          isActive: true,
          metaData: { mode: 'sandbox', secretKey: 'sk_live_x' },
        },
      ];
      const body = { brand: w.brand.temporaryDomainName, activeIntegrations: hosted };
      expect((await call(body, {})).statusCode).toBe(401);
      expect((await call(body, auth, '10.0.0.5')).statusCode).toBe(403);
      expect((await call(body, { ...auth, 'x-forwarded-for': '10.0.0.5' })).statusCode).toBe(403);
      expect((await call({ brand: 'nobody-here', activeIntegrations: [] }, auth)).statusCode).toBe(400);
      expect((await call({ brand: w.brand.id, activeIntegrations: [{ name: 1 }] }, auth)).statusCode).toBe(
        400,
      );
      expect((await call(body, auth)).json()).toEqual({ success: 1, data: { brandId: w.brand.id } });
      const settings = await post(app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
        brandId: w.brand.id,
      });
      expect(JSON.stringify(settings.body)).not.toContain('sk_live_x');
      expect(settings.body.data.activeIntegrations).toEqual([
        { name: 'HOSTED_PAGE', category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'sandbox' } },
      ]);
      const back = await call(
        { brand: w.brand.id, activeIntegrations: [SANDBOX_INTEGRATIONS['card-elements']] },
        auth,
      );
      expect(back.statusCode).toBe(200);
      const again = await post(app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
        brandId: w.brand.id,
      });
      expect(again.body.data.activeIntegrations).toEqual([SANDBOX_INTEGRATIONS['card-elements']]);
    } finally {
      await app.close();
    }
  });
});
