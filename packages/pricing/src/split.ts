/**
 * The split bill of a dine-in table (002 §2.7, §3 Split, §5 Split bill, §9), in integer fils.
 *
 * Every share is allocated by largest remainder (`distribute`), and successive splits of one bill
 * telescope: units (people, fils of items) are taken in order — those already paid first, then the
 * ones this split covers — and the part of an amount A over n units that units [a, b) carry is
 * firstUnits(A, b, n) − firstUnits(A, a, n), where firstUnits(A, k, n) = distribute(A, [k, n − k])[0]
 * (A × k / n rounded half up). So paying every unit, in any number of splits, pays exactly A, and
 * each split is within 1 fil of its exact proportion of each amount. (distribute with one weight
 * per unit would not do: it gives every leftover fil to the first units, so a guest paying the
 * first half of 99 units could pay up to ~25 fils more than the exact share.)
 *
 * Refusals are codes (`SplitError`), never texts: the contract has no split messages yet.
 */
import { asFils, distribute, type Fils, sumFils } from './fils.ts';
import { roundFilsHalfUp } from './money.ts';
import type { PricedOrder } from './price-order.ts';
import { remainingPaymentFils } from './table.ts';

/** Why a split is refused (002 §5 Split bill); the web turns the code into a text. */
export type SplitError =
  /** A number of fils, people or units that is not a whole number. */
  | 'splitNotWholeNumber'
  /** CUSTOM-AMOUNT below 0 (002 §5). */
  | 'splitAmountNegative'
  /** CUSTOM-AMOUNT above orderGrossAmount (002 §5). */
  | 'splitAmountAboveTotal'
  /** CUSTOM-AMOUNT above orderGrossAmount − splitPayed, the amount still unpaid (002 §2.7 slider; IS14). */
  | 'splitAmountAboveUnpaid'
  /** DIVIDE-EQUALLY: peopleAtTable < 1 (002 §5). */
  | 'splitPeopleAtTableBelowOne'
  /** DIVIDE-EQUALLY: forPeople < 1 (002 §5). */
  | 'splitForPeopleBelowOne'
  /** DIVIDE-EQUALLY: forPeople + splittedforPeople > peopleAtTable (002 §5). */
  | 'splitForPeopleAboveTable'
  /** SELECTED-ITEMS: nothing selected. */
  | 'splitNoItemSelected'
  /** SELECTED-ITEMS: a selected uniqueId that is not among the offered lines. */
  | 'splitUnknownItem'
  /** SELECTED-ITEMS: a selected quantity below 1 (002 §5). */
  | 'splitQuantityBelowOne'
  /** SELECTED-ITEMS: a selected quantity above remainingQunatity (002 §5). */
  | 'splitQuantityAboveRemaining';

/** A split's outcome: the amounts, or the refusal code (002 §5: a refused value clears the split). */
export type SplitResult<T> = ({ ok: true } & T) | { ok: false; error: SplitError };

/** What every split answers (002 §3 Split): the amount this payment covers and what the bill still owes after it. */
export interface SplitAmounts {
  /** split.totalAmount: what this guest pays (TOT-19 payable when split). */
  totalAmountFils: Fils;
  /** split.remainingAmount: the bill − splitPayed − totalAmount, floored at 0. */
  remainingAmountFils: Fils;
}

/** The whole-number check of every count and amount a split reads. */
const whole = (...values: number[]) => values.every((v) => Number.isSafeInteger(v));

/** A × k / n rounded half up, by largest remainder over [k, n − k] (0 when n is 0). */
function firstUnits(amount: number, k: number, n: number): number {
  if (n <= 0 || k <= 0) return 0;
  return distribute(amount, [k, n - k])[0]!;
}

/** The part of `amount` (over `n` units) that units [from, from + count) carry. */
function unitRange(amount: number, from: number, count: number, n: number): number {
  return firstUnits(amount, from + count, n) - firstUnits(amount, from, n);
}

/**
 * SPLIT-01 (002 §2.7, §9): the CUSTOM-AMOUNT slider, in fils: 0 to orderGrossAmount − splitPayed
 * (never below 0), step 0.1 AED (10 fils).
 */
