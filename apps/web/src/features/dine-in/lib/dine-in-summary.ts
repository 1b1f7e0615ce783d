/**
 * The amounts of 'Your Order' (002 §2.6, §5 'Payable amount'; 000 §2.15 TOT-18, §9 TOT-09,
 * TOT-10, TOT-19; issue 18, decision 0032), in integer fils: the summary lines in the spec's order
 * and what the guest pays.
 */
import type { TableState } from '@sufra/contract';
import { aedToFils, asFils, type Fils, type OrderTotals, remainingPaymentFils } from '@sufra/pricing';
import type { SplitChoice } from '../split/split-choice.ts';

/** The keys of the dine-in summary lines, in TOT-18's order (the web's text keys). */
export type DineInSummaryKey =
  | 'originalBasketTotal'
  | 'discount'
  | 'loyaltyPoints'
  | 'basketTotal'
  | 'previousTotal'
  | 'previousAddedTax'
  | 'previousAddedTip'
  | 'valueAddedTax'
  | 'tip'
  | 'total'
  | 'myShare'
  | 'splitPaid'
  | 'remainingPayment';

/** One line: its key, its amount in fils (≥ 0) and whether it is subtracted. */
export interface DineInSummaryLine {
  key: DineInSummaryKey;
  amountFils: Fils;
  subtracted: boolean;
}

/** The table amounts the summary reads (the table state: AED fields and exact fils). */
type TableAmounts = Pick<
  TableState,
  'fetchedOrder' | 'orderesTotalItemsPrice' | 'ordersTotalTax' | 'totalTipAmount' | 'splitPayed' | 'billFils'
>;

/** The result: the lines, TOT-09's totalOrdersGrossAmount and the payable (TOT-19), fils. */
export interface DineInAmounts {
  lines: DineInSummaryLine[];
  /** TOT-09: this basket's total + the table's earlier ordersTotalPrice (billFils). */
  totalOrdersGrossFils: Fils;
  /** What the guest pays now (TOT-19, with the table's paid splits taken off: see dineInAmounts). */
  payableFils: Fils;
  /** Whether the table has earlier orders ('Previous …' lines, payLaterOrders). */
  hasPreviousOrders: boolean;
}

/**
 * The summary of 'Your Order' (000 §2.15 TOT-18, 002 §2.6), each line only when relevant:
 * Original Basket Total (when a discount or loyalty changes it), Discount, Loyalty Points (> 0),
 * Basket Total (always), Previous Total (the table's earlier orders' items, orderesTotalItemsPrice),
 * Previous-Added Tax (ordersTotalTax > 0), Previous-Added Tip (totalTipAmount > 0), Value Added Tax
 * (rate > 0), Tip (> 0), Total — TOT-09 totalOrdersGrossAmount: this order's total + the table's
 * ordersTotalPrice (exact: billFils) — then, with a split, My Share (split.totalAmount), Split Paid
 * (the table's splitPayed) and Remaining Payment (split.remainingAmount).
 *
 * The payable (002 §5, TOT-19): split.totalAmount with a split; else, with earlier orders,
 * totalOrdersGrossAmount less what splits already paid (TOT-10: the remainder, ≥ 0; the spec says
 * totalOrdersGrossAmount, which equals it while nothing is paid — Sufra never asks a guest to pay
 * a share twice; the server charges the same remainder, decision 0032); else the order's total.
 * A delivery fee never applies (002 §9: dine-in fee 0).
 */
export function dineInAmounts(input: {
  totals: Pick<
    OrderTotals,
    | 'originalPriceFils'
    | 'itemDiscountFils'
    | 'discountAmountFils'
    | 'loyaltyAmountFils'
    | 'amountAfterDiscountFils'
    | 'taxAmountFils'
    | 'tipAmountFils'
    | 'orderGrossAmountFils'
  >;
  taxRatePercent: number;
  table: TableAmounts | null | undefined;
  split: Pick<SplitChoice, 'totalAmountFils' | 'remainingAmountFils'> | null;
}): DineInAmounts {
  const { totals, table, split } = input;
  const lines: DineInSummaryLine[] = [];
  const add = (key: DineInSummaryKey, amountFils: number, subtracted = false) =>
    lines.push({ key, amountFils: asFils(Math.max(0, amountFils)), subtracted });
  const discount = totals.itemDiscountFils + totals.discountAmountFils;
  const hasPrevious = (table?.fetchedOrder.length ?? 0) > 0;
  if (discount > 0 || totals.loyaltyAmountFils > 0) add('originalBasketTotal', totals.originalPriceFils);
  if (discount > 0) add('discount', discount, true);
  if (totals.loyaltyAmountFils > 0) add('loyaltyPoints', totals.loyaltyAmountFils, true);
  add('basketTotal', totals.amountAfterDiscountFils);
  const previousBillFils = hasPrevious && table ? table.billFils : 0;
  if (hasPrevious && table) {
    add('previousTotal', aedToFils(table.orderesTotalItemsPrice));
    if (table.ordersTotalTax > 0) add('previousAddedTax', aedToFils(table.ordersTotalTax));
    if (table.totalTipAmount > 0) add('previousAddedTip', aedToFils(table.totalTipAmount));
  }
  if (input.taxRatePercent > 0) add('valueAddedTax', totals.taxAmountFils);
  if (totals.tipAmountFils > 0) add('tip', totals.tipAmountFils);
  const totalOrdersGrossFils = asFils(totals.orderGrossAmountFils + previousBillFils);
  add('total', totalOrdersGrossFils);
  const paidFils = table ? aedToFils(table.splitPayed) : 0;
  if (split) {
    add('myShare', split.totalAmountFils);
    add('splitPaid', paidFils);
    add('remainingPayment', split.remainingAmountFils);
  }
  const payableFils = split
    ? asFils(split.totalAmountFils)
    : hasPrevious
      ? remainingPaymentFils(totalOrdersGrossFils, paidFils)
      : asFils(totals.orderGrossAmountFils);
  return { lines, totalOrdersGrossFils, payableFils, hasPreviousOrders: hasPrevious };
}
