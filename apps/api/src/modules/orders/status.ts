import { MESSAGES, type OrderStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { creditOrderCompletion, releaseOrderPromotions } from '../promotions/order-promotions.ts';
import { findOrder, lockOrder, type OrderRow, updateOrderStatus } from './repository.ts';

/** Statuses in which an order is done (002 §4.1): its cashback is earned (issue 7). */
const COMPLETED: readonly OrderStatus[] = ['COMPLETE', 'DELIVERED'];
/** Statuses in which an order is called off: its loyalty redeem and its coupon use come back. */
const CALLED_OFF: readonly OrderStatus[] = ['CANCELLED', 'CANCELED', 'REJECTED'];
/** Statuses an order never leaves. */
const FINAL: readonly OrderStatus[] = ['COMPLETE', ...CALLED_OFF];

/** Whether `from` may move to `to` (decision 0015): never out of a final status; DELIVERED only to COMPLETE. */
function allowed(from: OrderStatus, to: OrderStatus): boolean {
  if (FINAL.includes(from)) return false;
  if (from === 'DELIVERED') return to === 'COMPLETE';
  return true;
}

/**
 * Moves an order of ctx.brandId (by id or order number) to `status` in one transaction (002 §4.1;
 * issue 7), the order row locked (FOR NO KEY UPDATE) so that concurrent calls take turns:
 * - the same status again → nothing written, the order answered as it is (idempotent);
 * - out of a final status (COMPLETE, CANCELLED, CANCELED, REJECTED), or DELIVERED to anything but
 *   COMPLETE → 409 'Something was incorrect.';
 * - otherwise the status and a status-history row (at ctx.now); then
 *   - the first time the order reaches COMPLETE or DELIVERED: its cashback (orders.cashback_fils,
 *     LOY-02) is credited to the customer's wallet with a 'cashback' ledger row, and its total is
 *     added to lifetimeSpending — once: a second completion finds the order completed already,
 *     and UNIQUE(order_id, kind) refuses a second cashback row;
 *   - CANCELLED, CANCELED or REJECTED: the loyalty redeem comes back ('refund' ledger row, once)
 *     and the coupon use is released.
 * Unknown order (or another brand's) → 404 'Order not found'. Returns the updated order row.
 */
export async function setOrderStatus(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  orderId: string,
  status: OrderStatus,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, orderId);
    if (!order) throw new HttpError(404, MESSAGES.orderNotFound);
    const from = order.status as OrderStatus;
    if (from === status) return order;
    if (!allowed(from, status)) throw new HttpError(409, MESSAGES.somethingIncorrect);
    const updated = await updateOrderStatus(tx, ctx, order.id, status, ctx.now);
    if (COMPLETED.includes(status) && !COMPLETED.includes(from)) await creditOrderCompletion(tx, ctx, order);
    if (CALLED_OFF.includes(status)) await releaseOrderPromotions(tx, ctx, order);
    return updated;
  });
}

/**
 * setOrderStatus for the order's own customer (ctx.customerId; the demo-mode dev route): an order
 * of another customer or brand is 404 'Order not found', as an unknown one.
 */
export async function setOwnOrderStatus(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'customerId' | 'now'>,
  orderId: string,
  status: OrderStatus,
): Promise<OrderRow> {
  const own = ctx.customerId ? await findOrder(db, ctx, orderId, ctx.customerId) : null;
  if (!own) throw new HttpError(404, MESSAGES.orderNotFound);
  return setOrderStatus(db, ctx, own.id, status);
}