export function customAmountRange(
  orderGrossFils: number,
  splitPayedFils: number,
): { minFils: Fils; maxFils: Fils; stepFils: Fils } {
  return {
    minFils: asFils(0),
    maxFils: remainingPaymentFils(orderGrossFils, splitPayedFils),
    stepFils: asFils(10),
  };
}

/**
 * SPLIT-01 CUSTOM-AMOUNT (002 §5, §2.7; IS14): `amountFils` must be a whole number of fils (the
 * AED value rounded to 2 decimals at the edge), ≥ 0 (splitAmountNegative), ≤ orderGrossAmount
 * (splitAmountAboveTotal, 002 §5) and — IS14 — ≤ orderGrossAmount − splitPayed, the amount still
 * unpaid (splitAmountAboveUnpaid; the slider's maximum, 002 §2.7): nobody pays what was paid
 * already. totalAmount = amount; remaining = orderGross − splitPayed − amount.
 */
export function customAmountSplit(input: {
  orderGrossFils: number;
  splitPayedFils: number;
  amountFils: number;
}): SplitResult<SplitAmounts & { amountFils: Fils }> {
  const { orderGrossFils, splitPayedFils, amountFils } = input;
  if (!whole(orderGrossFils, splitPayedFils, amountFils)) return { ok: false, error: 'splitNotWholeNumber' };
  if (amountFils < 0) return { ok: false, error: 'splitAmountNegative' };
  if (amountFils > orderGrossFils) return { ok: false, error: 'splitAmountAboveTotal' };
  if (amountFils > orderGrossFils - splitPayedFils) return { ok: false, error: 'splitAmountAboveUnpaid' };
  return {
    ok: true,
    amountFils: asFils(amountFils),
    totalAmountFils: asFils(amountFils),
    remainingAmountFils: remainingPaymentFils(orderGrossFils - splitPayedFils, amountFils),
  };
}

/**
 * SPLIT-02 / SPLIT-03 DIVIDE-EQUALLY (002 §9, §5), in fils. Validation: peopleAtTable ≥ 1
 * (splitPeopleAtTableBelowOne), forPeople ≥ 1 (splitForPeopleBelowOne), forPeople +
 * splittedForPeople ≤ peopleAtTable (splitForPeopleAboveTable); whole numbers. The people's shares
 * are distribute(orderGross, one per person) — they add up to orderGross exactly and differ by at
 * most 1 fil; this payment covers the next `forPeople` shares after the `splittedForPeople` already
 * paid (amount = per person × forPeople, within 1 fil per person). `perPersonFils` is
 * orderGross / peopleAtTable rounded half up (the displayed perPersonAmount). remaining =
 * orderGross − splitPayed − amount, floored at 0.
 */
export function divideEquallySplit(input: {
  orderGrossFils: number;
  splitPayedFils: number;
  peopleAtTable: number;
  forPeople: number;
  splittedForPeople: number;
}): SplitResult<SplitAmounts & { perPersonFils: Fils; sharesFils: Fils[]; amountFils: Fils }> {
  const { orderGrossFils, splitPayedFils, peopleAtTable, forPeople, splittedForPeople } = input;
  if (!whole(orderGrossFils, splitPayedFils, peopleAtTable, forPeople, splittedForPeople))
    return { ok: false, error: 'splitNotWholeNumber' };
  if (peopleAtTable < 1) return { ok: false, error: 'splitPeopleAtTableBelowOne' };
  if (forPeople < 1) return { ok: false, error: 'splitForPeopleBelowOne' };
  if (forPeople + Math.max(0, splittedForPeople) > peopleAtTable)
    return { ok: false, error: 'splitForPeopleAboveTable' };
  const sharesFils = distribute(
    orderGrossFils,
    Array.from({ length: peopleAtTable }, () => 1),
  );
  const from = Math.max(0, splittedForPeople);
  const amountFils = sumFils(sharesFils.slice(from, from + forPeople));
  return {
    ok: true,
    perPersonFils: asFils(roundFilsHalfUp(orderGrossFils / peopleAtTable)),
    sharesFils,
    amountFils,
    totalAmountFils: amountFils,
    remainingAmountFils: remainingPaymentFils(orderGrossFils - splitPayedFils, amountFils),
  };
}

/**
 * A line offered in SELECTED-ITEMS (002 §3 Split item), from the current basket or an earlier
 * table order, with its whole-line amounts in fils as priced when it was ordered.
 */
