import type { OrderStatus, ServiceType } from '@sufra/contract';
import { LIMITS } from '@sufra/contract';
import type { ParseKeys } from 'i18next';

/** A key of the orders texts (public/locales/en/orders.json, typed in shared/i18n/i18next.d.ts): what the tracking screen passes to `t`. */
type OrdersKey = ParseKeys<'orders'>;

/** Final states (IS09): not in progress. */
const FINAL: ReadonlySet<OrderStatus> = new Set([
  'COMPLETE',
  'DELIVERED',
  'CANCELED',
  'CANCELLED',
  'REJECTED',
]);

/** Whether an order is still in progress (002 §4.1, IS09). */
export function isActive(status: OrderStatus): boolean {
  return !FINAL.has(status);
}

/**
 * Tracking stepper index (002 §4.1, IS07): ACCEPTED 0, PREPARING or COOKING 1, ON_THE_WAY 2 (the
 * order has left the kitchen: on the way, ready for pickup or served — issue 6, it used to light
 * no step). PENDING and SCHEDULED light none (-1). Final states are not on the stepper: they show
 * the final message instead (see trackingView).
 */
export function stepIndex(status: OrderStatus): number {
  switch (status) {
    case 'ACCEPTED':
      return 0;
    case 'PREPARING':
    case 'COOKING':
      return 1;
    case 'ON_THE_WAY':
      return 2;
    default:
      return -1;
  }
}

/**
 * The stepper's three steps (002 §2.19 'Accepted, Preparing, Served'): the third reads 'Served' for
 * dine-in, 'On the way' for delivery and 'Ready for pickup' for pickup (issue 6).
 */
function stepKeys(serviceType: ServiceType): readonly [OrdersKey, OrdersKey, OrdersKey] {
  const last =
    serviceType === 'DELIVERY' ? 'stepOnTheWay' : serviceType === 'PICKUP' ? 'stepReady' : 'stepServed';
  return ['stepAccepted', 'stepPreparing', last];
}

/**
 * Key of the status text that follows the store name (002 §4.1) for an order in progress; null
 * for a final state (which shows its final message alone, issue 6). PENDING, ACCEPTED and
 * PREPARING use the spec's texts (COOKING shares PREPARING's, IS07); SCHEDULED and ON_THE_WAY
 * have none in the spec and get one each (ON_THE_WAY per service type).
 */
export function statusTextKey(status: OrderStatus, serviceType: ServiceType = 'PICKUP'): OrdersKey | null {
  switch (status) {
    case 'PENDING':
      return 'statusPending';
    case 'SCHEDULED':
      return 'statusScheduled';
    case 'ACCEPTED':
      return 'statusAccepted';
    case 'PREPARING':
    case 'COOKING':
      return 'statusPreparing';
    case 'ON_THE_WAY':
      return serviceType === 'DELIVERY'
        ? 'statusOnTheWay'
        : serviceType === 'PICKUP'
          ? 'statusReadyForPickup'
          : 'statusServing';
    default:
      return null;
  }
}

/**
 * Key of the one final-state message (002 §4.1, IS08; issue 6), null while in progress. A
 * completed order (COMPLETE or DELIVERED) reads per service type: delivery 'Your order has been
 * delivered' (002 §4.1), dine-in 'Your order has been served. Enjoy!' (002 §4.1's COMPLETE text),
 * pickup 'Your order has been picked up. Enjoy!' (Sufra's text, decision 0100 IS08). Every other
 * final state, cancelled ones included, reads 'Your order has been Rejected' (002 §4.1, IS08).
 */
export function finalMessageKey(
  status: OrderStatus,
  serviceType: ServiceType = 'DELIVERY',
): OrdersKey | null {
  if (isActive(status)) return null;
  if (status === 'COMPLETE' || status === 'DELIVERED') {
    return serviceType === 'DELIVERY'
      ? 'finalDelivered'
      : serviceType === 'DINE_IN'
        ? 'finalServed'
        : 'finalPickedUp';
  }
  return 'finalRejected';
}

/** What the tracking screen shows for an order (002 §2.19, §4.1; issue 6): the stepper with one status text, or one final message. */
export type TrackingView =
  | {
      kind: 'progress';
      steps: readonly [OrdersKey, OrdersKey, OrdersKey];
      step: number;
      statusKey: OrdersKey | null;
    }
  | { kind: 'final'; messageKey: OrdersKey };

/** The tracking view of a status for a service type (see stepIndex, statusTextKey, finalMessageKey). */
export function trackingView(status: OrderStatus, serviceType: ServiceType): TrackingView {
  const messageKey = finalMessageKey(status, serviceType);
  if (messageKey) return { kind: 'final', messageKey };
  return {
    kind: 'progress',
    steps: stepKeys(serviceType),
    step: stepIndex(status),
    statusKey: statusTextKey(status, serviceType),
  };
}

/** History badge text (002 §4.1): the status in lower case with underscores turned into spaces. */
export function badgeText(status: string): string {
  return status.toLowerCase().replace(/_/g, ' ');
}

/** Badge colour class per status (002 §4.1: own badges for the main statuses, grey otherwise). */
export function badgeClass(status: OrderStatus): string {
  switch (status) {
    case 'PENDING':
    case 'SCHEDULED':
      return 'badge-pending';
    case 'PREPARING':
    case 'COOKING':
    case 'ACCEPTED':
      return 'badge-preparing';
    case 'ON_THE_WAY':
      return 'badge-on-the-way';
    case 'COMPLETE':
    case 'DELIVERED':
      return 'badge-complete';
    case 'CANCELED':
    case 'CANCELLED':
    case 'REJECTED':
      return 'badge-rejected';
    default:
      return 'badge-grey';
  }
}

/**
 * The ETA the customer sees (issue 17, decision 0031), unix seconds: once the store accepted the
 * order (its history holds ACCEPTED), a range from `expectedTime` to LIMITS.etaRangeMinutes later;
 * before that (or without an expected time) the single expected time, or null.
 */
export function etaOf(order: {
  expectedTime: number | null;
  statusHistory: readonly { status: string }[];
}): { from: number; to: number | null } | null {
  if (!order.expectedTime) return null;
  const accepted = order.statusHistory.some((h) => h.status === 'ACCEPTED');
  return { from: order.expectedTime, to: accepted ? order.expectedTime + LIMITS.etaRangeMinutes * 60 : null };
}
