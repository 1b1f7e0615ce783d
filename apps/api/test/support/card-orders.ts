import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { customers, items, orderStatusHistory, orders } from '../../src/db/schema.ts';
import { outboxEvents } from '../../src/db/schema-payments.ts';
import { createSession } from '../../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import { post } from './test-app.ts';

/** The sandbox card integrations of decision 0022's demo brands: card-elements (STRIPE) and card-frames (CHECKOUT). */
export const SANDBOX_INTEGRATIONS = {
  'card-elements': {
    name: 'STRIPE',
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_test' },
  },
  'card-frames': {
    name: 'CHECKOUT',
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData: { mode: 'sandbox' },
  },
} as const;

/**
 * A brand with a sandbox card gateway of `kind` (or none), an always-open pickup store offering
 * CREDIT_CARD and CASH, the factory menu with fries tracking stock (100), and two signed-in
 * customers (`token`, `otherToken`).
 */
export async function cardWorld(db: Db, kind: 'card-elements' | 'card-frames' | 'none' = 'card-elements') {
  const brand = await createBrand(db, {
    activeIntegrations: kind === 'none' ? [] : [SANDBOX_INTEGRATIONS[kind]],
  });
  const store = await createStore(db, brand.id, {
    paymentOptions: { PICKUP: ['CREDIT_CARD', 'CASH'], DELIVERY: ['CASH'], DINE_IN: [] },
  });
  const menu = await createMenu(db, brand.id);
  await db
    .update(items)
    .set({ isStockEnabled: true, availableStock: 100 })
    .where(eq(items.id, menu.fries.id));
  const suffix = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const [customer] = await db
    .insert(customers)
    .values({ brandId: brand.id, phoneNumber: `+97150${suffix}`, name: 'Card Payer' })
    .returning();
  const [other] = await db
    .insert(customers)
    .values({ brandId: brand.id, phoneNumber: `+97155${suffix}`, name: 'Other Payer' })
    .returning();
  return {
    brand,
    store,
    menu,
    customer: customer!,
    other: other!,
    token: await createSession(db, brand.id, customer!.id, new Date()),
    otherToken: await createSession(db, brand.id, other!.id, new Date()),
  };
}
export type CardWorld = Awaited<ReturnType<typeof cardWorld>>;

/** A pickup order of `n` fries (8.50 AED each, 5 % VAT) paid by card: items 8.50 n, total 8.925 n rounded. */
export function cardOrderBody(w: CardWorld, n = 2, over: Record<string, unknown> = {}) {
  const items = Math.round(850 * n) / 100;
  const total = Math.round(850 * n * 1.05) / 100;
  return {
    brandId: w.brand.id,
    storeId: w.store.id,
    orderType: { type: 'PICKUP' },
    paymentType: 'CREDIT_CARD',
    orderedMenu: [
      { itemId: w.menu.fries.id, categoryId: w.menu.category.id, quantity: n, price: 8.5, options: [] },
    ],
    itemsTotalPrice: items,
    totalOrderPrice: total,
    ...over,
  };
}

/** Places a card order of `n` fries for `token`; answers the HTTP status and body. */
export function placeCardOrder(app: FastifyInstance, w: CardWorld, token: string, n = 2) {
  return post(app, 'order/place-order-v2', cardOrderBody(w, n), { authorization: token });
}

/** POSTs a card call with a token and, when given, an Idempotency-Key. */
export function cardCall(app: FastifyInstance, path: string, body: unknown, token: string, key?: string) {
  return post(app, path, body, { authorization: token, ...(key ? { 'idempotency-key': key } : {}) });
}

/** Tokenises a card through the sandbox card fields' endpoint (real HTTP); answers status and body. */
export async function tokenise(
  app: FastifyInstance,
  brandId: string,
  number: string,
  opts: { expMonth?: number; expYear?: number; cvc?: string; lang?: 'en' | 'ar' } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/v1/payment_methods',
    payload: {
      brandId,
      lang: opts.lang ?? 'en',
      card: {
        number,
        exp_month: opts.expMonth ?? 12,
        exp_year: opts.expYear ?? new Date().getUTCFullYear() + 2,
        cvc: opts.cvc ?? '123',
      },
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The order's status and its status history, oldest first. */
export async function orderStatusOf(db: Db, orderId: string) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const history = await db
    .select({ status: orderStatusHistory.status })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.at);
  return { status: order?.status, history: history.map((h) => h.status) };
}

/** The fries' available stock. */
export async function friesStock(db: Db, w: CardWorld): Promise<number> {
  const [row] = await db.select({ n: items.availableStock }).from(items).where(eq(items.id, w.menu.fries.id));
  return row!.n;
}

/** How many outbox rows of `topic` name the order. */
export async function outboxCount(db: Db, brandId: string, topic: string, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.brandId, brandId),
        eq(outboxEvents.topic, topic),
        sql`${outboxEvents.payload}->>'orderId' = ${orderId}`,
      ),
    );
  return Number(row!.n);
}
