/**
 * The table's bill as the Split Bill modal reads it (002 §2.7, §3 Split item; issue 18, decision
 * 0032 IS15): the amounts of the whole bill — the tab's orders plus this guest's basket — and the
 * lines offered to SELECTED-ITEMS. Pure: no React, no I/O. Amounts in integer fils.
 */
import type { TableState } from '@sufra/contract';
import { asFils, type Fils, remainingPaymentFils, type SplitItemLine } from '@sufra/pricing';

/**
 * A line of the guest's current basket offered to SELECTED-ITEMS (002 §3 Split item, key
 * 'basket'): `uniqueId` is SPLIT-07's splitItemUniqueId with key 'basket'; `itemsFils` the line's
 * items amount after every discount and `taxFils` its VAT, as `@sufra/pricing` priced the basket
 * (splitItemLines). Nothing of the basket is paid yet.
 */
export interface SplitBasketLine {
  uniqueId: string;
  itemId: string;
  title: { en: string; ar: string };
  quantity: number;
  itemsFils: number;
  taxFils: number;
}

/** The guest's basket as the modal reads it. */
export interface SplitBasket {
  lines: readonly SplitBasketLine[];
}

/**
 * What the Split Bill modal computes from (IS15: the split base is the table's whole bill): the
 * tab as getTableLaterOrders answers it, this guest's basket lines, its tip (fils) and its gross
 * total (orderGrossAmount, fils; 0 for a guest who only pays, 002 §5).
 */
export interface SplitInput {
  table: TableState;
  basket: SplitBasket;
  basketTipFils: number;
  basketGrossFils: number;
}

/** The bill's amounts, fils: the whole bill, what is paid or held by a pending payment, what is still unpaid. */
export interface SplitTotals {
  /** orderGrossAmount of the split formulas (IS15): the tab's bill + this basket's gross. */
  billFils: Fils;
  /** splitPayed: paid + held (a pending payment holds its share, decision 0032). */
  paidFils: Fils;
  /** bill − splitPayed, never below 0 (TOT-10). */
  unpaidFils: Fils;
}

/** The bill, what is paid (or held) and what is unpaid (002 §2.7, §9; IS15), in fils. */
export function splitTotals(input: SplitInput): SplitTotals {
  const billFils = asFils(Math.max(0, input.table.billFils + input.basketGrossFils));
  const paidFils = asFils(Math.max(0, input.table.paidFils + input.table.heldFils));
  return { billFils, paidFils, unpaidFils: remainingPaymentFils(billFils, paidFils) };
}

/**
 * A line offered in SELECTED-ITEMS (002 §3 Split item): the tab's merged lines ('old', with the
 * order number of their order for grouping) and the basket's ('basket'), with remainingQunatity =
 * quantity − paidFor.
 */
export interface OfferedLine extends SplitItemLine {
  key: 'old' | 'basket';
  /** The tab order of an 'old' line; null for the basket. */
  orderId: string | null;
  /** That order's number (shown as the group's heading); null for the basket or an order no longer listed. */
  orderNumber: string | null;
  itemId: string;
  title: { en: string; ar: string };
  /** remainingQunatity: the units still unpaid (SPLIT-05's maximum). */
  remainingQuantity: number;
}

/** Every line offered to SELECTED-ITEMS: the basket's first ('This order'), then the tab's in its order. */
export function offeredLines(input: SplitInput): OfferedLine[] {
  const numbers = new Map(input.table.fetchedOrder.map((o) => [o._id, o.orderNumber]));
  const basket = input.basket.lines.map(
    (l): OfferedLine => ({
      key: 'basket',
      uniqueId: l.uniqueId,
      orderId: null,
      orderNumber: null,
      itemId: l.itemId,
      title: l.title,
      quantity: l.quantity,
      paidQuantity: 0,
      remainingQuantity: l.quantity,
      itemsFils: l.itemsFils,
      taxFils: l.taxFils,
    }),
  );
  const old = input.table.splitLines.map(
    (l): OfferedLine => ({
      key: 'old',
      uniqueId: l.uniqueId,
      orderId: l.orderId,
      orderNumber: numbers.get(l.orderId) ?? null,
      itemId: l.itemId,
      title: l.title,
      quantity: l.quantity,
      paidQuantity: l.paidQuantity,
      remainingQuantity: Math.max(0, l.quantity - l.paidQuantity),
      itemsFils: l.itemsFils,
      taxFils: l.taxFils,
    }),
  );
  return [...basket, ...old];
}

/** A group of offered lines: the basket ('This order', `orderNumber` null) or one tab order. */
export interface OfferedGroup {
  key: string;
  orderNumber: string | null;
  lines: OfferedLine[];
}

/** The offered lines grouped as the modal lists them: 'This order' (the basket), then each tab order by number. */
export function groupOfferedLines(lines: readonly OfferedLine[]): OfferedGroup[] {
  const groups = new Map<string, OfferedGroup>();
  for (const line of lines) {
    const key = line.key === 'basket' ? 'basket' : `order-${line.orderId}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, orderNumber: line.orderNumber, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}
