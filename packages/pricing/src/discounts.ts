import { type CodedMessage, coded, type ServiceType } from '@sufra/contract';
import { asFils, type Fils } from './fils.ts';
import { filsToAedText, roundFilsHalfUp } from './money.ts';

/** How a discount reaches a basket (000 §3 Discount). */
export type DiscountApplicationKind = 'manual' | 'automatic' | 'hidden';

/**
 * A discount as pricing reads it (000 §3 Discount), amounts in fils, dates in seconds since the
 * epoch. `value` is a percentage (0–100) for 'percentage' and fils for 'fixed'.
 * `maximumDiscountFils` 0 = no cap; `perCustomerUse` 0 = unlimited.
 */
export interface DiscountRule {
  id: string;
  code: string;
  discountType: 'percentage' | 'fixed';
  value: number;
  maximumDiscountFils: number;
  minOrderValueFils: number;
  perCustomerUse: number;
  isActive: boolean;
  startDate: number;
  endDate: number;
  discountApplication: DiscountApplicationKind;
  serviceTypes: readonly ServiceType[];
  isApplicableOnAllItems: boolean;
  itemIds: readonly string[];
  isApplicableOnAllStores: boolean;
  storeIds: readonly string[];
}

/** What a discount is checked against: the order's store, service, moment (seconds) and the customer's uses of each discount. */
export interface DiscountContext {
  storeId: string;
  serviceType: ServiceType;
  /** Seconds since the epoch (no clock inside the package). */
  now: number;
  /** Uses of each discount id by this customer (placed, not cancelled orders); missing = 0. */
  usesByCustomer?: ReadonlyMap<string, number>;
}

/** Whether `rule` is live at `now`: active, started, not ended (both bounds inclusive, IS40). */
export function isDiscountLive(rule: DiscountRule, now: number): boolean {
  return rule.isActive && rule.startDate <= now && now <= rule.endDate;
}

/** Whether `rule` serves the store (isApplicableOnAllStores or listed; 000 §4.8). */
export function discountServesStore(rule: DiscountRule, storeId: string): boolean {
  return rule.isApplicableOnAllStores || rule.storeIds.includes(storeId);
}

/**
 * The coupons a list shows (DISC-01, 000 §4.8): live, serving the store and the service type, not
 * hidden; with `excludeItemSpecific`, coupons for specific items are left out. Order kept.
 */
export function listableDiscounts<T extends DiscountRule>(
  rules: readonly T[],
  ctx: Omit<DiscountContext, 'usesByCustomer'>,
  excludeItemSpecific = false,
): T[] {
  return rules.filter(
    (r) =>
      isDiscountLive(r, ctx.now) &&
      r.discountApplication !== 'hidden' &&
      discountServesStore(r, ctx.storeId) &&
      r.serviceTypes.includes(ctx.serviceType) &&
      !(excludeItemSpecific && !r.isApplicableOnAllItems),
  );
}

/**
 * The automatic item discount of an item (DISC-02, 000 §4.8): among the rules that are live, not
 * hidden, 'automatic', for specific items listing `itemId`, serving the store and the service
 * type, the one with the soonest endDate (ties: the first given). Null when none.
 */
export function automaticItemDiscount<T extends DiscountRule>(
  rules: readonly T[],
  itemId: string,
  ctx: Omit<DiscountContext, 'usesByCustomer'>,
): T | null {
  let best: T | null = null;
  for (const r of rules) {
    if (
      isDiscountLive(r, ctx.now) &&
      r.discountApplication === 'automatic' &&
      !r.isApplicableOnAllItems &&
      r.itemIds.includes(itemId) &&
      discountServesStore(r, ctx.storeId) &&
      r.serviceTypes.includes(ctx.serviceType) &&
      (best === null || r.endDate < best.endDate)
    )
      best = r;
  }
  return best;
}

/**
 * The discount of one unit of an item under an item discount (000 §5 per-item discount, DISC-11,
 * IS38): a percentage of the unit price, or the fixed amount, never more than the unit price,
 * capped per unit at maximumDiscountFils (when > 0). A unit price below minOrderValueFils (i.e.
 * the line below minOrderValue × quantity) gets no discount (IS38: "discounted price is 0" read
 * as "discount 0"). Returns the unit discount and the message to show, if any (the item cap, or
 * the min-order note).
 */
export function itemUnitDiscount(
  rule: DiscountRule,
  unitPriceFils: number,
): { unitDiscountFils: Fils; note: CodedMessage | null } {
  if (unitPriceFils < rule.minOrderValueFils)
    return {
      unitDiscountFils: asFils(0),
      note: coded('couponMinOrder', filsToAedText(rule.minOrderValueFils)),
    };
  const raw = rawDiscount(rule, unitPriceFils);
  if (rule.maximumDiscountFils > 0 && raw > rule.maximumDiscountFils)
    return {
      unitDiscountFils: asFils(rule.maximumDiscountFils),
      note: coded('itemDiscountCap', filsToAedText(rule.maximumDiscountFils)),
    };
  return { unitDiscountFils: raw, note: null };
}

