import { describe, expect, it } from 'vitest';
import { effectiveTiming, offeredTimings, payLaterChoices, placeOrderShown } from './payment-timing.ts';
import { DINE_IN_OPTIONS } from './test-fixtures.ts';

describe('payment timing (002 §2.6, §4.2, §5; SPLIT-14)', () => {
  it("PAY_NOW is always offered; PAY_LATER only when the store's dineInPaymentOptions allow it", () => {
    expect(
      offeredTimings({ dineInPaymentOptions: DINE_IN_OPTIONS, tableSplit: false, splitInProgress: false }),
    ).toEqual(['PAY_NOW', 'PAY_LATER']);
    const noPayLater = DINE_IN_OPTIONS.filter((o) => o.paymentType !== 'PAY_LATER');
    expect(
      offeredTimings({ dineInPaymentOptions: noPayLater, tableSplit: false, splitInProgress: false }),
    ).toEqual(['PAY_NOW']);
  });
  it('PAY_LATER is not offered while the table has split bills or the guest has a split (SPLIT-14 forces PAY_NOW)', () => {
    expect(
      offeredTimings({ dineInPaymentOptions: DINE_IN_OPTIONS, tableSplit: true, splitInProgress: false }),
    ).toEqual(['PAY_NOW']);
    expect(
      offeredTimings({ dineInPaymentOptions: DINE_IN_OPTIONS, tableSplit: false, splitInProgress: true }),
    ).toEqual(['PAY_NOW']);
    expect(effectiveTiming('PAY_LATER', ['PAY_NOW'], true)).toBe('PAY_NOW');
  });
  it("'Place Order' stays disabled until a timing is chosen (no timing without a choice unless forced)", () => {
    expect(effectiveTiming(null, ['PAY_NOW', 'PAY_LATER'], false)).toBeNull();
    expect(effectiveTiming(null, ['PAY_NOW'], false)).toBeNull();
    expect(effectiveTiming('PAY_LATER', ['PAY_NOW', 'PAY_LATER'], false)).toBe('PAY_LATER');
    expect(effectiveTiming('PAY_LATER', ['PAY_NOW'], false)).toBeNull();
  });
  it('002 §5: Place Order shows with items, or with previous orders when the type is not PAY_LATER', () => {
    expect(placeOrderShown({ basketLines: 1, hasPreviousOrders: false, timing: null })).toBe(true);
    expect(placeOrderShown({ basketLines: 0, hasPreviousOrders: false, timing: 'PAY_NOW' })).toBe(false);
    expect(placeOrderShown({ basketLines: 0, hasPreviousOrders: true, timing: 'PAY_NOW' })).toBe(true);
    expect(placeOrderShown({ basketLines: 0, hasPreviousOrders: true, timing: null })).toBe(true);
    expect(placeOrderShown({ basketLines: 0, hasPreviousOrders: true, timing: 'PAY_LATER' })).toBe(false);
  });
  it('the pay-later choices are the dine-in options paid at the table: PAY_LATER, CASH, CARD_MACHINE (002 §2.8)', () => {
    expect(payLaterChoices(DINE_IN_OPTIONS).map((o) => o.paymentType)).toEqual([
      'PAY_LATER',
      'CASH',
      'CARD_MACHINE',
    ]);
  });
});
