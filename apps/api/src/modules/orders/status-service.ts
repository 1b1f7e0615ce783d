import type { OrderLifecycleStatus, OrderStatus } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueOutbox } from '../../platform/outbox.ts';
import type { Tx } from '../../platform/tx.ts';
import { onTabOrderMoved } from '../dine-in/service.ts';
import { creditOrderCompletion, releaseOrderPromotions } from '../promotions/service.ts';
import type { CustomerMessageKind } from './customer-message-texts.ts';
import type { CustomerMessagePayload } from './customer-messages.ts';
import { CALLED_OFF_ORDER_STATUSES, COMPLETED_ORDER_STATUSES, canTransitionOrder } from './order-state.ts';
import {
  findOrder,
  lockOrder,
  type OrderLifecyclePatch,
  type OrderRow,
  refundableOrderPayments,
  updateOrderStatus,
} from './repository.ts';
import { releaseOrderStock } from './stock-repository.ts';

export type { OrderRow };

/**
 * Options of transitionOrder (issue 17): `reason` — why the store rejected or cancelled the order
 * (1–300 characters; stored in status_reason, in the status-changed event and told to the
 * customer); `patch` — lifecycle fields written with the move (prep minutes, ETAs, courier).
 */
export interface TransitionOptions {
  reason?: string;
  patch?: OrderLifecyclePatch;
}

/**
 * Moves an order of ctx.brandId (by id or order number) to `status` inside the caller's
 * transaction `tx` (002 §4.1; issues 7, 9 and 17, decision 0019), the order row locked (FOR NO KEY
 * UPDATE) so that concurrent moves take turns:
 * - the same status again → nothing written, the order answered as it is (idempotent);
 * - a move the state machine does not allow (order-state.ts ORDER_TRANSITIONS: never out of a final
 *   status, DELIVERED only to COMPLETE, PENDING_PAYMENT only to PENDING or CANCELLED, never back
 *   into PENDING_PAYMENT, no step backwards) → 409 'Something was incorrect.' (the database
 *   trigger of migration 0006 refuses the same moves);
 * - otherwise the status (with `opts.patch` and `opts.reason`), `version` + 1 and a
 *   status-history row (at ctx.now), and an outbox row 'order.status_changed' `{ orderId, from,
 *   to, version, reason? }` in the same transaction (issue 17: webhooks and live tracking); then
 *   - the first time the order reaches COMPLETE or DELIVERED: its cashback (orders.cashback_fils,
 *     LOY-02) is credited to the customer's wallet with a 'cashback' ledger row, and its total is
 *     added to lifetimeSpending — once: a second completion finds the order completed already,
 *     and UNIQUE(order_id, kind) refuses a second cashback row;
 *   - CANCELLED, CANCELED or REJECTED (issue 17: "reject and cancel undo what the order did",
 *     once — the state machine lets an order be called off once, since it never leaves those
 *     statuses): the loyalty redeem comes back ('refund' ledger row, once), the coupon use is
 *     released, the stock the order took at placement is given back (stock-repository.ts), every
 *     payment of it that took money and still holds some gets a 'payment.refund_required' outbox
 *     row (refunded through its gateway with the key `auto-refund:<payment id>`, so a retry or a
 *     second dispatcher refunds once), and — when the store called it off (`opts.reason`) — an
 *     'order.customer_message' row tells the customer why, in the order's language.
 * Unknown order (or another brand's) → 404 'Order not found'. Returns the order row after the move.
 */
export async function transitionOrder(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  orderId: string,
  status: OrderLifecycleStatus,
  opts: TransitionOptions = {},
): Promise<OrderRow> {
  const order = await lockOrder(tx, ctx, orderId);
  if (!order) throw new AppError('orderNotFound', 404);
  const from = order.status;
  if (from === status) return order;
  if (!canTransitionOrder(from, status)) throw new AppError('somethingIncorrect', 409);
  const patch: OrderLifecyclePatch = { ...opts.patch };
  if (opts.reason !== undefined) patch.statusReason = opts.reason;
  const updated = await updateOrderStatus(tx, ctx, order.id, status, ctx.now, patch);
  await enqueueOutbox(tx, ctx.brandId, 'order.status_changed', {
    orderId: order.id,
    from,
    to: status,
    version: updated.version,
    ...(opts.reason !== undefined ? { reason: opts.reason } : {}),
  });
  // Issue 17 (decision 0031): the customer is told when the store accepts and when it dispatches.
  if (status === 'ACCEPTED' || status === 'ON_THE_WAY')
    await enqueueCustomerMessage(tx, ctx, order, status === 'ACCEPTED' ? 'accepted' : 'on_the_way');
  const completed = (s: string) => (COMPLETED_ORDER_STATUSES as readonly string[]).includes(s);
  if (completed(status) && !completed(from)) await creditOrderCompletion(tx, ctx, order);
  if ((CALLED_OFF_ORDER_STATUSES as readonly string[]).includes(status)) {
    await releaseOrderPromotions(tx, ctx, order);
    await releaseOrderStock(tx, ctx, order.id);
    for (const payment of await refundableOrderPayments(tx, ctx, order.id))
      await enqueueOutbox(tx, ctx.brandId, 'payment.refund_required', {
        paymentId: payment.id,
        orderId: order.id,
        reason: `order ${status}${opts.reason ? `: ${opts.reason}` : ''}`,
      });
    if (opts.reason !== undefined)
      await enqueueCustomerMessage(
        tx,
        ctx,
        order,
        status === 'REJECTED' ? 'rejected' : 'cancelled',
        opts.reason,
      );
  }
  // Issue 18 (decision 0032): the order's table tab follows — a paid share PAID (the tab closed
  // when paid up), a called-off order's share RELEASED — in this transaction.
  await onTabOrderMoved(tx, ctx, order.id, from, status);
  return updated;
}

/**
 * Writes an 'order.customer_message' outbox row in the caller's transaction (issue 17, decision
 * 0031): customer-messages.ts sends it once, in the order's language.
 */
export async function enqueueCustomerMessage(
  tx: Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'orderLanguage'>,
  kind: CustomerMessageKind,
  reason?: string,
): Promise<void> {
  const payload: CustomerMessagePayload = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    kind,
    ...(reason !== undefined ? { reason } : {}),
    language: order.orderLanguage === 'AR' ? 'AR' : 'EN',
  };
  await enqueueOutbox(tx, ctx.brandId, 'order.customer_message', { ...payload });
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
