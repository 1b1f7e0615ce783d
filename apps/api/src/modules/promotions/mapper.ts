import type { Discount, LoyaltyPolicy } from '@sufra/contract';
import { type DiscountRule, filsToAed, type LoyaltyRule } from '@sufra/pricing';
import type { DiscountRow, LoyaltyPolicyRow } from './repository.ts';

/** Seconds since the epoch of a stored time (000 §3 Discount: dates in unix seconds). */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A stored discount as packages/pricing reads it (DiscountRule: fils, percent, seconds). */
export function toDiscountRule(row: DiscountRow): DiscountRule {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType === 'percentage' ? 'percentage' : 'fixed',
    value: row.discountType === 'percentage' ? Number(row.percentage) : row.amountFils,
    maximumDiscountFils: row.maxDiscountFils,
    minOrderValueFils: row.minOrderFils,
    perCustomerUse: row.perCustomerUse,
    isActive: row.isActive,
    startDate: seconds(row.startAt),
    endDate: seconds(row.endAt),
    discountApplication: row.application as DiscountRule['discountApplication'],
    serviceTypes: row.serviceTypes,
    isApplicableOnAllItems: row.allItems,
    itemIds: row.itemIds,
    isApplicableOnAllStores: row.allStores,
    storeIds: row.storeIds,
  };
}

/**
 * A stored discount as the storefront reads it (000 §3 Discount, §2.16): amounts in AED,
 * `discountAmount` the percentage or the AED off, dates in unix seconds. `uses` is the signed-in
 * customer's uses of it (null for a guest): `usesLeft` = perCustomerUse − uses (≥ 0), or null for
 * a guest or an unlimited discount.
 */
export function toDiscount(row: DiscountRow, uses: number | null): Discount {
  return {
    _id: row.id,
    brandId: row.brandId,
    discountName: { en: row.nameEn, ar: row.nameAr },
    discountCode: row.code,
    discountType: row.discountType === 'percentage' ? 'percentage' : 'fixed',
    discountAmount: row.discountType === 'percentage' ? Number(row.percentage) : filsToAed(row.amountFils),
    maximumDiscountValue: filsToAed(row.maxDiscountFils),
    minOrderValue: filsToAed(row.minOrderFils),
    perCustomerUse: row.perCustomerUse,
    usesLeft: uses === null || row.perCustomerUse === 0 ? null : Math.max(0, row.perCustomerUse - uses),
    isActive: row.isActive,
    startDate: seconds(row.startAt),
    endDate: seconds(row.endAt),
    discountApplication: row.application as Discount['discountApplication'],
    serviceType: row.serviceTypes.map((serviceName) => ({ serviceName })),
    isApplicableOnAllItems: row.allItems,
    discountAppliedOnSpecificItems: row.itemIds.map((itemId) => ({ itemId })),
    isApplicableOnAllStores: row.allStores,
    discountAppliedOnSpecificStores: row.storeIds.map((storeId) => ({ storeId })),
    isWelcome: row.isWelcome,
    isDemo: row.isDemo,
  };
}

/** A stored loyalty policy as packages/pricing reads it (fils, percent). */
export function toLoyaltyRule(row: LoyaltyPolicyRow): LoyaltyRule {
  return {
    isLoyaltyActive: row.isActive,
    minOrderValueForCashbackFils: row.minOrderForCashbackFils,
    cashbackActive: row.cashbackActive,
    cashbackPercentage: Number(row.cashbackPercent),
    redeemablePercentagePerOrder: Number(row.redeemablePercent),
    maxRedeemableFilsPerOrder: row.maxRedeemFils,
  };
}

/** The loyalty policy of 000 §3 Loyalty in AED; no policy → isLoyaltyActive false and zeros. */
export function toLoyaltyPolicy(row: LoyaltyPolicyRow | null): LoyaltyPolicy {
  if (!row)
    return {
      isLoyaltyActive: false,
      minOrderValueForCashback: 0,
      specificToDelivery: { isActive: false, cashbackPercentage: 0 },
      redeemablePercentagePerOrder: 0,
      maxRedeemableValuePerOrder: 0,
    };
  return {
    isLoyaltyActive: row.isActive,
    minOrderValueForCashback: filsToAed(row.minOrderForCashbackFils),
    specificToDelivery: { isActive: row.cashbackActive, cashbackPercentage: Number(row.cashbackPercent) },
    redeemablePercentagePerOrder: Number(row.redeemablePercent),
    maxRedeemableValuePerOrder: filsToAed(row.maxRedeemFils),
  };
}
