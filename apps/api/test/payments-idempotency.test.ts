import { MESSAGES, MESSAGES_AR, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema.ts';
import { payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { confirmCardPayment, type PaymentDeps } from '../src/modules/payments/service.ts';
import { type IdempotentCommit, withIdempotency } from '../src/platform/idempotency.ts';
import { createBrand } from './support/factory.ts';
import {
  awaitingOrder,
  orderState,
  type PaymentsWorld,
  paymentsWorld,
  stockOf,
} from './support/payments-factory.ts';
import { sandboxToken, sandboxTokens } from './support/sandbox-cards.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('idempotency keys on %s (issue 9 "exactly once", decision 0019)', (kind) => {
  let t: TestApp;
  let brandId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    brandId = (await createBrand(t.database.db)).id;
  });
  afterAll(async () => t?.close());

  const ref = (key: string, requestHash = 'h1') => ({ brandId, scope: 'test.op', key, requestHash });
  /** A unit of work that counts its runs and writes nothing but its answer. */
  const counted =
    (runs: { n: number }, body: unknown = { ok: true }) =>
    async (): Promise<IdempotentCommit<unknown>> => {
      runs.n++;
      await new Promise((r) => setTimeout(r, 30));
      return async () => ({ statusCode: 200, body });
    };

  it('the first call runs and stores its answer; a retry with the same key and hash replays it without running', async () => {
    const runs = { n: 0 };
    const first = await withIdempotency(t.database.db, ref('k1'), counted(runs, { paymentId: 'p1' }));
    const again = await withIdempotency(t.database.db, ref('k1'), counted(runs, { paymentId: 'other' }));
    expect(first).toEqual({ statusCode: 200, body: { paymentId: 'p1' }, replayed: false });
    expect(again).toEqual({ statusCode: 200, body: { paymentId: 'p1' }, replayed: true });
    expect(runs.n).toBe(1);
  });

  it('the same key with another request hash is refused 409 requestReused (EN and AR texts in the catalogue)', async () => {
    const runs = { n: 0 };
    await withIdempotency(t.database.db, ref('k2', 'a'), counted(runs));
    const refusal = withIdempotency(t.database.db, ref('k2', 'b'), counted(runs));
    await expect(refusal).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.requestReused });
    await refusal.catch((e) => expect(e.messageIn('AR')).toBe(MESSAGES_AR.requestReused));
    expect(runs.n).toBe(1);
  });

  it('a run that throws stores nothing and releases the key: the retry runs again', async () => {
    let runs = 0;
    const failing = async (): Promise<IdempotentCommit<unknown>> => {
      runs++;
      throw new Error('provider unreachable');
    };
    await expect(withIdempotency(t.database.db, ref('k3'), failing)).rejects.toThrow('provider unreachable');
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.brandId, brandId), eq(idempotencyKeys.key, 'k3')))) as [{ n: number }];
    expect(n).toBe(0);
    const ok = await withIdempotency(t.database.db, ref('k3'), counted({ n: 0 }, 'second'));
    expect(ok).toMatchObject({ body: 'second', replayed: false });
    expect(runs).toBe(1);
  });

  it('a claim whose lease ran out (its process died) is taken over; the stale holder cannot commit', async () => {
    let release!: () => void;
    const stuck = new Promise<void>((r) => {
      release = r;
    });
    const holder = withIdempotency(
      t.database.db,
      ref('k4'),
      async () => {
        await stuck;
        return async () => ({ statusCode: 200, body: 'stale holder' });
      },
      { leaseMs: 50 },
    );
    await new Promise((r) => setTimeout(r, 120));
    const taker = await withIdempotency(t.database.db, ref('k4'), counted({ n: 0 }, 'taker'));
    release();
    await expect(holder).rejects.toThrow('taken over');
    expect(taker).toMatchObject({ body: 'taker', replayed: false });
    expect(await withIdempotency(t.database.db, ref('k4'), counted({ n: 0 }))).toMatchObject({
      body: 'taker',
      replayed: true,
    });
  });

  it('10 concurrent calls with one key: exactly one runs, all ten answer its result', async () => {
    const runs = { n: 0 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        withIdempotency(t.database.db, ref('k5'), counted(runs, { charge: 1 })),
      ),
    );
    expect(runs.n).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toEqual(new Set(['{"charge":1}']));
  });

  it('a caller waiting longer than waitMs is answered 409 requestInProgress', async () => {
    let release!: () => void;
    const slow = withIdempotency(t.database.db, ref('k6'), async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return async () => ({ statusCode: 200, body: 'done' });
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(
      withIdempotency(t.database.db, ref('k6'), counted({ n: 0 }), { waitMs: 100 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.requestInProgress,
    });
    release();
    await slow;
  });
});