export interface SplitItemLine {
  /** SPLIT-07 splitItemUniqueId. */
  uniqueId: string;
  /** Units on the line. */
  quantity: number;
  /** paidFor: units paid by earlier splits (remainingQunatity = quantity − paidQuantity). */
  paidQuantity: number;
  /** The line's items amount after every discount (line total − item discount − coupon and loyalty shares). */
  itemsFils: number;
  /** The line's VAT share (PricedLine.taxShareFils). */
  taxFils: number;
}

/** One selected line's part of a SELECTED-ITEMS split, in fils. */
export interface SelectedLinePart {
  uniqueId: string;
  selectedQuantity: number;
  itemsFils: Fils;
  taxFils: Fils;
  tipFils: Fils;
}

/**
 * SPLIT-04 / SPLIT-05 SELECTED-ITEMS (002 §9, §5), in fils. `lines` are every line offered at the
 * table ('basket' and 'old'); `tipFils` is tipAmount + totalTipAmount (this order's and the earlier
 * orders' tips); `selected` the guest's choice (the same uniqueId twice counts as one, quantities
 * summed). Each selected quantity is 1 (splitQuantityBelowOne) to remainingQunatity = quantity −
 * paidQuantity (splitQuantityAboveRemaining); an unknown uniqueId is splitUnknownItem; an empty
 * choice splitNoItemSelected.
 *
 * How SPLIT-04 is read (each part telescopes: the splits of a table add up to the bill exactly):
 * - items = the selected units' part of their lines' itemsFils (the amount after every discount,
 *   so a discount is shared as it was priced), taken as the next units after the line's paid ones;
 * - tax = items × taxRate / 100, with the rate the offered lines' own: their pooled VAT (Σ taxFils)
 *   over their pooled items (Σ itemsFils), allocated in value as the next `items` fils after the
 *   items already paid. It is within 1 fil of the exact share of the priced VAT, and so within 1
 *   fil of SPLIT-04's separately rounded items × taxRate / 100 (the VAT itself being within ½ fil
 *   of Σ items × taxRate / 100); and the splits add up to the VAT;
 * - tip = (tipAmount + totalTipAmount) / all units × selected units (IS16: units, not lines,
 *   pooled over the whole table), as the next units after the table's paid units;
 * - total = items + tax + tip; remaining = bill − splitPayed − total, floored at 0, where the bill
 *   (`billFils`) is Σ items + Σ tax + tip of the offered lines (orderGrossAmount for one dine-in
 *   order). Selecting every unit of every line pays exactly the bill.
 * The tax and tip of each part are those of the whole split shared by the parts' items and units.
 */
export function selectedItemsSplit(input: {
  lines: readonly SplitItemLine[];
  tipFils: number;
  splitPayedFils: number;
  selected: readonly { uniqueId: string; quantity: number }[];
}): SplitResult<
  SplitAmounts & { itemsFils: Fils; taxFils: Fils; tipFils: Fils; billFils: Fils; parts: SelectedLinePart[] }
