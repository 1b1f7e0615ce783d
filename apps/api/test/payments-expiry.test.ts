import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { sweepExpiredPayments } from '../src/modules/payments/expiry.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import {
  type CardWorld,
  cardCall,
  cardWorld,
  friesStock,
  orderStatusOf,
  outboxCount,
  placeCardOrder,
  tokenise,
} from './support/card-orders.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';

/**
 * The expiry of unpaid orders (issue 9, decision 0022): an order still in PENDING_PAYMENT 900 s
 * after placement is cancelled by the sweep (stock and promotions back) and its open provider
 * payment cancelled; a success that arrives after that is refunded automatically. The clock is
 * the test's: the app's and the sweep's.
 */
describe.each(testDatabases())('payment expiry on %s (decision 0022)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let clock: Date;
  const db = () => t.database.db;
  const deps = () => ({ db: db(), now: () => clock, production: false });
  const sweep = () => sweepExpiredPayments(deps());
  const dispatch = () => dispatchOutbox(db(), paymentOutboxHandlers(t.app, deps()), { now: () => clock });
  const at = (seconds: number, from: Date) => new Date(from.getTime() + seconds * 1000);

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'card-elements');
  });
  afterAll(async () => t?.close());

  async function placeAt(when: Date) {
    clock = when;
    t.setNow(when);
    const res = await placeCardOrder(t.app, w, w.token);
    expect(res.status).toBe(200);
    return res.body.data as {
      savedOrder: { _id: string };
      payment: { orderId: string; amount: number; expiresAt: number };
    };
  }
  async function startThreeDs(order: { payment: { orderId: string; amount: number } }, key: string) {
    const pm = (await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.threeDSecure)).body.id;
    const res = await cardCall(
      t.app,
      INTENT,
      {
        brandId: w.brand.id,
        orderId: order.payment.orderId,
        amount: order.payment.amount,
        storeId: w.store.id,
        paymentMethodId: pm,
        returnUrl: '/order/checkout',
      },
      w.token,
      key,
    );
    expect(res.status).toBe(200);
    return res.body.data.gatewayData.data as { id: string; redirectUrl: string };
  }

  it('an unpaid order is kept until 900 s, then cancelled with its stock back; its open 3-D Secure payment is cancelled at the provider', async () => {
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    const stock = await friesStock(db(), w);
    const order = await placeAt(t0);
    expect(order.payment.expiresAt).toBe(Math.floor(t0.getTime() / 1000) + 900);
    const intent = await startThreeDs(order, 'exp-1');
    clock = at(899, t0);
    expect(await sweep()).toMatchObject({ expiredOrders: 0, cancelledPayments: 0 });
    expect((await orderStatusOf(db(), order.savedOrder._id)).status).toBe('PENDING_PAYMENT');
    clock = at(900, t0);
    expect(await sweep()).toEqual({ expiredOrders: 1, cancelledPayments: 1, failed: 0 });
    expect(await orderStatusOf(db(), order.savedOrder._id)).toEqual({
      status: 'CANCELLED',
      history: ['PENDING_PAYMENT', 'CANCELLED'],
    });
    expect(await friesStock(db(), w)).toBe(stock);
    const [sbx] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent.id));
    expect(sbx!.status).toBe('canceled');
    const [payment] = await db().select().from(payments).where(eq(payments.providerPaymentId, intent.id));
    expect(payment!.status).toBe('CANCELLED');
    expect(await outboxCount(db(), w.brand.id, 'order.payment_failed', order.savedOrder._id)).toBe(1);
    // The challenge can no longer be completed; a second sweep finds nothing.
    expect((await t.app.inject({ method: 'GET', url: intent.redirectUrl })).statusCode).toBe(404);
    expect(await sweep()).toEqual({ expiredOrders: 0, cancelledPayments: 0, failed: 0 });
    const history = await get(
      t.app,
      'order/getCustomerOrders',
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(history.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(order.savedOrder._id);
  });

  it('a success that arrives after the expiry → payment.refund_required → refunded in full; the order stays CANCELLED and shows paymentStatus REFUNDED', async () => {
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    const order = await placeAt(t0);
    const intent = await startThreeDs(order, 'exp-2');
    // The customer completes 3-D Secure at the provider; the webhook has not been delivered yet.
    const done = await t.app.inject({
      method: 'POST',
      url: intent.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(done.statusCode).toBe(303);
    clock = at(901, t0);
    t.setNow(clock);
    const swept = await sweep();
    expect(swept.expiredOrders).toBe(1);
    expect((await orderStatusOf(db(), order.savedOrder._id)).status).toBe('CANCELLED');
    for (let round = 0; round < 5; round++) await dispatch();
    const [payment] = await db().select().from(payments).where(eq(payments.providerPaymentId, intent.id));
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedFils: 1_785 });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.savedOrder._id)).toBe(0);
    const verify = await cardCall(
      t.app,
      VERIFY,
      { brandId: w.brand.id, paymentIntentId: intent.id },
      w.token,
    );
    expect(verify.body.data.gatewayData.isVerified).toBe(false);
    const info = await post(
      t.app,
      `order/get-order-info/${order.savedOrder._id}`,
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(info.body.data.order).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    expect((await orderStatusOf(db(), order.savedOrder._id)).history).toEqual([
      'PENDING_PAYMENT',
      'CANCELLED',
    ]);
  });

  it('two sweeps at once (two servers) cancel each expired order once', async () => {
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    const orders = [await placeAt(t0), await placeAt(t0), await placeAt(t0)];
    clock = at(1000, t0);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.expiredOrders + b.expiredOrders).toBe(3);
    for (const o of orders)
      expect(await orderStatusOf(db(), o.savedOrder._id)).toEqual({
        status: 'CANCELLED',
        history: ['PENDING_PAYMENT', 'CANCELLED'],
      });
  });
});
