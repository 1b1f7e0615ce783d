import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, payments, paymentWebhookEvents } from '../src/db/schema-payments.ts';
import { setOrderStatus } from '../src/modules/orders/status-service.ts';
import { paymentOutboxHandlers, webhookPath } from '../src/modules/payments/routes.ts';
import { sandboxWebhookSecret } from '../src/modules/payments/sandbox/webhooks.ts';
import { confirmCardPayment, type PaymentDeps } from '../src/modules/payments/service.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import {
  awaitingOrder,
  orderState,
  type PaymentsWorld,
  paymentRow,
  paymentsWorld,
  stockOf,
} from './support/payments-factory.ts';
import { sandboxToken } from './support/sandbox-cards.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** A sandbox event (Stripe's event shape) about payment intent `intent`. */
function event(id: string, type: string, intent: string, status: string, amount: number, refunded = 0) {
  return {
    id,
    object: 'event',
    type,
    created: 1_790_000_000,
    data: {
      object: {
        id: intent,
        object: 'payment_intent',
        amount,
        amount_refunded: refunded,
        currency: 'aed',
        status,
        last_payment_error: type === 'payment_intent.payment_failed' ? { code: 'card_declined' } : null,
        metadata: {},
      },
    },
  };
}

/** A deterministic shuffle (mulberry32), so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number): T[] {
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe.each(testDatabases())(
  'payment webhooks on %s (issue 9: verified, stored by event id, applied once)',
  (kind) => {
    let t: TestApp;
    let w: PaymentsWorld;
    let secret: string;
    let deps: PaymentDeps;
    beforeAll(async () => {
      t = await createTestApp(kind);
      w = await paymentsWorld(t.database.db);
      secret = await sandboxWebhookSecret(t.database.db, w.brand.id);
      deps = { db: t.database.db, now: () => new Date(), production: false };
    });
    afterAll(async () => t?.close());

    const deliver = (
      body: string,
      signature: string | undefined,
      brandId = w.brand.id,
      provider = 'sandbox',
    ) =>
      t.app.inject({
        method: 'POST',
        url: webhookPath(provider, brandId),
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'sufra-signature': signature } : {}),
        },
        payload: body,
      });
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const dispatch = () => dispatchOutbox(t.database.db, paymentOutboxHandlers(t.app, deps));

    it('replay: each event 3× shuffled with tampered, stale and wrongly signed copies → one state change each, bad copies refused', async () => {
      const before = await stockOf(t.database.db, w);
      const [a, b, c] = [
        await awaitingOrder(t.database.db, w),
        await awaitingOrder(t.database.db, w),
        await awaitingOrder(t.database.db, w),
      ];
      const [pa, pb, pc] = [
        await paymentRow(t.database.db, w, a, 'pi_replay_a'),
        await paymentRow(t.database.db, w, b, 'pi_replay_b'),
        await paymentRow(t.database.db, w, c, 'pi_replay_c'),
      ];
      const pd = await paymentRow(t.database.db, w, null, 'pi_replay_d', 'SUCCEEDED', 3_000);
      const events = [
        event('evt_a1', 'payment_intent.requires_action', 'pi_replay_a', 'requires_action', 3_000),
        event('evt_a2', 'payment_intent.succeeded', 'pi_replay_a', 'succeeded', 3_000),
        event('evt_b1', 'payment_intent.requires_action', 'pi_replay_b', 'requires_action', 3_000),
        event('evt_b2', 'payment_intent.payment_failed', 'pi_replay_b', 'requires_payment_method', 3_000),
        event('evt_c1', 'payment_intent.succeeded', 'pi_replay_c', 'succeeded', 3_000),
        event('evt_c2', 'charge.refunded', 'pi_replay_c', 'succeeded', 3_000, 3_000),
        event('evt_d1', 'charge.refunded', 'pi_replay_d', 'succeeded', 3_000, 1_000),
        event('evt_d2', 'charge.refunded', 'pi_replay_d', 'succeeded', 3_000, 3_000),
      ];
      type Copy = {
        kind: 'good' | 'tampered' | 'stale' | 'future' | 'wrong-secret' | 'unsigned';
        body: string;
        sig?: string;
      };
      const copies: Copy[] = [];
      for (const e of events) {
        const body = JSON.stringify(e);
        for (let i = 0; i < 3; i++) copies.push({ kind: 'good', body });
        copies.push({ kind: 'tampered', body: body.replace('"amount":3000', '"amount":1'), sig: body });
        copies.push({ kind: 'stale', body });
        copies.push({ kind: 'future', body });
        copies.push({ kind: 'wrong-secret', body });
      }
      copies.push({ kind: 'unsigned', body: JSON.stringify(events[0]) });
      const answers: Array<{ kind: Copy['kind']; status: number; outcome?: string }> = [];
      // The app's clock stands still during the deliveries: ±301 s is exactly one second outside the tolerance.
      const frozen = new Date();
      t.setNow(frozen);
      const signedAt = Math.floor(frozen.getTime() / 1000);
      const order = shuffle(copies, 9);
      for (let i = 0; i < order.length; i += 4) {
        const batch = order.slice(i, i + 4).map(async (copy) => {
          const ts = signedAt + (copy.kind === 'stale' ? -301 : copy.kind === 'future' ? 301 : 0);
          const key = copy.kind === 'wrong-secret' ? `${secret}x` : secret;
          const sig = copy.kind === 'unsigned' ? undefined : signWebhook(key, ts, copy.sig ?? copy.body);
          const res = await deliver(copy.body, sig);
          answers.push({ kind: copy.kind, status: res.statusCode, outcome: res.json().data?.outcome });
        });
        await Promise.all(batch);
      }
      t.setNow(null);
      const tally = (k: Copy['kind']) => answers.filter((x) => x.kind === k).map((x) => x.status);
      expect(new Set(tally('good'))).toEqual(new Set([200]));
      expect(new Set(tally('tampered'))).toEqual(new Set([401]));
      expect(new Set(tally('wrong-secret'))).toEqual(new Set([401]));
      expect(new Set([...tally('stale'), ...tally('future'), ...tally('unsigned')])).toEqual(new Set([400]));
      const good = answers.filter((x) => x.kind === 'good');
      expect(good.filter((x) => x.outcome === 'duplicate')).toHaveLength(16);

      const stored = await t.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.brandId, w.brand.id));
      expect(stored.map((s) => s.eventId).sort()).toEqual(events.map((e) => e.id).sort());
      expect(stored.every((s) => s.appliedAt !== null)).toBe(true);

      const statusOf = async (id: string) =>
        (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
      expect(await statusOf(pa.id)).toMatchObject({ status: 'SUCCEEDED', refundedFils: 0 });
      expect(await statusOf(pb.id)).toMatchObject({ status: 'FAILED', failureCode: 'card_declined' });
      expect(await statusOf(pc.id)).toMatchObject({ status: 'REFUNDED', refundedFils: 3_000 });
      expect(await statusOf(pd.id)).toMatchObject({ status: 'REFUNDED', refundedFils: 3_000 });
      expect(await orderState(t.database.db, a.id)).toEqual({
        status: 'PENDING',
        history: ['PENDING_PAYMENT', 'PENDING'],
      });
      expect(await orderState(t.database.db, b.id)).toEqual({
        status: 'CANCELLED',
        history: ['PENDING_PAYMENT', 'CANCELLED'],
      });
      expect(await orderState(t.database.db, c.id)).toEqual({
        status: 'PENDING',
        history: ['PENDING_PAYMENT', 'PENDING'],
      });
      // b's stock came back once; a's and c's stay taken.
      expect(await stockOf(t.database.db, w)).toEqual({ fries: before.fries - 4, cheese: before.cheese - 2 });
      const outbox = await t.database.db
        .select()
        .from(outboxEvents)
        .where(and(eq(outboxEvents.brandId, w.brand.id)));
      const topics = outbox.map((o) => `${o.topic}:${(o.payload as { orderId?: string }).orderId}`).sort();
      // Issue 17 (decision 0025): a card order paid is also 'order.created'; c's refund (to 3 000
      // fils) is one 'order.refunded' however often its event came; pd has no order, so none. Each
      // order moved once (paid → PENDING, failed → CANCELLED): one 'order.status_changed' each
      // (decision 0024), however often its event came.
      expect(topics).toEqual(
        [
          `order.created:${a.id}`,
          `order.created:${c.id}`,
          `order.paid:${a.id}`,
          `order.paid:${c.id}`,
          `order.payment_failed:${b.id}`,
          `order.refunded:${c.id}`,
          `order.status_changed:${a.id}`,
          `order.status_changed:${b.id}`,
          `order.status_changed:${c.id}`,
        ].sort(),
      );
      console.info(
        `${kind}: ${events.length} events, ${copies.length} deliveries (${good.length} good) → ${stored.length} stored, ` +
          `${good.length - 16} applied, 16 duplicates, ${answers.filter((x) => x.status === 401).length} refused 401, ` +
          `${answers.filter((x) => x.status === 400).length} refused 400`,
      );
    });

    it('an event for a payment not recorded yet is answered 409 and nothing is stored (the provider retries)', async () => {
      const body = JSON.stringify(
        event('evt_unknown', 'payment_intent.succeeded', 'pi_nobody', 'succeeded', 500),
      );
      const res = await deliver(body, signWebhook(secret, nowSeconds(), body));
      expect(res.statusCode).toBe(409);
      const rows = await t.database.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, 'evt_unknown'));
      expect(rows).toEqual([]);
    });

    it('an unknown provider or brand is 404; a signed body that is not an event is 400', async () => {
      const body = JSON.stringify({ hello: 'world' });
      const sig = signWebhook(secret, nowSeconds(), body);
      expect((await deliver(body, sig, w.brand.id, 'nobody')).statusCode).toBe(404);
      expect((await deliver(body, sig, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await deliver(body, sig, 'not-a-uuid')).statusCode).toBe(404);
      expect((await deliver(body, sig)).statusCode).toBe(400);
    });

    it('3-D Secure end to end (001 §4.10, §4.12): the challenge page, Complete, the return URL, and the signed webhook through the outbox marks the order paid with no further client call', async () => {
      // Rows the earlier cases left (order.paid, order.payment_failed now have handlers) go first.
      while ((await dispatch()).dispatched > 0);
      const order = await awaitingOrder(t.database.db, w);
      const confirmed = await confirmCardPayment(
        deps,
        { brandId: w.brand.id, customerId: w.customer.id, now: new Date() },
        {
          orderId: order.id,
          amountFils: 3_000,
          card: {
            type: 'token',
            token: await sandboxToken(t.database.db, w.brand.id, SANDBOX_TEST_CARDS.threeDSecure),
          },
          returnUrl: '/order/checkout?step=2',
        },
        'three-ds-1',
      );
      const challenge = confirmed.body.redirectUrl!;
      const page = await t.app.inject({ method: 'GET', url: challenge });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('>Complete</button>');
      expect(page.body).toContain('>Fail</button>');
      expect(page.body).toContain('AED 30.00');
      const done = await t.app.inject({
        method: 'POST',
        url: challenge,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(
        `/order/checkout?step=2&payment_intent=${confirmed.body.providerPaymentId}&redirect_status=succeeded`,
      );
      expect((await orderState(t.database.db, order.id)).status).toBe('PENDING_PAYMENT');
      expect(await dispatch()).toEqual({ dispatched: 2, failed: 0 });
      expect(await orderState(t.database.db, order.id)).toEqual({
        status: 'PENDING',
        history: ['PENDING_PAYMENT', 'PENDING'],
      });
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, confirmed.body.paymentId));
      expect(payment).toMatchObject({ status: 'SUCCEEDED' });
      expect((await t.app.inject({ method: 'GET', url: challenge })).statusCode).toBe(404);
    });

    it('a payment that succeeds for an order cancelled meanwhile (payment expired) is refunded automatically through the outbox', async () => {
      const order = await awaitingOrder(t.database.db, w);
      const confirmed = await confirmCardPayment(
        deps,
        { brandId: w.brand.id, customerId: w.customer.id, now: new Date() },
        {
          orderId: order.id,
          amountFils: 3_000,
          card: {
            type: 'token',
            token: await sandboxToken(t.database.db, w.brand.id, SANDBOX_TEST_CARDS.threeDSecure),
          },
          returnUrl: '/x',
        },
        'three-ds-2',
      );
      await setOrderStatus(t.database.db, { brandId: w.brand.id, now: new Date() }, order.id, 'CANCELLED');
      const done = await t.app.inject({
        method: 'POST',
        url: confirmed.body.redirectUrl!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      expect(done.statusCode).toBe(303);
      for (let round = 0; round < 4; round++) await dispatch();
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, confirmed.body.paymentId));
      expect(payment).toMatchObject({ status: 'REFUNDED', refundedFils: 3_000 });
      expect((await orderState(t.database.db, order.id)).status).toBe('CANCELLED');
    });
  },
);
