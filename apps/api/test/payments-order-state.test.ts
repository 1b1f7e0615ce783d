import { ORDER_LIFECYCLE_STATUSES } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { orderStatusTransitions } from '../src/db/schema-payments.ts';
import { canTransitionOrder, ORDER_TRANSITIONS } from '../src/modules/orders/order-state.ts';
import { setOrderStatus } from '../src/modules/orders/status-service.ts';
import { orderRow } from './support/factory.ts';
import {
  awaitingOrder,
  orderState,
  type PaymentsWorld,
  paymentsWorld,
  stockOf,
} from './support/payments-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** The database's refusal of a raw UPDATE / INSERT (the trigger raises check_violation). */
async function rawUpdate(t: TestApp, orderId: string, status: string): Promise<string | null> {
  try {
    await t.database.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
    return null;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string }; message: string };
    return e.code ?? e.cause?.code ?? e.message;
  }
}

describe.each(testDatabases())('order state machine on %s (issue 9, decision 0019)', (kind) => {
  let t: TestApp;
  let w: PaymentsWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await paymentsWorld(t.database.db);
  });
  afterAll(async () => t?.close());

  const ctx = () => ({ brandId: w.brand.id, now: new Date() });
  const insertOrder = async (status: string) => {
    const [row] = await t.database.db
      .insert(orders)
      .values(orderRow({ brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id }, { status }))
      .returning();
    return row!;
  };

  it('the database holds exactly ORDER_TRANSITIONS (46 moves; PENDING_PAYMENT only to PENDING or CANCELLED)', async () => {
    const rows = await t.database.db.select().from(orderStatusTransitions);
    const key = (from: string, to: string) => `${from}>${to}`;
    expect(rows.map((r) => key(r.fromStatus, r.toStatus)).sort()).toEqual(
      ORDER_TRANSITIONS.map(([from, to]) => key(from, to)).sort(),
    );
    expect(ORDER_TRANSITIONS).toHaveLength(46);
    expect(ORDER_TRANSITIONS.filter(([from]) => from === 'PENDING_PAYMENT')).toEqual([
      ['PENDING_PAYMENT', 'PENDING'],
      ['PENDING_PAYMENT', 'CANCELLED'],
    ]);
    expect(ORDER_TRANSITIONS.some(([, to]) => to === 'PENDING_PAYMENT')).toBe(false);
  });

  it('every disallowed move is refused by the service (409) AND by the database (raw UPDATE fails); every allowed one passes the database', async () => {
    let refused = 0;
    let allowed = 0;
    for (const from of ORDER_LIFECYCLE_STATUSES) {
      const order = await insertOrder(from);
      for (const to of ORDER_LIFECYCLE_STATUSES) {
        if (to === from) continue;
        if (canTransitionOrder(from, to)) {
          const probe = await insertOrder(from);
          expect(await rawUpdate(t, probe.id, to), `${from} → ${to}`).toBeNull();
          allowed++;
          continue;
        }
        await expect(
          setOrderStatus(t.database.db, ctx(), order.id, to),
          `${from} → ${to}`,
        ).rejects.toMatchObject({
          statusCode: 409,
        });
        expect(await rawUpdate(t, order.id, to), `${from} → ${to}`).toBe('23514');
        refused++;
      }
      const [still] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(still!.status).toBe(from);
    }
    expect({ allowed, refused }).toEqual({ allowed: 46, refused: 12 * 11 - 46 });
  });

  it('an order cannot be inserted with a status outside the machine', async () => {
    await expect(insertOrder('EATEN')).rejects.toThrow();
  });

  it('PENDING_PAYMENT → CANCELLED gives the stock back once; the loyalty and coupon release still runs', async () => {
    const before = await stockOf(t.database.db, w);
    const order = await awaitingOrder(t.database.db, w);
    expect(await stockOf(t.database.db, w)).toEqual({ fries: before.fries - 2, cheese: before.cheese - 1 });
    await setOrderStatus(t.database.db, ctx(), order.id, 'CANCELLED');
    await setOrderStatus(t.database.db, ctx(), order.id, 'CANCELLED');
    await expect(setOrderStatus(t.database.db, ctx(), order.id, 'PENDING')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await stockOf(t.database.db, w)).toEqual(before);
    expect(await orderState(t.database.db, order.id)).toEqual({
      status: 'CANCELLED',
      history: ['PENDING_PAYMENT', 'CANCELLED'],
    });
  });

  it('a placed order cancelled by the store gives its stock back too, once (issue 17: cancel undoes what the order did)', async () => {
    const before = await stockOf(t.database.db, w);
    const order = await awaitingOrder(t.database.db, w, { status: 'PENDING' });
    expect(await stockOf(t.database.db, w)).not.toEqual(before);
    await setOrderStatus(t.database.db, ctx(), order.id, 'CANCELLED');
    await setOrderStatus(t.database.db, ctx(), order.id, 'CANCELLED');
    expect(await stockOf(t.database.db, w)).toEqual(before);
  });

  it('concurrent PENDING_PAYMENT → CANCELLED moves release the stock once', async () => {
    const before = await stockOf(t.database.db, w);
    const order = await awaitingOrder(t.database.db, w);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => setOrderStatus(t.database.db, ctx(), order.id, 'CANCELLED')),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await stockOf(t.database.db, w)).toEqual(before);
    expect((await orderState(t.database.db, order.id)).history).toEqual(['PENDING_PAYMENT', 'CANCELLED']);
  });
});
