import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import type { OrderRow } from './repository.ts';

/** Statuses an order of the board leaves the open columns in (002 §4.1): done or called off. */
const FINISHED = ['DELIVERED', 'COMPLETE', 'CANCELLED', 'CANCELED', 'REJECTED'] as const;

/**
 * The rows of one store's kitchen board (issue 17, decision 0028): every order of the brand's
 * store `storeId` that is open (not finished, not awaiting its card payment, not a dine-in payment
 * order without lines — issue 18), plus those that
 * reached their finished status at or after `since` (the store's day start; the time of the
 * history row of the status the order has now), oldest placed first; at most `limit` rows.
 */
export async function listBoardOrderRows(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  storeId: string,
  since: Date,
  limit: number,
): Promise<OrderRow[]> {
  const finished = sql.join(
    FINISHED.map((s) => sql`${s}`),
    sql`, `,
  );
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.brandId, ctx.brandId),
        eq(orders.storeId, storeId),
        sql`${orders.status} <> 'PENDING_PAYMENT'`,
        // A table's payment order without lines (issue 18, decision 0032) is not food: not on the board.
        sql`(${orders.dineInTableNumber} is null or exists (select 1 from order_lines l where l.order_id = ${orders.id}))`,
        sql`(${orders.status} not in (${finished}) or exists (
          select 1 from order_status_history h
          where h.order_id = ${orders.id} and h.status = ${orders.status}
            and h.at >= ${since.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(orders.placedAt), asc(orders.id))
    .limit(limit);
}

/** One order's store, status and version (the board's live events), or null when not of the brand. */
export async function findOrderHead(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
): Promise<{ id: string; storeId: string; status: string; version: number } | null> {
  const [row] = await db
    .select({ id: orders.id, storeId: orders.storeId, status: orders.status, version: orders.version })
    .from(orders)
    .where(and(eq(orders.brandId, ctx.brandId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
