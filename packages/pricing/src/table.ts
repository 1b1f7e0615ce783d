/**
 * The amounts of a dine-in table (000 §9 Totals, 001 §5.4, 002 §5, §9), in integer fils: what
 * the table owes with its earlier orders, what is left after split payments, what a guest pays.
 */
import { asFils, type Fils } from './fils.ts';

/**
 * TOT-10 (000 §9 Totals; 002 §2.4, §9): remaining payment = total − splitPayed, in fils, floored
 * at 0 (a table paid in full, or over, has 0 left; 002 §4.2 sends the guest on at ≤ 0).
 */
export function remainingPaymentFils(totalFils: number, splitPayedFils: number): Fils {
  return asFils(Math.max(0, totalFils - splitPayedFils));
}

/** TOT-09 (000 §9 Totals, 002 §9): totalOrdersGrossAmount = this order's total + the table's earlier ordersTotalPrice, in fils. */
export function totalOrdersGrossFils(orderGrossFils: number, previousOrdersTotalFils: number): Fils {
  return asFils(orderGrossFils + Math.max(0, previousOrdersTotalFils));
}

/**
 * TOT-19 (001 §5.4, 002 §5 Payable amount): split.totalAmount when the bill is split; else
 * totalOrdersGrossAmount when the table has earlier orders; else orderGrossAmount. In fils.
 */
export function payableFils(input: {
  split: { totalAmountFils: number } | null;
  orderGrossFils: number;
  previousOrdersTotalFils: number;
}): Fils {
  if (input.split) return asFils(input.split.totalAmountFils);
  return totalOrdersGrossFils(input.orderGrossFils, input.previousOrdersTotalFils);
}
