import { MESSAGES, MESSAGES_AR, PAYMENT_WINDOW_SECONDS, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema-payments.ts';
import {
  type CardWorld,
  cardCall,
  cardOrderBody,
  cardWorld,
  friesStock,
  orderStatusOf,
  outboxCount,
  placeCardOrder,
} from './support/card-orders.ts';
import { cardIntentBody, cardToken, placedCardOrder } from './support/card-payments.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';

/**
 * Card payments through real HTTP (issue 9; 001 §4.10, §7.3, §7.5; decision 0022): the order is
 * placed first in PENDING_PAYMENT, then paid by card-elements with a card tokenised by the
 * sandbox's card fields; success places it, a decline cancels it with its stock back, 3-D Secure
 * goes through the challenge page and returns with the provider's parameters. Card-frames, other
 * customers' ids and the webhook race are in payments-cards-frames.test.ts.
 */
describe.each(testDatabases())('card payments on %s (001 §7.5, §7.6, decision 0022)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'card-elements');
  });
  afterAll(async () => t?.close());

  const placed = (world = w, tok = world.token, n = 2) => placedCardOrder(t.app, world, tok, n);
  const token = (world: CardWorld, number: string) => cardToken(t.app, world, number);
  const intentBody = cardIntentBody;

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
    expect(refused).toMatchObject({
      status: 400,
      body: { success: 0, code: 'noPaymentMethods', message: MESSAGES.noPaymentMethods },
    });
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
    // Issue 17 (decision 0025): an order awaiting its payment is not 'order.created' yet.
    expect(await outboxCount(db(), w.brand.id, 'order.created', order.savedOrder._id)).toBe(0);
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
    expect(await outboxCount(db(), w.brand.id, 'order.created', order.savedOrder._id)).toBe(1);
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
    expect(res).toMatchObject({
      status: 402,
      body: { success: 0, code: 'bankDeclined', message: MESSAGES_AR.bankDeclined },
    });
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
});
