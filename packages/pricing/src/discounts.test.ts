/**
 * The DISC rules of ../shared/spec/catalogue.json, one test each, amounts in fils. The package
 * answers message codes; `messageText(…, 'EN')` shows the spec's text where it gives one.
 *
 * Not tested here (no pricing logic in this package; tested in apps/web / apps/api):
 * - DISC-04, the code matching part (000 §4.8): the typed code trimmed and lower-cased and
 *   matched against the brand's discounts — apps/api (validate-discount-V2) and apps/web. The
 *   pricing part (an unknown or dead coupon → couponNotFound) is tested below.
 * - DISC-05 (000 §4.8, §5): server validation (store, login, serviceType required), the 300 ms
 *   apply delay, the modal and the applied flag — apps/api and apps/web.
 * - DISC-09, the listing part (000 §5): the eligible menu items, or 'couponNotOnSelectedItems'
 *   when none are on the menu — apps/api (it reads the menu). The refusal is tested below.
 * - DISC-14, the dialogs (000 §4.8): 'Use discount code' / 'Use loyalty credits' confirms —
 *   apps/web. The exclusion itself is tested below.
 * - DISC-15, DISC-16, DISC-17, DISC-18 (000 §2.16): card description, 'Up to … AED' and scope
 *   labels, struck-through code of item-specific coupons, the per-customer-use line — apps/web.
 * - DISC-19, DISC-20 (000 §2.16): voucher card disabled / 'No vouchers found', Apply disabled
 *   while the code is empty — apps/web.
 * - DISC-21 (000 §4.8): the coupons-popup fetch sends page COUPONS_POPUP, failing silently — apps/web.
 * - DISC-22 (000 §4.9): the welcome coupon modal once per session, its pick and confetti — apps/web.
 * - DISC-23 (001 §7.3): place-order discountApplied only when a discount is applied — apps/web, apps/api.
 * - DISC-24 (000 §4.3): discounts refetched on service switch and sign-in, with userId — apps/web.
 */
import { type CodedMessage, messageText } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import {
  autoCoupon,
  automaticItemDiscount,
  type CouponLine,
  checkCoupon,
  type DiscountContext,
  itemUnitDiscount,
  listableDiscounts,
} from './discounts.ts';
import { priceOrder } from './price-order.ts';
import { discount, line, loyaltyPolicy, NOW, orderInput } from './test-factories.ts';

const DAY = 86_400;
const ctx: DiscountContext = { storeId: 's1', serviceType: 'PICKUP', now: NOW };
const basket: CouponLine[] = [
  { itemId: 'burger', amountFils: 6000 },
  { itemId: 'fries', amountFils: 1200 },
];
const en = (m: CodedMessage | null | undefined) => (m ? messageText(m, 'EN') : null);
const refusal = (r: ReturnType<typeof checkCoupon>) => (r.ok ? null : en(r.reason));
const itemRule = (over: Parameters<typeof discount>[0] = {}) =>
  discount({ isApplicableOnAllItems: false, itemIds: ['burger'], ...over });

