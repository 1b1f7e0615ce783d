import { and, eq, inArray, sql } from 'drizzle-orm';
import { stores } from '../../db/schema.ts';
import { orderFeedbacks } from '../../db/schema-feedback.ts';
import type { RequestContext } from '../../http/context.ts';
import type { DbOrTx, Tx } from '../../platform/tx.ts';

/** An order_feedbacks row (migration 0013). */
export type FeedbackRow = typeof orderFeedbacks.$inferSelect;

/**
 * Inserts the feedback of an order of ctx.brandId inside `tx` (002 §2.21, issue 17) and adds its
 * stars to the store's rating sum and count (stores.rating_sum / rating_count) in the same
 * transaction. One per order: when the order already has one, nothing is written and null is
 * returned (the unique index on order_id decides, also between two concurrent calls).
 */
export async function insertFeedback(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  input: { orderId: string; storeId: string; customerId: string; rating: number; comment: string | null },
): Promise<FeedbackRow | null> {
  const [row] = await tx
    .insert(orderFeedbacks)
    .values({
      brandId: ctx.brandId,
      orderId: input.orderId,
      customerId: input.customerId,
      rating: input.rating,
      comment: input.comment,
    })
    .onConflictDoNothing({ target: orderFeedbacks.orderId })
    .returning();
  if (!row) return null;
  await tx
    .update(stores)
    .set({
      ratingSum: sql`${stores.ratingSum} + ${input.rating}`,
      ratingCount: sql`${stores.ratingCount} + 1`,
    })
    .where(and(eq(stores.id, input.storeId), eq(stores.brandId, ctx.brandId)));
  return row;
}

/** The feedbacks of the given orders of ctx.brandId (at most one each). */
export async function loadOrderFeedbacks(
  db: DbOrTx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderIds: string[],
): Promise<Array<Pick<FeedbackRow, 'orderId' | 'rating' | 'comment'>>> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderFeedbacks.orderId,
      rating: orderFeedbacks.rating,
      comment: orderFeedbacks.comment,
    })
    .from(orderFeedbacks)
    .where(and(eq(orderFeedbacks.brandId, ctx.brandId), inArray(orderFeedbacks.orderId, orderIds)));
}

/**
 * Announces a change to an order that moves neither its status nor its version (its feedback,
 * issue 17) on `sufra_order_events` — the channel and payload `{orderId, brandId}` of migration
 * 0011's trigger — inside the caller's transaction (delivered at commit), so that open kitchen
 * boards on every process show the feedback within a second.
 */
export async function announceOrderChange(tx: Tx, brandId: string, orderId: string): Promise<void> {
  await tx.execute(
    sql`select pg_notify('sufra_order_events', json_build_object('orderId', ${orderId}::uuid, 'brandId', ${brandId}::uuid)::text)`,
  );
}
