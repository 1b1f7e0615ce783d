import { type CodedMessage, coded, type ServiceType } from '@sufra/contract';
import {
  automaticItemDiscount,
  type CouponCheck,
  checkCoupon,
  type DiscountContext,
  type DiscountRule,
  discountAmountOn,
  itemUnitDiscount,
} from './discounts.ts';
import { asFils, distribute, type Fils } from './fils.ts';
import { lineTotalFils } from './line.ts';
import { roundFilsHalfUp } from './money.ts';

/** A basket line to price: item id, unit price with options (fils, IS53) and quantity. */
export interface PricingLine {
  itemId: string;
  unitPriceFils: number;
  quantity: number;
}

/**
 * A brand's loyalty policy in fils and percentages (000 §3 Loyalty). `cashbackActive` is
 * specificToDelivery.isActive; decision 0014 applies it to every service type.
 */
export interface LoyaltyRule {
  isLoyaltyActive: boolean;
  minOrderValueForCashbackFils: number;
  cashbackActive: boolean;
  cashbackPercentage: number;
  redeemablePercentagePerOrder: number;
  maxRedeemableFilsPerOrder: number;
}

/** The chosen tip (000 §3 Tip): a preset fraction of the basket (0.07, 0.10, 0.15) or a custom amount in fils. */
export type TipChoice = { type: 'default'; value: number } | { type: 'custom'; valueFils: number };

/** A store's delivery-fee waiver (001 §3.5 deliveryChargesWaiverInfo), amounts in fils, times in seconds. */
export interface WaiverRule {
  onOrderAmount: { isEnabled: boolean; amountFils: number };
  onDateRange: { isEnabled: boolean; startDateTime: number; endDateTime: number };
}

/** Everything priceOrder needs. No clock inside: `now` is given (seconds since the epoch). */
export interface PriceOrderInput {
  lines: readonly PricingLine[];
  storeId: string;
  serviceType: ServiceType;
  /** VAT rate in percent, e.g. 5. */
  taxRatePercent: number;
  now: number;
  /** The brand's discounts; the automatic item discounts among them apply by themselves (DISC-02). */
  discounts: readonly DiscountRule[];
  /** The coupon the customer chose (its id), or null. */
  couponId?: string | null;
  /** The coupon was typed by hand (DISC-06 applies). */
  couponEnteredByHand?: boolean;
  usesByCustomer?: ReadonlyMap<string, number>;
  /** Loyalty: the policy, the wallet balance (fils) and whether the customer applied it. */
  loyalty?: { policy: LoyaltyRule; balanceFils: number; apply: boolean } | null;
  tip?: TipChoice | null;
  /** The delivery area's fee in fils (delivery only; TOT-14 makes it 0 otherwise). */
  deliveryFeeFils?: number;
  waiver?: WaiverRule | null;
  /** The minimum order in fils (delivery area's minOrder; 0 = none). */
  minimumOrderFils?: number;
}

/** One adjustment of the order, as stored in order_adjustments: its kind and its amount in fils (≥ 0; discounts are subtracted). */
export interface Adjustment {
  kind: 'itemDiscount' | 'discount' | 'loyalty' | 'deliveryFee' | 'waiver' | 'tax' | 'tip';
  amountFils: Fils;
  /** The discount it comes from (itemDiscount, discount). */
  discountId?: string;
}

/** A priced line: its amounts in fils and its shares of every order-level adjustment (largest remainder). */
export interface PricedLine {
  itemId: string;
  quantity: number;
  /** Unit price with options before any discount (discountOnItem.actualPrice). */
  unitPriceFils: Fils;
  /** Unit price after the automatic item discount (TOT-02: the cart line's price). */
  discountedUnitPriceFils: Fils;
  /** Before any discount. */
  lineTotalFils: Fils;
  /** Automatic item discount on the line (unit discount × quantity). */
  itemDiscountFils: Fils;
  itemDiscountId: string | null;
  /** A note about the item discount (its cap, or its minimum), or null. */
  itemDiscountNote: CodedMessage | null;
  /** The line's share of the coupon, of the loyalty redeem, of the tax and of the tip. */
  discountShareFils: Fils;
  loyaltyShareFils: Fils;
  taxShareFils: Fils;
  tipShareFils: Fils;
  /** What the line costs the customer: line total − item discount − shares of coupon and loyalty + tax and tip shares. */
  grossShareFils: Fils;
}

/**
 * The totals of 000 §2.15 / §9 in fils, with the spec's names. The summary adds up exactly:
 * originalPrice − itemDiscount − discountAmount − loyaltyAmount = amountAfterDiscount, and
 * amountAfterDiscount + deliveryFee + taxAmount + tipAmount = orderGrossAmount.
 */