describe('DISC — discounts and coupons (000 §4.8, §5)', () => {
  it('DISC-01 (000 §4.8): listed = live, store-applicable, matching the service type, not hidden; item-specific optionally left out', () => {
    const rules = [
      discount({ id: 'all' }),
      discount({ id: 'hidden', discountApplication: 'hidden' }),
      discount({ id: 'otherStore', isApplicableOnAllStores: false, storeIds: ['s2'] }),
      discount({ id: 'thisStore', isApplicableOnAllStores: false, storeIds: ['s1'] }),
      discount({ id: 'deliveryOnly', serviceTypes: ['DELIVERY'] }),
      discount({ id: 'ended', endDate: NOW - 1 }),
      itemRule({ id: 'items' }),
    ];
    expect(listableDiscounts(rules, ctx).map((r) => r.id)).toEqual(['all', 'thisStore', 'items']);
    expect(listableDiscounts(rules, ctx, true).map((r) => r.id)).toEqual(['all', 'thisStore']);
  });

  it('DISC-02 (000 §4.8): the automatic item discount needs isActive, not hidden, the service type and the item listed; the soonest endDate wins', () => {
    const auto = (over: Parameters<typeof discount>[0]) =>
      itemRule({ discountApplication: 'automatic', ...over });
    const rules = [
      auto({ id: 'later', endDate: NOW + 2 * DAY }),
      auto({ id: 'sooner', endDate: NOW + DAY }),
      auto({ id: 'inactive', isActive: false, endDate: NOW + 10 }),
      auto({ id: 'hidden', discountApplication: 'hidden', endDate: NOW + 10 }),
      auto({ id: 'delivery', serviceTypes: ['DELIVERY'], endDate: NOW + 10 }),
    ];
    expect(automaticItemDiscount(rules, 'burger', ctx)?.id).toBe('sooner');
    expect(automaticItemDiscount(rules, 'fries', ctx)).toBeNull();
  });

  it('DISC-03 (000 §4.8): with cartTotal > 0 the automatic all-items coupon with the earliest endDate that passes is set', () => {
    const rules = [
      discount({ id: 'manual', endDate: NOW + 10 }),
      discount({ id: 'auto2', discountApplication: 'automatic', endDate: NOW + 2 * DAY }),
      discount({ id: 'auto1', discountApplication: 'automatic', endDate: NOW + DAY }),
      discount({
        id: 'autoMin',
        discountApplication: 'automatic',
        endDate: NOW + 20,
        minOrderValueFils: 99_999,
      }),
    ];
    expect(autoCoupon(rules, basket, ctx)?.id).toBe('auto1');
    expect(autoCoupon(rules, [], ctx)).toBeNull();
  });

  it("DISC-04 (000 §4.8, §8): an unknown, inactive or ended coupon → COUPON_NOT_FOUND 'Sorry, We didn't find any coupon with provided code'", () => {
    const text = "Sorry, We didn't find any coupon with provided code";
    expect(en(refusedCoupon('nope'))).toBe(text);
    expect(refusal(checkCoupon(discount({ isActive: false }), basket, ctx))).toBe(text);
    expect(refusal(checkCoupon(discount({ endDate: NOW - 1 }), basket, ctx))).toBe(text);
    expect(refusal(checkCoupon(discount({ startDate: NOW + 1 }), basket, ctx))).toBe(text);
  });

  it("DISC-06 (000 §5, §8): a typed item-specific code that is not hidden → 'It seems like this coupon is either auto applied or available for selected items'", () => {
    const text = 'It seems like this coupon is either auto applied or available for selected items';
    expect(refusal(checkCoupon(itemRule(), basket, ctx, true))).toBe(text);
    expect(checkCoupon(itemRule({ discountApplication: 'hidden' }), basket, ctx, true).ok).toBe(true);
    expect(checkCoupon(itemRule(), basket, ctx, false).ok).toBe(true);
    // An automatic item discount already applies by itself (DISC-02): never a second time as a coupon.
    expect(refusal(checkCoupon(itemRule({ discountApplication: 'automatic' }), basket, ctx))).toBe(text);
  });

  it("DISC-07 (000 §5, §8): minOrderValue above the items net → 'you can apply it only if you order more than' {price}", () => {
    const r = checkCoupon(discount({ minOrderValueFils: 10_000 }), basket, ctx);
    expect(refusal(r)).toBe('you can apply it only if you order more than 100.00 AED');
    expect(checkCoupon(discount({ minOrderValueFils: 7200 }), basket, ctx).ok).toBe(true);
  });

  it("DISC-08 (000 §5, §8): a coupon not for the store → 'Sorry, Provided coupon code is not applicable on this store'", () => {
    const r = checkCoupon(discount({ isApplicableOnAllStores: false, storeIds: ['s2'] }), basket, ctx);
    expect(refusal(r)).toBe('Sorry, Provided coupon code is not applicable on this store');
  });

  it("DISC-09 (000 §5, §8): a specific-items discount with none of its items in the cart → 'Sorry, this discount applies only to specific items. …'", () => {
    const r = checkCoupon(itemRule({ itemIds: ['cake'] }), basket, ctx);
    expect(refusal(r)).toBe(
      'Sorry, this discount applies only to specific items. Click the button  to see which items are eligible.',
    );
    const ok = checkCoupon(itemRule(), basket, ctx);
    expect(ok).toEqual({ ok: true, eligibleFils: 6000, eligibleLineIndexes: [0] });
  });

  it("DISC-10 (000 §5, §8): a capped discount is marked capped ('Maximum discount reached. Discount capped at AED' {amount})", () => {
    const capped = priceOrder(
      orderInput({ discounts: [discount({ maximumDiscountFils: 500 })], couponId: 'd1' }),
    );
    expect(capped.coupon).toMatchObject({ ok: true, isCapped: true });
    expect(capped.totals.discountAmountFils).toBe(500);
    const free = priceOrder(
      orderInput({ discounts: [discount({ maximumDiscountFils: 5000 })], couponId: 'd1' }),
    );
    expect(free.coupon).toMatchObject({ ok: true, isCapped: false });
    expect(free.totals.discountAmountFils).toBe(720);
  });

  it("DISC-11 (000 §5, IS38): per item, below minOrderValue × quantity no discount and the min-order note; above the cap 'Maximum Discount for this item is' {price} AED", () => {
    const below = itemUnitDiscount(itemRule({ minOrderValueFils: 5000 }), 3000);
    expect(below.unitDiscountFils).toBe(0);
    expect(en(below.note)).toBe('you can apply it only if you order more than 50.00 AED');
    const capped = itemUnitDiscount(itemRule({ value: 50, maximumDiscountFils: 1000 }), 3000);
    expect(capped.unitDiscountFils).toBe(1000);
    expect(en(capped.note)).toBe('Maximum Discount for this item is 10.00 AED');
    expect(itemUnitDiscount(itemRule({ value: 20 }), 3000)).toEqual({ unitDiscountFils: 600, note: null });
  });

  it('DISC-12 (000 §4.7): each quantity change recomputes the item discount (unit discount × quantity)', () => {
    const rule = itemRule({ discountApplication: 'automatic', value: 50, maximumDiscountFils: 1000 });
    const at = (quantity: number) =>
      priceOrder(orderInput({ lines: [line('burger', 3000, quantity)], discounts: [rule] })).totals
        .itemDiscountFils;
    expect(at(1)).toBe(1000);
    expect(at(3)).toBe(3000);
  });

  it('DISC-13 (000 §4.8): removing the discount restores every line to its actual price', () => {
    const applied = priceOrder(orderInput({ discounts: [discount()], couponId: 'd1' }));
    expect(applied.lines.map((l) => l.discountShareFils)).toEqual([600, 120]);
    const removed = priceOrder(orderInput({ discounts: [discount()], couponId: null }));
    expect(removed.lines.map((l) => l.discountShareFils)).toEqual([0, 0]);
    expect(removed.totals.amountAfterDiscountFils).toBe(removed.totals.originalPriceFils);
  });

  it('DISC-14 (000 §4.8): a discount and loyalty exclude each other — together the loyalty is not taken (couponOrLoyalty)', () => {
    const loyalty = { policy: loyaltyPolicy(), balanceFils: 5000, apply: true };
    const both = priceOrder(orderInput({ discounts: [discount()], couponId: 'd1', loyalty }));
    expect(both.problems).toEqual([{ code: 'couponOrLoyalty', args: [] }]);
    expect(both.totals).toMatchObject({ discountAmountFils: 720, loyaltyAmountFils: 0 });
    const alone = priceOrder(orderInput({ loyalty }));
    expect(alone.problems).toEqual([]);
    expect(alone.totals.loyaltyAmountFils).toBe(720);
  });
});

describe("checkCoupon's Sufra checks (issue 7): service type and uses per customer", () => {
  it('a coupon for another service type → couponNotForService; used perCustomerUse times → couponUsedUp', () => {
    expect(checkCoupon(discount({ serviceTypes: ['DELIVERY'] }), basket, ctx)).toMatchObject({
      ok: false,
      reason: { code: 'couponNotForService' },
    });
    const used = { ...ctx, usesByCustomer: new Map([['d1', 2]]) };
    expect(checkCoupon(discount({ perCustomerUse: 2 }), basket, used)).toMatchObject({
      ok: false,
      reason: { code: 'couponUsedUp' },
    });
    expect(checkCoupon(discount({ perCustomerUse: 3 }), basket, used).ok).toBe(true);
    expect(checkCoupon(discount({ perCustomerUse: 0 }), basket, used).ok).toBe(true);
  });
});

/** The coupon check priceOrder answers for a coupon id the brand does not have. */
function refusedCoupon(id: string): CodedMessage | null {
  const c = priceOrder(orderInput({ couponId: id })).coupon;
  return c && !c.ok ? c.reason : null;
}
