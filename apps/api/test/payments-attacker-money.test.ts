import { MESSAGES, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema-payments.ts';
import { sweepExpiredPayments } from '../src/modules/payments/expiry.ts';
import { expectCleanRefusal, freshKey } from './support/attacker.ts';
import {
  capturedNetFils,
  drainPaymentOutbox,
  moneyPay,
  moneyPayBody,
  type Placed,
  placeAwaiting,
  sandboxCard,
  sandboxIntentCount,
} from './support/attacker-money.ts';
import { type CardWorld, cardCall, cardWorld, orderStatusOf, outboxCount } from './support/card-orders.ts';
import { createTestApp, get, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): money under attack and under races — amounts that are not the order's,
 * orders paid twice or not awaiting payment, two Idempotency-Keys racing on one order, and the
 * expiry sweep racing a verify. The invariant everywhere: an order moves once, and money is
 * captured at most once net of refunds. Open redirects and payment links are in
 * payments-attacker-redirects.test.ts.
 */

const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';

describe.each(testDatabases())('payment money under attack on %s (issue 9, decision 0022)', (kind) => {
  let t: TestApp;
  let A: CardWorld;
  let F: CardWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    A = await cardWorld(db(), 'card-elements');
    F = await cardWorld(db(), 'card-frames');
  });
  afterEach(() => t.setNow(null));
  afterAll(async () => t?.close());

  const place = (w: CardWorld, n = 2) => placeAwaiting(t, w, n);
  const card = (w: CardWorld, number?: string) => sandboxCard(t, w, number);
  const payBody = (w: CardWorld, order: Placed, pm: string, over: Record<string, unknown> = {}) =>
    moneyPayBody(w === F, w, order, pm, over);
  const pay = (w: CardWorld, body: unknown, key = freshKey()) => moneyPay(t, w === F, w, body, key);
  const intentCount = (brandId: string) => sandboxIntentCount(db(), brandId);
  const drain = (now?: () => Date) => drainPaymentOutbox(t, now);
  /** Money the provider holds for an order, net of refunds (fils), from the sandbox's own intents. */
  const capturedNet = (orderId: string) => capturedNetFils(db(), orderId);

  for (const which of ['card-elements', 'card-frames'] as const) {
    it(`PAY ${which} amount tampering: another amount, a cheaper order with a dearer amount, a dearer order with a cheaper one → 409, nothing charged`, async () => {
      const w = which === 'card-frames' ? F : A;
      const cheap = await place(w, 2);
      const dear = await place(w, 4);
      const pm = await card(w);
      const before = await intentCount(w.brand.id);
      const tampered: Array<[string, Placed, number]> = [
        ['0.01 less', cheap, Math.round((cheap.amount - 0.01) * 100) / 100],
        ['0.01 more', cheap, Math.round((cheap.amount + 0.01) * 100) / 100],
        ['cheap order, dear amount', cheap, dear.amount],
        ['dear order, cheap amount', dear, cheap.amount],
        ['the order maximum', cheap, 1_000_000],
      ];
      for (const [label, order, amount] of tampered) {
        const res = await pay(w, payBody(w, order, pm, { amount }));
        expectCleanRefusal(res, 409, label);
        expect(res.body.message).toBe(MESSAGES.orderNotAwaitingPayment);
      }
      expect(await intentCount(w.brand.id)).toBe(before);
      for (const order of [cheap, dear])
        expect((await orderStatusOf(db(), order.orderId)).status).toBe('PENDING_PAYMENT');
    });

    it(`PAY ${which} paid twice: a second Idempotency-Key on a paid (PENDING) order, or on a CANCELLED (declined) one → 409, no second charge`, async () => {
      const w = which === 'card-frames' ? F : A;
      const order = await place(w);
      const first = await pay(w, payBody(w, order, await card(w)));
      expect(first.status).toBe(200);
      const afterFirst = await intentCount(w.brand.id);
      const second = await pay(w, payBody(w, order, await card(w)));
      expectCleanRefusal(second, 409, 'second key');
      expect(await intentCount(w.brand.id)).toBe(afterFirst);
      expect(await orderStatusOf(db(), order.orderId)).toEqual({
        status: 'PENDING',
        history: ['PENDING_PAYMENT', 'PENDING'],
      });
      const declined = await place(w);
      expect((await pay(w, payBody(w, declined, await card(w, SANDBOX_TEST_CARDS.declined)))).status).toBe(
        402,
      );
      const n = await intentCount(w.brand.id);
      const again = await pay(w, payBody(w, declined, await card(w)));
      expectCleanRefusal(again, 409, 'cancelled order');
      expect(await intentCount(w.brand.id)).toBe(n);
      expect((await orderStatusOf(db(), declined.orderId)).status).toBe('CANCELLED');
    });

    it(`PAY ${which} race: two Idempotency-Keys paying one order at once (×3) → the second is refused before it charges, the order moves once, one order.paid, money captured once, the order reads PAID (issue 16 D2)`, async () => {
      const w = which === 'card-frames' ? F : A;
      for (let round = 0; round < 3; round++) {
        const order = await place(w);
        const [pmA, pmB] = [await card(w), await card(w)];
        const before = await intentCount(w.brand.id);
        const [a, b] = await Promise.all([pay(w, payBody(w, order, pmA)), pay(w, payBody(w, order, pmB))]);
        for (const res of [a, b]) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        expect(await intentCount(w.brand.id)).toBe(before + 1);
        await drain();
        const info = await cardCall(t.app, `order/get-order-info/${order.orderId}`, {}, w.token);
        expect(info.status).toBe(200);
        expect(info.body.data.order.paymentStatus).toBe('PAID');
        expect(await orderStatusOf(db(), order.orderId)).toEqual({
          status: 'PENDING',
          history: ['PENDING_PAYMENT', 'PENDING'],
        });
        expect(await outboxCount(db(), w.brand.id, 'order.paid', order.orderId)).toBe(1);
        const { net, rows } = await capturedNet(order.orderId);
        expect(net).toBe(Math.round(order.amount * 100));
        expect(rows.filter((r) => r.status === 'SUCCEEDED')).toHaveLength(1);
      }
    });
  }

  it('PAY an order paid once and charged again by a double tap (the extra charge refunded in full) reads PAID in order info and history; REFUNDED only when all its money went back (issue 16 D2)', async () => {
    const order = await place(A);
    expect((await pay(A, payBody(A, order, await card(A)))).status).toBe(200);
    const [paid] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    // The extra charge of a second tab, refunded automatically in full (as the outbox does).
    await db()
      .insert(payments)
      .values({
        ...paid!,
        id: undefined,
        providerPaymentId: `${paid!.providerPaymentId}-extra`,
        idempotencyKey: freshKey(),
        status: 'REFUNDED',
        refundedFils: paid!.amountFils,
        createdAt: new Date(Date.now() + 1_000),
      });
    const statusOf = async () => {
      const info = await cardCall(t.app, `order/get-order-info/${order.orderId}`, {}, A.token);
      const mine = await get(t.app, 'order/getCustomerOrders', {}, { authorization: A.token });
      const row = mine.body.data.orders.find((o: { _id: string }) => o._id === order.orderId);
      return [info.body.data.order.paymentStatus, row.paymentStatus];
    };
    expect(await statusOf()).toEqual(['PAID', 'PAID']);
    await db()
      .update(payments)
      .set({ status: 'REFUNDED', refundedFils: paid!.amountFils })
      .where(eq(payments.id, paid!.id));
    expect(await statusOf()).toEqual(['REFUNDED', 'REFUNDED']);
  });

  it('PAY expiry sweep racing a verify for the same order (challenge completed just before the window ends, ×3) → PENDING with a SUCCEEDED payment, or CANCELLED with the money refunded; never PENDING unpaid', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place(A);
      const res = await pay(A, payBody(A, order, await card(A, SANDBOX_TEST_CARDS.threeDSecure)));
      const { id, redirectUrl } = res.body.data.gatewayData.data;
      const challenge = t.app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      const future = new Date(Date.now() + 901_000);
      t.setNow(future);
      const at = () => future;
      const deps = { db: db(), now: at, production: false };
      const racers: Array<Promise<unknown>> = [
        sweepExpiredPayments(deps),
        cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token),
      ];
      if (round === 0) await challenge;
      else racers.push(challenge);
      await Promise.all(racers);
      await sweepExpiredPayments(deps);
      await cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token);
      await drain(at);
      const state = await orderStatusOf(db(), order.orderId);
      const { net, rows } = await capturedNet(order.orderId);
      expect(rows).toHaveLength(1);
      if (state.status === 'PENDING') {
        expect(rows[0]!.status).toBe('SUCCEEDED');
        expect(net).toBe(Math.round(order.amount * 100));
      } else {
        expect(state.status).toBe('CANCELLED');
        expect(['REFUNDED', 'CANCELLED', 'FAILED']).toContain(rows[0]!.status);
        expect(net).toBe(0);
      }
      expect(state.history.filter((s) => s === 'PENDING' || s === 'CANCELLED')).toHaveLength(1);
      t.setNow(null);
    }
  });

  it('PAY a challenge completed after the sweep cancelled its intent captures nothing; verify then answers 402 and the order stays CANCELLED', async () => {
    const order = await place(A);
    const res = await pay(A, payBody(A, order, await card(A, SANDBOX_TEST_CARDS.threeDSecure)));
    const { id, redirectUrl } = res.body.data.gatewayData.data;
    const future = new Date(Date.now() + 901_000);
    t.setNow(future);
    await sweepExpiredPayments({ db: db(), now: () => future, production: false });
    const late = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toMatch(/redirect_status=failed/);
    const verify = await cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token);
    expect(verify.body.data?.gatewayData?.isVerified ?? false).toBe(false);
    await drain(() => future);
    expect((await orderStatusOf(db(), order.orderId)).status).toBe('CANCELLED');
    expect((await capturedNet(order.orderId)).net).toBe(0);
  });
});
