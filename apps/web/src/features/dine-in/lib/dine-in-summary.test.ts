import { asFils } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import type { SplitChoice } from '../split/split-choice.ts';
import { dineInAmounts } from './dine-in-summary.ts';
import { anEmptyTable, aTableWithOrder } from './test-fixtures.ts';

/** A basket of 30 AED items, 5 % VAT (1.50), a 10 % tip (3.00): Total 34.50 AED. */
const TOTALS = {
  originalPriceFils: asFils(3000),
  itemDiscountFils: asFils(0),
  discountAmountFils: asFils(0),
  loyaltyAmountFils: asFils(0),
  amountAfterDiscountFils: asFils(3000),
  taxAmountFils: asFils(150),
  tipAmountFils: asFils(300),
  orderGrossAmountFils: asFils(3450),
};

const keys = (r: ReturnType<typeof dineInAmounts>) => r.lines.map((l) => l.key);
const amount = (r: ReturnType<typeof dineInAmounts>, key: string) =>
  r.lines.find((l) => l.key === key)?.amountFils;

describe("'Your Order' summary (000 §2.15 TOT-18, 002 §2.6) and the payable (002 §5 TOT-19)", () => {
  it('a table with no tab: Basket Total, Value Added Tax, Tip, Total; the payable is the order total', () => {
    const r = dineInAmounts({ totals: TOTALS, taxRatePercent: 5, table: anEmptyTable(), split: null });
    expect(keys(r)).toEqual(['basketTotal', 'valueAddedTax', 'tip', 'total']);
    expect(r.payableFils).toBe(3450);
    expect(r.hasPreviousOrders).toBe(false);
  });

  it('a table with earlier orders: Previous Total, Previous-Added Tax and Tip in TOT-18 order; Total = TOT-09 totalOrdersGrossAmount', () => {
    const r = dineInAmounts({ totals: TOTALS, taxRatePercent: 5, table: aTableWithOrder(), split: null });
    expect(keys(r)).toEqual([
      'basketTotal',
      'previousTotal',
      'previousAddedTax',
      'previousAddedTip',
      'valueAddedTax',
      'tip',
      'total',
    ]);
    expect(amount(r, 'previousTotal')).toBe(4000);
    expect(amount(r, 'previousAddedTax')).toBe(200);
    expect(amount(r, 'previousAddedTip')).toBe(400);
    // TOT-09: 34.50 + the table's 46.00.
    expect(r.totalOrdersGrossFils).toBe(8050);
    expect(amount(r, 'total')).toBe(8050);
    expect(r.payableFils).toBe(8050);
  });

  it('a discount shows Original Basket Total and Discount first (TOT-18 lines 1–4)', () => {
    const totals = { ...TOTALS, discountAmountFils: asFils(300), amountAfterDiscountFils: asFils(2700) };
    const r = dineInAmounts({ totals, taxRatePercent: 5, table: null, split: null });
    expect(keys(r).slice(0, 3)).toEqual(['originalBasketTotal', 'discount', 'basketTotal']);
    expect(r.lines[1]?.subtracted).toBe(true);
  });

  it('with a split: My Share, Split Paid, Remaining Payment last; the payable is split.totalAmount (TOT-19)', () => {
    const split: SplitChoice = {
      type: 'CUSTOM-AMOUNT',
      totalAmountFils: 2000,
      remainingAmountFils: 5050,
      amountFils: 2000,
      already: false,
    };
    const r = dineInAmounts({ totals: TOTALS, taxRatePercent: 5, table: aTableWithOrder(10), split });
    expect(keys(r).slice(-4)).toEqual(['total', 'myShare', 'splitPaid', 'remainingPayment']);
    expect(amount(r, 'myShare')).toBe(2000);
    expect(amount(r, 'splitPaid')).toBe(1000);
    expect(amount(r, 'remainingPayment')).toBe(5050);
    expect(r.payableFils).toBe(2000);
  });

  it('no split but a table already partly paid: the payable is what remains (TOT-10), never a share twice', () => {
    const r = dineInAmounts({ totals: TOTALS, taxRatePercent: 5, table: aTableWithOrder(10), split: null });
    expect(r.payableFils).toBe(8050 - 1000);
    expect(keys(r)).not.toContain('myShare');
  });

  it('a guest who only pays the tab (empty basket): the Total is the table bill', () => {
    const zero = asFils(0);
    const empty = {
      originalPriceFils: zero,
      itemDiscountFils: zero,
      discountAmountFils: zero,
      loyaltyAmountFils: zero,
      amountAfterDiscountFils: zero,
      taxAmountFils: zero,
      tipAmountFils: zero,
      orderGrossAmountFils: zero,
    };
    const r = dineInAmounts({ totals: empty, taxRatePercent: 5, table: aTableWithOrder(), split: null });
    expect(r.payableFils).toBe(4600);
    expect(keys(r)).not.toContain('tip');
  });
});
