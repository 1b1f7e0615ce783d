/**
 * fast-check properties of priceOrder, distribute and the split bill over random baskets
 * (CONVENTIONS: dinero.js distribute.test.ts; issue 7 "Done when"): 1–20 lines, unit prices 0 to
 * 1 000 AED, quantities 1–99, random discounts of both types with caps, minimums, items, stores,
 * service types and dates, random loyalty policy and balance, tip, fee, waiver and VAT 0–15 %.
 * Default (random) seeds: a failure reports its seed and shrunk case. Runs per property in RUNS.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribute } from './fils.ts';
import { roundFilsHalfUp } from './money.ts';
import { type PricedOrder, priceOrder } from './price-order.ts';
import { divideEquallySplit, selectedItemsSplit, splitItemLines } from './split.ts';
import { priceSummaryLines, type SummaryLineKey } from './summary.ts';
import { inputArb } from './test-arbitraries.ts';

/** Runs per property (the whole file runs in about 3 s). */
const RUNS = { basket: 1000, distribute: 5000, split: 1000 } as const;

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const after = (l: PricedOrder['lines'][number]) => l.lineTotalFils - l.itemDiscountFils;

describe('priceOrder properties (000 §9, issue 7)', () => {
  it('no amount is negative, and every amount is a whole number of fils', () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const o = priceOrder(input);
        const amounts = [
          ...Object.values(o.totals),
          o.redeemableFils,
          ...o.adjustments.map((a) => a.amountFils),
          ...o.lines.flatMap((l) => Object.values(l).filter((v): v is number => typeof v === 'number')),
        ];
        expect(amounts.filter((v) => !Number.isSafeInteger(v) || v < 0)).toEqual([]);
      }),
      { numRuns: RUNS.basket },
    );
  });

  it('a discount never exceeds what it applies to: item discount ≤ line, coupon ≤ eligible after item discounts, loyalty ≤ balance and max per order', () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const { lines, totals, coupon, redeemableFils } = priceOrder(input);
        for (const l of lines) {
          expect(l.itemDiscountFils).toBeLessThanOrEqual(l.lineTotalFils);
          expect(l.discountShareFils).toBeLessThanOrEqual(after(l));
          expect(l.loyaltyShareFils).toBeLessThanOrEqual(after(l) - l.discountShareFils);
        }
        if (coupon?.ok) {
          const eligible = sum(coupon.eligibleLineIndexes.map((i) => after(lines[i]!)));
          expect(coupon.eligibleFils).toBe(eligible);
          expect(totals.discountAmountFils).toBeLessThanOrEqual(eligible);
          const rule = input.discounts.find((d) => d.id === coupon.discountId)!;
          if (rule.maximumDiscountFils > 0)
            expect(totals.discountAmountFils).toBeLessThanOrEqual(rule.maximumDiscountFils);
          lines.forEach((l, i) => {
            if (!coupon.eligibleLineIndexes.includes(i)) expect(l.discountShareFils).toBe(0);
          });
        } else expect(totals.discountAmountFils).toBe(0);
        expect(totals.discountAmountFils + totals.loyaltyAmountFils).toBeLessThanOrEqual(
          totals.cartTotalFils,
        );
        expect(totals.loyaltyAmountFils).toBeLessThanOrEqual(redeemableFils);
        if (totals.loyaltyAmountFils > 0) {
          const { policy, balanceFils } = input.loyalty!;
          expect(totals.loyaltyAmountFils).toBeLessThanOrEqual(balanceFils);
          expect(totals.loyaltyAmountFils).toBeLessThanOrEqual(policy.maxRedeemableFilsPerOrder);
          expect(totals.discountAmountFils).toBe(0);
        }
      }),
      { numRuns: RUNS.basket },
    );
  });

  it('the summary lines add up to the Total: original − discount − loyalty = basket; basket + fee + VAT + tip = total', () => {
    const ORDER: SummaryLineKey[] = [
      'originalBasketTotal',
      'discount',
      'loyaltyPoints',
      'basketTotal',
      'deliveryFee',
      'valueAddedTax',
      'tip',
      'total',
    ];
    fc.assert(
      fc.property(inputArb(), (input) => {
        const { totals } = priceOrder(input);
        const lines = priceSummaryLines(totals, input);
        const keys = lines.map((l) => l.key);
        expect(keys).toEqual(ORDER.filter((k) => keys.includes(k)));
        const amount = (key: SummaryLineKey) => lines.find((l) => l.key === key)?.amountFils ?? 0;
        const basket = amount('basketTotal');
        const original = keys.includes('originalBasketTotal') ? amount('originalBasketTotal') : basket;
        expect(original).toBe(totals.originalPriceFils);
        expect(original - amount('discount') - amount('loyaltyPoints')).toBe(basket);
        const fee = lines.find((l) => l.key === 'deliveryFee');
        const charged = fee && !fee.waived ? fee.amountFils : 0;
        expect(basket + charged + amount('valueAddedTax') + amount('tip')).toBe(amount('total'));
        expect(amount('total')).toBe(totals.orderGrossAmountFils);
        for (const l of lines) expect(l.subtracted).toBe(l.key === 'discount' || l.key === 'loyaltyPoints');
      }),
      { numRuns: RUNS.basket },
    );
  });

  it('every share array adds up to its total: coupon, loyalty, tip; VAT over the lines and the fee', () => {
    fc.assert(
      fc.property(inputArb(), (input) => {
        const { lines, totals, adjustments } = priceOrder(input);
        expect(sum(lines.map((l) => l.itemDiscountFils))).toBe(totals.itemDiscountFils);
        expect(sum(lines.map((l) => l.discountShareFils))).toBe(totals.discountAmountFils);
        expect(sum(lines.map((l) => l.loyaltyShareFils))).toBe(totals.loyaltyAmountFils);
        expect(sum(lines.map((l) => l.tipShareFils))).toBe(totals.tipAmountFils);
        const linesTax = sum(lines.map((l) => l.taxShareFils));
        expect(linesTax).toBeLessThanOrEqual(totals.taxAmountFils);
        if (totals.deliveryFeeFils === 0) expect(linesTax).toBe(totals.taxAmountFils);
        const feeTax = totals.taxAmountFils - linesTax;
        expect(sum(lines.map((l) => l.grossShareFils)) + totals.deliveryFeeFils + feeTax).toBe(
          totals.orderGrossAmountFils,
        );
        const byKind = (kind: string) =>
          sum(adjustments.filter((a) => a.kind === kind).map((a) => a.amountFils));
        expect(byKind('itemDiscount')).toBe(totals.itemDiscountFils);
        expect(byKind('discount')).toBe(totals.discountAmountFils);
        expect(byKind('loyalty')).toBe(totals.loyaltyAmountFils);
        expect(byKind('deliveryFee') - byKind('waiver')).toBe(totals.deliveryFeeFils);
        expect(byKind('tax')).toBe(totals.taxAmountFils);
        expect(byKind('tip')).toBe(totals.tipAmountFils);
      }),
      { numRuns: RUNS.basket },
    );
  });

  it('priceOrder is deterministic, and the order of the lines does not change the totals', () => {
    fc.assert(
      fc.property(
        inputArb(),
        fc.array(fc.double({ noNaN: true }), { minLength: 20, maxLength: 20 }),
        (input, keys) => {
          const o = priceOrder(input);
          expect(priceOrder(input)).toEqual(o);
          const permuted = input.lines
            .map((l, i) => ({ l, k: keys[i]! }))
            .sort((a, b) => a.k - b.k)
            .map(({ l }) => l);
          const p = priceOrder({ ...input, lines: permuted });
          expect(p.totals).toEqual(o.totals);
          expect(p.problems).toEqual(o.problems);
          expect(p.coupon?.ok).toBe(o.coupon?.ok);
        },
      ),
      { numRuns: RUNS.basket },
    );
  });
});