> {
  const { lines, tipFils, splitPayedFils } = input;
  const chosen = new Map<string, number>();
  for (const s of input.selected) {
    if (!whole(s.quantity)) return { ok: false, error: 'splitNotWholeNumber' };
    if (s.quantity < 1) return { ok: false, error: 'splitQuantityBelowOne' };
    chosen.set(s.uniqueId, (chosen.get(s.uniqueId) ?? 0) + s.quantity);
  }
  if (chosen.size === 0) return { ok: false, error: 'splitNoItemSelected' };
  const byId = new Map(lines.map((l) => [l.uniqueId, l]));
  for (const [uniqueId, quantity] of chosen) {
    const line = byId.get(uniqueId);
    if (!line) return { ok: false, error: 'splitUnknownItem' };
    if (quantity > line.quantity - line.paidQuantity)
      return { ok: false, error: 'splitQuantityAboveRemaining' };
  }
  const picked = [...chosen].map(([uniqueId, selectedQuantity]) => {
    const line = byId.get(uniqueId)!;
    const items = unitRange(line.itemsFils, line.paidQuantity, selectedQuantity, line.quantity);
    return { uniqueId, selectedQuantity, items };
  });
  const selectedItems = picked.reduce((s, p) => s + p.items, 0);
  const selectedUnits = picked.reduce((s, p) => s + p.selectedQuantity, 0);
  // Tip: per unit over the table's units.
  const allUnits = lines.reduce((s, l) => s + l.quantity, 0);
  const paidUnits = lines.reduce((s, l) => s + l.paidQuantity, 0);
  const tipPart = unitRange(tipFils, paidUnits, selectedUnits, allUnits);
  // Tax: per fil of items over the table's items (per unit when every item is free).
  const allTax = lines.reduce((s, l) => s + l.taxFils, 0);
  const allItems = lines.reduce((s, l) => s + l.itemsFils, 0);
  const paidItems = lines.reduce((s, l) => s + firstUnits(l.itemsFils, l.paidQuantity, l.quantity), 0);
  const taxPart =
    allItems > 0
      ? unitRange(allTax, paidItems, selectedItems, allItems)
      : unitRange(allTax, paidUnits, selectedUnits, allUnits);
  const taxShares = distribute(
    taxPart,
    picked.map((p) => p.items),
  );
  const tipShares = distribute(
    tipPart,
    picked.map((p) => p.selectedQuantity),
  );
  const parts: SelectedLinePart[] = picked.map((p, k) => ({
    uniqueId: p.uniqueId,
    selectedQuantity: p.selectedQuantity,
    itemsFils: asFils(p.items),
    taxFils: taxShares[k]!,
    tipFils: tipShares[k]!,
  }));
  const itemsFils = asFils(selectedItems);
  const taxFils = asFils(taxPart);
  const totalAmountFils = asFils(itemsFils + taxFils + tipPart);
  const billFils = asFils(lines.reduce((s, l) => s + l.itemsFils + l.taxFils, 0) + tipFils);
  return {
    ok: true,
    itemsFils,
    taxFils,
    tipFils: asFils(tipPart),
    totalAmountFils,
    billFils,
    remainingAmountFils: remainingPaymentFils(billFils - splitPayedFils, totalAmountFils),
    parts,
  };
}

/**
 * The SELECTED-ITEMS lines of one priced dine-in order (002 §9), in the order's line order:
 * itemsFils = line total − item discount − coupon share − loyalty share, taxFils = the line's VAT
 * share; and its tip (tipAmount). `ids[i]` gives line i's uniqueId (SPLIT-07) and its paid units.
 * Dine-in has no delivery fee (TOT-14, 002 §9): an order with a fee is refused (RangeError, a bug),
 * since the fee's VAT share belongs to no line.
 */
export function splitItemLines(
  order: PricedOrder,
  ids: readonly { uniqueId: string; paidQuantity?: number }[],
): { lines: SplitItemLine[]; tipFils: Fils } {
  if (order.totals.deliveryFeeFils > 0)
    throw new RangeError('a split bill has no delivery fee (dine-in only)');
  if (ids.length !== order.lines.length) throw new RangeError('one uniqueId per priced line');
  const lines = order.lines.map((l, i) => ({
    uniqueId: ids[i]!.uniqueId,
    quantity: l.quantity,
    paidQuantity: ids[i]!.paidQuantity ?? 0,
    itemsFils: l.grossShareFils - l.taxShareFils - l.tipShareFils,
    taxFils: l.taxShareFils,
  }));
  return { lines, tipFils: order.totals.tipAmountFils };
}

/** SPLIT-06 (002 §4.2): a split item line is split-pending when its selected quantity is below its quantity. */
export function isSplitPending(line: { quantity: number; selectedQuantity: number }): boolean {
  return line.selectedQuantity < line.quantity;
}

/**
 * SPLIT-07 (002 §3 Split item): uniqueId = key, itemId and the sorted optionIds (or 'noOptions')
 * joined with '-', then '-' and the orderId when there is one ('basket-burger-cheese-onion',
 * 'old-burger-noOptions-o17').
 */
export function splitItemUniqueId(item: {
  key: 'basket' | 'old';
  itemId: string;
  optionIds: readonly string[];
  orderId?: string | null;
}): string {
  const options = item.optionIds.length > 0 ? [...item.optionIds].sort().join('-') : 'noOptions';
  const base = `${item.key}-${item.itemId}-${options}`;
  return item.orderId ? `${base}-${item.orderId}` : base;
}
