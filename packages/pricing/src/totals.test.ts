import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotalFils, lineUnitPriceFils } from './line.ts';
import { aedToFils, filsToAed, normaliseAed, roundFilsHalfUp } from './money.ts';
import { computeBasketTotals } from './totals.ts';

describe('money (000 §9 Currency and rounding)', () => {
  it('converts AED to fils without floating-point drift', () => {
    expect(aedToFils(12.35)).toBe(1235);
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(87.5)).toBe(8750);
    expect(filsToAed(1235)).toBe(12.35);
  });
  it('000 §9: one rounding rule, half away from zero to the fil', () => {
    expect(roundFilsHalfUp(127.5)).toBe(128);
    expect(roundFilsHalfUp(127.49)).toBe(127);
    expect(roundFilsHalfUp(-127.5)).toBe(-128);
    expect(roundFilsHalfUp(-0.2)).toBe(0);
    expect(Object.is(roundFilsHalfUp(-0.2), 0)).toBe(true);
    expect(aedToFils(1.005)).toBe(101);
    expect(aedToFils(-1.005)).toBe(-101);
    expect(filsToAed(7298)).toBe(72.98);
  });
  it('property: aedToFils and filsToAed round-trip every whole fils amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (f) => {
        expect(aedToFils(filsToAed(f))).toBe(f);
      }),
    );
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

describe('line totals property (IS53)', () => {
  it('property: lineTotal = unit × quantity, an integer, and the unit adds options × their quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(
          fc.record({
            priceFils: fc.integer({ min: 0, max: 10_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
          }),
          { maxLength: 10 },
        ),
        fc.integer({ min: 1, max: 99 }),
        (item, options, quantity) => {
          const unit = lineUnitPriceFils(item, options);
          expect(unit).toBe(item + options.reduce((s, o) => s + o.priceFils * o.quantity, 0));
          const total = lineTotalFils(unit, quantity);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBe(unit * quantity);
        },
      ),
    );
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
    expect(
      computeBasketTotals({ lines: [{ unitPriceFils: 2550, quantity: 1 }], taxRatePercent: 5 }).taxFils,
    ).toBe(128);
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
    fc.record({
      unitPriceFils: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    }),
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
          const t = computeBasketTotals({
            lines: ls,
            taxRatePercent: rate,
            discountFils: discount,
            tipFils: tip,
          });
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
  it('property (IS01): tax = round((basket after discount + delivery fee) × rate / 100), discount ≤ subtotal', () => {
    fc.assert(
      fc.property(
        lines,
        fc.constantFrom(0, 5, 7.5, 15),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (ls, rate, discount, fee) => {
          const t = computeBasketTotals({
            lines: ls,
            taxRatePercent: rate,
            discountFils: discount,
            deliveryFeeFils: fee,
          });
          expect(t.discountFils).toBeLessThanOrEqual(t.itemsTotalFils);
          expect(t.basketTotalFils).toBe(t.itemsTotalFils - t.discountFils);
          expect(Number.isInteger(t.taxFils)).toBe(true);
          expect(Math.abs(t.taxFils - ((t.basketTotalFils + fee) * rate) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
  it('IS01: without fee or discount, readings A and B agree (tax on the items total)', () => {
    const t = computeBasketTotals({
      lines: [
        { unitPriceFils: 3050, quantity: 2 },
        { unitPriceFils: 850, quantity: 1 },
      ],
      taxRatePercent: 5,
    });
    expect(t).toMatchObject({ itemsTotalFils: 6950, taxFils: 348, totalFils: 7298 });
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
