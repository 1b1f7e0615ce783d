import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { DbOrTx, Tx } from './tx.ts';

/**
 * The database side of the idempotency engine (idempotency.ts; issue 9, decision 0019; issue 16:
 * one engine for orders and payments): claims, answers and leases in idempotency_keys, scoped by
 * brand, operation (`scope`) and key.
 */

/** An idempotency_keys row. */
type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

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
export async function findKey(db: DbOrTx, ref: KeyRef): Promise<IdempotencyRow | null> {
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
export async function releaseClaim(db: DbOrTx, ref: KeyRef, lockToken: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(keyIs(ref), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.lockToken, lockToken)));
}

/** Inserts a finished answer (state 'done') in `tx`; a concurrent twin's row makes the insert, and so `tx`, fail. */
export async function insertAnswer(
  tx: Tx,
  ref: KeyRef & { requestHash: string },
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    ...ref,
    statusCode: answer.statusCode,
    response: sql`${JSON.stringify(answer.body ?? null)}::jsonb`,
  });
}

/**
 * The INSERT of a finished answer (state 'done', status 200) as SQL to embed in a caller's
 * statement (issue 16: an order, its lines and its answer written by one statement, with no
 * transaction round trips). `body` is the answer's JSON with the value at `fill.path` replaced by
 * `fill.value`, an SQL expression of that same statement (e.g. the order number it takes). A
 * concurrent twin's row makes the insert, and so the whole statement, fail (unique key).
 */
export function answerInsertSql(
  db: DbOrTx,
  ref: KeyRef & { requestHash: string },
  body: unknown,
  fill: { path: readonly string[]; value: SQL },
): SQL {
  return db
    .insert(idempotencyKeys)
    .values({
      ...ref,
      statusCode: 200,
      response: sql`jsonb_set(${JSON.stringify(body ?? null)}::jsonb, ${`{${fill.path.join(',')}}`}::text[], to_jsonb(${fill.value}))`,
    })
    .getSQL();
}
