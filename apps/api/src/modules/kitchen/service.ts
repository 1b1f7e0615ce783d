/**
 * The kitchen board (issue 17 "The kitchen (staff)", decision 0028): a signed-in staff member
 * reads the orders of one store they work in and moves them through the same lifecycle as the
 * operator API (orders' lifecycle-service: actOnOrder), so the state machine, the undo on reject
 * and cancel, the 409 orderStatusConflict and the idempotent repeat (`changed: false`) are one.
 */
import type { OperatorOrder } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { dubaiClock } from '../../platform/dubai-clock.ts';
import {
  actOnOrder,
  listBoardOrders,
  type OperatorScope,
  type OrderAction,
  type OrderActionResult,
} from '../orders/lifecycle-service.ts';
import { requireStaffForStore, staffStoreIds } from '../staff/service.ts';

/**
 * GET staff/orders (issue 17): the board of store `storeId` — its open orders and those finished
 * since the store's day began (Asia/Dubai midnight of `ctx.now`; `dayStart` unix seconds), as the
 * operator API's orders. 401 staffLoginRequired without a staff member; 404 somethingIncorrect for
 * a store of another brand, unknown, or one the member does not work in.
 */
export async function boardOrders(
  db: Db,
  ctx: RequestContext,
  storeId: string,
): Promise<{ orders: OperatorOrder[]; dayStart: number }> {
  await requireStaffForStore(db, ctx, storeId);
  const { dayStart } = dubaiClock(ctx.now);
  const scope: OperatorScope = { brandId: ctx.brandId, now: ctx.now, storeIds: [storeId] };
  return { orders: await listBoardOrders(db, scope, storeId, new Date(dayStart * 1000)), dayStart };
}

/**
 * One board action (accept, reject, status, courier) on order `orderId` (issue 17): actOnOrder in
 * the scope of the stores the member works in — an order of another store or brand is 404
 * orderNotFound as an unknown one; a move the state machine refuses (or a concurrent action won)
 * 409 orderStatusConflict naming the status now; a repeat answers `changed: false`. 401
 * staffLoginRequired without a staff member.
 */
export async function boardAction(
  db: Db,
  ctx: RequestContext,
  orderId: string,
  action: OrderAction,
): Promise<OrderActionResult> {
  const storeIds = await staffStoreIds(db, ctx);
  return actOnOrder(db, { brandId: ctx.brandId, now: ctx.now, storeIds }, orderId, action);
}

/**
 * The store of a board stream (issue 17): `storeId` when the member works there; 401 / 404 as
 * boardOrders. Checked before anything is streamed.
 */
export async function requireBoardStore(db: Db, ctx: RequestContext, storeId: string): Promise<string> {
  return (await requireStaffForStore(db, ctx, storeId)).id;
}
