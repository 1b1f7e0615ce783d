import type { OrderStatus } from '@sufra/contract';

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

/** Tracking stepper index (002 §4.1, IS07): ACCEPTED 0, PREPARING or COOKING 1, DELIVERED or COMPLETE 2; otherwise none (-1). */
export function stepIndex(status: OrderStatus): number {
  if (status === 'ACCEPTED') return 0;
  if (status === 'PREPARING' || status === 'COOKING') return 1;
  if (status === 'DELIVERED' || status === 'COMPLETE') return 2;
  return -1;
}

/** Key of the status text that follows the store name (002 §4.1), or null when the spec gives none. */
export function statusTextKey(status: OrderStatus): string | null {
  switch (status) {
    case 'PENDING':
      return 'statusPending';
    case 'ACCEPTED':
      return 'statusAccepted';
    case 'PREPARING':
    case 'COOKING':
      return 'statusPreparing';
    case 'COMPLETE':
      return 'statusComplete';
    default:
      return null;
  }
}

/** Key of the final-state message (002 §4.1, IS08): COMPLETE/DELIVERED 'delivered', every other final state 'Rejected'. */
export function finalMessageKey(status: OrderStatus): string | null {
  if (isActive(status)) return null;
  return status === 'COMPLETE' || status === 'DELIVERED' ? 'finalDelivered' : 'finalRejected';
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
