import {
  ORDER_AWAITING_PAYMENT,
  ORDER_LIFECYCLE_STATUSES,
  type OrderLifecycleStatus,
  type OrderStatus,
} from '@sufra/contract';

/**
 * The order state machine (issue 9, decision 0019), one list for the service (status.ts) and the
 * database (migration 0006 inserts the same pairs into `order_status_transitions`, and its trigger
 * refuses any other change; a test compares both).
 *
 * Stages, in the order a kitchen moves an order forward (002 §4.1):
 *   PENDING_PAYMENT → PENDING | SCHEDULED → ACCEPTED → PREPARING | COOKING → ON_THE_WAY → DELIVERED → COMPLETE
 * - PENDING_PAYMENT (awaiting online payment) moves only to PENDING (paid) or CANCELLED (payment
 *   failed or expired); nothing moves back into it.
 * - Any other open status moves forward to any later stage (skipping is allowed: a pickup order has
 *   no ON_THE_WAY), PENDING ↔ SCHEDULED and PREPARING ↔ COOKING move both ways (the spec uses both
 *   names for one stage, 002 §4.1), never backwards otherwise.
 * - DELIVERED moves only to COMPLETE (decision 0015).
 * - CANCELLED / CANCELED from any open status but DELIVERED; REJECTED (the store refuses it) only
 *   from PENDING and SCHEDULED, before the store accepted it.
 * - COMPLETE, CANCELLED, CANCELED and REJECTED are final.
 */
const STAGE: Partial<Record<OrderLifecycleStatus, number>> = {
  PENDING: 1,
  SCHEDULED: 1,
  ACCEPTED: 2,
  PREPARING: 3,
  COOKING: 3,
  ON_THE_WAY: 4,
  DELIVERED: 5,
  COMPLETE: 6,
};

/** Statuses an order never leaves. */
const FINAL_ORDER_STATUSES: readonly OrderLifecycleStatus[] = [
  'COMPLETE',
  'CANCELLED',
  'CANCELED',
  'REJECTED',
];

function allowedTargets(from: OrderLifecycleStatus): OrderLifecycleStatus[] {
  if (FINAL_ORDER_STATUSES.includes(from)) return [];
  if (from === ORDER_AWAITING_PAYMENT) return ['PENDING', 'CANCELLED'];
  if (from === 'DELIVERED') return ['COMPLETE'];
  const stage = STAGE[from] ?? 0;
  const forward = ORDER_LIFECYCLE_STATUSES.filter((to) => {
    const s = STAGE[to];
    return to !== from && s !== undefined && (s > stage || s === stage);
  });
  const refused: OrderLifecycleStatus[] = stage <= 1 ? ['REJECTED'] : [];
  return [...forward, 'CANCELLED', 'CANCELED', ...refused];
}

/**
 * Every allowed transition as [from, to] pairs, in ORDER_LIFECYCLE_STATUSES order (the rows of
 * `order_status_transitions`). Staying in the same status is not a transition.
 */
export const ORDER_TRANSITIONS: ReadonlyArray<readonly [OrderLifecycleStatus, OrderLifecycleStatus]> =
  ORDER_LIFECYCLE_STATUSES.flatMap((from) => allowedTargets(from).map((to) => [from, to] as const));

const ALLOWED = new Set(ORDER_TRANSITIONS.map(([from, to]) => `${from}>${to}`));

/** Whether an order may move from `from` to `to` (ORDER_TRANSITIONS); false for an unknown status. */
export function canTransitionOrder(from: string, to: string): boolean {
  return ALLOWED.has(`${from}>${to}`);
}

/** Statuses in which an order is done (002 §4.1): its cashback is earned (issue 7). */
export const COMPLETED_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETE', 'DELIVERED'];
/** Statuses in which an order is called off: its loyalty redeem and its coupon use come back. */
export const CALLED_OFF_ORDER_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'CANCELED', 'REJECTED'];
