import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orders } from '../../db/schema.ts';
import { outboxEvents, payments, paymentWebhookEvents } from '../../db/schema-payments.ts';

/**
 * The database side of payments (issue 9, decision 0019): idempotency claims, the outbox, payment
 * rows and webhook events (saved cards and provider customers: cards-repository.ts; a brand's
 * integrations and their secrets: integrations-repository.ts). Every function scopes by the brand it is given.
 */

/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A payments row. */
export type PaymentRow = typeof payments.$inferSelect;
/** An outbox row. */
export type OutboxRow = typeof outboxEvents.$inferSelect;
/** An idempotency_keys row. */
type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** A UUID (brand ids, saved card ids). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key of idempotency_keys. */
export interface KeyRef {
  brandId: string;
  scope: string;
  key: string;
}

const keyIs = (ref: KeyRef) =>
  and(
    eq(idempotencyKeys.brandId, ref.brandId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  );

/**
 * Inserts a running claim (status 102, null response, `lockToken`, lease until `lockedUntil`)
 * unless the key exists (ON CONFLICT DO NOTHING; on PostgreSQL a concurrent insert of the same key
 * waits for the first to commit). Returns whether this call inserted it.
 */
export async function insertClaim(
  db: Db,
  ref: KeyRef & { requestHash: string },
  lockToken: string,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      ...ref,
      state: 'running',
      statusCode: 102,
      response: sql`'null'::jsonb`,
      lockToken,
      lockedUntil,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** The row of a key, or null. */
export async function findKey(db: Db, ref: KeyRef): Promise<IdempotencyRow | null> {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(ref)).limit(1);
  return row ?? null;
}

/** Takes a running claim held under `oldToken` over (new token and lease); returns whether it did. */
export async function takeOverClaim(
  db: Db,
  ref: KeyRef,
  oldToken: string,
  lockToken: string,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockToken, lockedUntil })
    .where(and(keyIs(ref), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockToken, oldToken)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Stores the answer of the claim held under `lockToken` (state 'done'), in `tx`; returns whether the claim was still held. */
export async function completeClaim(
  tx: Tx,
  ref: KeyRef,
  lockToken: string,
  answer: { statusCode: number; body: unknown },
): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({
      state: 'done',
      statusCode: answer.statusCode,
      response: sql`${JSON.stringify(answer.body ?? null)}::jsonb`,
      lockToken: null,
      lockedUntil: null,
    })
    .where(and(keyIs(ref), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockToken, lockToken)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Deletes the running claim held under `lockToken` (a failed run stores nothing). */
export async function releaseClaim(db: Db, ref: KeyRef, lockToken: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyIs(ref), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockToken, lockToken)));
}

/** Inserts an outbox row in `tx`; returns its id. */
export async function insertOutbox(
  tx: Tx,
  row: { brandId: string; topic: string; payload: Record<string, unknown> },
): Promise<string> {
  const [inserted] = await tx.insert(outboxEvents).values(row).returning({ id: outboxEvents.id });
  return inserted!.id;
}

/**
 * Claims up to `limit` due, undispatched outbox rows of `topics`, oldest first, in one statement:
 * the inner SELECT … FOR UPDATE SKIP LOCKED skips rows another dispatcher is claiming, the UPDATE
 * moves their next_attempt_at to `leaseUntil` and counts the attempt. Returns the claimed rows.
 */
export async function claimOutbox(
  db: Db,
  topics: string[],
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const claimed = (await db.execute(sql`
    update ${outboxEvents} set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${outboxEvents}
      where dispatched_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
        and topic in (${sql.join(
          topics.map((t) => sql`${t}`),
          sql`, `,
        )})
      order by created_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const out: OutboxRow[] = [];
  for (const { id } of claimed.rows) {
    const [row] = await db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    if (row) out.push(row);
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** Stamps an outbox row dispatched at `at` (only if not yet). */
export async function markDispatched(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(outboxEvents)
    .set({ dispatchedAt: at })
    .where(and(eq(outboxEvents.id, id), isNull(outboxEvents.dispatchedAt)));
}

/** Records a failed attempt: the error (≤ 500 characters) and the next attempt's time. */
export async function markFailed(db: Db, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(outboxEvents)
    .set({ lastError: error.slice(0, 500), nextAttemptAt })
    .where(and(eq(outboxEvents.id, id), isNull(outboxEvents.dispatchedAt)));
}

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
