import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema.ts';
import { outboxEvents, payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { applyToPayment } from '../src/modules/payments/payment-records.ts';
import { type HostedWorld, hostedWorld, paymentsOf, signedIn } from './support/hosted-factory.ts';
import {
  CREATE,
  type Created,
  iframeConfirm,
  iframeCreate,
  iframeCreateBody,
  iframeWallet,
  newKey,
  WEBHOOK,
} from './support/hosted-iframe.ts';
import { awaitingOrder, orderState } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Provider references and callback URLs (issue 16 D1, D5), found from outside:
 * - D1: the hosted-iframe merchantOrderNo was 'M' + storeId + ms, so two checkouts of one store in
 *   one millisecond shared it and one customer's payment was credited to another's order. Now it
 *   is unique by construction (a random tail, a unique index at the sandbox provider, a payments
 *   row never shared between orders), and a success the provider reports for another order than
 *   the row's is refunded and recorded instead of moving an order.
 * - D5: the notifyUrl was built from the request's Host header; now from the brand's storeFrontURL
 *   or the configured public URL.
 */
describe.each(testDatabases())('provider references on %s (issue 16 D1, D5)', (kind) => {
  let t: TestApp;
  let w: HostedWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await hostedWorld(t.database.db, 'HOSTED_IFRAME');
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;

  it('D1: 48 concurrent checkouts at one store in one millisecond → 48 distinct references, each paid on its own order', async () => {
    // Every request reads the same instant: the old 'M' + storeId + ms numbers all collided.
    t.setNow(new Date());
    try {
      const guests = await Promise.all(
        Array.from({ length: 48 }, async () => {
          const { customer, token } = await signedIn(db(), w.brand.id);
          const world = { ...w, customer, token };
          return { world, order: await awaitingOrder(db(), world) };
        }),
      );
      const answers = await Promise.all(
        guests.map((g) => iframeCreate(t, iframeCreateBody(g.world, g.order), newKey(), g.world.token)),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const created = answers.map((a) => a.body.data.body as Created);
      expect(new Set(created.map((c) => c.merchantOrderNo)).size).toBe(48);
      expect(new Set(created.map((c) => c.paymentOrderNo)).size).toBe(48);
      for (const [i, g] of guests.entries()) {
        const rows = await paymentsOf(db(), g.order.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          providerPaymentId: created[i]!.merchantOrderNo,
          customerId: g.world.customer.id,
        });
      }
      // Each guest pays on their own page: their own order is placed, nobody else's.
      for (const [i, g] of guests.entries()) {
        const c = created[i]!;
        expect((await iframeWallet(t, c, 'pay')).statusCode).toBe(303);
        const confirmed = await iframeConfirm(t, c, false, g.world.token, g.world);
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.data.success).toBe(true);
        expect(confirmed.body.data.orderNumber).toBe(g.order.orderNumber);
      }
      for (const g of guests) {
        expect((await orderState(db(), g.order.id)).status).toBe('PENDING');
        const [row] = await paymentsOf(db(), g.order.id);
        expect(row?.status).toBe('SUCCEEDED');
      }
    } finally {
      t.setNow(null);
    }
  });

  it('D1: the sandbox provider refuses a second payment order with the same merchantOrderNo, atomically', async () => {
    const row = {
      brandId: w.brand.id,
      amountFils: 3_000,
      status: 'PENDING',
      kind: 'hosted-iframe',
      metadata: { merchantOrderNo: 'M-same-number' },
    };
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        db()
          .insert(sandboxPaymentIntents)
          .values({ ...row, id: `po_sbx_same_${n}`, idempotencyKey: `same-${n}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('D1: a success the provider reports for another order than the payment row’s moves no order; it is refunded and recorded', async () => {
    const a = await awaitingOrder(db(), w);
    const b = await awaitingOrder(db(), w);
    const [row] = await db()
      .insert(payments)
      .values({
        brandId: w.brand.id,
        orderId: a.id,
        customerId: w.customer.id,
        provider: 'sandbox',
        kind: 'hosted-iframe',
        providerPaymentId: `M-mismatch-${a.id}`,
        amountFils: 3_000,
        status: 'PENDING',
      })
      .returning();
    const ctx = { brandId: w.brand.id, now: new Date() };
    await db().transaction((tx) =>
      applyToPayment(
        tx,
        ctx,
        row!,
        'SUCCEEDED',
        { raw: { metaData: { orderId: b.id } } },
        () => new Error('not found'),
      ),
    );
    expect((await orderState(db(), a.id)).status).toBe('PENDING_PAYMENT');
    expect((await orderState(db(), b.id)).status).toBe('PENDING_PAYMENT');
    const refunds = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.brandId, w.brand.id), eq(outboxEvents.topic, 'payment.refund_required')));
    const mine = refunds.filter((r) => (r.payload as { paymentId?: string }).paymentId === row!.id);
    expect(mine).toHaveLength(1);
    expect((mine[0]!.payload as { reason: string }).reason).toContain(b.id);
  });

  it('D5: a forged Host never reaches the stored notifyUrl; the brand’s storeFrontURL gives its origin', async () => {
    const order = await awaitingOrder(db(), w);
    const forged = await post(t.app, CREATE, iframeCreateBody(w, order), {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      authorization: w.token,
      'idempotency-key': newKey(),
    });
    expect(forged.status).toBe(200);
    const stored = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, (forged.body.data.body as Created).paymentOrderNo));
    const notifyUrl = (stored[0]!.metadata as { notifyUrl: string }).notifyUrl;
    expect(notifyUrl).toBe(`http://localhost:8080${WEBHOOK}`);
    expect(JSON.stringify(stored[0])).not.toContain('attacker.example');

    await db()
      .update(brands)
      .set({ storeFrontUrl: 'https://order.alnile.example/menu' })
      .where(eq(brands.id, w.brand.id));
    try {
      const second = await awaitingOrder(db(), w);
      const res = await iframeCreate(t, iframeCreateBody(w, second), newKey(), w.token);
      expect(res.status).toBe(200);
      const [row] = await db()
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, (res.body.data.body as Created).paymentOrderNo));
      expect((row!.metadata as { notifyUrl: string }).notifyUrl).toBe(
        `https://order.alnile.example${WEBHOOK}`,
      );
    } finally {
      await db().update(brands).set({ storeFrontUrl: null }).where(eq(brands.id, w.brand.id));
    }
  });
});
