import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { customers, items, modifiers } from '../../src/db/schema.ts';
import { outboxEvents, payments } from '../../src/db/schema-payments.ts';
import { paymentOutboxHandlers } from '../../src/modules/payments/routes.ts';
import { dispatchOutbox } from '../../src/platform/outbox.ts';
import { createSession } from '../../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import type { PaymentsWorld } from './payments-factory.ts';

let phones = 0;

/** A sandbox integration of a hosted kind (metaData.mode 'sandbox'). */
function sandboxIntegration(name: 'HOSTED_PAGE' | 'HOSTED_IFRAME' | 'STRIPE') {
  return {
    name,
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData:
      name === 'STRIPE' ? { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' } : { mode: 'sandbox' },
  };
}

/** A customer of a brand, signed in: the row and the raw token (000 §6 Authorization). */
export async function signedIn(db: Db, brandId: string) {
  const [customer] = await db
    .insert(customers)
    .values({ brandId, phoneNumber: `+97155${String(Date.now() + ++phones).slice(-7)}`, name: 'Payer' })
    .returning();
  return { customer: customer!, token: await createSession(db, brandId, customer!.id, new Date()) };
}

/**
 * A brand whose card gateway is the sandbox playing `gateway` (HOSTED_PAGE or HOSTED_IFRAME), with
 * a store, the factory menu (fries and cheese track stock, 10 each) and a signed-in customer — the
 * shape of payments-factory's PaymentsWorld plus the customer's `token`.
 */
export async function hostedWorld(db: Db, gateway: 'HOSTED_PAGE' | 'HOSTED_IFRAME' | 'STRIPE') {
  const brand = await createBrand(db, { activeIntegrations: [sandboxIntegration(gateway)] });
  const store = await createStore(db, brand.id);
  const menu = await createMenu(db, brand.id);
  await db.update(items).set({ isStockEnabled: true, availableStock: 10 }).where(eq(items.id, menu.fries.id));
  await db
    .update(modifiers)
    .set({ isStockEnabled: true, availableStock: 10 })
    .where(eq(modifiers.id, menu.cheese.id));
  const { customer, token } = await signedIn(db, brand.id);
  const world: PaymentsWorld = { brand, store, menu, customer };
  return { ...world, token };
}

export type HostedWorld = Awaited<ReturnType<typeof hostedWorld>>;

/** POSTs a form (application/x-www-form-urlencoded) to a sandbox page path. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The payments rows of an order. */
export function paymentsOf(db: Db, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** How many outbox rows of `topic` name this order. */
export async function outboxCount(db: Db, brandId: string, topic: string, orderId: string): Promise<number> {
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.brandId, brandId), eq(outboxEvents.topic, topic)));
  return rows.filter((r) => (r.payload as { orderId?: string }).orderId === orderId).length;
}

/** Dispatches the outbox with the payments handlers (webhooks delivered in-process) until nothing is due. */
export async function drainOutbox(app: FastifyInstance, db: Db) {
  const deps = { db, now: () => new Date() };
  let failed = 0;
  for (let round = 0; round < 5; round++) {
    const result = await dispatchOutbox(db, paymentOutboxHandlers(app, deps), { limit: 100 });
    failed += result.failed;
    if (result.dispatched === 0) break;
  }
  return { failed };
}
