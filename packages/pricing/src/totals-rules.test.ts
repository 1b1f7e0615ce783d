/**
 * The TOT rules of ../shared/spec/catalogue.json, one test each, amounts in fils.
 *
 * Not tested here (no pricing logic in this package; tested in apps/web / apps/api):
 * - TOT-12 (000 §2.14): the basket bottom bar's 'Add {remaining} more' / 'Review Order' button and
 *   where it goes — apps/web (the amount is remainingToMinimumFils, TOT-11 below).
 * - TOT-13 (001 §5.4): a delivery order below the area minimum cannot be placed; the checkout
 *   footer 'Add {difference} more' — apps/api (place-order refusal) and apps/web (footer).
 * - TOT-16 (000 §2.11): the 'Price On Selection' label when price ≤ 0 — apps/web.
 * - TOT-20 (001 §5.4): card and wallet payments need a payable amount > 2 AED
 *   ('addMoreThanTwoAED') — apps/api and apps/web payments.
 * - TOT-21 (001 §7.3): itemsTotalPrice and totalOrderPrice sent with 2 decimals — apps/web
 *   (place-order payload, filsToAed) and apps/api.
 * - TOT-22 (000 §1): amounts shown with 2 decimals and the currency icon, the amount before 'AED'
 *   in Arabic — apps/web (formatAed).
 * - TOT-23 (000 §1): Arabic-Indic digits typed by users become Latin digits — apps/web.
 */
import { describe, expect, it } from 'vitest';
import { discountAmountOn } from './discounts.ts';
import { lineTotalFils, lineUnitPriceFils } from './line.ts';
import { filsToAed, normaliseAed } from './money.ts';
import { priceOrder } from './price-order.ts';
import { priceSummaryLines } from './summary.ts';
import { payableFils, remainingPaymentFils, totalOrdersGrossFils } from './table.ts';
import { discount, line, loyaltyPolicy, orderInput } from './test-factories.ts';

// The default basket: 2 × 30.00 AED burger + 1 × 12.00 AED fries = 72.00 AED, pickup, 5 % VAT.
const automaticBurger = discount({
  id: 'auto',
  discountApplication: 'automatic',
  isApplicableOnAllItems: false,
  itemIds: ['burger'],
  discountType: 'fixed',
  value: 500,
});

