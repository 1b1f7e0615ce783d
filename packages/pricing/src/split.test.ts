/**
 * The SPLIT rules of ../shared/spec/catalogue.json, one test each, amounts in fils.
 *
 * Not tested here (no pricing logic in this package; tested in apps/web / apps/api):
 * - SPLIT-03, the state part (002 §5): changing peopleAtTable resets forPeople to 1 — apps/web.
 * - SPLIT-08 (002 §2.3, §4.2): split bill items of the same orderId and itemId merged on table
 *   load, the stored split cleared without split bills — apps/web (table state) and apps/api.
 * - SPLIT-09, SPLIT-10, SPLIT-11, SPLIT-12 (002 §2.6, §2.7): the Apply button, the locked type
 *   and restored state, the split button label, the donut labels — apps/web.
 * - SPLIT-13 (000 §4.7, 002 §4.2): isSplitted follows the split; clearing the cart — apps/web.
 * - SPLIT-14, SPLIT-15 (002 §2.6, §4.2): PAY_NOW / PAY_LATER offer and choice — apps/web, apps/api.
 * - SPLIT-16 (001 §7.3): place-order isSplitted, split, payLaterOrders — apps/web, apps/api.
 * - SPLIT-17, the navigation part (002 §2.4): 'Pay Now ( {remaining} )!', 'View Menu' hidden,
 *   going to /dine-in at ≤ 0 — apps/web. The amount is tested below.
 */
import { describe, expect, it } from 'vitest';
import { priceOrder } from './price-order.ts';
import {
  customAmountRange,
  customAmountSplit,
  divideEquallySplit,
  isSplitPending,
  type SplitItemLine,
  selectedItemsSplit,
  splitItemLines,
  splitItemUniqueId,
} from './split.ts';
import { remainingPaymentFils, totalOrdersGrossFils } from './table.ts';
import { line, orderInput } from './test-factories.ts';

/** A dine-in order: 2 × 30.00 burger, 1 × 12.00 fries, 3 × 5.00 water; 5 % VAT; 10 % tip. */
const dineIn = priceOrder(
  orderInput({
    serviceType: 'DINE_IN',
    lines: [line('burger', 3000, 2), line('fries', 1200), line('water', 500, 3)],
    tip: { type: 'default', value: 0.1 },
  }),
);
const ids = ['burger', 'fries', 'water'].map((id) => ({ uniqueId: `basket-${id}-noOptions` }));
const table = (paid: number[] = [0, 0, 0]) => {
  const { lines, tipFils } = splitItemLines(
    dineIn,
    ids.map((id, i) => ({ ...id, paidQuantity: paid[i] })),
  );
  return { lines, tipFils };
};

