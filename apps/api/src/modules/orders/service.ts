import type { CustomerOrdersQuery, Order, PublicOrder } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadOrderFeedbacks } from './feedback-repository.ts';
import { toOrder, toPublicOrder } from './order-mapper.ts';
import {
  findOrder,
  findOrderByTrackingToken,
  listCustomerOrders,
  loadOrderDetails,
  loadOrderPayments,
  type OrderRow,
} from './repository.ts';

/** Loads lines, history, payments and (for the owner's Order) feedback of the rows (brand-scoped) and shapes each row with `shape`. */
async function withDetails<T>(
  db: Db,
  ctx: RequestContext,
  rows: OrderRow[],
  shape: typeof toOrder | typeof toPublicOrder = toOrder,
): Promise<T[]> {
  const ids = rows.map((r) => r.id);
  const [{ lines, history }, paid, feedbacks] = await Promise.all([
    loadOrderDetails(db, ctx, ids),
    loadOrderPayments(db, ctx, ids),
    shape === toOrder ? loadOrderFeedbacks(db, ctx, ids) : Promise.resolve([]),
  ]);
  return rows.map(
    (r) =>
      shape(
        r,
        lines.filter((l) => l.orderId === r.id),
        history.filter((h) => h.orderId === r.id),
        paid.filter((p) => p.orderId === r.id),
        feedbacks.find((f) => f.orderId === r.id) ?? null,
      ) as T,
  );
}

/** The opaque page cursor of getCustomerOrders: the last order's id, base64url (decision 0007). */
const encodeCursor = (orderId: string) => Buffer.from(`o:${orderId}`, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string | null => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('o:') ? text.slice(2) : null;
};

/**
 * GET order/getCustomerOrders (002 §7; issue 5 pagination, decision 0007): one page of the signed-in
 * customer's orders of ctx.brandId, newest first (placed time, then id). `query.limit` 1–100
 * (default 50); `query.cursor` the `nextCursor` of the previous page. Answers
 * `{ orders: Order[], nextCursor: string | null }` (null on the last page). Amounts AED.
 * Errors: 400 MESSAGES.invalidOrdersCursor when the cursor is not one of this customer's pages.
 */
export async function getMyOrders(
  db: Db,
  ctx: RequestContext,
  query: CustomerOrdersQuery,
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const afterId = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (afterId === null) throw new AppError('invalidOrdersCursor', 400);
  const rows = await listCustomerOrders(db, ctx, { limit: query.limit, afterId });
  if (!rows) throw new AppError('invalidOrdersCursor', 400);
  const page = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? encodeCursor(page[page.length - 1]!.id) : null;
  return { orders: await withDetails<Order>(db, ctx, page), nextCursor };
}

/** Answer of getTracking: the owner's full order, or the link holder's public one. */
export type TrackingAnswer = { access: 'owner'; orders: Order } | { access: 'link'; orders: PublicOrder };

/**
 * GET order/get-order-tracking-info/:orderId?brandId=…[&t=token] (002 §7, §2.19; IS10; issue 5,
 * decision 0007). By order id or number within ctx.brandId:
 * - the order's own signed-in customer (ctx.customerId) → `{ access: 'owner', orders: Order }`,
 *   full detail with the tracking token;
 * - anyone presenting the order's tracking token `t` → `{ access: 'link', orders: PublicOrder }`,
 *   no personal data (first name only);
 * - anything else (no or wrong token, another brand, unknown id or number) → the same
 *   404 MESSAGES.orderNotFoundTracking "Sorry, we couldn't find the order.", so sequential
 *   numbers reveal nothing.
 */
export async function getTracking(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  trackingToken: string | undefined,
): Promise<TrackingAnswer> {
  if (ctx.customerId) {
    const own = await findOrder(db, ctx, orderId, ctx.customerId);
    if (own) {
      const [order] = await withDetails<Order>(db, ctx, [own]);
      return { access: 'owner', orders: order! };
    }
  }
  const row = trackingToken ? await findOrderByTrackingToken(db, ctx, orderId, trackingToken) : null;
  if (!row) throw new AppError('orderNotFoundTracking', 404);
  const [order] = await withDetails<PublicOrder>(db, ctx, [row], toPublicOrder);
  return { access: 'link', orders: order! };
}

/** order/get-order-info/:id (002 §7): one of the customer's own orders, by id or number, with its tracking token; 404 'Order not found'. */
export async function getMyOrder(db: Db, ctx: RequestContext, id: string): Promise<{ order: Order }> {
  const row = await findOrder(db, ctx, id, ctx.customerId ?? '');
  if (!row) throw new AppError('orderNotFound', 404);
  const [order] = await withDetails<Order>(db, ctx, [row]);
  return { order: order! };
}

/**
 * One state of an order as its live stream sends it (issue 17, 002 §4.1, decision 0026): the
 * public tracking answer (decision 0007: no personal data) and its `version`, the event id: the
 * order's `version` + 1 (1 at placement; +1 per status move, ETA or courier change, migration
 * 0009; only ever grows).
 */
export interface LiveOrder {
  orderId: string;
  version: number;
  answer: { orderStatus: PublicOrder['orderStatus']; access: 'link'; orders: PublicOrder };
}

/** The LiveOrder of an order row (lines, history and payments read brand-scoped). */
async function liveOrderOf(db: Db, ctx: Pick<RequestContext, 'brandId'>, row: OrderRow): Promise<LiveOrder> {
  const [order] = await withDetails<PublicOrder>(db, ctx as RequestContext, [row], toPublicOrder);
  return {
    orderId: row.id,
    version: row.version + 1,
    answer: { orderStatus: order!.orderStatus, access: 'link', orders: order! },
  };
}

/**
 * The order a live stream may follow (GET order/events/:orderNumber, issue 17): ctx.brandId's
 * order by number or id AND its tracking token, exactly as the public tracking link (decision
 * 0007; the owner too presents the token, EventSource sends no Authorization). No token, a wrong
 * one, another brand or an unknown number → the one 404 MESSAGES.orderNotFoundTracking.
 */
export async function openLiveOrder(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
  trackingToken: string | undefined,
): Promise<LiveOrder> {
  const row = trackingToken ? await findOrderByTrackingToken(db, ctx, orderId, trackingToken) : null;
  if (!row) throw new AppError('orderNotFoundTracking', 404);
  return liveOrderOf(db, ctx, row);
}

/** The LiveOrder of order `orderId` (uuid) of `brandId` now, or null when there is none (issue 17 fan-out). */
export async function readLiveOrder(db: Db, brandId: string, orderId: string): Promise<LiveOrder | null> {
  const row = await findOrder(db, { brandId }, orderId);
  return row ? liveOrderOf(db, { brandId }, row) : null;
}
