/** from-contract.ts: the API's answers (000 §3 Discount, Loyalty, Tip; 001 §3.5 waiver) as pricing rules. */
import type { Discount, LoyaltyPolicy } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import {
  discountRuleFromContract,
  finiteAedToFils,
  loyaltyRuleFromContract,
  tipChoiceFromContract,
  usesFromContract,
  waiverRuleFromContract,
} from './from-contract.ts';

const discount = (over: Partial<Discount> = {}): Discount => ({
  _id: 'd1',
  brandId: 'b1',
  discountName: { en: 'Save', ar: 'وفر' },
  discountCode: 'SAVE',
  discountType: 'fixed',
  discountAmount: 12.5,
  maximumDiscountValue: 0,
  minOrderValue: 60,
  perCustomerUse: 0,
  usesLeft: null,
  isActive: true,
  startDate: 1,
  endDate: 2,
  discountApplication: 'manual',
  serviceType: [{ serviceName: 'PICKUP' }],
  isApplicableOnAllItems: false,
  discountAppliedOnSpecificItems: [{ itemId: 'i1' }],
  isApplicableOnAllStores: true,
  discountAppliedOnSpecificStores: [],
  isWelcome: false,
  isDemo: false,
  ...over,
});

describe('from-contract (issue 7: one mapping for the browser and the property test)', () => {
  it('finiteAedToFils: AED → fils, a non-finite answer counts as 0', () => {
    expect(finiteAedToFils(12.345)).toBe(1235);
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(finiteAedToFils)).toEqual([
      0, 0, 0,
    ]);
  });

  it('a fixed discount in fils, a percentage keeps its percent; lists flattened to ids', () => {
    expect(discountRuleFromContract(discount())).toEqual({
      id: 'd1',
      code: 'SAVE',
      discountType: 'fixed',
      value: 1250,
      maximumDiscountFils: 0,
      minOrderValueFils: 6000,
      perCustomerUse: 0,
      isActive: true,
      startDate: 1,
      endDate: 2,
      discountApplication: 'manual',
      serviceTypes: ['PICKUP'],
      isApplicableOnAllItems: false,
      itemIds: ['i1'],
      isApplicableOnAllStores: true,
      storeIds: [],
    });
    const pct = discountRuleFromContract(
      discount({ discountType: 'percentage', discountAmount: 15, maximumDiscountValue: Number.NaN }),
    );
    expect([pct.value, pct.maximumDiscountFils]).toEqual([15, 0]);
  });

  it('uses per customer = perCustomerUse − usesLeft, only when both are known', () => {
    const uses = usesFromContract([
      discount({ _id: 'a', perCustomerUse: 3, usesLeft: 1 }),
      discount({ _id: 'b', perCustomerUse: 1, usesLeft: null }),
      discount({ _id: 'c', perCustomerUse: 0, usesLeft: 0 }),
      discount({ _id: 'd', perCustomerUse: 1, usesLeft: 5 }),
    ]);
    expect([...uses]).toEqual([
      ['a', 2],
      ['d', 0],
    ]);
  });

  it('the loyalty policy, the waiver and the tip in fils', () => {
    const policy: LoyaltyPolicy = {
      isLoyaltyActive: true,
      minOrderValueForCashback: 30,
      specificToDelivery: { isActive: true, cashbackPercentage: 5 },
      redeemablePercentagePerOrder: 10,
      maxRedeemableValuePerOrder: 15.5,
    };
    expect(loyaltyRuleFromContract(policy)).toEqual({
      isLoyaltyActive: true,
      minOrderValueForCashbackFils: 3000,
      cashbackActive: true,
      cashbackPercentage: 5,
      redeemablePercentagePerOrder: 10,
      maxRedeemableFilsPerOrder: 1550,
    });
    const range = { isEnabled: false, startDateTime: 0, endDateTime: 0 };
    expect(waiverRuleFromContract(undefined)).toBeNull();
    expect(
      waiverRuleFromContract({ onOrderAmount: { isEnabled: true, amount: 100 }, onDateRange: range }),
    ).toEqual({ onOrderAmount: { isEnabled: true, amountFils: 10_000 }, onDateRange: range });
    expect(tipChoiceFromContract(null)).toBeNull();
    expect(tipChoiceFromContract({ type: 'default', value: 0.1 })).toEqual({ type: 'default', value: 0.1 });
    expect(tipChoiceFromContract({ type: 'custom', value: 2.25 })).toEqual({
      type: 'custom',
      valueFils: 225,
    });
  });
});