describe('distribute properties (largest remainder)', () => {
  it('the parts add up to the total, and each is within 1 fil of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })), {
          minLength: 1,
          maxLength: 30,
        }),
        (total, weights) => {
          const parts = distribute(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sum(parts)).toBe(total);
          const w = weights.every((x) => x === 0) ? weights.map(() => 1) : weights;
          const W = BigInt(sum(w));
          parts.forEach((part, i) => {
            // |part − total × w / W| < 1, in integers: |part × W − total × w| < W.
            const off = BigInt(part) * W - BigInt(total) * BigInt(w[i]!);
            expect(off < W && -off < W).toBe(true);
          });
        },
      ),
      { numRuns: RUNS.distribute },
    );
  });
});

describe('split bill properties (002 §9)', () => {
  it('DIVIDE-EQUALLY: the shares of every person add up to orderGross, paid in any groups', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }),
        (orderGrossFils, groups) => {
          const peopleAtTable = sum(groups);
          let paid = 0;
          let people = 0;
          for (const forPeople of groups) {
            const r = divideEquallySplit({
              orderGrossFils,
              splitPayedFils: paid,
              peopleAtTable,
              forPeople,
              splittedForPeople: people,
            });
            if (!r.ok) throw new Error(r.error);
            expect(sum(r.sharesFils)).toBe(orderGrossFils);
            expect(Math.abs(r.amountFils - (orderGrossFils * forPeople) / peopleAtTable)).toBeLessThan(
              forPeople,
            );
            paid += r.totalAmountFils;
            people += forPeople;
            expect(r.remainingAmountFils).toBe(orderGrossFils - paid);
          }
          expect(paid).toBe(orderGrossFils);
        },
      ),
      { numRuns: RUNS.split },
    );
  });

  it('SELECTED-ITEMS: successive selections pay exactly orderGross (VAT and tip too), every unit selected at once pays orderGross', () => {
    fc.assert(
      fc.property(
        inputArb('DINE_IN'),
        fc.array(fc.array(fc.nat(99), { minLength: 20, maxLength: 20 }), { maxLength: 6 }),
        (input, rounds) => {
          const order = priceOrder(input);
          const ids = order.lines.map((_, i) => ({ uniqueId: `u${i}` }));
          const { lines, tipFils } = splitItemLines(order, ids);
          const everything = lines.map((l) => ({ uniqueId: l.uniqueId, quantity: l.quantity }));
          const all = selectedItemsSplit({ lines, tipFils, splitPayedFils: 0, selected: everything });
          expect(all).toMatchObject({
            ok: true,
            totalAmountFils: order.totals.orderGrossAmountFils,
            remainingAmountFils: 0,
          });
          const paidQ = lines.map(() => 0);
          let paid = 0;
          let tax = 0;
          let tip = 0;
          const pay = (selected: { uniqueId: string; quantity: number }[]) => {
            const current = lines.map((l, i) => ({ ...l, paidQuantity: paidQ[i]! }));
            const r = selectedItemsSplit({ lines: current, tipFils, splitPayedFils: paid, selected });
            if (!r.ok) throw new Error(r.error);
            expect(r.billFils).toBe(order.totals.orderGrossAmountFils);
            expect(r.totalAmountFils).toBe(sum(r.parts.map((p) => p.itemsFils + p.taxFils + p.tipFils)));
            paid += r.totalAmountFils;
            tax += r.taxFils;
            tip += r.tipFils;
            expect(r.remainingAmountFils).toBe(order.totals.orderGrossAmountFils - paid);
            for (const s of selected) paidQ[Number(s.uniqueId.slice(1))]! += s.quantity;
          };
          for (const round of rounds) {
            const selected = lines
              .map((l, i) => ({ uniqueId: l.uniqueId, quantity: round[i]! % (l.quantity - paidQ[i]! + 1) }))
              .filter((s) => s.quantity > 0);
            if (selected.length > 0) pay(selected);
          }
          const rest = lines
            .map((l, i) => ({ uniqueId: l.uniqueId, quantity: l.quantity - paidQ[i]! }))
            .filter((s) => s.quantity > 0);
          if (rest.length > 0) pay(rest);
          expect(paid).toBe(order.totals.orderGrossAmountFils);
          expect(tax).toBe(order.totals.taxAmountFils);
          expect(tip).toBe(order.totals.tipAmountFils);
        },
      ),
      { numRuns: RUNS.split },
    );
  });

  it("SELECTED-ITEMS without discount equals SPLIT-04's formula to the fil: items exact, tax and tip within 1 fil", () => {
    fc.assert(
      fc.property(
        inputArb('DINE_IN', false),
        fc.array(fc.nat(99), { minLength: 20, maxLength: 20 }),
        fc.array(fc.nat(99), { minLength: 20, maxLength: 20 }),
        (input, paidPick, selPick) => {
          const order = priceOrder(input);
          const { lines, tipFils } = splitItemLines(
            order,
            order.lines.map((l, i) => ({ uniqueId: `u${i}`, paidQuantity: paidPick[i]! % l.quantity })),
          );
          const selected = lines
            .map((l, i) => ({
              uniqueId: l.uniqueId,
              quantity: selPick[i]! % (l.quantity - l.paidQuantity + 1),
            }))
            .filter((s) => s.quantity > 0);
          fc.pre(selected.length > 0);
          const r = selectedItemsSplit({ lines, tipFils, splitPayedFils: 0, selected });
          if (!r.ok) throw new Error(r.error);
          const items = sum(
            selected.map((s) => order.lines[Number(s.uniqueId.slice(1))]!.unitPriceFils * s.quantity),
          );
          const units = sum(selected.map((s) => s.quantity));
          const allUnits = sum(lines.map((l) => l.quantity));
          expect(r.itemsFils).toBe(items);
          // Ours is within 1 (strictly) of VAT × items / Σ items, which is within ½ of items × rate / 100,
          // itself within ½ of its rounding: an integer difference below 2.
          expect(
            Math.abs(r.taxFils - roundFilsHalfUp((items * input.taxRatePercent) / 100)),
          ).toBeLessThanOrEqual(1);
          expect(Math.abs(r.tipFils - roundFilsHalfUp((tipFils / allUnits) * units))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: RUNS.split },
    );
  });
});
