import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../../db/schema-payments.ts';
import type { Tx } from '../../../platform/tx.ts';

/** A sandbox intent row (the provider side of the sandbox gateway, decision 0019). */
export type SandboxIntent = typeof sandboxPaymentIntents.$inferSelect;

/** Inserts an intent unless (brand, idempotency key) exists; returns it, or null when the key was used. */
export async function insertIntentOnce(
  db: Db,
  row: typeof sandboxPaymentIntents.$inferInsert,
): Promise<SandboxIntent | null> {
  const [inserted] = await db.insert(sandboxPaymentIntents).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The intent of a brand created with an idempotency key, or null. */
export async function findIntentByKey(db: Db, brandId: string, key: string): Promise<SandboxIntent | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentIntents)
    .where(and(eq(sandboxPaymentIntents.brandId, brandId), eq(sandboxPaymentIntents.idempotencyKey, key)));
  return row ?? null;
}

/** One intent by id (of `brandId` when given), locked FOR UPDATE until `tx` ends, or null. */
export async function lockIntent(tx: Tx, intentId: string, brandId?: string): Promise<SandboxIntent | null> {
  const [row] = await tx
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.id, intentId),
        brandId ? eq(sandboxPaymentIntents.brandId, brandId) : undefined,
      ),
    )
    .for('update');
  return row ?? null;
}

/** Updates an intent (and its updated_at = `now`); returns the row after. */
export async function saveIntent(
  tx: Tx,
  id: string,
  changes: Partial<typeof sandboxPaymentIntents.$inferInsert>,
  now: Date,
): Promise<SandboxIntent> {
  const [row] = await tx
    .update(sandboxPaymentIntents)
    .set({ ...changes, updatedAt: now })
    .where(eq(sandboxPaymentIntents.id, id))
    .returning();
  return row!;
}

/** One intent by id, or null. */
export async function findIntent(db: Db, intentId: string): Promise<SandboxIntent | null> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
  return row ?? null;
}

/** A sandbox payment method row (a card tokenised by the sandbox's card fields, decision 0022). */
export type SandboxPaymentMethod = typeof sandboxPaymentMethods.$inferSelect;

/** Inserts a sandbox payment method; returns it. */
export async function insertPaymentMethod(
  db: Db,
  row: typeof sandboxPaymentMethods.$inferInsert,
): Promise<SandboxPaymentMethod> {
  const [inserted] = await db.insert(sandboxPaymentMethods).values(row).returning();
  return inserted!;
}

/** A payment method of `brandId` by id, or null (another brand's is null too). */
export async function findPaymentMethod(
  db: Db | Tx,
  brandId: string,
  id: string,
): Promise<SandboxPaymentMethod | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.id, id), eq(sandboxPaymentMethods.brandId, brandId)));
  return row ?? null;
}

/**
 * Sets (or clears, with null) the sandbox customer a payment method is attached to; `onlyFrom`
 * restricts the change to a method attached to that customer now (detach). Answers whether a row changed.
 */
export async function setPaymentMethodCustomer(
  db: Db | Tx,
  brandId: string,
  id: string,
  customer: string | null,
  onlyFrom?: string,
): Promise<boolean> {
  const rows = await db
    .update(sandboxPaymentMethods)
    .set({ customer })
    .where(
      and(
        eq(sandboxPaymentMethods.id, id),
        eq(sandboxPaymentMethods.brandId, brandId),
        onlyFrom === undefined ? undefined : eq(sandboxPaymentMethods.customer, onlyFrom),
      ),
    )
    .returning({ id: sandboxPaymentMethods.id });
  return rows.length === 1;
}