describe.each(testDatabases())('sandbox card confirms on %s (001 §4.10, issue 9)', (kind) => {
  let t: TestApp;
  let w: PaymentsWorld;
  let deps: PaymentDeps;
  let cards: Awaited<ReturnType<typeof sandboxTokens>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await paymentsWorld(t.database.db);
    deps = { db: t.database.db, now: () => new Date(), production: false };
    cards = await sandboxTokens(t.database.db, w.brand.id);
  });
  afterAll(async () => t?.close());

  const ctx = () => ({ brandId: w.brand.id, customerId: w.customer.id, now: new Date() });
  /** A confirm of `amountFils` with a tokenised test card (the card fields' pm_sbx_…; no card number reaches the API). */
  const input = (orderId: string, amountFils: number, card: keyof typeof cards = 'success') => ({
    orderId,
    amountFils,
    card: { type: 'token' as const, token: cards[card] },
    returnUrl: '/order/checkout',
  });

  it('10 concurrent confirms with one Idempotency-Key → one charge (one sandbox intent), one payment row, one order move', async () => {
    const order = await awaitingOrder(t.database.db, w);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        confirmCardPayment(deps, ctx(), input(order.id, 3_000), 'confirm-key-1'),
      ),
    );
    const intents = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, 'confirm-key-1'));
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]!.status).toBe('succeeded');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'SUCCEEDED',
      amountFils: 3_000,
      providerPaymentId: intents[0]!.id,
    });
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers)
      expect(a).toMatchObject({ statusCode: 200, body: { paymentId: rows[0]!.id, status: 'SUCCEEDED' } });
    expect(await orderState(t.database.db, order.id)).toEqual({
      status: 'PENDING',
      history: ['PENDING_PAYMENT', 'PENDING'],
    });
    console.info(
      `${kind}: 10 concurrent confirms, 1 key → ${intents.length} charge, ${rows.length} payment row`,
    );
  });

  it('a declined card answers 402 FAILED card_declined, cancels the order and gives its stock back', async () => {
    const before = await stockOf(t.database.db, w);
    const order = await awaitingOrder(t.database.db, w);
    const answer = await confirmCardPayment(deps, ctx(), input(order.id, 3_000, 'declined'), 'confirm-key-2');
    expect(answer).toMatchObject({
      statusCode: 402,
      body: { status: 'FAILED', failureCode: 'card_declined' },
    });
    expect((await orderState(t.database.db, order.id)).status).toBe('CANCELLED');
    expect(await stockOf(t.database.db, w)).toEqual(before);
  });

  it('a 3-D Secure card answers REQUIRES_ACTION with the challenge page; the order still awaits payment', async () => {
    const order = await awaitingOrder(t.database.db, w);
    const answer = await confirmCardPayment(
      deps,
      ctx(),
      input(order.id, 3_000, 'threeDSecure'),
      'confirm-key-3',
    );
    expect(answer.body.status).toBe('REQUIRES_ACTION');
    expect(answer.body.redirectUrl).toBe(`/api/v1/payments/sandbox/3ds/${answer.body.providerPaymentId}`);
    expect((await orderState(t.database.db, order.id)).status).toBe('PENDING_PAYMENT');
  });

  it('TOT-20 (001 §5.4): 2.00 AED is refused with addMoreThanTwoAED; the same key with another body is refused', async () => {
    await expect(
      confirmCardPayment(deps, ctx(), { ...input('', 200), orderId: null }, 'k-min'),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.addMoreThanTwoAED,
    });
    const ok = await confirmCardPayment(deps, ctx(), { ...input('', 201), orderId: null }, 'k-link');
    expect(ok.body.status).toBe('SUCCEEDED');
    await expect(
      confirmCardPayment(deps, ctx(), { ...input('', 999), orderId: null }, 'k-link'),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.requestReused,
    });
  });

  it('an order that is not awaiting payment, or another amount, is refused 409 before any charge', async () => {
    const placed = await awaitingOrder(t.database.db, w, { status: 'PENDING' });
    await expect(confirmCardPayment(deps, ctx(), input(placed.id, 3_000), 'k-placed')).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.orderNotAwaitingPayment,
    });
    const awaiting = await awaitingOrder(t.database.db, w);
    await expect(
      confirmCardPayment(deps, ctx(), input(awaiting.id, 2_999), 'k-amount'),
    ).rejects.toMatchObject({ statusCode: 409 });
    const intents = await t.database.db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.brandId, w.brand.id));
    expect(intents[0]!.n).toBe(4);
  });

  it('the sandbox serves a non-demo brand outside production only (403 sandboxDemoOnly in production)', async () => {
    const prod = { ...deps, production: true };
    await expect(
      confirmCardPayment(prod, ctx(), { ...input('', 500), orderId: null }, 'k-prod'),
    ).rejects.toMatchObject({ statusCode: 403, message: MESSAGES.sandboxDemoOnly });
    const demo = await paymentsWorld(t.database.db, { isDemo: true });
    const answer = await confirmCardPayment(
      prod,
      { brandId: demo.brand.id, customerId: demo.customer.id, now: new Date() },
      {
        ...input('', 500),
        orderId: null,
        card: {
          type: 'token',
          token: await sandboxToken(t.database.db, demo.brand.id, SANDBOX_TEST_CARDS.success),
        },
      },
      'k-prod',
    );
    expect(answer.body.status).toBe('SUCCEEDED');
  });
});
