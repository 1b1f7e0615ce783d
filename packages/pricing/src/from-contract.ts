import type { Discount, LoyaltyPolicy, SelectedTip, Store } from '@sufra/contract';
import type { DiscountRule } from './discounts.ts';
import { aedToFils } from './money.ts';
import type { LoyaltyRule, TipChoice, WaiverRule } from './price-order.ts';

/**
 * The API's answers (000 §3: AED, percent, seconds) as pricing reads them (fils, percent,
 * seconds): the one mapping the browser prices with, and the one the browser↔server property
 * test (issue 7) runs, so the two cannot drift apart.
 */

/**
 * AED as the API answers it → fils; an amount that is not a finite number (an answer the browser
 * does not check, issue 6: no zod in the first screen) counts as 0 rather than breaking the page.
 */
export const finiteAedToFils = (aed: number): number => (Number.isFinite(aed) ? aedToFils(aed) : 0);

/** A contract Discount (000 §3 Discount) as a DiscountRule: 'percentage' keeps its percent, 'fixed' becomes fils. */
export function discountRuleFromContract(d: Discount): DiscountRule {
  return {
    id: d._id,
    code: d.discountCode,
    discountType: d.discountType,
    value: d.discountType === 'percentage' ? d.discountAmount : finiteAedToFils(d.discountAmount),
    maximumDiscountFils: finiteAedToFils(d.maximumDiscountValue),
    minOrderValueFils: finiteAedToFils(d.minOrderValue),
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
export function usesFromContract(discounts: readonly Discount[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const d of discounts)
    if (d.usesLeft !== null && d.perCustomerUse > 0)
      uses.set(d._id, Math.max(0, d.perCustomerUse - d.usesLeft));
  return uses;
}

/** A contract LoyaltyPolicy (000 §3 Loyalty, AED) as a LoyaltyRule in fils. */
export function loyaltyRuleFromContract(p: LoyaltyPolicy): LoyaltyRule {
  return {
    isLoyaltyActive: p.isLoyaltyActive,
    minOrderValueForCashbackFils: finiteAedToFils(p.minOrderValueForCashback),
    cashbackActive: p.specificToDelivery.isActive,
    cashbackPercentage: p.specificToDelivery.cashbackPercentage,
    redeemablePercentagePerOrder: p.redeemablePercentagePerOrder,
    maxRedeemableFilsPerOrder: finiteAedToFils(p.maxRedeemableValuePerOrder),
  };
}

/** A store's delivery-fee waiver (001 §3.5 deliveryChargesWaiverInfo: AED, seconds) in fils (WAIVER-01); none → null. */
export function waiverRuleFromContract(w: Store['deliveryChargesWaiverInfo'] | undefined): WaiverRule | null {
  if (!w) return null;
  return {
    onOrderAmount: {
      isEnabled: w.onOrderAmount.isEnabled,
      amountFils: finiteAedToFils(w.onOrderAmount.amount),
    },
    onDateRange: w.onDateRange,
  };
}

/** The chosen tip (000 §3 Tip) as pricing reads it: a preset fraction, or a custom amount (AED) in fils. */
export function tipChoiceFromContract(tip: SelectedTip | null): TipChoice | null {
  if (!tip) return null;
  return tip.type === 'default' ? tip : { type: 'custom', valueFils: finiteAedToFils(tip.value) };
}
