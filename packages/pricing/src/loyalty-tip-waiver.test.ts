/**
 * The LOY, TIP, WAIVER and HAPPY rules of ../shared/spec/catalogue.json, one test each, amounts
 * in fils, times in seconds since the epoch.
 *
 * Not tested here (no pricing logic in this package; tested in apps/web / apps/api):
 * - LOY-04, LOY-05, LOY-06 (000 §2.17): the basket loyalty toggle, the wallet balance and Login
 *   button, the loyalty card texts — apps/web.
 * - LOY-07 (001 §7.3): place-order loyaltyApplied only when active and redeem or cashback > 0 —
 *   apps/web (payload) and apps/api.
 * - LOY-08 (000 §4.7, §4.8): loyalty removed when the basket empties, a coupon is auto-set, an
 *   order succeeds — apps/web (basket state).
 * - TIP-04 (000 §5, 002 §5): the custom tip field (a number ≥ 1, 2 decimals, empty ignored) —
 *   apps/web (form schema) and apps/api (place-order body, message invalidTip). tipFils takes the
 *   amount as validated.
 * - TIP-06, the state part (000 §4.7, §4.12): the selected tip removed with the basket, after an
 *   order, by resetCartWithStoreData — apps/web. The pricing part (no tip on an empty basket) is below.
 * - TIP-07 (001 §7.3): place-order sends tipAmount and selectedTip — apps/web, apps/api.
 * - WAIVER-03 (001 §7.3): place-order deliveryChargesWaiverInfo — apps/web, apps/api.
 * - WAIVER-04 (000 §2.14, §2.19): the free-delivery banners' texts — apps/web.
 */
import { describe, expect, it } from 'vitest';
import {
  HAPPY_HOUR_EXPIRY_NOTICE_SECONDS,
  happyHourRemaining,
  showHappyHourExpiredNotice,
} from './banners.ts';
import {
  cashbackFils,
  isFeeWaived,
  loyaltyRedeemFils,
  priceOrder,
  TIP_PRESET_FRACTIONS,
  tipFils,
  type WaiverRule,
} from './price-order.ts';
import { priceSummaryLines } from './summary.ts';
import { discount, line, loyaltyPolicy, NOW, orderInput } from './test-factories.ts';

const MIN = 60;

describe('LOY — loyalty (000 §9 Loyalty, §3 Loyalty)', () => {
  it('LOY-01 (000 §9 Loyalty): redeem = min(max per order, cartTotal × redeemable % / 100, balance); max 20, 10 % of 150 = 15, balance 12 → 12', () => {
    const policy = loyaltyPolicy({ maxRedeemableFilsPerOrder: 2000, redeemablePercentagePerOrder: 10 });
    expect(loyaltyRedeemFils(policy, 15_000, 1200)).toBe(1200);
    expect(loyaltyRedeemFils(policy, 15_000, 5000)).toBe(1500);
    expect(loyaltyRedeemFils({ ...policy, maxRedeemableFilsPerOrder: 1000 }, 15_000, 5000)).toBe(1000);
    expect(loyaltyRedeemFils({ ...policy, isLoyaltyActive: false }, 15_000, 5000)).toBe(0);
  });

  it('LOY-02 (000 §9 Loyalty, IS35): cashback = total / 100 × cashbackPercentage when total ≥ minOrderValueForCashback and specificToDelivery.isActive', () => {
    const policy = loyaltyPolicy({ cashbackPercentage: 5, minOrderValueForCashbackFils: 5000 });
    expect(cashbackFils(policy, 7200)).toBe(360);
    expect(cashbackFils(policy, 5000)).toBe(250);
    expect(cashbackFils(policy, 4999)).toBe(0);
    expect(cashbackFils({ ...policy, cashbackActive: false }, 7200)).toBe(0);
    // On the Basket Total after discount and loyalty (decision 0014), for pickup too.
    const t = priceOrder(orderInput({ loyalty: { policy, balanceFils: 700, apply: true } })).totals;
    expect(t.cashBackFils).toBe(Math.round(((7200 - 700) * 5) / 100));
  });

  it('LOY-03 (000 §9 Totals): with loyalty applied, base items = max(items − loyaltyAmount, 0)', () => {
    const everything = loyaltyPolicy({
      redeemablePercentagePerOrder: 100,
      maxRedeemableFilsPerOrder: 1_000_000,
    });
    const all = priceOrder(
      orderInput({ loyalty: { policy: everything, balanceFils: 999_999, apply: true } }),
    ).totals;
    expect(all).toMatchObject({ loyaltyAmountFils: 7200, amountAfterDiscountFils: 0, taxAmountFils: 0 });
    const some = priceOrder(
      orderInput({ loyalty: { policy: everything, balanceFils: 2000, apply: true } }),
    ).totals;
    expect(some.amountAfterDiscountFils).toBe(5200);
  });
});