/** Percentage of base (rounded half up) or the fixed amount, never above base (TOT-04, TOT-05 before the cap). */
function rawDiscount(rule: DiscountRule, baseFils: number): Fils {
  const amount =
    rule.discountType === 'percentage'
      ? roundFilsHalfUp((baseFils * Math.min(Math.max(rule.value, 0), 100)) / 100)
      : Math.max(0, Math.round(rule.value));
  return asFils(Math.min(amount, Math.max(0, baseFils)));
}

/**
 * An order-level discount's amount on `eligibleFils` (TOT-04, TOT-05): fixed = min(amount, base);
 * percentage = base × % / 100 rounded half up, capped at maximumDiscountFils when > 0.
 * `isCapped` when the cap lowered it (DISC-10).
 */
export function discountAmountOn(
  rule: DiscountRule,
  eligibleFils: number,
): { amountFils: Fils; isCapped: boolean } {
  const raw = rawDiscount(rule, eligibleFils);
  if (rule.maximumDiscountFils > 0 && raw > rule.maximumDiscountFils)
    return { amountFils: asFils(rule.maximumDiscountFils), isCapped: true };
  return { amountFils: raw, isCapped: false };
}

/** A basket line as coupon checks read it: item id and its amount in fils after item discounts. */
export interface CouponLine {
  itemId: string;
  amountFils: number;
}

/** The outcome of checking a coupon against a basket. */
export type CouponCheck =
  | { ok: true; eligibleFils: Fils; eligibleLineIndexes: number[] }
  | { ok: false; reason: CodedMessage };

/**
 * Checks a coupon the customer chose (000 §4.8, §5; DISC-04…-11) against the context and basket,
 * in this order, answering the first refusal as a message code:
 * - not live (inactive, not started, ended) → couponNotFound (DISC-04: not among the discounts);
 * - store not served → couponNotForStore (DISC-08);
 * - service type not served → couponNotForService (Sufra);
 * - the customer's uses ≥ perCustomerUse (> 0) → couponUsedUp (Sufra);
 * - specific items, none in the basket → couponSpecificItems (DISC-09);
 * - basket total (all lines after item discounts) < minOrderValue → couponMinOrder (DISC-07).
 * `enteredByHand` adds DISC-06: an item-specific code typed by the customer that is not hidden →
 * couponAutoOrSelectedItems. An automatic item-specific discount is never a coupon (it applies by
 * itself, DISC-02) → couponAutoOrSelectedItems however it was chosen. On success: the eligible
 * amount (all lines, or the listed items) and the indexes of the eligible lines.
 */
export function checkCoupon(
  rule: DiscountRule,
  lines: readonly CouponLine[],
  ctx: DiscountContext,
  enteredByHand = false,
): CouponCheck {
  if (!isDiscountLive(rule, ctx.now)) return { ok: false, reason: coded('couponNotFound') };
  // An automatic item discount applies by itself (DISC-02); taken as a coupon too it would count twice.
  const automaticItems = !rule.isApplicableOnAllItems && rule.discountApplication === 'automatic';
  if (
    automaticItems ||
    (enteredByHand && !rule.isApplicableOnAllItems && rule.discountApplication !== 'hidden')
  )
    return { ok: false, reason: coded('couponAutoOrSelectedItems') };
  if (!discountServesStore(rule, ctx.storeId)) return { ok: false, reason: coded('couponNotForStore') };
  if (!rule.serviceTypes.includes(ctx.serviceType))
    return { ok: false, reason: coded('couponNotForService') };
  const used = ctx.usesByCustomer?.get(rule.id) ?? 0;
  if (rule.perCustomerUse > 0 && used >= rule.perCustomerUse)
    return { ok: false, reason: coded('couponUsedUp') };
  const eligibleLineIndexes = lines
    .map((l, i) => (rule.isApplicableOnAllItems || rule.itemIds.includes(l.itemId) ? i : -1))
    .filter((i) => i >= 0);
  // An all-items coupon on an empty basket is judged by its minimum below, not as 'specific items'.
  if (!rule.isApplicableOnAllItems && eligibleLineIndexes.length === 0)
    return { ok: false, reason: coded('couponSpecificItems') };
  const basketFils = lines.reduce((s, l) => s + l.amountFils, 0);
  if (basketFils < rule.minOrderValueFils)
    return { ok: false, reason: coded('couponMinOrder', filsToAedText(rule.minOrderValueFils)) };
  const eligibleFils = asFils(eligibleLineIndexes.reduce((s, i) => s + lines[i]!.amountFils, 0));
  return { ok: true, eligibleFils, eligibleLineIndexes };
}

/**
 * The coupon to auto-set (DISC-03, 000 §4.8; decision 0014): when the basket is not empty, the
 * listable coupon with discountApplication 'automatic' for all items and the earliest endDate
 * that passes checkCoupon. Manual coupons wait for the customer. Null when none.
 */
export function autoCoupon<T extends DiscountRule>(
  rules: readonly T[],
  lines: readonly CouponLine[],
  ctx: DiscountContext,
): T | null {
  if (lines.reduce((s, l) => s + l.amountFils, 0) <= 0) return null;
  const candidates = listableDiscounts(rules, ctx, true)
    .filter((r) => r.discountApplication === 'automatic' && checkCoupon(r, lines, ctx).ok)
    .sort((a, b) => a.endDate - b.endDate);
  return candidates[0] ?? null;
}
