/**
 * The arithmetic of a table's tab (issue 18, decision 0032; 002 §2.3, §2.7, §3, §5, §9), pure and
 * in integer fils: the merged split lines of the tab's orders, the bill, what is paid and held, and
 * the plan of a PAY_NOW payment on an open tab (`planTabPayment`) — the hold computation the
 * place-order transaction runs under the tab's row lock. No database, no clock: property-tested.
 */
import { meetsOnlineMinimum, type PlaceOrderSplit, type SplitType } from '@sufra/contract';
import {
  aedToFils,
  customAmountSplit,
  distribute,
  divideEquallySplit,
  type SplitError,
  type SplitItemLine,
  selectedItemsSplit,
  splitItemUniqueId,
} from '@sufra/pricing';

/** A line of an order on the tab (order_lines), amounts fils. */
export interface TabOrderLine {
  itemId: string;
  optionIds: readonly string[];
  quantity: number;
  lineTotalFils: number;
  titleEn: string;
  titleAr: string;
}

/** An order on the tab (or the paying guest's own basket, `id` null), amounts fils. */
export interface TabOrder {
  id: string | null;
  totalFils: number;
  taxFils: number;
  tipFils: number;
  lines: readonly TabOrderLine[];
}

/** A split bill of the tab that counts (PENDING: held; PAID), amounts fils. */
export interface TabSplit {
  type: SplitType | 'FULL';
  status: 'PENDING' | 'PAID';
  totalFils: number;
  forPeople: number | null;
  selectedItems: readonly { uniqueId: string; selectedQunatity: number }[];
}

/** A merged split line (002 §2.3 / SPLIT-08) with its exact amounts, fils. */
export interface TabSplitLine extends SplitItemLine {
  orderId: string | null;
  itemId: string;
  title: { en: string; ar: string };
}

/**
 * The SELECTED-ITEMS lines of one order (decision 0032 'split lines'): the order's items amount
 * after every discount (total − VAT − tip, so coupon, loyalty and item discounts are shared as the
 * order was charged) and its VAT, each allocated over its lines by line total with `distribute`
 * (largest remainder): the lines add up to the order's total exactly. The order's discount and VAT
 * shares per line are not stored; this allocation is how the tab reads them (documented in 0032).
 * uniqueIds are SPLIT-07's: 'old-{itemId}-{options}-{orderId}', or 'basket-…' for `id` null.
 */
export function orderSplitLines(order: TabOrder): TabSplitLine[] {
  if (order.lines.length === 0) return [];
  const weights = order.lines.map((l) => l.lineTotalFils);
  const itemsPart = order.totalFils - order.taxFils - order.tipFils;
  const items = distribute(itemsPart, weights);
  const tax = distribute(order.taxFils, weights);
  return order.lines.map((l, i) => ({
    uniqueId: splitItemUniqueId({
      key: order.id ? 'old' : 'basket',
      itemId: l.itemId,
      optionIds: l.optionIds,
      orderId: order.id,
    }),
    orderId: order.id,
    itemId: l.itemId,
    title: { en: l.titleEn, ar: l.titleAr },
    quantity: l.quantity,
    paidQuantity: 0,
    itemsFils: items[i]!,
    taxFils: tax[i]!,
  }));
}

/**
 * The merged split lines of the tab (002 §2.3: same orderId, itemId and options → one line,
 * quantities and amounts summed), with paidQuantity = Σ selectedQunatity of the PAID and PENDING
 * SELECTED-ITEMS splits (capped at the line's quantity).
 */
export function tabSplitLines(orders: readonly TabOrder[], splits: readonly TabSplit[]): TabSplitLine[] {
  const merged = new Map<string, TabSplitLine>();
  for (const line of orders.flatMap(orderSplitLines)) {
    const seen = merged.get(line.uniqueId);
    if (!seen) merged.set(line.uniqueId, { ...line });
    else {
      seen.quantity += line.quantity;
      seen.itemsFils += line.itemsFils;
      seen.taxFils += line.taxFils;
    }
  }
  for (const split of splits) {
    if (split.type !== 'SELECTED-ITEMS') continue;
    for (const s of split.selectedItems) {
      const line = merged.get(s.uniqueId);
      if (line) line.paidQuantity = Math.min(line.quantity, line.paidQuantity + s.selectedQunatity);
    }
  }
  return [...merged.values()];
}

