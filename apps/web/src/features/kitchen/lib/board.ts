import type { OperatorOrder } from '@sufra/contract';

/** An order as the board reads it: the operator API's order (issue 17, staff/orders). */
export type BoardOrder = OperatorOrder;

/** The board's columns, in order (issue 17): New, Preparing, Ready, On the way, Done today. */
export const BOARD_COLUMNS = ['new', 'preparing', 'ready', 'onTheWay', 'done'] as const;
/** One of BOARD_COLUMNS. */
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** Statuses of a finished order (002 §4.1): the Done today column. */
const FINISHED: readonly string[] = ['DELIVERED', 'COMPLETE', 'CANCELLED', 'CANCELED', 'REJECTED'];
/** Statuses in which the kitchen works on an accepted order. */
const KITCHEN: readonly string[] = ['ACCEPTED', 'PREPARING', 'COOKING'];

/**
 * The column of an order (issue 17): New — PENDING, SCHEDULED; Preparing — ACCEPTED, PREPARING,
 * COOKING not marked ready; Ready — marked ready (`readyAt`), not dispatched; On the way —
 * ON_THE_WAY; Done today — DELIVERED, COMPLETE, CANCELLED, REJECTED (the API lists only today's).
 */
export function columnOf(order: BoardOrder): BoardColumn {
  const status = order.orderStatus;
  if (FINISHED.includes(status)) return 'done';
  if (status === 'PENDING' || status === 'SCHEDULED') return 'new';
  if (status === 'ON_THE_WAY') return 'onTheWay';
  return order.readyAt !== null ? 'ready' : 'preparing';
}

/** When an order reached its status now (unix seconds): its last history entry, else its placed time. */
const statusTime = (o: BoardOrder) => o.statusHistory.at(-1)?.at ?? o.orderPlacedTime;

/**
 * The orders of each column (issue 17), each column in working order: the open ones oldest placed
 * first (first in, first out; a pre-order by its slot day and time before ASAP orders placed
 * later), Done today the latest finished first.
 */
export function boardColumns(orders: readonly BoardOrder[]): Record<BoardColumn, BoardOrder[]> {
  const out: Record<BoardColumn, BoardOrder[]> = {
    new: [],
    preparing: [],
    ready: [],
    onTheWay: [],
    done: [],
  };
  for (const o of orders) out[columnOf(o)].push(o);
  const fifo = (a: BoardOrder, b: BoardOrder) =>
    a.orderPlacedTime - b.orderPlacedTime || a._id.localeCompare(b._id);
  for (const column of BOARD_COLUMNS) {
    if (column === 'done') out.done.sort((a, b) => statusTime(b) - statusTime(a) || fifo(a, b));
    else out[column].sort(fifo);
  }
  return out;
}

/** An action the board offers on a card (issue 17); each maps to one staff call. */
export type BoardAction =
  | 'accept'
  | 'reject'
  | 'preparing'
  | 'ready'
  | 'dispatch'
  | 'delivered'
  | 'complete'
  | 'cancelOrder';

/**
 * The actions the state machine allows on `order` now (issue 17; decision 0019's transitions,
 * decision 0024's READY and courier rules), in the order a card shows them:
 * - PENDING, SCHEDULED: accept, reject;
 * - ACCEPTED: preparing; ACCEPTED, PREPARING, COOKING: ready (until marked), dispatch (delivery
 *   orders), served (`delivered`, other services, once ready), and last cancel (`cancelOrder`: status
 *   CANCELLED with a reason, issue 17 — the API allows it from any open status but DELIVERED);
 * - ON_THE_WAY: delivered; DELIVERED: complete; other statuses: none.
 */
export function actionsFor(order: BoardOrder): BoardAction[] {
  const status = order.orderStatus;
  const delivery = order.orderType.type === 'DELIVERY';
  if (status === 'PENDING' || status === 'SCHEDULED') return ['accept', 'reject'];
  if (KITCHEN.includes(status)) {
    const out: BoardAction[] = [];
    if (status === 'ACCEPTED') out.push('preparing');
    if (order.readyAt === null) out.push('ready');
    if (delivery) out.push('dispatch');
    else if (order.readyAt !== null) out.push('delivered');
    out.push('cancelOrder');
    return out;
  }
  if (status === 'ON_THE_WAY') return ['delivered'];
  if (status === 'DELIVERED') return ['complete'];
  return [];
}

/** How many orders wait in the New column (the tab title's count, issue 17). */
export function newCount(orders: readonly BoardOrder[]): number {
  return orders.filter((o) => columnOf(o) === 'new').length;
}
