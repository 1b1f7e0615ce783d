import type { PaymentOption } from '@sufra/contract';
import { asFils } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import { buildOrderPayload, type PayloadPromotions } from './order-payload.ts';

const option = (paymentType: PaymentOption['paymentType']): PaymentOption => ({
  _id: paymentType,
  paymentType,
  serviceType: 'PICKUP',
  EN: { name: paymentType },
  AR: { name: paymentType },
});

const fils = (n: number) => asFils(n);

/** Promotions of a basket of 65 AED with 5 % VAT and nothing applied. */
const noPromotions = (over: Partial<PayloadPromotions['totals']> = {}): PayloadPromotions => ({
  totals: {
    originalPriceFils: fils(6500),
    orderGrossAmountFils: fils(6825),
    tipAmountFils: fils(0),
    discountAmountFils: fils(0),
    loyaltyAmountFils: fils(0),
    cashBackFils: fils(0),
    ...over,
  },
  coupon: null,
  selectedTip: null,
  loyaltyApplied: false,
});

const payload = (
  promotions: PayloadPromotions,
  extra: Partial<Parameters<typeof buildOrderPayload>[0]> = {},
) =>
  buildOrderPayload({
    brandId: 'b',
    store: { _id: 's', taxRate: 5 },
    lines: [
      {
        itemId: 'i',
        categoryId: 'c',
        quantity: 2,
        unitPriceFils: 3250,
        options: [{ optionId: 'o', modifierGroupId: 'g', quantity: 1, priceFils: 250 }],
      },
    ],
    promotions,
    payment: option('CASH'),
    language: 'AR',
    specialInstructions: 'no onions',
    vehicleInfo: '  ',
    user: { phoneNumber: '+971501234567', name: 'Sara', email: null },
    ...extra,
  });

describe('place-order payload (001 §7.3)', () => {
  it('sends AED prices, the pickup type, ASAP timing and a trimmed vehicle info; no promotions when none', () => {
    const p = payload(noPromotions());
    expect(p.orderedMenu[0]).toEqual({
      itemId: 'i',
      categoryId: 'c',
      quantity: 2,
      price: 32.5,
      options: [{ optionId: 'o', modifierGroupId: 'g', quantity: 1, price: 2.5 }],
    });
    expect(p.itemsTotalPrice).toBe(65);
    expect(p.totalOrderPrice).toBe(68.25);
    expect(p.orderType.type).toBe('PICKUP');
    expect(p.timingType).toBe('ASAP');
    expect(p.pickupTiming).toEqual({ asap: true, time: null });
    expect(p).not.toHaveProperty('isPreOrder');
    expect(p.pickupVehicleInfo).toBeUndefined();
    expect(p.orderLanguage).toBe('AR');
    expect(p.tipAmount).toBe(0);
    expect(p.selectedTip).toBeNull();
    expect(p).not.toHaveProperty('discountApplied');
    expect(p).not.toHaveProperty('loyaltyApplied');
  });

  it('TOT-21, DISC-23, TIP-07: itemsTotalPrice before discounts, the Total, the tip and the coupon applied, in AED', () => {
    const p = payload({
      totals: {
        originalPriceFils: fils(6500),
        discountAmountFils: fils(650),
        loyaltyAmountFils: fils(0),
        tipAmountFils: fils(585),
        orderGrossAmountFils: fils(6728),
        cashBackFils: fils(0),
      },
      coupon: {
        _id: '5f1c9a1e-0000-4000-8000-000000000001',
        discountCode: 'save10',
        discountType: 'percentage',
        discountAmount: 10,
      },
      selectedTip: { type: 'default', value: 0.1 },
      loyaltyApplied: false,
    });
    expect(p.itemsTotalPrice).toBe(65);
    expect(p.totalOrderPrice).toBe(67.28);
    expect(p.tipAmount).toBe(5.85);
    expect(p.selectedTip).toEqual({ type: 'default', value: 0.1 });
    expect(p.discountApplied).toEqual({
      discountAmountAvailedByCustomer: 6.5,
      discountValue: 10,
      discountId: '5f1c9a1e-0000-4000-8000-000000000001',
      discountCode: 'save10',
      discountType: 'percentage',
    });
    expect(p).not.toHaveProperty('loyaltyApplied');
  });

  it('LOY-07: loyaltyApplied with the redeem and the cashback only when loyalty is applied and redeems more than 0', () => {
    const withLoyalty = payload({
      ...noPromotions({
        loyaltyAmountFils: fils(1200),
        cashBackFils: fils(265),
        orderGrossAmountFils: fils(5565),
      }),
      loyaltyApplied: true,
      selectedTip: { type: 'custom', value: 3 },
    });
    expect(withLoyalty.loyaltyApplied).toEqual({ redeemAmount: 12, cashBackAmount: 2.65 });
    // A tip chosen but worth nothing is not sent.
    expect(withLoyalty.selectedTip).toBeNull();
    expect(payload({ ...noPromotions(), loyaltyApplied: true })).not.toHaveProperty('loyaltyApplied');
  });

  it('TIMING-16: a pre-order sends timingType PREORDER, isPreOrder, preOrderDay and preOrderSlot; a pickup one says so in pickupTiming (IS34)', () => {
    const timing = {
      type: 'PREORDER' as const,
      preOrderSlot: { day: '2026-11-24', time: '17:00 - 17:30', slotIndex: 2 },
    };
    const p = payload(noPromotions(), { timing });
    expect(p).toMatchObject({
      timingType: 'PREORDER',
      isPreOrder: true,
      preOrderDay: '2026-11-24',
      preOrderSlot: '17:00 - 17:30',
      pickupTiming: { asap: false, time: '2026-11-24 17:00 - 17:30' },
    });
    expect(payload(noPromotions(), { timing: { type: 'ASAP', preOrderSlot: null } }).timingType).toBe('ASAP');
  });
});