export interface OrderTotals {
  /** 'Original Basket Total': Σ lines before any discount. */
  originalPriceFils: Fils;
  /** Σ automatic item discounts. */
  itemDiscountFils: Fils;
  /** cartTotal: Σ lines at their discounted price (after item discounts). */
  cartTotalFils: Fils;
  /** The coupon's amount. */
  discountAmountFils: Fils;
  /** 'Loyalty Points': the redeem. */
  loyaltyAmountFils: Fils;
  /** 'Basket Total' (itemsGrossAmount): cartTotal − discount − loyalty, never < 0. */
  amountAfterDiscountFils: Fils;
  /** The area's fee before the waiver (0 unless delivery). */
  deliveryFeeBeforeWaiverFils: Fils;
  /** The fee waived (WAIVER-02 waiverAmount). */
  waiverAmountFils: Fils;
  /** 'Delivery Fee' charged. */
  deliveryFeeFils: Fils;
  /** 'Value Added Tax': (Basket Total + Delivery Fee) × rate / 100, rounded to the fil (decision 0014). */
  taxAmountFils: Fils;
  /** 'Tip' (not taxed, TIP-05). */
  tipAmountFils: Fils;
  /** 'Total' (orderGrossAmount). */
  orderGrossAmountFils: Fils;
  /** Cashback the order earns on completion (LOY-02). */
  cashBackFils: Fils;
  /** Remaining to the minimum order (TOT-11), on cartTotal. */
  remainingToMinimumFils: Fils;
}

/** The result of priceOrder. `problems` are refusals the server answers with (the browser shows them). */
export interface PricedOrder {
  lines: PricedLine[];
  adjustments: Adjustment[];
  totals: OrderTotals;
  /** The coupon's check, or null when none was chosen. A refused coupon is not applied. */
  coupon: (CouponCheck & { discountId: string; isCapped: boolean }) | null;
  /** The loyalty redeem the policy allows now (LOY-01), whether applied or not; 0 when loyalty is off. */
  redeemableFils: Fils;
  problems: CodedMessage[];
}

/** Tip presets (000 §2.18) as fractions (IS36). */
export const TIP_PRESET_FRACTIONS = [0.07, 0.1, 0.15] as const;

/**
 * LOY-01 (000 §9 Loyalty): redeem = min(maxRedeemableValuePerOrder, cartTotal ×
 * redeemablePercentagePerOrder / 100, balance), in fils (the percentage rounded half up), ≥ 0.
 * 0 when loyalty is not active.
 */
export function loyaltyRedeemFils(policy: LoyaltyRule, cartTotalFils: number, balanceFils: number): Fils {
  if (!policy.isLoyaltyActive) return asFils(0);
  const byPercent = roundFilsHalfUp((cartTotalFils * policy.redeemablePercentagePerOrder) / 100);
  return asFils(Math.max(0, Math.min(policy.maxRedeemableFilsPerOrder, byPercent, balanceFils)));
}

/**
 * LOY-02 (000 §9 Loyalty): cashback = total × cashbackPercentage / 100 when total ≥
 * minOrderValueForCashback and specificToDelivery.isActive (and loyalty is active); else 0.
 * `totalFils` is the order's Basket Total after discount and loyalty (decision 0014, IS35).
 */
export function cashbackFils(policy: LoyaltyRule, totalFils: number): Fils {
  if (!policy.isLoyaltyActive || !policy.cashbackActive || totalFils < policy.minOrderValueForCashbackFils)
    return asFils(0);
  return asFils(Math.max(0, roundFilsHalfUp((totalFils * policy.cashbackPercentage) / 100)));
}

/**
 * WAIVER-01 (000 §4.10): the fee is waived when onOrderAmount is enabled and amountAfterDiscount ≥
 * its amount, or onDateRange is enabled and start ≤ now ≤ end (seconds, both inclusive, IS40).
 */
export function isFeeWaived(
  waiver: WaiverRule | null | undefined,
  amountAfterDiscountFils: number,
  now: number,
): boolean {
  if (!waiver) return false;
  const byAmount =
    waiver.onOrderAmount.isEnabled && amountAfterDiscountFils >= waiver.onOrderAmount.amountFils;
  const byDate =
    waiver.onDateRange.isEnabled &&
    waiver.onDateRange.startDateTime <= now &&
    now <= waiver.onDateRange.endDateTime;
  return byAmount || byDate;
}

/**
 * The tip in fils (000 §9 Tip, decision 0014): a preset is the fraction × Basket Total
 * (amountAfterDiscount), rounded half up; a custom tip is its amount. Null → 0.
 */
export function tipFils(tip: TipChoice | null | undefined, basketTotalFils: number): Fils {
  if (!tip) return asFils(0);
  if (tip.type === 'custom') return asFils(Math.max(0, Math.round(tip.valueFils)));
  return asFils(Math.max(0, roundFilsHalfUp(basketTotalFils * tip.value)));
}

