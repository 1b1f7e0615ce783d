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
