import { beforeEach, describe, expect, it } from 'vitest';
import { initBrandState } from '../brand-state/init-brand-state.ts';
import { type BasketLine, roomForItem } from './basket-state.ts';

const line = (lineId: string, quantity: number, extra: Partial<BasketLine> = {}): BasketLine => ({
  lineId,
  itemId: 'hot-dog',
  categoryId: 'c1',
  storeId: 's1',
  title: { en: 'Cheetos Chicken Hot Dog', ar: 'هوت دوج دجاج شيتوس' },
  imageUrl: null,
  basePriceFils: 2400,
  unitPriceFils: 2400,
  quantity,
  options: [],
  maximumOrderQuantity: 99,
  isStockEnabled: true,
  availableStock: 3,
  ...extra,
});

describe('basket merge capped at min(99, maximumOrderQuantity, stock) (000 §5, §4.7, IS42, IS43)', () => {
  let n = 0;
  const basket = () => initBrandState(`brand-${n}`).basket.getState();
  beforeEach(() => {
    n += 1;
    localStorage.clear();
  });

  it('merges identical lines up to the stock and refuses the rest (3 in stock)', () => {
    expect(basket().addLine(line('a', 3))).toBe(3);
    expect(basket().addLine(line('b', 1))).toBe(0);
    expect(basket().lines).toHaveLength(1);
    expect(basket().lines[0]!.quantity).toBe(3);
  });

  it('counts the item over all its lines (other options)', () => {
    basket().addLine(line('a', 2));
    const other = line('b', 2, {
      options: [
        { optionId: 'o', modifierGroupId: 'g', name: { en: 'x', ar: 'x' }, priceFils: 0, quantity: 1 },
      ],
    });
    expect(roomForItem(basket().lines, other)).toBe(1);
    expect(basket().addLine(other)).toBe(1);
    expect(basket().lines.reduce((s, l) => s + l.quantity, 0)).toBe(3);
  });

  it('caps at maximumOrderQuantity and at 99 without stock', () => {
    expect(basket().addLine(line('a', 5, { isStockEnabled: false, maximumOrderQuantity: 4 }))).toBe(4);
    basket().clear();
    basket().addLine(line('a', 98, { isStockEnabled: false, maximumOrderQuantity: 500 }));
    expect(basket().addLine(line('b', 5, { isStockEnabled: false, maximumOrderQuantity: 500 }))).toBe(1);
    expect(basket().lines[0]!.quantity).toBe(99);
  });

  it('setQuantity stays within the limit and 0 removes the line', () => {
    basket().addLine(line('a', 1));
    basket().setQuantity('a', 7);
    expect(basket().lines[0]!.quantity).toBe(3);
    basket().setQuantity('a', 0);
    expect(basket().lines).toHaveLength(0);
  });
});

describe('promotions kept with the basket (000 §4.7, DISC-13, DISC-14, LOY-08, TIP-06)', () => {
  let n = 0;
  const basket = () => initBrandState(`promo-brand-${n}`).basket.getState();
  const coupon = {
    discountId: 'd1',
    code: 'save10',
    enteredByHand: true,
    discount: { _id: 'd1' } as never,
  };
  beforeEach(() => {
    n += 1;
    localStorage.clear();
  });

  it('000 §4.7, LOY-08, TIP-06: the basket becoming empty removes the coupon, loyalty and the tip', () => {
    basket().addLine(line('a', 1));
    basket().setCoupon(coupon);
    basket().setTip({ type: 'default', value: 0.1 });
    basket().removeLine('a');
    expect(basket()).toMatchObject({ coupon: null, loyaltyApplied: false, selectedTip: null });

    basket().addLine(line('b', 1));
    basket().setLoyaltyApplied(true);
    basket().setQuantity('b', 0);
    expect(basket()).toMatchObject({ loyaltyApplied: false, autoCouponDeclined: false });
  });

  it('a line removed with others left keeps the promotions; clear() (after an order) removes them', () => {
    basket().addLine(line('a', 1));
    basket().addLine(line('b', 1, { itemId: 'fries' }));
    basket().setTip({ type: 'custom', value: 5 });
    basket().removeLine('a');
    expect(basket().selectedTip).toEqual({ type: 'custom', value: 5 });
    basket().clear();
    expect(basket().selectedTip).toBeNull();
  });

  it('DISC-14: a coupon and loyalty exclude each other; DISC-13: removing the coupon keeps an auto-set one away', () => {
    basket().addLine(line('a', 1));
    basket().setCoupon(coupon);
    basket().setLoyaltyApplied(true);
    expect(basket()).toMatchObject({ coupon: null, loyaltyApplied: true });
    basket().setCoupon(coupon);
    expect(basket()).toMatchObject({ coupon: { code: 'save10' }, loyaltyApplied: false });
    basket().removeCoupon();
    expect(basket()).toMatchObject({ coupon: null, autoCouponDeclined: true });
  });

  it('is persisted with the basket (localStorage sufra:{brandId}:basket)', () => {
    basket().addLine(line('a', 1));
    basket().setTip({ type: 'default', value: 0.15 });
    const stored = JSON.parse(localStorage.getItem(`sufra:promo-brand-${n}:basket`) ?? '{}');
    expect(stored.state.selectedTip).toEqual({ type: 'default', value: 0.15 });
  });
});