describe('TOT — cart totals (000 §9 Totals, §2.15)', () => {
  it('TOT-01 (000 §9 Currency and rounding): 2 decimals; |x| < 0.1 becomes 0; 0.09 → 0, -0.05 → 0, 0.1 → 0.1, 12.345 → 12.35', () => {
    expect(normaliseAed(0.09)).toBe(0);
    expect(normaliseAed(-0.05)).toBe(0);
    expect(normaliseAed(0.1)).toBe(0.1);
    expect(normaliseAed(12.345)).toBe(12.35);
  });

  it('TOT-02 (000 §3 Cart line): the line price is the discountedPrice when an item discount applies, else the computed price', () => {
    const { lines } = priceOrder(orderInput({ discounts: [automaticBurger] }));
    expect(lines[0]).toMatchObject({
      unitPriceFils: 3000,
      discountedUnitPriceFils: 2500,
      itemDiscountFils: 1000,
    });
    expect(lines[1]).toMatchObject({
      unitPriceFils: 1200,
      discountedUnitPriceFils: 1200,
      itemDiscountFils: 0,
    });
  });

  it('TOT-03 (000 §9 Totals, IS53): items net = Σ price × quantity, the option prices × their quantity in the unit price', () => {
    const unit = lineUnitPriceFils(2300, [{ priceFils: 300, quantity: 2 }]);
    expect(unit).toBe(2900);
    const { totals } = priceOrder(orderInput({ lines: [line('meal', unit, 3), line('fries', 1200)] }));
    expect(totals.originalPriceFils).toBe(2900 * 3 + 1200);
  });

  it('TOT-04 (000 §9 Totals): a fixed discount is its amount, capped at the total', () => {
    expect(discountAmountOn(discount({ discountType: 'fixed', value: 1000 }), 7200).amountFils).toBe(1000);
    expect(discountAmountOn(discount({ discountType: 'fixed', value: 9000 }), 7200).amountFils).toBe(7200);
  });

  it('TOT-05 (000 §9 Totals): percentage discount capped at maximumDiscountValue; 200, 10 %, cap 15 → 15; cap 0 → 20', () => {
    expect(discountAmountOn(discount({ value: 10, maximumDiscountFils: 1500 }), 20_000)).toEqual({
      amountFils: 1500,
      isCapped: true,
    });
    expect(discountAmountOn(discount({ value: 10, maximumDiscountFils: 0 }), 20_000)).toEqual({
      amountFils: 2000,
      isCapped: false,
    });
  });

  it('TOT-06 (000 §9 Totals): base = items after discount (with loyalty: max(items − loyalty, 0)) + delivery fee', () => {
    const delivery = { serviceType: 'DELIVERY' as const, deliveryFeeFils: 1000 };
    const withCoupon = priceOrder(
      orderInput({ ...delivery, discounts: [discount()], couponId: 'd1' }),
    ).totals;
    expect(withCoupon.amountAfterDiscountFils + withCoupon.deliveryFeeFils).toBe(7200 - 720 + 1000);
    const loyalty = { policy: loyaltyPolicy(), balanceFils: 500, apply: true };
    const withLoyalty = priceOrder(orderInput({ ...delivery, loyalty })).totals;
    expect(withLoyalty.amountAfterDiscountFils + withLoyalty.deliveryFeeFils).toBe(7200 - 500 + 1000);
  });

  it('TOT-07 (000 §9 Totals, §3 Store): Total = base + base × taxRate / 100 + tip; taxRate 0 adds nothing', () => {
    const tip = { type: 'custom' as const, valueFils: 500 };
    const delivery = priceOrder(orderInput({ serviceType: 'DELIVERY', deliveryFeeFils: 1000, tip })).totals;
    expect(delivery.orderGrossAmountFils).toBe(8200 + 410 + 500);
    const noTax = priceOrder(orderInput({ taxRatePercent: 0, tip })).totals;
    expect(noTax.orderGrossAmountFils).toBe(7200 + 500);
  });

  it('TOT-08 (000 §9 Totals, IS01 reading A): VAT = (Basket Total + delivery fee) × rate / 100, after discount; not reading B', () => {
    const t = priceOrder(orderInput({ serviceType: 'DELIVERY', deliveryFeeFils: 1000 })).totals;
    expect(t.taxAmountFils).toBe(410); // reading B (items only) would be 360
    const discounted = priceOrder(orderInput({ discounts: [discount()], couponId: 'd1' })).totals;
    expect(discounted.taxAmountFils).toBe(324); // 5 % of 64.80 AED, the discounted supply
  });

  it("TOT-09 (000 §9 Totals, 002 §9): totalOrdersGrossAmount = this order's total + the table's earlier ordersTotalPrice", () => {
    expect(totalOrdersGrossFils(7560, 12_000)).toBe(19_560);
    expect(totalOrdersGrossFils(7560, 0)).toBe(7560);
  });

  it('TOT-10 (000 §9 Totals, 002 §2.4, §9): remaining payment = total − splitPayed; 0 once paid in full', () => {
    expect(remainingPaymentFils(30_000, 7500)).toBe(22_500);
    expect(remainingPaymentFils(30_000, 30_000)).toBe(0);
    expect(remainingPaymentFils(30_000, 30_010)).toBe(0);
  });

  it('TOT-11 (000 §9 Minimum order): remaining = max(minOrder − cartTotal, 0); minOrder 50, cartTotal 32.5 → 17.5; 60 → 0', () => {
    const short = priceOrder(orderInput({ lines: [line('x', 3250)], minimumOrderFils: 5000 })).totals;
    expect(filsToAed(short.remainingToMinimumFils)).toBe(17.5);
    const enough = priceOrder(orderInput({ lines: [line('x', 6000)], minimumOrderFils: 5000 })).totals;
    expect(enough.remainingToMinimumFils).toBe(0);
  });

  it('TOT-14 (000 §4.10, 002 §9): the delivery fee is the area fee for DELIVERY only, 0 for pickup and dine-in', () => {
    const fee = (serviceType: 'DELIVERY' | 'PICKUP' | 'DINE_IN') =>
      priceOrder(orderInput({ serviceType, deliveryFeeFils: 1000 })).totals.deliveryFeeFils;
    expect(fee('DELIVERY')).toBe(1000);
    expect(fee('PICKUP')).toBe(0);
    expect(fee('DINE_IN')).toBe(0);
  });

  it('TOT-15 (000 §5 Displayed discounts): a percentage is capped at 100, an amount at the original total', () => {
    expect(discountAmountOn(discount({ value: 150 }), 7200).amountFils).toBe(7200);
    const t = priceOrder(
      orderInput({ discounts: [discount({ discountType: 'fixed', value: 99_900 })], couponId: 'd1' }),
    );
    expect(t.totals.discountAmountFils).toBe(t.totals.originalPriceFils);
    expect(t.totals.amountAfterDiscountFils).toBe(0);
  });

  it("TOT-17 (000 §2.12): the item footer total = price × quantity, 2 decimals ('Add 3 to basket' at 29.50 AED → 88.50)", () => {
    expect(filsToAed(lineTotalFils(2950, 3))).toBe(88.5);
  });

  it('TOT-18 (000 §2.15, 002 §2.6): the summary lines in order, each only when it applies, adding up to the Total', () => {
    const tip = { type: 'custom' as const, valueFils: 500 };
    const delivery = { serviceType: 'DELIVERY' as const, deliveryFeeFils: 1000, tip };
    const coupon = priceOrder(orderInput({ ...delivery, discounts: [discount()], couponId: 'd1' }));
    const lines = priceSummaryLines(coupon.totals, { serviceType: 'DELIVERY', taxRatePercent: 5 });
    expect(lines.map((l) => [l.key, l.amountFils])).toEqual([
      ['originalBasketTotal', 7200],
      ['discount', 720],
      ['basketTotal', 6480],
      ['deliveryFee', 1000],
      ['valueAddedTax', 374],
      ['tip', 500],
      ['total', 8354],
    ]);
    const loyalty = priceOrder(
      orderInput({ loyalty: { policy: loyaltyPolicy(), balanceFils: 500, apply: true } }),
    );
    expect(
      priceSummaryLines(loyalty.totals, { serviceType: 'PICKUP', taxRatePercent: 5 }).map((l) => l.key),
    ).toEqual(['originalBasketTotal', 'loyaltyPoints', 'basketTotal', 'valueAddedTax', 'total']);
    // Dine-in, no promotion, no VAT, no tip: no Delivery Fee line (never in dine-in), no zero lines.
    const plain = priceOrder(orderInput({ serviceType: 'DINE_IN', taxRatePercent: 0 }));
    expect(priceSummaryLines(plain.totals, { serviceType: 'DINE_IN', taxRatePercent: 0 })).toEqual([
      { key: 'basketTotal', amountFils: 7200, subtracted: false },
      { key: 'total', amountFils: 7200, subtracted: false },
    ]);
  });

  it('TOT-19 (001 §5.4, 002 §5): payable = split.totalAmount when split; else totalOrdersGrossAmount; else orderGrossAmount', () => {
    expect(
      payableFils({
        split: { totalAmountFils: 3965 },
        orderGrossFils: 10_005,
        previousOrdersTotalFils: 5000,
      }),
    ).toBe(3965);
    expect(payableFils({ split: null, orderGrossFils: 10_005, previousOrdersTotalFils: 5000 })).toBe(15_005);
    expect(payableFils({ split: null, orderGrossFils: 10_005, previousOrdersTotalFils: 0 })).toBe(10_005);
  });
});