/** The tab's amounts, fils: the bill (Σ orders' totals), paid (PAID splits), held (PENDING splits), tips. */
export function tabAmounts(orders: readonly TabOrder[], splits: readonly TabSplit[]) {
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const billFils = sum(orders.map((o) => o.totalFils));
  const paidFils = sum(splits.filter((s) => s.status === 'PAID').map((s) => s.totalFils));
  const heldFils = sum(splits.filter((s) => s.status === 'PENDING').map((s) => s.totalFils));
  return {
    billFils,
    paidFils,
    heldFils,
    tipFils: sum(orders.map((o) => o.tipFils)),
    taxFils: sum(orders.map((o) => o.taxFils)),
    /** TOT-10: bill − (paid + held), never below 0. */
    remainingFils: Math.max(0, billFils - paidFils - heldFils),
    /** DIVIDE-EQUALLY: the people already paid for or held (splittedforPeople). */
    splittedForPeople: sum(splits.map((s) => (s.type === 'DIVIDE-EQUALLY' ? (s.forPeople ?? 0) : 0))),
  };
}

/** Why a tab payment is refused: the catalogue code, the HTTP status and the remainder (fils) for tableBillChanged. */
export type TabRefusal =
  /** `chargeFils`: the server's amount when the guest's split.totalAmount differed (logs and tests; never answered). */
  | { code: 'tableBillChanged'; status: 409; remainingFils: number; chargeFils?: number }
  | { code: 'splitTypeLocked'; status: 409 }
  | { code: 'addMoreThanTwoAED'; status: 400 }
  | { code: SplitError; status: 400 | 409 };

/** The plan of a payment on an open tab: what the order charges and the split bill row it holds. */
export interface TabPaymentPlan {
  type: SplitType | 'FULL';
  chargeFils: number;
  billFils: number;
  /** split.remainingAmount: bill − paid − held − charge, ≥ 0. */
  remainingFils: number;
  peopleAtTable: number | null;
  forPeople: number | null;
  itemsFils: number | null;
  taxFils: number | null;
  tipFils: number | null;
  selectedItems: { uniqueId: string; orderId: string | null; itemId: string; selectedQunatity: number }[];
}

/** SplitErrors that mean 'someone else paid or holds it first' when the tab has payments: 409 tableBillChanged. */
const TAKEN_BY_OTHERS: readonly SplitError[] = [
  'splitAmountAboveUnpaid',
  'splitForPeopleAboveTable',
  'splitQuantityAboveRemaining',
];
/** SplitErrors answered 409 (the amount or quantity against the bill); the others are 400. */
const CONFLICT_ERRORS: readonly SplitError[] = ['splitAmountAboveTotal', ...TAKEN_BY_OTHERS];

/**
 * Plans a PAY_NOW payment on an open tab (decision 0032 'Holding a share, exactly once'; 002 §2.7,
 * §5; TOT-19, TOT-20, IS14, IS15, IS51), in fils:
 * - `payLaterOrders` must be the tab's orders with lines (set equality), else tableBillChanged;
 * - the bill is Σ the tab's orders' totals + the own basket's total (IS15: the split base);
 * - no split → type FULL, charge = bill − paid − held; nothing left → tableBillChanged;
 * - a split of another type than the tab's locked one (or another peopleAtTable) → splitTypeLocked;
 * - CUSTOM-AMOUNT / DIVIDE-EQUALLY / SELECTED-ITEMS through `@sufra/pricing` with splitPayed =
 *   paid + held (held shares count as paid: nobody pays them twice); its SplitError is refused
 *   with its code (400, or 409 for amounts against the bill) — except that an amount, a number of
 *   people or a quantity above what remains, when others have paid or hold a part, is
 *   tableBillChanged (the guest's screen was stale);
 * - a split that covers the last person or the last unit charges exactly what remains (so the
 *   shares add up to the bill to the fil even if the bill grew after the first split);
 * - the client's split.totalAmount (AED) must equal the charge to the fil, else tableBillChanged;
 * - the charge must be above 2 AED (TOT-20 addMoreThanTwoAED, IS51) and never above the remainder.
 */
