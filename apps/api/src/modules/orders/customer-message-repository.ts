/**
 * The `order_messages` table (issue 17, decision 0031): what an order's customer was told, one row
 * per (order, kind). Only this repository touches it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMessages } from '../../db/schema-messages.ts';

/** One message row as stored; `createdAt` as stored. */
export type OrderMessageRow = typeof orderMessages.$inferSelect;

/**
 * Claims the message (order, kind) before it is sent: inserts the row and answers its id, or null
 * when the row exists already (the message went out, or another dispatcher is sending it).
 */
export async function claimOrderMessage(
  db: Db,
  row: { brandId: string; orderId: string; kind: string; language: string; recipient: string; body: string },
): Promise<string | null> {
  const inserted = await db
    .insert(orderMessages)
    .values(row)
    .onConflictDoNothing({ target: [orderMessages.orderId, orderMessages.kind] })
    .returning({ id: orderMessages.id });
  return inserted[0]?.id ?? null;
}

/** Drops a claim whose send failed, so that the outbox retry sends the message again. */
export async function releaseOrderMessage(db: Db, id: string): Promise<void> {
  await db.delete(orderMessages).where(eq(orderMessages.id, id));
}

/** The messages an order's customer was told, oldest first (brand-scoped). */
export async function listOrderMessages(
  db: Db,
  brandId: string,
  orderId: string,
): Promise<OrderMessageRow[]> {
  return db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.brandId, brandId), eq(orderMessages.orderId, orderId)))
    .orderBy(asc(orderMessages.createdAt));
}
