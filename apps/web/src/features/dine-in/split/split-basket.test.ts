import { priceOrder } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import { splitBasketOf } from './split-basket.ts';
import { evaluateDraft, selectQuantity } from './split-draft.ts';
import { aTable } from './split-fixtures.ts';

/** SPLIT-04's example (002 §9): 2 × 30.00 burger, 1 × 12.00 fries, 3 × 5.00 water; 5 % VAT; 10 % tip. */
const lines = [
  { itemId: 'burger', title: { en: 'Burger', ar: 'برجر' }, options: [], unitPriceFils: 3000, quantity: 2 },
  { itemId: 'fries', title: { en: 'Fries', ar: 'بطاطا' }, options: [], unitPriceFils: 1200, quantity: 1 },
  { itemId: 'water', title: { en: 'Water', ar: 'ماء' }, options: [], unitPriceFils: 500, quantity: 3 },
];
const priced = priceOrder({
  lines,
  storeId: 's1',
  serviceType: 'DINE_IN',
  taxRatePercent: 5,
  now: 1_790_000_000,
  discounts: [],
  tip: { type: 'default', value: 0.1 },
});

describe('the basket offered to SELECTED-ITEMS (002 §3 Split item; as the server reads the basket being placed)', () => {
  it("SPLIT-07 'basket-…' uniqueIds; items and VAT allocated by line total; the order's tip and gross", () => {
    expect(splitBasketOf(lines, priced)).toEqual({
      basket: {
        lines: [
          {
            uniqueId: 'basket-burger-noOptions',
            itemId: 'burger',
            title: lines[0]!.title,
            quantity: 2,
            itemsFils: 6000,
            taxFils: 300,
          },
          {
            uniqueId: 'basket-fries-noOptions',
            itemId: 'fries',
            title: lines[1]!.title,
            quantity: 1,
            itemsFils: 1200,
            taxFils: 60,
          },
          {
            uniqueId: 'basket-water-noOptions',
            itemId: 'water',
            title: lines[2]!.title,
            quantity: 3,
            itemsFils: 1500,
            taxFils: 75,
          },
        ],
      },
      basketTipFils: 870,
      basketGrossFils: 10_005,
    });
  });
  it('lines of the same item and options are merged (002 §2.3); options in any order are one uniqueId', () => {
    const opt = (optionId: string) => ({
      optionId,
      modifierGroupId: 'g',
      name: { en: optionId, ar: optionId },
      priceFils: 0,
      quantity: 1,
    });
    const twice = [
      { ...lines[0]!, options: [opt('cheese'), opt('onion')] },
      { ...lines[0]!, options: [opt('onion'), opt('cheese')] },
    ];
    const p = priceOrder({
      lines: twice,
      storeId: 's1',
      serviceType: 'DINE_IN',
      taxRatePercent: 5,
      now: 0,
      discounts: [],
    });
    const { basket } = splitBasketOf(twice, p);
    expect(basket.lines).toEqual([
      expect.objectContaining({
        uniqueId: 'basket-burger-cheese-onion',
        quantity: 4,
        itemsFils: 12_000,
        taxFils: 600,
      }),
    ]);
  });
  it('SELECTED-ITEMS over these lines gives SPLIT-04’s numbers: 1 burger + 1 water = 39.65, remaining 60.40', () => {
    const input = { table: aTable(), ...splitBasketOf(lines, priced) };
    const draft = selectQuantity(
      selectQuantity(
        {
          type: 'SELECTED-ITEMS' as const,
          amountFils: 0,
          peopleAtTable: 2,
          forPeople: 1,
          selected: {},
          already: false,
        },
        'basket-burger-noOptions',
        1,
      ),
      'basket-water-noOptions',
      1,
    );
    expect(evaluateDraft(input, draft)).toMatchObject({
      ok: true,
      choice: { totalAmountFils: 3965, remainingAmountFils: 6040 },
    });
  });
});
