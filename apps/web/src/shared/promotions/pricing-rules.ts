import type { Discount, LoyaltyPolicy, SelectedTip, Store } from '@sufra/contract';
import {
  type DiscountRule,
  type LoyaltyRule,
  type TipChoice,
  aedToFils as toFils,
  type WaiverRule,
} from '@sufra/pricing';

/**
 * AED as the API answers it → fils; an amount that is not a finite number (an answer the browser
 * does not check, issue 6: no zod in the first screen) counts as 0 rather than breaking the page.
 */
export const aedToFils = (aed: number): number => (Number.isFinite(aed) ? toFils(aed) : 0);

/**
 * A discount of the API (AED, percent, seconds) as packages/pricing reads it (fils, percent,
 * seconds): 'percentage' keeps its percent, 'fixed' becomes fils (000 §3 Discount).
 */
export function toDiscountRule(d: Discount): DiscountRule {
  return {
    id: d._id,
    code: d.discountCode,
    discountType: d.discountType,
    value: d.discountType === 'percentage' ? d.discountAmount : aedToFils(d.discountAmount),
    maximumDiscountFils: aedToFils(d.maximumDiscountValue),
    minOrderValueFils: aedToFils(d.minOrderValue),
    perCustomerUse: d.perCustomerUse,
    isActive: d.isActive,
    startDate: d.startDate,
    endDate: d.endDate,
    discountApplication: d.discountApplication,
    serviceTypes: d.serviceType.map((s) => s.serviceName),
    isApplicableOnAllItems: d.isApplicableOnAllItems,
    itemIds: d.discountAppliedOnSpecificItems.map((i) => i.itemId),
    isApplicableOnAllStores: d.isApplicableOnAllStores,
    storeIds: d.discountAppliedOnSpecificStores.map((s) => s.storeId),
  };
}

/** The customer's uses of each discount, from the list's `usesLeft` (perCustomerUse − usesLeft; unknown = 0). */
export function usesByCustomer(discounts: readonly Discount[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const d of discounts)
    if (d.usesLeft !== null && d.perCustomerUse > 0)
      uses.set(d._id, Math.max(0, d.perCustomerUse - d.usesLeft));
  return uses;
}

/** The loyalty policy of the API (AED) in fils (000 §3 Loyalty). */
export function toLoyaltyRule(p: LoyaltyPolicy): LoyaltyRule {
  return {
    isLoyaltyActive: p.isLoyaltyActive,
    minOrderValueForCashbackFils: aedToFils(p.minOrderValueForCashback),
    cashbackActive: p.specificToDelivery.isActive,
    cashbackPercentage: p.specificToDelivery.cashbackPercentage,
    redeemablePercentagePerOrder: p.redeemablePercentagePerOrder,
    maxRedeemableFilsPerOrder: aedToFils(p.maxRedeemableValuePerOrder),
  };
}

/** The store's delivery-fee waiver (AED, seconds) in fils (WAIVER-01). */
export function toWaiverRule(w: Store['deliveryChargesWaiverInfo'] | undefined): WaiverRule | null {
  if (!w) return null;
  return {
    onOrderAmount: { isEnabled: w.onOrderAmount.isEnabled, amountFils: aedToFils(w.onOrderAmount.amount) },
    onDateRange: w.onDateRange,
  };
}

/** The chosen tip (000 §3 Tip) as pricing reads it: a preset fraction, or a custom amount in fils. */
export function toTipChoice(tip: SelectedTip | null): TipChoice | null {
  if (!tip) return null;
  return tip.type === 'default' ? tip : { type: 'custom', valueFils: aedToFils(tip.value) };
}
