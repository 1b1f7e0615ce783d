import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEvents } from '../db/schema-payments.ts';
import type { DbOrTx, Tx } from './tx.ts';

/** The database side of the transactional outbox (outbox.ts; decision 0019): outbox_events rows. */

/** An outbox row. */
export type OutboxRow = typeof outboxEvents.$inferSelect;

/** Inserts an outbox row in `tx`; returns its id. */
export async function insertOutbox(
  tx: Tx,
  row: { brandId: string; topic: string; payload: Record<string, unknown> },
): Promise<string> {
  const [inserted] = await tx.insert(outboxEvents).values(row).returning({ id: outboxEvents.id });
  return inserted!.id;
}

/** The INSERT of an outbox row as SQL (a part of a caller's statement, e.g. a CTE). */
export function insertOutboxSql(
  db: DbOrTx,
  row: { brandId: string; topic: string; payload: Record<string, unknown> },
) {
  return db.insert(outboxEvents).values(row).getSQL();
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
