import { randomBytes } from 'node:crypto';
import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { customers, orders } from '../../src/db/schema.ts';
import {
  dineInTables,
  tableSessionOrders,
  tableSessions,
  tableSplitBills,
} from '../../src/db/schema-dine-in.ts';
import { createSession } from '../../src/platform/session-repository.ts';
import { SANDBOX_INTEGRATIONS } from './card-orders.ts';
import { cardIntentBody, cardToken } from './card-payments.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import { post } from './test-app.ts';

/** The Al Nile demo's dine-in options (decision 0032 'Store settings'). */
export const DINE_IN_OPTIONS = ['CREDIT_CARD', 'PAY_LATER', 'CASH', 'CARD_MACHINE'] as const;

/** Inserts `n` tables (1..n) into a store, each with its own 43-character token (as task A's CLI makes them). */
export async function createTables(db: Db, brandId: string, storeId: string, n = 3) {
  const rows = [];
  for (let number = 1; number <= n; number++) {
    const [row] = await db
      .insert(dineInTables)
      .values({ brandId, storeId, number, label: `T${number}`, token: randomBytes(32).toString('base64url') })
      .returning();
    rows.push(row!);
  }
  return rows;
}

/**
 * A brand with dine-in on (isDineInEnabled) and the sandbox card gateway, a store offering
 * DINE_IN [CREDIT_CARD, PAY_LATER, CASH, CARD_MACHINE] with 3 tables, the factory menu (Fries
 * 8.50 AED, 5 % VAT) and `guests` signed-in customers. `dineIn: false` turns the brand's dine-in off.
 */
export async function dineInWorld(db: Db, guests = 3, opts: { dineIn?: boolean } = {}) {
  const brand = await createBrand(db, {
    activeIntegrations: [SANDBOX_INTEGRATIONS['card-elements']],
    settingsOverrides: { isDineInEnabled: opts.dineIn ?? true },
  });
  const store = await createStore(db, brand.id, {
    paymentOptions: { PICKUP: ['CASH'], DELIVERY: ['CASH'], DINE_IN: [...DINE_IN_OPTIONS] },
  });
  const menu = await createMenu(db, brand.id);
  const tables = await createTables(db, brand.id, store.id, 3);
  const tokens: string[] = [];
  const customerIds: string[] = [];
  for (let i = 0; i < guests; i++) {
    const suffix = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const [c] = await db
      .insert(customers)
      .values({ brandId: brand.id, phoneNumber: `+97150${suffix}`, name: `Guest ${i}` })
      .returning();
    customerIds.push(c!.id);
    tokens.push(await createSession(db, brand.id, c!.id, new Date()));
  }
  return { brand, store, menu, tables, tokens, customerIds };
}
export type DineInWorld = Awaited<ReturnType<typeof dineInWorld>>;

/** A DINE_IN place-order body at table `table` (default 1) for `fries` fries (8.50 AED, 5 % VAT). */
export function dineInBody(w: DineInWorld, fries: number, over: Record<string, unknown> = {}, table = 0) {
  const t = w.tables[table]!;
  return {
    brandId: w.brand.id,
    storeId: w.store.id,
    orderType: { type: 'DINE_IN' },
    paymentType: 'PAY_LATER',
    paymentTiming: 'PAY_LATER',
    orderedMenu:
      fries > 0
        ? [
            {
              itemId: w.menu.fries.id,
              categoryId: w.menu.category.id,
              quantity: fries,
              price: 8.5,
              options: [],
            },
          ]
        : [],
    itemsTotalPrice: Math.round(850 * fries) / 100,
    totalOrderPrice: Math.round(850 * fries * 1.05) / 100,
    dineInTableNumber: t.number,
    tableToken: t.token,
    ...over,
  };
}

/** A PAY_NOW card body paying the tab (`payLaterOrders`), with an optional split and own fries. */
export function payNowBody(
  w: DineInWorld,
  payLaterOrders: string[],
  split: Record<string, unknown> | null = null,
  fries = 0,
  table = 0,
) {
  return dineInBody(
    w,
    fries,
    {
      paymentType: 'CREDIT_CARD',
      paymentTiming: 'PAY_NOW',
      payLaterOrders,
      ...(split ? { isSplitted: true, split } : {}),
    },
    table,
  );
}

/** POST place-order for guest `guest`. */
export function placeDineIn(app: FastifyInstance, w: DineInWorld, body: unknown, guest = 0, key?: string) {
  return post(app, 'order/place-order-v2', body, {
    authorization: w.tokens[guest]!,
    ...(key ? { 'idempotency-key': key } : {}),
  });
}

/** POST order/getTableLaterOrders with the table's token (or `token`). */
export async function readTab(app: FastifyInstance, w: DineInWorld, table = 0, token?: string) {
  const t = w.tables[table]!;
  return post(app, 'order/getTableLaterOrders', {
    brandId: w.brand.id,
    storeId: w.store.id,
    tableNumber: t.number,
    tableToken: token ?? t.token,
  });
}

/** Pays a placed card order with the sandbox `card` through card-elements; answers the HTTP status. */
export async function payOrder(
  app: FastifyInstance,
  w: DineInWorld,
  placed: { payment: { orderId: string; amount: number } },
  guest = 0,
  card: string = SANDBOX_TEST_CARDS.success,
) {
  const world = { brand: w.brand, store: w.store } as Parameters<typeof cardToken>[1];
  const pm = await cardToken(app, world, card);
  const res = await post(
    app,
    'orders-checkout-payment/stripe/create-payment-intent-v2',
    cardIntentBody(world, placed, pm),
    { authorization: w.tokens[guest]!, 'idempotency-key': `pay-${placed.payment.orderId}-${card}` },
  );
  if (process.env.DEBUG_DINE_IN && res.status !== 200) console.log(JSON.stringify(res.body));
  return res.status;
}

/** Row counts of the tab tables and orders (attacker and refusal tests: nothing written). */
export async function tabRowCounts(db: Db) {
  const n = async (
    table: typeof orders | typeof tableSessions | typeof tableSessionOrders | typeof tableSplitBills,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: await n(orders),
    sessions: await n(tableSessions),
    sessionOrders: await n(tableSessionOrders),
    splitBills: await n(tableSplitBills),
  };
}

/** The split bills of an order's tab by status. */
export async function splitStatuses(db: Db, sessionId: string) {
  const rows = await db
    .select({
      status: tableSplitBills.status,
      totalFils: tableSplitBills.totalFils,
      orderId: tableSplitBills.orderId,
    })
    .from(tableSplitBills)
    .where(eq(tableSplitBills.sessionId, sessionId));
  return rows;
}

/** A tab's row. */
export async function sessionRow(db: Db, sessionId: string) {
  const [row] = await db.select().from(tableSessions).where(eq(tableSessions.id, sessionId));
  return row!;
}
