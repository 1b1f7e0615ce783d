import type { OperatorOrder, OperatorStatusTarget, OrderLifecycleStatus, OrderStatus } from '@sufra/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Db } from '../../db/client.ts';
import type { CourierSnapshot } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { findOrderHead, listBoardOrderRows } from './board-repository.ts';
import { loadOrderFeedbacks } from './feedback-repository.ts';
import { toOperatorOrder } from './order-mapper.ts';
import { canTransitionOrder } from './order-state.ts';
import {
  findOrder,
  listStoreOrders,
  loadOrderDetails,
  loadOrderPayments,
  lockOrder,
  type OrderRow,
  updateOrderLifecycle,
} from './repository.ts';
import { enqueueCustomerMessage, transitionOrder } from './status-service.ts';

/**
 * Who acts on a brand's orders through the operator API (issue 17, decision 0024): the brand, the
 * request time, and the stores the key may act on (null: every store of the brand). An order of
 * another store is answered as an unknown one (404).
 */
export interface OperatorScope extends Pick<RequestContext, 'brandId' | 'now'> {
  storeIds: readonly string[] | null;
}

/**
 * One action of the restaurant on an order (issue 17):
 * - accept with a preparation time, minutes 5–90;
 * - reject with a reason (1–300 characters);
 * - status: a kitchen stage (PREPARING, COOKING, ON_THE_WAY, DELIVERED, COMPLETE), READY (stamps
 *   readyAt, no status change) or CANCELLED (reason optional);
 * - courier: name, phone (any format libphonenumber reads, default region AE; stored E.164),
 *   vehicle, optionally a position (degrees) and a courier partner's tracking page (https URL,
 *   decision 0029). Every change bumps the order's version, so the customer's stream sends it.
 */
export type OrderAction =
  | { kind: 'accept'; prepMinutes: number }
  | { kind: 'reject'; reason: string }
  | { kind: 'status'; status: OperatorStatusTarget; reason?: string | undefined }
  | {
      kind: 'courier';
      name: string;
      phone: string;
      vehicle?: string | undefined;
      lat?: number | undefined;
      lng?: number | undefined;
      trackingUrl?: string | undefined;
    };

/** What an action answers: the order after it, and whether this call changed it (false: a repeat). */
export interface OrderActionResult {
  order: OperatorOrder;
  changed: boolean;
}

/** Courier positions of one order are accepted at most this often (issue 17), ms. */
const COURIER_POSITION_INTERVAL_MS = 5_000;

/** Statuses in which the kitchen still works on an accepted order (a courier may be set, READY marked). */
const KITCHEN_STATUSES: readonly string[] = ['ACCEPTED', 'PREPARING', 'COOKING'];

const inScope = (scope: OperatorScope, order: OrderRow | null): order is OrderRow =>
  order !== null && (scope.storeIds === null || scope.storeIds.includes(order.storeId));

/** The status an order shows outside (PENDING_PAYMENT reads PENDING, as toOrder shows it). */
const shown = (status: string) => (status === 'PENDING_PAYMENT' ? 'PENDING' : status);

/** 409 orderStatusConflict naming the order's status now and the one asked for. */
const conflict = (order: OrderRow, wanted: string) =>
  new AppError('orderStatusConflict', 409, { args: [shown(order.status), wanted] });

/** The order row shaped for the operator API, with its lines, history, payments and feedback. */
async function shape(db: Db, ctx: OperatorScope, rows: OrderRow[]): Promise<OperatorOrder[]> {
  const ids = rows.map((r) => r.id);
  const [{ lines, history }, paid, feedbacks] = await Promise.all([
    loadOrderDetails(db, ctx, ids),
    loadOrderPayments(db, ctx, ids),
    loadOrderFeedbacks(db, ctx, ids),
  ]);
  return rows.map((r) =>
    toOperatorOrder(
      r,
      lines.filter((l) => l.orderId === r.id),
      history.filter((h) => h.orderId === r.id),
      paid.filter((p) => p.orderId === r.id),
      feedbacks.find((f) => f.orderId === r.id) ?? null,
    ),
  );
}

