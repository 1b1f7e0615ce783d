/**
 * Test factories (CONVENTIONS: fixtures from factories that accept overrides): a discount, a
 * loyalty policy and a priceOrder input, amounts in fils, times in seconds since the epoch.
 */
import type { DiscountRule } from './discounts.ts';
import type { LoyaltyRule, PriceOrderInput, PricingLine } from './price-order.ts';

/** 2025-06-01T12:00:00Z, the moment of every example. */
export const NOW = 1_748_779_200;
const DAY = 86_400;

/** A live manual coupon for all items, stores and service types: 10 %, no cap, no minimum. */
export function discount(over: Partial<DiscountRule> = {}): DiscountRule {
  return {
    id: 'd1',
    code: 'save10',
    discountType: 'percentage',
    value: 10,
    maximumDiscountFils: 0,
    minOrderValueFils: 0,
    perCustomerUse: 0,
    isActive: true,
    startDate: NOW - DAY,
    endDate: NOW + DAY,
    discountApplication: 'manual',
    serviceTypes: ['DELIVERY', 'PICKUP', 'DINE_IN'],
    isApplicableOnAllItems: true,
    itemIds: [],
    isApplicableOnAllStores: true,
    storeIds: [],
    ...over,
  };
}

/** An active loyalty policy: 5 % cashback from 0, redeem up to 10 % per order, at most 20 AED. */
export function loyaltyPolicy(over: Partial<LoyaltyRule> = {}): LoyaltyRule {
  return {
    isLoyaltyActive: true,
    minOrderValueForCashbackFils: 0,
    cashbackActive: true,
    cashbackPercentage: 5,
    redeemablePercentagePerOrder: 10,
    maxRedeemableFilsPerOrder: 2000,
    ...over,
  };
}

/** A line: item id, unit price in fils, quantity. */
export const line = (itemId: string, unitPriceFils: number, quantity = 1): PricingLine => ({
  itemId,
  unitPriceFils,
  quantity,
});

/** A pickup order at store s1, 5 % VAT, at NOW, with no promotions. */
export function orderInput(over: Partial<PriceOrderInput> = {}): PriceOrderInput {
  return {
    lines: [line('burger', 3000, 2), line('fries', 1200)],
    storeId: 's1',
    serviceType: 'PICKUP',
    taxRatePercent: 5,
    now: NOW,
    discounts: [],
    ...over,
  };
}
