import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { payments, paymentWebhookEvents } from '../../db/schema-payments.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * The database side of payments (issue 9, decision 0019): payment rows and webhook events (the
 * idempotency claims and the outbox are platform/'s) (saved cards and provider customers: cards-repository.ts; a brand's
 * integrations and their secrets: integrations-repository.ts). Every function scopes by the brand it is given.
 */

/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;

/** A UUID (brand ids, saved card ids). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment of `brandId` with this provider id, locked FOR UPDATE until the transaction ends, or null. */
export async function lockPaymentByProviderId(
  tx: Tx,
  brandId: string,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, brandId),
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, providerPaymentId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Inserts a payment unless (brand, provider, provider payment id) exists (ON CONFLICT DO NOTHING). */
export async function insertPaymentOnce(tx: Tx, row: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(row).onConflictDoNothing();
}

/** One payment of `brandId` by id, or null. */
export async function findPayment(db: Db | Tx, brandId: string, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.brandId, brandId)));
  return row ?? null;
}

/**
 * Updates a payment (status, refunded amount, failure code, updated_at) and appends `rawEvent`
 * (when given) to its `events` list.
 */
export async function updatePayment(
  tx: Tx,
  id: string,
  changes: Partial<Pick<PaymentRow, 'status' | 'refundedFils' | 'failureCode'>> & { updatedAt: Date },
  rawEvent?: unknown,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      ...changes,
      ...(rawEvent === undefined
        ? {}
        : { events: sql`${payments.events} || ${JSON.stringify([rawEvent])}::jsonb` }),
    })
    .where(eq(payments.id, id));
}

/** Inserts a webhook event unless (brand, provider, event id) exists; returns its row id, or null for a copy. */
export async function insertWebhookEvent(
  tx: Tx,
  row: typeof paymentWebhookEvents.$inferInsert,
): Promise<string | null> {
  const [inserted] = await tx
    .insert(paymentWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return inserted?.id ?? null;
}

/** Stamps a webhook event applied at `at` with its outcome. */
export async function stampWebhookEvent(tx: Tx, brandId: string, id: string, at: Date, outcome: string) {
  await tx
    .update(paymentWebhookEvents)
    .set({ appliedAt: at, outcome })
    .where(and(eq(paymentWebhookEvents.id, id), eq(paymentWebhookEvents.brandId, brandId)));
}

/**
 * The newest payment of `ref.brandId` with this provider payment id (any provider) that matches
 * every owner field given — the paying customer, the payment link it pays, its kind — or null:
 * another customer's, link's or brand's payment is null, like an unknown one.
 */
export async function findOwnedPayment(
  db: Db | Tx,
  ref: {
    brandId: string;
    providerPaymentId: string;
    customerId?: string;
    paymentLinkId?: string;
    kind?: string;
  },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, ref.brandId),
        ref.customerId === undefined ? undefined : eq(payments.customerId, ref.customerId),
        ref.paymentLinkId === undefined ? undefined : eq(payments.paymentLinkId, ref.paymentLinkId),
        ref.kind === undefined ? undefined : eq(payments.kind, ref.kind),
        eq(payments.providerPaymentId, ref.providerPaymentId),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The payments of `kind` for order `orderId` made by `customerId` of `brandId`, newest first. */
export async function customerPaymentsOfOrder(
  db: Db | Tx,
  ref: { brandId: string; customerId: string; orderId: string; kind: string },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, ref.brandId),
        eq(payments.customerId, ref.customerId),
        eq(payments.orderId, ref.orderId),
        eq(payments.kind, ref.kind),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The open payments (REQUIRES_ACTION, PENDING) of orders of `brandId`. */
export async function openPaymentsOfOrders(
  db: Db | Tx,
  brandId: string,
  orderIds: string[],
): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.brandId, brandId),
        inArray(payments.orderId, orderIds),
        inArray(payments.status, ['REQUIRES_ACTION', 'PENDING']),
      ),
    );
}

/**
 * Claims up to `limit` orders of any brand in PENDING_PAYMENT placed at or before `cutoff`, oldest
 * first, locked FOR UPDATE SKIP LOCKED until `tx` ends (a second server's sweep skips them).
 */
export async function claimExpiredOrders(
  tx: Tx,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; brandId: string }>> {
  return tx
    .select({ id: orders.id, brandId: orders.brandId })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lte(orders.placedAt, cutoff)))
    .orderBy(asc(orders.placedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Open payments (REQUIRES_ACTION, PENDING) of orders that are no longer awaiting payment
 * (cancelled by the sweep, whose provider cancel has not been applied yet), created at or before
 * `cutoff`, of any brand, up to `limit`.
 */
export async function strandedOpenPayments(db: Db, cutoff: Date, limit: number): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        inArray(payments.status, ['REQUIRES_ACTION', 'PENDING']),
        sql`${orders.status} <> 'PENDING_PAYMENT'`,
        lte(payments.createdAt, cutoff),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.map((r) => r.payment);
}
