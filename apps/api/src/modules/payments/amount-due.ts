/**
 * What an order's payment collects (issue 18, decision 0032): a payment on a table's tab collects
 * the order's `charge_fils` (its share or the whole remainder, held under the tab's lock); every
 * other order its `total_fils`. Every payment path compares and charges this amount, in fils.
 */
export function amountDueFils(order: { totalFils: number; chargeFils: number | null }): number {
  return order.chargeFils ?? order.totalFils;
}
