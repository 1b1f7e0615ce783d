/**
 * Where a dine-in route sends the guest (002 §2.2, §2.3, §4.2; issue 18, decision 0032): the
 * routes 'blocked on split', and the table landing at the opening of a table with orders.
 */
import type { TableState } from '@sufra/contract';
import { dineInPaths } from '../../../shared/config/dine-in-paths.ts';

/**
 * 002 §2.2 'Blocked on split': /dine-in, /dine-in/item/…, /dine-in/item-image and the feedback
 * route. `pathname` is relative to the router's basename.
 */
export function isBlockedOnSplit(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return (
    p === dineInPaths.menu ||
    p === dineInPaths.itemImage ||
    p.startsWith(`${dineInPaths.menu}/item/`) ||
    p.startsWith(`${dineInPaths.menu}/order/order-feedback/`)
  );
}

/** 002 §4.2: the cart is split while the table has split bills (paid or held). */
export function isTableSplit(table: Pick<TableState, 'splitBills'> | undefined | null): boolean {
  return (table?.splitBills.length ?? 0) > 0;
}

/**
 * The path a dine-in route must go to instead of `pathname`, or null to stay:
 * - while the table is split (002 §2.2, §4.2) and something remains to pay, a route blocked on
 *   split → /dine-in/paylater;
 * - at the opening (`opening`: the table's first load on this page), a table with orders sends
 *   the guest from the browsing routes (the menu, an item — the routes blocked on split) to the
 *   landing (002 §2.3). Sufra does not move a guest who is mid-flow (checkout, payment, an order's
 *   page) when the page reloads: that would lose a payment return (decision 0032, web).
 */
export function dineInRedirect(input: {
  pathname: string;
  table: Pick<TableState, 'splitBills' | 'fetchedOrder' | 'remainingAmount'> | undefined | null;
  opening: boolean;
}): string | null {
  const { pathname, table } = input;
  if (!table || !isBlockedOnSplit(pathname)) return null;
  // A tab paid in full has nothing left to pay: the landing sends such a guest to the menu
  // (002 §2.4), so sending them back would loop between the two.
  if (isTableSplit(table) && table.remainingAmount > 0) return dineInPaths.payLater;
  if (input.opening && table.fetchedOrder.length > 0) return dineInPaths.payLater;
  return null;
}