describe('SPLIT — split bill (002 §2.7, §3, §5, §9)', () => {
  it('SPLIT-01 (002 §5, §2.7, IS14): CUSTOM-AMOUNT from 0 to orderGross − splitPayed (the unpaid amount), whole fils; slider step 0.1 AED', () => {
    const base = { orderGrossFils: 30_000, splitPayedFils: 7500 };
    expect(customAmountRange(30_000, 7500)).toEqual({ minFils: 0, maxFils: 22_500, stepFils: 10 });
    expect(customAmountSplit({ ...base, amountFils: 10_000 })).toEqual({
      ok: true,
      amountFils: 10_000,
      totalAmountFils: 10_000,
      remainingAmountFils: 12_500,
    });
    expect(customAmountSplit({ ...base, amountFils: 22_500 })).toMatchObject({
      ok: true,
      remainingAmountFils: 0,
    });
    expect(customAmountSplit({ ...base, amountFils: 0 })).toMatchObject({
      ok: true,
      remainingAmountFils: 22_500,
    });
    expect(customAmountSplit({ ...base, amountFils: -1 })).toEqual({
      ok: false,
      error: 'splitAmountNegative',
    });
    expect(customAmountSplit({ ...base, amountFils: 30_001 })).toEqual({
      ok: false,
      error: 'splitAmountAboveTotal',
    });
    // IS14: within orderGrossAmount but above what is still unpaid.
    expect(customAmountSplit({ ...base, amountFils: 25_000 })).toEqual({
      ok: false,
      error: 'splitAmountAboveUnpaid',
    });
    expect(customAmountSplit({ ...base, amountFils: 100.5 })).toEqual({
      ok: false,
      error: 'splitNotWholeNumber',
    });
    expect(customAmountSplit({ ...base, amountFils: Number.NaN })).toEqual({
      ok: false,
      error: 'splitNotWholeNumber',
    });
  });

  it('SPLIT-02 (002 §9): DIVIDE-EQUALLY per person = orderGross / peopleAtTable, amount = per person × forPeople; 300 / 4 = 75, for 2 → 150, splitPayed 75 → remaining 75', () => {
    const r = divideEquallySplit({
      orderGrossFils: 30_000,
      splitPayedFils: 7500,
      peopleAtTable: 4,
      forPeople: 2,
      splittedForPeople: 1,
    });
    expect(r).toMatchObject({ ok: true, perPersonFils: 7500, amountFils: 15_000, totalAmountFils: 15_000 });
    expect(r.ok && r.remainingAmountFils).toBe(7500);
    // Uneven: 100.01 AED among 3 — shares differ by at most a fil and add up exactly.
    const uneven = divideEquallySplit({
      orderGrossFils: 10_001,
      splitPayedFils: 0,
      peopleAtTable: 3,
      forPeople: 1,
      splittedForPeople: 0,
    });
    expect(uneven).toMatchObject({
      ok: true,
      perPersonFils: 3334,
      sharesFils: [3334, 3334, 3333],
      amountFils: 3334,
    });
  });

  it('SPLIT-03 (002 §5): peopleAtTable ≥ 1, forPeople ≥ 1, forPeople + splittedforPeople ≤ peopleAtTable', () => {
    const base = {
      orderGrossFils: 30_000,
      splitPayedFils: 0,
      peopleAtTable: 4,
      forPeople: 1,
      splittedForPeople: 0,
    };
    expect(divideEquallySplit({ ...base, peopleAtTable: 0 })).toEqual({
      ok: false,
      error: 'splitPeopleAtTableBelowOne',
    });
    expect(divideEquallySplit({ ...base, forPeople: 0 })).toEqual({
      ok: false,
      error: 'splitForPeopleBelowOne',
    });
    expect(divideEquallySplit({ ...base, forPeople: 2, splittedForPeople: 3 })).toEqual({
      ok: false,
      error: 'splitForPeopleAboveTable',
    });
    expect(divideEquallySplit({ ...base, forPeople: 1, splittedForPeople: 3 }).ok).toBe(true);
    expect(divideEquallySplit({ ...base, forPeople: 1.5 })).toEqual({
      ok: false,
      error: 'splitNotWholeNumber',
    });
  });

  it('SPLIT-04 (002 §9, IS16): SELECTED-ITEMS tax = items × taxRate / 100, tip share = tip / all units × selected units, total = items + tax + tip', () => {
    // 87.00 AED of items, VAT 4.35, tip 10 % = 8.70, total 100.05; 6 units, so 1.45 AED of tip a unit.
    expect(dineIn.totals).toMatchObject({
      amountAfterDiscountFils: 8700,
      taxAmountFils: 435,
      tipAmountFils: 870,
    });
    const { lines, tipFils } = table();
    const first = selectedItemsSplit({
      lines,
      tipFils,
      splitPayedFils: 0,
      selected: [
        { uniqueId: 'basket-burger-noOptions', quantity: 1 },
        { uniqueId: 'basket-water-noOptions', quantity: 1 },
      ],
    });
    // items 35.00; tax 35.00 × 5 / 100 = 1.75; tip 8.70 / 6 × 2 = 2.90; total 39.65; remaining 100.05 − 39.65.
    expect(first).toMatchObject({
      ok: true,
      itemsFils: 3500,
      taxFils: 175,
      tipFils: 290,
      totalAmountFils: 3965,
      billFils: 10_005,
      remainingAmountFils: 6040,
    });
    // The next guest takes the rest and pays exactly what remains.
    const rest = selectedItemsSplit({
      ...table([1, 0, 1]),
      splitPayedFils: 3965,
      selected: [
        { uniqueId: 'basket-burger-noOptions', quantity: 1 },
        { uniqueId: 'basket-fries-noOptions', quantity: 1 },
        { uniqueId: 'basket-water-noOptions', quantity: 2 },
      ],
    });
    expect(rest).toMatchObject({
      ok: true,
      itemsFils: 5200,
      taxFils: 260,
      tipFils: 580,
      totalAmountFils: 6040,
    });
    expect(rest.ok && rest.remainingAmountFils).toBe(0);
  });

  it('SPLIT-04 (002 §9): with discounts the selected units carry their lines’ discount shares, and every unit together pays orderGross', () => {
    const lines: SplitItemLine[] = [
      { uniqueId: 'a', quantity: 3, paidQuantity: 0, itemsFils: 1000, taxFils: 50 },
      { uniqueId: 'b', quantity: 1, paidQuantity: 0, itemsFils: 333, taxFils: 17 },
    ];
    const one = selectedItemsSplit({
      lines,
      tipFils: 101,
      splitPayedFils: 0,
      selected: [{ uniqueId: 'a', quantity: 1 }],
    });
    expect(one).toMatchObject({ ok: true, itemsFils: 333, taxFils: 17, tipFils: 25 }); // 1000/3, 50/3, 101/4 rounded
    const all = selectedItemsSplit({
      lines,
      tipFils: 101,
      splitPayedFils: 0,
      selected: [
        { uniqueId: 'a', quantity: 3 },
        { uniqueId: 'b', quantity: 1 },
      ],
    });
    expect(all).toMatchObject({
      ok: true,
      totalAmountFils: 1000 + 50 + 333 + 17 + 101,
      remainingAmountFils: 0,
    });
  });

  it('SPLIT-05 (002 §5): each selected quantity is between 1 and remainingQunatity', () => {
    const { lines, tipFils } = table([1, 0, 0]);
    const pick = (uniqueId: string, quantity: number) =>
      selectedItemsSplit({ lines, tipFils, splitPayedFils: 0, selected: [{ uniqueId, quantity }] });
    expect(pick('basket-burger-noOptions', 1).ok).toBe(true);
    expect(pick('basket-burger-noOptions', 2)).toEqual({ ok: false, error: 'splitQuantityAboveRemaining' });
    expect(pick('basket-burger-noOptions', 0)).toEqual({ ok: false, error: 'splitQuantityBelowOne' });
    expect(pick('basket-cake-noOptions', 1)).toEqual({ ok: false, error: 'splitUnknownItem' });
    expect(selectedItemsSplit({ lines, tipFils, splitPayedFils: 0, selected: [] })).toEqual({
      ok: false,
      error: 'splitNoItemSelected',
    });
  });

  it('SPLIT-06 (002 §4.2): an item line is split-pending when its selected quantity is below its quantity', () => {
    expect(isSplitPending({ quantity: 3, selectedQuantity: 1 })).toBe(true);
    expect(isSplitPending({ quantity: 3, selectedQuantity: 3 })).toBe(false);
  });

  it("SPLIT-07 (002 §3): uniqueId = key-itemId-sorted optionIds (or 'noOptions'), then -orderId when there is one", () => {
    expect(splitItemUniqueId({ key: 'basket', itemId: 'burger', optionIds: ['onion', 'cheese'] })).toBe(
      'basket-burger-cheese-onion',
    );
    expect(splitItemUniqueId({ key: 'old', itemId: 'burger', optionIds: [], orderId: 'o17' })).toBe(
      'old-burger-noOptions-o17',
    );
    expect(splitItemUniqueId({ key: 'basket', itemId: 'tea', optionIds: [], orderId: null })).toBe(
      'basket-tea-noOptions',
    );
  });

  it('SPLIT-17 (002 §2.4): the table landing remaining = table total − splitPayed, ≤ 0 once paid', () => {
    const tableTotal = totalOrdersGrossFils(10_005, 4000);
    expect(remainingPaymentFils(tableTotal, 3965)).toBe(10_040);
    expect(remainingPaymentFils(tableTotal, tableTotal)).toBe(0);
  });
});

describe('split bill of a priced order (002 §9)', () => {
  it('splitItemLines refuses an order with a delivery fee (dine-in has none, TOT-14)', () => {
    const delivery = priceOrder(orderInput({ serviceType: 'DELIVERY', deliveryFeeFils: 1000 }));
    expect(() => splitItemLines(delivery, [{ uniqueId: 'a' }, { uniqueId: 'b' }])).toThrow(RangeError);
  });
});