export function planTabPayment(input: {
  lockedSplitType: SplitType | null;
  lockedPeopleAtTable: number | null;
  orders: readonly TabOrder[];
  splits: readonly TabSplit[];
  own: TabOrder;
  payLaterOrders: readonly string[];
  split: PlaceOrderSplit | null;
}): { ok: true; plan: TabPaymentPlan } | { ok: false; refusal: TabRefusal } {
  const { orders, splits, own, split } = input;
  const all = [...orders, own];
  const a = tabAmounts(all, splits);
  const splitPayed = a.paidFils + a.heldFils;
  const remaining = Math.max(0, a.billFils - splitPayed);
  const changed = {
    ok: false as const,
    refusal: { code: 'tableBillChanged' as const, status: 409 as const, remainingFils: remaining },
  };
  const shown = new Set(input.payLaterOrders);
  const onTab = orders.filter((o) => o.lines.length > 0 && o.id).map((o) => o.id!);
  if (shown.size !== onTab.length || onTab.some((id) => !shown.has(id))) return changed;
  const base = {
    billFils: a.billFils,
    peopleAtTable: null,
    forPeople: null,
    itemsFils: null,
    taxFils: null,
    tipFils: null,
    selectedItems: [],
  };
  let plan: TabPaymentPlan;
  if (!split) {
    if (remaining <= 0) return changed;
    plan = { ...base, type: 'FULL', chargeFils: remaining, remainingFils: 0 };
  } else {
    if (input.lockedSplitType && input.lockedSplitType !== split.type)
      return { ok: false, refusal: { code: 'splitTypeLocked', status: 409 } };
    const fail = (error: SplitError) => {
      if (TAKEN_BY_OTHERS.includes(error) && splitPayed > 0) return changed;
      return {
        ok: false as const,
        refusal: { code: error, status: CONFLICT_ERRORS.includes(error) ? (409 as const) : (400 as const) },
      };
    };
    if (split.type === 'CUSTOM-AMOUNT') {
      const r = customAmountSplit({
        orderGrossFils: a.billFils,
        splitPayedFils: splitPayed,
        amountFils: aedToFils(split.amount ?? split.totalAmount),
      });
      if (!r.ok) return fail(r.error);
      plan = {
        ...base,
        type: split.type,
        chargeFils: r.totalAmountFils,
        remainingFils: r.remainingAmountFils,
      };
    } else if (split.type === 'DIVIDE-EQUALLY') {
      const people = input.lockedPeopleAtTable ?? split.peopleAtTable ?? 0;
      if (
        input.lockedPeopleAtTable !== null &&
        split.peopleAtTable !== undefined &&
        split.peopleAtTable !== people
      )
        return { ok: false, refusal: { code: 'splitTypeLocked', status: 409 } };
      const forPeople = split.forPeople ?? 0;
      const r = divideEquallySplit({
        orderGrossFils: a.billFils,
        splitPayedFils: splitPayed,
        peopleAtTable: people,
        forPeople,
        splittedForPeople: a.splittedForPeople,
      });
      if (!r.ok) return fail(r.error);
      const last = forPeople + a.splittedForPeople === people;
      const charge = last ? remaining : Math.min(r.totalAmountFils, remaining);
      plan = {
        ...base,
        type: split.type,
        chargeFils: charge,
        remainingFils: remaining - charge,
        peopleAtTable: people,
        forPeople,
      };
    } else {
      const lines = tabSplitLines(all, splits);
      const chosen = (split.selectedItems ?? []).map((s) => ({
        uniqueId: s.uniqueId,
        quantity: s.selectedQunatity,
      }));
      const r = selectedItemsSplit({
        lines,
        tipFils: a.tipFils,
        splitPayedFils: splitPayed,
        selected: chosen,
      });
      if (!r.ok) return fail(r.error);
      const byId = new Map(lines.map((l) => [l.uniqueId, l]));
      const units = (f: (l: TabSplitLine) => number) => lines.reduce((s, l) => s + f(l), 0);
      const last = units((l) => l.quantity - l.paidQuantity) === chosen.reduce((s, c) => s + c.quantity, 0);
      const charge = last ? remaining : Math.min(r.totalAmountFils, remaining);
      plan = {
        ...base,
        type: split.type,
        chargeFils: charge,
        remainingFils: remaining - charge,
        itemsFils: r.itemsFils,
        taxFils: r.taxFils,
        tipFils: r.tipFils,
        selectedItems: r.parts.map((p) => ({
          uniqueId: p.uniqueId,
          orderId: byId.get(p.uniqueId)?.orderId ?? null,
          itemId: byId.get(p.uniqueId)?.itemId ?? '',
          selectedQunatity: p.selectedQuantity,
        })),
      };
    }
    if (aedToFils(split.totalAmount) !== plan.chargeFils)
      return { ok: false, refusal: { ...changed.refusal, chargeFils: plan.chargeFils } };
  }
  if (!meetsOnlineMinimum(plan.chargeFils))
    return { ok: false, refusal: { code: 'addMoreThanTwoAED', status: 400 } };
  return { ok: true, plan };
}
