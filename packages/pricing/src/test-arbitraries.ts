/**
 * fast-check arbitraries for the pricing properties (price-order.property.test.ts): random
 * priceOrder inputs — lines, discounts of both types with caps, minimums, items, stores, service
 * types and dates, loyalty, tip, fee, waiver, VAT — in fils, at NOW.
 */
import type { ServiceType } from '@sufra/contract';
import fc from 'fast-check';
import type { DiscountRule } from './discounts.ts';
import { type PriceOrderInput, TIP_PRESET_FRACTIONS } from './price-order.ts';
import { NOW } from './test-factories.ts';

const DAY = 86_400;
const ITEMS = ['i0', 'i1', 'i2', 'i3', 'i4', 'i5'];
const STORES = ['s1', 's2'];
const SERVICES: ServiceType[] = ['DELIVERY', 'PICKUP', 'DINE_IN'];
/** Mostly `usual`, sometimes any value of `other`: random promotions that often apply. */
const mostly = <T>(usual: T, other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, other);

const lineArb = fc.record({
  itemId: fc.constantFrom(...ITEMS),
  unitPriceFils: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});

const ruleArb = fc.record({
  discountType: fc.constantFrom('percentage' as const, 'fixed' as const),
  percent: fc.integer({ min: 0, max: 120 }),
  fixedFils: fc.integer({ min: 0, max: 200_000 }),
  maximumDiscountFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  minOrderValueFils: mostly(0, fc.integer({ min: 0, max: 500_000 })),
  perCustomerUse: mostly(0, fc.integer({ min: 0, max: 3 })),
  isActive: mostly(true, fc.boolean()),
  startOffset: mostly(-DAY, fc.integer({ min: -10 * DAY, max: DAY })),
  endOffset: mostly(DAY, fc.integer({ min: -DAY, max: 10 * DAY })),
  discountApplication: fc.constantFrom('manual' as const, 'automatic' as const, 'hidden' as const),
  serviceTypes: mostly(SERVICES, fc.subarray(SERVICES, { minLength: 1 })),
  isApplicableOnAllItems: fc.boolean(),
  itemIds: fc.subarray(ITEMS),
  isApplicableOnAllStores: mostly(true, fc.boolean()),
  storeIds: fc.subarray(STORES),
});

type RuleDraft = typeof ruleArb extends fc.Arbitrary<infer R> ? R : never;

const toRule = (r: RuleDraft, i: number): DiscountRule => ({
  id: `d${i}`,
  code: `code${i}`,
  discountType: r.discountType,
  value: r.discountType === 'percentage' ? r.percent : r.fixedFils,
  maximumDiscountFils: r.maximumDiscountFils,
  minOrderValueFils: r.minOrderValueFils,
  perCustomerUse: r.perCustomerUse,
  isActive: r.isActive,
  startDate: NOW + r.startOffset,
  endDate: NOW + r.endOffset,
  discountApplication: r.discountApplication,
  serviceTypes: r.serviceTypes,
  isApplicableOnAllItems: r.isApplicableOnAllItems,
  itemIds: r.itemIds,
  isApplicableOnAllStores: r.isApplicableOnAllStores,
  storeIds: r.storeIds,
});

const policyArb = fc.record({
  isLoyaltyActive: mostly(true, fc.boolean()),
  minOrderValueForCashbackFils: fc.integer({ min: 0, max: 100_000 }),
  cashbackActive: fc.boolean(),
  cashbackPercentage: fc.integer({ min: 0, max: 20 }),
  redeemablePercentagePerOrder: fc.integer({ min: 0, max: 100 }),
  maxRedeemableFilsPerOrder: fc.integer({ min: 0, max: 100_000 }),
});

const tipArb = fc.option(
  fc.oneof(
    fc.constantFrom(...TIP_PRESET_FRACTIONS).map((value) => ({ type: 'default' as const, value })),
    fc.integer({ min: 0, max: 100_000 }).map((valueFils) => ({ type: 'custom' as const, valueFils })),
  ),
);

const waiverArb = fc.option(
  fc.record({
    onOrderAmount: fc.record({ isEnabled: fc.boolean(), amountFils: fc.integer({ min: 0, max: 200_000 }) }),
    onDateRange: fc.record({
      isEnabled: fc.boolean(),
      startDateTime: fc.integer({ min: NOW - DAY, max: NOW + DAY }),
      endDateTime: fc.integer({ min: NOW - DAY, max: NOW + DAY }),
    }),
  }),
);

/** A random priceOrder input; `service` fixes the service type. */
export const inputArb = (service?: ServiceType, withPromotions = true): fc.Arbitrary<PriceOrderInput> =>
  fc
    .record({
      lines: fc.array(lineArb, { minLength: 1, maxLength: 20 }),
      rules: withPromotions ? fc.array(ruleArb, { maxLength: 5 }) : fc.constant<RuleDraft[]>([]),
      coupon: withPromotions ? fc.option(fc.nat(5)) : fc.constant<number | null>(null),
      couponEnteredByHand: fc.boolean(),
      uses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
      storeId: fc.constantFrom(...STORES),
      serviceType: service ? fc.constant(service) : fc.constantFrom(...SERVICES),
      taxRatePercent: fc.oneof(fc.integer({ min: 0, max: 15 }), fc.constant(7.5)),
      loyalty: withPromotions
        ? fc.option(
            fc.record({
              policy: policyArb,
              balanceFils: fc.integer({ min: 0, max: 1_000_000 }),
              apply: fc.boolean(),
            }),
          )
        : fc.constant<null>(null),
      tip: tipArb,
      deliveryFeeFils: fc.integer({ min: 0, max: 5000 }),
      waiver: waiverArb,
      minimumOrderFils: fc.integer({ min: 0, max: 100_000 }),
    })
    .map(({ rules, coupon, uses, ...rest }) => {
      const discounts = rules.map(toRule);
      return {
        ...rest,
        now: NOW,
        discounts,
        // One pick in n + 1 names a coupon the brand does not have.
        couponId: coupon === null ? null : (discounts[coupon % (discounts.length + 1)]?.id ?? 'missing'),
        usesByCustomer: new Map(uses.map((n, i) => [`d${i}`, n])),
      };
    });