/**
 * Prices an order (000 §9, §2.15, §4.8–§4.10; issue 7), in integer fils, in this order:
 * 1. each line: total = unit price × quantity; the automatic item discount of its item (DISC-02,
 *    soonest end) takes its unit discount × quantity (DISC-11);
 * 2. the chosen coupon (checkCoupon; refused → not applied, the reason in `coupon`) takes its
 *    amount off its eligible lines at their discounted prices (TOT-04/05), shared among them by
 *    largest remainder;
 * 3. loyalty, when applied: the redeem of LOY-01 on cartTotal; a coupon and loyalty together is a
 *    problem (couponOrLoyalty, DISC-14) and loyalty is dropped;
 * 4. Basket Total = cartTotal − coupon − loyalty (≥ 0, TOT-06/LOY-03);
 * 5. delivery fee: the given fee for DELIVERY only (TOT-14), 0 when waived (WAIVER-01);
 * 6. VAT = round((Basket Total + fee) × taxRate / 100) (decision 0014: UAE VAT on the discounted
 *    supply, delivery included);
 * 7. tip (tipFils; 0 for an empty basket, TIP-06), not taxed (TIP-05); Total = Basket Total + fee
 *    + VAT + tip (TOT-07).
 * Cashback (LOY-02) on Basket Total when loyalty is active. Every share of a line is allocated by
 * largest remainder, so the lines' shares add up to each total. Never negative.
 */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  const ctx: DiscountContext = {
    storeId: input.storeId,
    serviceType: input.serviceType,
    now: input.now,
    usesByCustomer: input.usesByCustomer,
  };
  const problems: CodedMessage[] = [];
  const adjustments: Adjustment[] = [];

  // 1. Lines and automatic item discounts.
  const base = input.lines.map((line) => {
    const unitPriceFils = asFils(Math.max(0, Math.round(line.unitPriceFils)));
    const rule = automaticItemDiscount(input.discounts, line.itemId, ctx);
    const item = rule ? itemUnitDiscount(rule, unitPriceFils) : null;
    const unitDiscount = item?.unitDiscountFils ?? 0;
    const lineTotal = lineTotalFils(unitPriceFils, line.quantity);
    const itemDiscount = Math.min(lineTotal, lineTotalFils(unitDiscount, line.quantity));
    return {
      itemId: line.itemId,
      quantity: line.quantity,
      unitPriceFils,
      discountedUnitPriceFils: asFils(unitPriceFils - unitDiscount),
      lineTotalFils: asFils(lineTotal),
      itemDiscountFils: asFils(itemDiscount),
      itemDiscountId: rule && itemDiscount > 0 ? rule.id : null,
      itemDiscountNote: item?.note ?? null,
      afterItemFils: lineTotal - itemDiscount,
    };
  });
  const originalPriceFils = asFils(base.reduce((s, l) => s + l.lineTotalFils, 0));
  const itemDiscountFils = asFils(base.reduce((s, l) => s + l.itemDiscountFils, 0));
  const cartTotalFils = asFils(originalPriceFils - itemDiscountFils);
  const byItemDiscount = new Map<string, number>();
  for (const l of base)
    if (l.itemDiscountId)
      byItemDiscount.set(l.itemDiscountId, (byItemDiscount.get(l.itemDiscountId) ?? 0) + l.itemDiscountFils);
  for (const [discountId, amount] of byItemDiscount)
    adjustments.push({ kind: 'itemDiscount', amountFils: asFils(amount), discountId });

  // 2. The coupon.
  let coupon: PricedOrder['coupon'] = null;
  const discountShares = base.map(() => 0);
  if (input.couponId) {
    const rule = input.discounts.find((d) => d.id === input.couponId);
    const couponLines = base.map((l) => ({ itemId: l.itemId, amountFils: l.afterItemFils }));
    if (!rule) {
      coupon = { ok: false, reason: coded('couponNotFound'), discountId: input.couponId, isCapped: false };
    } else {
      const check = checkCoupon(rule, couponLines, ctx, input.couponEnteredByHand ?? false);
      if (check.ok) {
        const { amountFils, isCapped } = discountAmountOn(rule, check.eligibleFils);
        const shares = distribute(
          amountFils,
          check.eligibleLineIndexes.map((i) => base[i]!.afterItemFils),
        );
        check.eligibleLineIndexes.forEach((lineIndex, k) => {
          discountShares[lineIndex] = shares[k]!;
        });
        coupon = { ...check, discountId: rule.id, isCapped };
        if (amountFils > 0) adjustments.push({ kind: 'discount', amountFils, discountId: rule.id });
      } else {
        coupon = { ...check, discountId: rule.id, isCapped: false };
      }
    }
  }
  const discountAmountFils = asFils(discountShares.reduce((s, v) => s + v, 0));

  // 3. Loyalty.
  const policy = input.loyalty?.policy;
  const redeemableFils = policy
    ? loyaltyRedeemFils(policy, cartTotalFils, Math.max(0, input.loyalty?.balanceFils ?? 0))
    : asFils(0);
  let loyaltyAmountFils = asFils(0);
  if (input.loyalty?.apply) {
    if (discountAmountFils > 0 || coupon?.ok) problems.push(coded('couponOrLoyalty'));
    else loyaltyAmountFils = asFils(Math.min(redeemableFils, cartTotalFils - discountAmountFils));
  }
  const loyaltyShares = distribute(
    loyaltyAmountFils,
    base.map((l, i) => l.afterItemFils - discountShares[i]!),
  );
  if (loyaltyAmountFils > 0) adjustments.push({ kind: 'loyalty', amountFils: loyaltyAmountFils });

  // 4. Basket Total.
  const amountAfterDiscountFils = asFils(Math.max(0, cartTotalFils - discountAmountFils - loyaltyAmountFils));

  // 5. Delivery fee and waiver.
  const deliveryFeeBeforeWaiverFils = asFils(
    input.serviceType === 'DELIVERY' ? Math.max(0, Math.round(input.deliveryFeeFils ?? 0)) : 0,
  );
  const waived =
    deliveryFeeBeforeWaiverFils > 0 && isFeeWaived(input.waiver, amountAfterDiscountFils, input.now);
  const waiverAmountFils = asFils(waived ? deliveryFeeBeforeWaiverFils : 0);
  const deliveryFeeFils = asFils(deliveryFeeBeforeWaiverFils - waiverAmountFils);
  if (deliveryFeeBeforeWaiverFils > 0)
    adjustments.push({ kind: 'deliveryFee', amountFils: deliveryFeeBeforeWaiverFils });
  if (waiverAmountFils > 0) adjustments.push({ kind: 'waiver', amountFils: waiverAmountFils });

  // 6. VAT, on the discounted supply and the fee.
  const taxAmountFils = asFils(
    Math.max(0, roundFilsHalfUp(((amountAfterDiscountFils + deliveryFeeFils) * input.taxRatePercent) / 100)),
  );
  if (taxAmountFils > 0) adjustments.push({ kind: 'tax', amountFils: taxAmountFils });

  // 7. Tip and Total.
  // TIP-06: an empty basket has no tip (and no line to carry a custom tip's share).
  const tipAmountFils = input.lines.length > 0 ? tipFils(input.tip, amountAfterDiscountFils) : asFils(0);
  if (tipAmountFils > 0) adjustments.push({ kind: 'tip', amountFils: tipAmountFils });
  const orderGrossAmountFils = asFils(
    amountAfterDiscountFils + deliveryFeeFils + taxAmountFils + tipAmountFils,
  );

  // Shares of each line.
  const netShares = base.map((l, i) => l.afterItemFils - discountShares[i]! - loyaltyShares[i]!);
  const taxShares = distribute(taxAmountFils, [...netShares, deliveryFeeFils]);
  const tipShares = distribute(tipAmountFils, netShares);
  const lines: PricedLine[] = base.map((l, i) => ({
    itemId: l.itemId,
    quantity: l.quantity,
    unitPriceFils: l.unitPriceFils,
    discountedUnitPriceFils: l.discountedUnitPriceFils,
    lineTotalFils: l.lineTotalFils,
    itemDiscountFils: l.itemDiscountFils,
    itemDiscountId: l.itemDiscountId,
    itemDiscountNote: l.itemDiscountNote,
    discountShareFils: asFils(discountShares[i]!),
    loyaltyShareFils: loyaltyShares[i]!,
    taxShareFils: taxShares[i]!,
    tipShareFils: tipShares[i]!,
    grossShareFils: asFils(netShares[i]! + taxShares[i]! + tipShares[i]!),
  }));

  const minimum = Math.max(0, Math.round(input.minimumOrderFils ?? 0));
  return {
    lines,
    adjustments,
    coupon,
    redeemableFils,
    problems,
    totals: {
      originalPriceFils,
      itemDiscountFils,
      cartTotalFils,
      discountAmountFils,
      loyaltyAmountFils,
      amountAfterDiscountFils,
      deliveryFeeBeforeWaiverFils,
      waiverAmountFils,
      deliveryFeeFils,
      taxAmountFils,
      tipAmountFils,
      orderGrossAmountFils,
      cashBackFils: policy ? cashbackFils(policy, amountAfterDiscountFils) : asFils(0),
      remainingToMinimumFils: asFils(Math.max(0, minimum - cartTotalFils)),
    },
  };
}
