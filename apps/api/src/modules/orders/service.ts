import { MESSAGES, type Order } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { toOrder } from './order-mapper.ts';
import { findOrder, listCustomerOrders, loadOrderDetails, type OrderRow } from './repository.ts';

async function withDetails(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const { lines, history } = await loadOrderDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toOrder(
      r,
      lines.filter((l) => l.orderId === r.id),
      history.filter((h) => h.orderId === r.id),
    ),
  );
}

/** GET order/getCustomerOrders (002 §7): the signed-in customer's orders of the brand, newest first. */
export async function getMyOrders(db: Db, ctx: RequestContext): Promise<{ orders: Order[] }> {
  return { orders: await withDetails(db, await listCustomerOrders(db, ctx)) };
}

/** GET order/get-order-tracking-info/:orderId (002 §7, IS10): public, by id or number within the brand; 404 "Sorry, we couldn't find the order.". */
export async function getTracking(db: Db, ctx: RequestContext, orderId: string): Promise<{ orders: Order }> {
  const row = await findOrder(db, ctx, orderId);
  if (!row) throw new HttpError(404, MESSAGES.orderNotFoundTracking);
  const [order] = await withDetails(db, [row]);
  return { orders: order! };
}

/** order/get-order-info/:id (002 §7): one of the customer's own orders, by id or number; 404 'Order not found'. */
export async function getMyOrder(db: Db, ctx: RequestContext, id: string): Promise<{ order: Order }> {
  const row = await findOrder(db, ctx, id, ctx.customerId ?? '');
  if (!row) throw new HttpError(404, MESSAGES.orderNotFound);
  const [order] = await withDetails(db, [row]);
  return { order: order! };
}