/**
 * Runs one action on an order of the scope's stores (issue 17) in a transaction of its own, the
 * order row locked so that concurrent actions take turns (transitionOrder's FOR NO KEY UPDATE):
 * the first one wins, the next one sees the new status —
 * - the same action again (the order already in the target status, or the same courier without a
 *   position, READY already marked) → 200 with `changed: false`, nothing written;
 * - a move the state machine does not allow → 409 orderStatusConflict naming the status now;
 * - accept: ACCEPTED with prepMinutes, estimatedReadyAt = now + prep, and for a delivery order
 *   estimatedDeliveryAt = ready + the order's delivery minutes (when it has some);
 * - reject: REJECTED with the reason (transitionOrder undoes what the order took, once);
 * - status: the move (CANCELLED with its reason undoes as reject does); READY stamps readyAt;
 * - courier (delivery orders, once accepted and still open; ON_THE_WAY if not yet): the courier's
 *   name, phone (E.164; 400 courierPhoneInvalid otherwise) and vehicle; a position (lat, lng) at
 *   most every 5 s per order (429 courierPositionTooOften otherwise).
 * Every change bumps the order's version. Unknown order, another brand's, or another store's than
 * the scope's → 404 orderNotFound. Returns the order after the action.
 */
export async function actOnOrder(
  db: Db,
  scope: OperatorScope,
  orderId: string,
  action: OrderAction,
): Promise<OrderActionResult> {
  const { row, changed } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!inScope(scope, order)) throw new AppError('orderNotFound', 404);
    return applyAction(tx, scope, order, action);
  });
  const [shaped] = await shape(db, scope, [row]);
  return { order: shaped!, changed };
}

/** Moves `order` to `status` (idempotent when already there; 409 when not allowed). */
async function move(
  tx: Tx,
  scope: OperatorScope,
  order: OrderRow,
  status: OrderLifecycleStatus,
  opts: Parameters<typeof transitionOrder>[4] = {},
): Promise<{ row: OrderRow; changed: boolean }> {
  if (order.status === status) return { row: order, changed: false };
  if (!canTransitionOrder(order.status, status)) throw conflict(order, status);
  return { row: await transitionOrder(tx, scope, order.id, status, opts), changed: true };
}

async function applyAction(
  tx: Tx,
  scope: OperatorScope,
  order: OrderRow,
  action: OrderAction,
): Promise<{ row: OrderRow; changed: boolean }> {
  const now = scope.now;
  switch (action.kind) {
    case 'accept': {
      if (order.status === 'ACCEPTED') return { row: order, changed: false };
      const ready = new Date(now.getTime() + action.prepMinutes * 60_000);
      const deliveryMinutes =
        order.serviceType === 'DELIVERY' ? order.deliverySnapshot?.deliveryTimeMinutes : undefined;
      return move(tx, scope, order, 'ACCEPTED', {
        patch: {
          prepMinutes: action.prepMinutes,
          estimatedReadyAt: ready,
          estimatedDeliveryAt: deliveryMinutes ? new Date(ready.getTime() + deliveryMinutes * 60_000) : null,
        },
      });
    }
    case 'reject':
      return move(tx, scope, order, 'REJECTED', { reason: action.reason });
    case 'status': {
      if (action.status === 'READY') {
        if (order.readyAt && KITCHEN_STATUSES.includes(order.status)) return { row: order, changed: false };
        if (!KITCHEN_STATUSES.includes(order.status)) throw conflict(order, 'READY');
        const ready = await updateOrderLifecycle(tx, scope, order.id, { readyAt: now });
        // Decision 0031: 'ready for pickup' is told to customers who collect (not to delivery ones).
        if (order.serviceType !== 'DELIVERY') await enqueueCustomerMessage(tx, scope, order, 'ready');
        return { row: ready, changed: true };
      }
      if (action.status === 'CANCELLED' && order.status === 'CANCELED') return { row: order, changed: false };
      return move(tx, scope, order, action.status as OrderStatus, {
        ...(action.reason !== undefined ? { reason: action.reason } : {}),
      });
    }
    case 'courier':
      return setCourier(tx, scope, order, action);
  }
}

/** The courier part of applyAction (see actOnOrder). */
async function setCourier(
  tx: Tx,
  scope: OperatorScope,
  order: OrderRow,
  action: Extract<OrderAction, { kind: 'courier' }>,
): Promise<{ row: OrderRow; changed: boolean }> {
  const open = [...KITCHEN_STATUSES, 'ON_THE_WAY'];
  if (order.serviceType !== 'DELIVERY' || !open.includes(order.status))
    throw new AppError('orderNotDispatchable', 409, { args: [shown(order.status)] });
  const phone = parsePhoneNumberFromString(action.phone, 'AE');
  if (!phone?.isValid()) throw new AppError('courierPhoneInvalid', 400);
  const before = order.courier;
  const positioned = action.lat !== undefined && action.lng !== undefined;
  if (positioned && before?.positionAt) {
    const since = scope.now.getTime() - Date.parse(before.positionAt);
    if (since < COURIER_POSITION_INTERVAL_MS) throw new AppError('courierPositionTooOften', 429);
  }
  const courier: CourierSnapshot = {
    name: action.name,
    phone: phone.number,
    vehicle: action.vehicle ?? before?.vehicle ?? null,
    lat: positioned ? action.lat! : (before?.lat ?? null),
    lng: positioned ? action.lng! : (before?.lng ?? null),
    positionAt: positioned ? scope.now.toISOString() : (before?.positionAt ?? null),
    trackingUrl: action.trackingUrl ?? before?.trackingUrl ?? null,
  };
  const same =
    before !== null &&
    !positioned &&
    before.name === courier.name &&
    before.phone === courier.phone &&
    before.vehicle === courier.vehicle &&
    (before.trackingUrl ?? null) === courier.trackingUrl;
  if (order.status !== 'ON_THE_WAY') return move(tx, scope, order, 'ON_THE_WAY', { patch: { courier } });
  if (same) return { row: order, changed: false };
  return { row: await updateOrderLifecycle(tx, scope, order.id, { courier }), changed: true };
}

