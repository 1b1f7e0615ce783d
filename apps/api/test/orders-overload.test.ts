import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../src/db/schema.ts';
import { AdmissionQueue } from '../src/platform/admission.ts';
import { AppError } from '../src/platform/errors.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { orderBody, placeOrder } from './support/promo-orders.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Overload fails fast (issue 16): a bounded queue in front of place-order (platform/admission.ts)
 * runs at most `concurrency` orders at once, lets at most `maxQueue` wait at most `maxWaitMs`,
 * and refuses the rest at once with 503 'serverBusy' and Retry-After — writing nothing for them.
 */
const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('AdmissionQueue (issue 16)', () => {
  it('runs `concurrency` at once, queues `maxQueue` in order, refuses the rest at once with 503 serverBusy', async () => {
    const queue = new AdmissionQueue({ concurrency: 2, maxQueue: 2, maxWaitMs: 10_000 });
    const gate = deferred();
    const started: number[] = [];
    const results = [1, 2, 3, 4, 5, 6].map((n) =>
      queue
        .run(undefined, async () => {
          started.push(n);
          await gate.promise;
          return n;
        })
        .catch((error: unknown) => error),
    );
    await tick();
    expect(started).toEqual([1, 2]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    const refusedEarly = await Promise.race([results[4], tick().then(() => 'pending')]);
    expect(refusedEarly).toBeInstanceOf(AppError);
    expect((refusedEarly as AppError).code).toBe('serverBusy');
    expect((refusedEarly as AppError).statusCode).toBe(503);
    gate.release();
    expect(await Promise.all(results.slice(0, 4))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(queue.refused).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a request that waits past maxWaitMs is refused and never runs; a slot is never given twice', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 30 });
    const gate = deferred();
    let ran = 0;
    const first = queue.run(undefined, () => gate.promise);
    const late = queue.run(undefined, async () => ran++).catch((error: unknown) => error);
    expect(await late).toMatchObject({ code: 'serverBusy' });
    expect(ran).toBe(0);
    gate.release();
    await first;
    // The freed slot is free: the next runs at once, alone.
    let running = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        queue
          .run(undefined, async () => {
            running++;
            most = Math.max(most, running);
            await tick();
            running--;
          })
          .catch(() => {}),
      ),
    );
    expect(most).toBe(1);
  });

  it('a client that goes away while waiting leaves the queue and its work never runs', async () => {
    const queue = new AdmissionQueue({ concurrency: 1, maxQueue: 5, maxWaitMs: 10_000 });
    const gate = deferred();
    let ran = 0;
    const first = queue.run(undefined, () => gate.promise);
    const gone = new AbortController();
    const waiting = queue.run(gone.signal, async () => ran++).catch((error: unknown) => error);
    await tick();
    expect(queue.load.waiting).toBe(1);
    gone.abort();
    expect(await waiting).toMatchObject({ code: 'serverBusy' });
    expect(queue.load.waiting).toBe(0);
    gate.release();
    await first;
    expect(ran).toBe(0);
    expect(queue.refused).toBe(0);
  });
});

// PostgreSQL only: the test holds the brand's row lock (the order sequence place-order takes) from
// another connection, so the first order holds its slot; PGlite has one connection for all.
describe.each(testDatabases().filter((kind) => kind === 'postgres'))(
  'place-order under overload on %s (issue 16)',
  (kind) => {
    let t: TestApp;
    let ids: { brandId: string; storeId: string };
    let menu: Awaited<ReturnType<typeof createMenu>>;
    const tokens: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(kind, { admission: { concurrency: 1, maxQueue: 1, maxWaitMs: 5_000 } });
      const db = t.database.db;
      const brandId = (await createBrand(db)).id;
      ids = { brandId, storeId: (await createStore(db, brandId)).id };
      menu = await createMenu(db, brandId);
      for (let i = 0; i < 30; i++) {
        const [c] = await db
          .insert(customers)
          .values({ brandId, phoneNumber: `+97150${String(3_000_000 + i)}`, name: `Load ${i}` })
          .returning();
        tokens.push(await createSession(db, brandId, c!.id, new Date()));
      }
    });
    afterAll(() => t.close());

    it('30 customers at once while the first order is held: it and the one waiting are placed, 28 get 503 serverBusy with Retry-After in EN or AR at once, nothing written for them', async () => {
      const fries = {
        itemId: menu.fries.id,
        categoryId: menu.category.id,
        quantity: 1,
        price: 8.5,
        options: [],
      };
      const calls = await t.database.db.transaction(async (tx) => {
        // The first order waits for the brand's row (its order sequence) inside its slot.
        await tx.execute(sql`select 1 from brands where id = ${ids.brandId} for update`);
        const started = tokens.map((token, i) =>
          placeOrder(
            t.app,
            orderBody(
              ids,
              [fries],
              { itemsTotalPrice: 8.5, totalOrderPrice: 8.93 },
              { language: i % 2 ? 'AR' : 'EN' },
            ),
            token,
            `overload-${kind}-${i}`,
          ),
        );
        // The refusals are answered while the first order still waits: 28 answers in the first second, all 503.
        const early: number[] = [];
        for (const call of started) void call.then((a) => early.push(a.status));
        await new Promise((r) => setTimeout(r, 1_000));
        expect(early).toEqual(Array(28).fill(503));
        return started;
      });
      const answers = await Promise.all(calls);
      const placed = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 503);
      expect(placed.length).toBe(2);
      expect(refused.length).toBe(28);
      for (const answer of refused) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.body.code).toBe('serverBusy');
        expect(answer.body.message).toMatch(
          /^(We are receiving many orders right now|نستقبل الكثير من الطلبات)/,
        );
      }
      const [written] = await t.database.db.select({ n: count() }).from(orders);
      expect(Number(written!.n)).toBe(placed.length);
    });
  },
);