describe('TIP — tips (000 §2.18, §9 Tip, IS02, IS36)', () => {
  it("TIP-01 (000 §2.18, 002 §2.6): presets 7 %, 10 % ('Most Common'), 15 %, stored as fractions and shown as value × 100", () => {
    expect(TIP_PRESET_FRACTIONS).toEqual([0.07, 0.1, 0.15]);
    expect(TIP_PRESET_FRACTIONS.map((v) => Math.round(v * 100))).toEqual([7, 10, 15]);
  });

  it('TIP-02 (000 §9 Tip reading A): a preset tip = itemsGross (Basket Total) × value, rounded to the fil; a custom tip = its value', () => {
    expect(tipFils({ type: 'default', value: 0.1 }, 7200)).toBe(720);
    expect(tipFils({ type: 'default', value: 0.07 }, 2550)).toBe(179); // 178.5 → 179
    expect(tipFils({ type: 'custom', valueFils: 500 }, 7200)).toBe(500);
    expect(tipFils(null, 7200)).toBe(0);
  });

  it('TIP-03 (000 §9 Tip reading B not taken, IS02): a percentage tip is of the Basket Total after discount, not of the items net before it', () => {
    const t = priceOrder(
      orderInput({ discounts: [discount()], couponId: 'd1', tip: { type: 'default', value: 0.1 } }),
    );
    expect(t.totals.tipAmountFils).toBe(648); // 10 % of 64.80 AED; reading B would give 7.20 AED
  });

  it('TIP-05 (000 §9 Totals): the tip is added after tax and is not taxed', () => {
    const without = priceOrder(orderInput()).totals;
    const withTip = priceOrder(orderInput({ tip: { type: 'custom', valueFils: 1000 } })).totals;
    expect(withTip.taxAmountFils).toBe(without.taxAmountFils);
    expect(withTip.orderGrossAmountFils).toBe(without.orderGrossAmountFils + 1000);
  });

  it('TIP-06 (000 §4.7): an empty basket has no tip, whatever tip was chosen', () => {
    const t = priceOrder(orderInput({ lines: [], tip: { type: 'custom', valueFils: 500 } }));
    expect(t.totals).toMatchObject({ tipAmountFils: 0, orderGrossAmountFils: 0 });
    expect(t.adjustments).toEqual([]);
  });
});

describe('WAIVER — delivery fee waiver (000 §4.10, IS40)', () => {
  const byAmount: WaiverRule = {
    onOrderAmount: { isEnabled: true, amountFils: 5000 },
    onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
  };
  const byDate: WaiverRule = {
    onOrderAmount: { isEnabled: false, amountFils: 0 },
    onDateRange: { isEnabled: true, startDateTime: NOW - 3600, endDateTime: NOW + 3600 },
  };

  it('WAIVER-01 (000 §4.10): waived when amountAfterDiscount ≥ onOrderAmount (enabled) or start ≤ now ≤ end (enabled), both bounds inclusive', () => {
    expect(isFeeWaived(byAmount, 5000, NOW)).toBe(true);
    expect(isFeeWaived(byAmount, 4999, NOW)).toBe(false);
    expect(
      isFeeWaived({ ...byAmount, onOrderAmount: { isEnabled: false, amountFils: 5000 } }, 9999, NOW),
    ).toBe(false);
    expect(isFeeWaived(byDate, 0, NOW - 3600)).toBe(true);
    expect(isFeeWaived(byDate, 0, NOW + 3600)).toBe(true);
    expect(isFeeWaived(byDate, 0, NOW + 3601)).toBe(false);
    expect(isFeeWaived(byDate, 0, NOW - 3601)).toBe(false);
    expect(isFeeWaived(null, 99_999, NOW)).toBe(false);
  });

  it('WAIVER-02 (000 §4.10, §3 Cart totals): the waiver records isWaiver and waiverAmount (the waived fee)', () => {
    const t = priceOrder(orderInput({ serviceType: 'DELIVERY', deliveryFeeFils: 1000, waiver: byAmount }));
    expect(t.totals).toMatchObject({
      deliveryFeeBeforeWaiverFils: 1000,
      waiverAmountFils: 1000,
      deliveryFeeFils: 0,
    });
    expect(t.adjustments).toContainEqual({ kind: 'waiver', amountFils: 1000 });
    const fee = priceSummaryLines(t.totals, { serviceType: 'DELIVERY', taxRatePercent: 5 }).find(
      (l) => l.key === 'deliveryFee',
    );
    expect(fee).toEqual({ key: 'deliveryFee', amountFils: 1000, subtracted: false, waived: true });
    const small = priceOrder(
      orderInput({
        serviceType: 'DELIVERY',
        deliveryFeeFils: 1000,
        waiver: byAmount,
        lines: [line('x', 4000)],
      }),
    );
    expect(small.totals).toMatchObject({ waiverAmountFils: 0, deliveryFeeFils: 1000 });
  });
});

describe('HAPPY — happy-hour banners (000 §2.19, IS19)', () => {
  const start = NOW - 3600;
  const left = (minutes: number) => happyHourRemaining(NOW, start, NOW + minutes * MIN);

  it("HAPPY-01 (000 §2.19): X = '2 hours' from 120 min, '1 hour' from 60 to under 120, else 'N minutes'; 150 → 2 hours, 119 → 1 hour, 45 → 45 minutes", () => {
    expect(left(150)).toEqual({ unit: 'hours', value: 2 });
    expect(left(120)).toEqual({ unit: 'hours', value: 2 });
    expect(left(119)).toEqual({ unit: 'hour', value: 1 });
    expect(left(60)).toEqual({ unit: 'hour', value: 1 });
    expect(left(45)).toEqual({ unit: 'minutes', value: 45 });
    expect(happyHourRemaining(NOW, start, NOW + 30)).toEqual({ unit: 'minutes', value: 1 }); // IS19: rounded up
    expect(happyHourRemaining(NOW, NOW + 1, NOW + 7200)).toBeNull();
    expect(happyHourRemaining(NOW, start, NOW - 1)).toBeNull();
  });

  it('HAPPY-02 (000 §2.19, §9 Timers): the expiry notice shows only within 15 minutes after the end', () => {
    const end = NOW;
    expect(HAPPY_HOUR_EXPIRY_NOTICE_SECONDS).toBe(15 * MIN);
    expect(showHappyHourExpiredNotice(end, end)).toBe(false);
    expect(showHappyHourExpiredNotice(end + 1, end)).toBe(true);
    expect(showHappyHourExpiredNotice(end + 15 * MIN, end)).toBe(true);
    expect(showHappyHourExpiredNotice(end + 15 * MIN + 1, end)).toBe(false);
  });
});
