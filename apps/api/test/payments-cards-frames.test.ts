import { MESSAGES, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import {
  type CardWorld,
  cardCall,
  cardWorld,
  friesStock,
  orderStatusOf,
  outboxCount,
} from './support/card-orders.ts';
import { cardIntentBody, cardToken, placedCardOrder } from './support/card-payments.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';
const FRAMES = 'orders-checkout-payment/checkout/initiate-frames-payment-request';
const FRAMES_VERIFY = 'orders-checkout-payment/checkout/verify-payment-request';

/**
 * Card payments through real HTTP (issue 9; 001 §4.12, §7.6; decision 0022), continued from
 * payments-cards.test.ts: card-frames with 3-D Secure (Fail and Complete), another customer's or
 * brand's order and payment answered like unknown ones, and the webhook racing the verify call.
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

  const placed = (world = w, tok = world.token, n = 2) => placedCardOrder(t.app, world, tok, n);
  const token = (world: CardWorld, number: string) => cardToken(t.app, world, number);
  const intentBody = cardIntentBody;

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
