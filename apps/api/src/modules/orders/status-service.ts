import { ORDER_AWAITING_PAYMENT, type OrderLifecycleStatus, type OrderStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { creditOrderCompletion, releaseOrderPromotions } from '../promotions/service.ts';
import { CALLED_OFF_ORDER_STATUSES, COMPLETED_ORDER_STATUSES, canTransitionOrder } from './order-state.ts';
import { findOrder, lockOrder, type OrderRow, updateOrderStatus } from './repository.ts';
import { releaseOrderStock } from './stock-repository.ts';

export type { OrderRow };

/**
 * Moves an order of ctx.brandId (by id or order number) to `status` inside the caller's
 * transaction `tx` (002 §4.1; issues 7 and 9, decision 0019), the order row locked (FOR NO KEY
 * UPDATE) so that concurrent moves take turns:
 * - the same status again → nothing written, the order answered as it is (idempotent);
 * - a move the state machine does not allow (order-state.ts ORDER_TRANSITIONS: never out of a final
 *   status, DELIVERED only to COMPLETE, PENDING_PAYMENT only to PENDING or CANCELLED, never back
 *   into PENDING_PAYMENT, no step backwards) → 409 'Something was incorrect.' (the database
 *   trigger of migration 0006 refuses the same moves);
 * - otherwise the status and a status-history row (at ctx.now); then
 *   - the first time the order reaches COMPLETE or DELIVERED: its cashback (orders.cashback_fils,
 *     LOY-02) is credited to the customer's wallet with a 'cashback' ledger row, and its total is
 *     added to lifetimeSpending — once: a second completion finds the order completed already,
 *     and UNIQUE(order_id, kind) refuses a second cashback row;
 *   - CANCELLED, CANCELED or REJECTED: the loyalty redeem comes back ('refund' ledger row, once)
 *     and the coupon use is released;
 *   - PENDING_PAYMENT → CANCELLED (the payment failed or expired, issue 9): the stock the order
 *     took at placement is given back (stock-repository.ts), once, since the order never leaves CANCELLED.
 * Unknown order (or another brand's) → 404 'Order not found'. Returns the order row after the move.
 */
export async function transitionOrder(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  orderId: string,
  status: OrderLifecycleStatus,
): Promise<OrderRow> {
  const order = await lockOrder(tx, ctx, orderId);
  if (!order) throw new AppError('orderNotFound', 404);
  const from = order.status;
  if (from === status) return order;
  if (!canTransitionOrder(from, status)) throw new AppError('somethingIncorrect', 409);
  const updated = await updateOrderStatus(tx, ctx, order.id, status, ctx.now);
  const completed = (s: string) => (COMPLETED_ORDER_STATUSES as readonly string[]).includes(s);
  if (completed(status) && !completed(from)) await creditOrderCompletion(tx, ctx, order);
  if ((CALLED_OFF_ORDER_STATUSES as readonly string[]).includes(status)) {
    await releaseOrderPromotions(tx, ctx, order);
    if (from === ORDER_AWAITING_PAYMENT) await releaseOrderStock(tx, ctx, order.id);
  }
  return updated;
}

/**
 * transitionOrder in a transaction of its own (the restaurant's and the demo's status changes):
 * same rules, errors and effects; returns the order row after the move.
 */
export async function setOrderStatus(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  orderId: string,
  status: OrderLifecycleStatus,
): Promise<OrderRow> {
  return db.transaction((tx) => transitionOrder(tx, ctx, orderId, status));
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
  if (!own) throw new AppError('orderNotFound', 404);
  return setOrderStatus(db, ctx, own.id, status);
}

/**
 * One order of ctx.brandId by id or order number, locked FOR NO KEY UPDATE until `tx` ends, or
 * null (issue 9: payments read an order's status and total before moving it with transitionOrder).
 */
export async function lockOrderInTx(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
): Promise<OrderRow | null> {
  return lockOrder(tx, ctx, orderId);
}

/** One order of ctx.brandId and of `customerId` by id or order number, or null (issue 9: a payment for it). */
export async function findCustomerOrder(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
  customerId: string,
): Promise<OrderRow | null> {
  return findOrder(db, ctx, orderId, customerId);
}
