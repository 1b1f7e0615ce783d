import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotalFils, lineUnitPriceFils } from './line.ts';
import { aedToFils, filsToAed, normaliseAed } from './money.ts';
import { computeBasketTotals } from './totals.ts';

describe('money (000 §9 Currency and rounding)', () => {
  it('converts AED to fils without floating-point drift', () => {
    expect(aedToFils(12.35)).toBe(1235);
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(87.5)).toBe(8750);
    expect(filsToAed(1235)).toBe(12.35);
  });
  it('normalised amounts below 0.1 in absolute value become 0', () => {
    expect(normaliseAed(0.09)).toBe(0);
    expect(normaliseAed(-0.05)).toBe(0);
    expect(normaliseAed(0.1)).toBe(0.1);
    expect(normaliseAed(12.345)).toBe(12.35);
  });
});

describe('line prices (000 §9 Totals, IS53)', () => {
  it('unit price = item + Σ option price × option quantity; line = unit × quantity', () => {
    const unit = lineUnitPriceFils(2300, [
      { priceFils: 300, quantity: 2 },
      { priceFils: 0, quantity: 1 },
    ]);
    expect(unit).toBe(2900);
    expect(lineTotalFils(unit, 3)).toBe(8700);
  });
});

describe('basket totals (000 §9 Totals, §2.15, IS01)', () => {
  it('Burgerato example: 2 × 30.00 AED meal + 1 × 12.00 AED at 5 % VAT', () => {
    const t = computeBasketTotals({
      lines: [
        { unitPriceFils: 3000, quantity: 2 },
        { unitPriceFils: 1200, quantity: 1 },
      ],
      taxRatePercent: 5,
    });
    expect(t).toMatchObject({ itemsTotalFils: 7200, taxFils: 360, totalFils: 7560, basketTotalFils: 7200 });
  });
  it('tax rounds half up to the fil: 25.50 AED at 5 % = 1.275 → 1.28 AED', () => {
    expect(computeBasketTotals({ lines: [{ unitPriceFils: 2550, quantity: 1 }], taxRatePercent: 5 }).taxFils).toBe(128);
  });
  it('reading A taxes the delivery fee; the discount is capped at the items total', () => {
    const t = computeBasketTotals({
      lines: [{ unitPriceFils: 1000, quantity: 1 }],
      taxRatePercent: 5,
      deliveryFeeFils: 1000,
      discountFils: 5000,
    });
    expect(t.discountFils).toBe(1000);
    expect(t.basketTotalFils).toBe(0);
    expect(t.taxFils).toBe(50);
    expect(t.totalFils).toBe(1050);
  });

  const lines = fc.array(
    fc.record({ unitPriceFils: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) }),
    { maxLength: 30 },
  );
  it('property: totals are integers, never negative, and add up', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (ls, rate, discount, tip) => {
          const t = computeBasketTotals({ lines: ls, taxRatePercent: rate, discountFils: discount, tipFils: tip });
          for (const v of Object.values(t)) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(t.discountFils).toBeLessThanOrEqual(t.itemsTotalFils);
          expect(t.totalFils).toBe(t.basketTotalFils + t.deliveryFeeFils + t.taxFils + t.tipFils);
        },
      ),
    );
  });
  it('property: items total = Σ unit × quantity', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const t = computeBasketTotals({ lines: ls, taxRatePercent: 0 });
        expect(t.itemsTotalFils).toBe(ls.reduce((s, l) => s + l.unitPriceFils * l.quantity, 0));
      }),
    );
  });
});