/**
 * One order of the scope's stores by id or order number, shaped for the operator API (issue 17);
 * 404 orderNotFound when unknown or of another brand or store.
 */
export async function getOperatorOrder(
  db: Db,
  scope: OperatorScope,
  orderId: string,
): Promise<OperatorOrder> {
  const order = await findOrder(db, scope, orderId);
  if (!inScope(scope, order)) throw new AppError('orderNotFound', 404);
  const [shaped] = await shape(db, scope, [order]);
  return shaped!;
}

/** The opaque page cursor of the operator's order list: the last order's id, base64url. */
const encodeCursor = (orderId: string) => Buffer.from(`op:${orderId}`, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string | null => {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return text.startsWith('op:') ? text.slice(3) : null;
};

/**
 * One page of the scope's orders, newest first (issue 17: GET orders?status=&since=): `status` one
 * of 002 §4.1 (orders awaiting a card payment are never listed), `since` placed at or after (ISO
 * time), `limit` 1–100, `cursor` the previous page's `nextCursor` (null on the last page).
 * Errors: 400 invalidOrdersCursor for a cursor that is not one of these stores' pages.
 */
export async function listOperatorOrders(
  db: Db,
  scope: OperatorScope,
  query: {
    status?: string | undefined;
    since?: string | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<{ orders: OperatorOrder[]; nextCursor: string | null }> {
  const afterId = query.cursor === undefined ? undefined : (decodeCursor(query.cursor) ?? '');
  const rows = await listStoreOrders(db, scope, {
    storeIds: scope.storeIds,
    limit: query.limit,
    ...(query.status ? { status: query.status } : {}),
    ...(query.since ? { since: new Date(query.since) } : {}),
    ...(afterId !== undefined ? { afterId } : {}),
  });
  if (rows === null) throw new AppError('invalidOrdersCursor', 400);
  const page = rows.slice(0, query.limit);
  const nextCursor = rows.length > query.limit ? encodeCursor(page[page.length - 1]!.id) : null;
  return { orders: await shape(db, scope, page), nextCursor };
}

/** At most this many orders on one store's board (issue 17): open ones plus today's finished ones. */
const BOARD_LIMIT = 500;

/**
 * The kitchen board of one store (issue 17, decision 0028): its open orders (not finished, not
 * awaiting a card payment) and those finished (DELIVERED, COMPLETE, CANCELLED, REJECTED) at or
 * after `since` (the store's day start), oldest placed first, at most 500, shaped as the operator
 * API's orders. The caller has checked the store is the brand's and the member's.
 */
export async function listBoardOrders(
  db: Db,
  scope: OperatorScope,
  storeId: string,
  since: Date,
): Promise<OperatorOrder[]> {
  return shape(db, scope, await listBoardOrderRows(db, scope, storeId, since, BOARD_LIMIT));
}

/**
 * What the board's live stream says of one changed order (issue 17): its store, version and
 * `orderStatus` as shown outside (PENDING_PAYMENT reads PENDING, with `awaitingPayment` true), or
 * null for an order not of the brand. `orderId` is a uuid (the NOTIFY payload's).
 */
export async function readOrderHead(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  orderId: string,
): Promise<{
  orderId: string;
  storeId: string;
  version: number;
  orderStatus: OrderStatus;
  awaitingPayment: boolean;
} | null> {
  const head = await findOrderHead(db, ctx, orderId);
  if (!head) return null;
  return {
    orderId: head.id,
    storeId: head.storeId,
    version: head.version,
    orderStatus: shown(head.status) as OrderStatus,
    awaitingPayment: head.status === 'PENDING_PAYMENT',
  };
}
