/**
 * The hold computation of a table's tab (issue 18, decision 0032 'Holding a share, exactly once';
 * 002 §5 Split bill, IS14, IS15, TOT-20) as a property over random tabs: random orders, random
 * splits of one locked type (custom amounts, equal shares, selected items — with the paying guest's
 * own basket joining the bill), each held, paid or released at random, then the rest paid in full.
 * Nobody pays a negative amount, 2 AED or less, or more than remains; what is paid and held never
 * exceeds the bill; and in the end the paid shares add up to the bill to the fil.
 */
import { SPLIT_TYPES, type SplitType } from '@sufra/contract';
import { filsToAed, splitItemUniqueId } from '@sufra/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planTabPayment,
  type TabOrder,
  type TabSplit,
  tabAmounts,
  tabSplitLines,
} from '../src/modules/dine-in/tab-math.ts';

const ITEMS = ['burger', 'fries', 'cola'];

const lineArb = fc.record({
  itemId: fc.constantFrom(...ITEMS),
  optionIds: fc.constantFrom([], ['cheese'], ['cheese', 'onion']),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitFils: fc.integer({ min: 50, max: 5000 }),
});
const basketArb = fc.record({
  lines: fc.array(lineArb, { minLength: 0, maxLength: 3 }),
  tipFils: fc.integer({ min: 0, max: 400 }),
});

/** A priced order of a basket: 5 % VAT rounded half up, its tip; amounts fils. */
function priced(
  id: string | null,
  b: {
    lines: { itemId: string; optionIds: readonly string[]; quantity: number; unitFils: number }[];
    tipFils: number;
  },
): TabOrder {
  const lines = b.lines.map((l) => ({
    ...l,
    lineTotalFils: l.quantity * l.unitFils,
    titleEn: l.itemId,
    titleAr: l.itemId,
  }));
  const items = lines.reduce((s, l) => s + l.lineTotalFils, 0);
  const tax = Math.round(items * 0.05);
  const tip = lines.length > 0 ? b.tipFils : 0;
  return { id, totalFils: items + tax + tip, taxFils: tax, tipFils: tip, lines };
}

const stepArb = fc.record({
  basket: basketArb,
  customFils: fc.integer({ min: 0, max: 40_000 }),
  people: fc.integer({ min: 1, max: 6 }),
  forPeople: fc.integer({ min: 1, max: 3 }),
  pickSeed: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  action: fc.constantFrom('pay', 'pay', 'hold', 'release'),
});

/** Plans accepted over all runs (the property must exercise accepted shares, not only refusals). */
let accepted = 0;

describe('tab hold plan (decision 0032, 002 §5): property over random tabs', () => {
  it('0032 / IS14 / TOT-20: every share is > 2 AED and ≤ what remains, paid + held never exceed the bill, and paying the rest makes the shares sum to the bill to the fil', () => {
    fc.assert(
      fc.property(
        fc.array(
          basketArb.filter((b) => b.lines.length > 0),
          { minLength: 1, maxLength: 4 },
        ),
        fc.constantFrom(...SPLIT_TYPES),
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        (tabBaskets, type: SplitType, steps) => {
          const orders: TabOrder[] = tabBaskets.map((b, i) => priced(`o${i}`, b));
          const splits: (TabSplit & { id: number })[] = [];
          let locked: SplitType | null = null;
          let lockedPeople: number | null = null;
          let n = 0;
          const plan = (own: TabOrder, split: Parameters<typeof planTabPayment>[0]['split']) =>
            planTabPayment({
              lockedSplitType: locked,
              lockedPeopleAtTable: lockedPeople,
              orders,
              splits,
              own,
              payLaterOrders: orders.filter((o) => o.lines.length > 0).map((o) => o.id!),
              split,
            });
          for (const step of steps) {
            const own = priced(null, step.basket);
            const before = tabAmounts([...orders, own], splits);
            const remaining = before.billFils - before.paidFils - before.heldFils;
            let split: NonNullable<Parameters<typeof planTabPayment>[0]['split']>;
            if (type === 'CUSTOM-AMOUNT')
              split = { type, amount: filsToAed(step.customFils), totalAmount: 0 };
            else if (type === 'DIVIDE-EQUALLY')
              split = {
                type,
                peopleAtTable: lockedPeople ?? step.people,
                forPeople: step.forPeople,
                totalAmount: 0,
              };
            else {
              const lines = tabSplitLines([...orders, own], splits).filter(
                (l) => l.quantity > l.paidQuantity,
              );
              const picked = new Map<string, (typeof lines)[number]>();
              for (const k of step.pickSeed)
                if (lines.length > 0) picked.set(lines[k % lines.length]!.uniqueId, lines[k % lines.length]!);
              split = {
                type,
                totalAmount: 0,
                selectedItems: [...picked.values()].map((l, i) => ({
                  uniqueId: l.uniqueId,
                  orderId: l.orderId,
                  itemId: l.itemId,
                  selectedQunatity: Math.max(1, l.quantity - l.paidQuantity - (step.pickSeed[i]! % 2)),
                })),
              };
            }
            // The guest's screen computes the same amount (the first call answers it when it differs).
            let r = plan(own, split);
            if (!r.ok && r.refusal.code === 'tableBillChanged' && r.refusal.chargeFils !== undefined)
              r = plan(own, { ...split, totalAmount: filsToAed(r.refusal.chargeFils) });
            if (!r.ok) continue;
            accepted++;
            const p = r.plan;
            expect(p.chargeFils).toBeGreaterThan(200);
            expect(p.chargeFils).toBeLessThanOrEqual(remaining);
            expect(p.remainingFils).toBe(remaining - p.chargeFils);
            // Written as recordDineIn writes it: the order joins the tab, basket lines renamed 'old-…'.
            const id = `p${n++}`;
            orders.push({ ...own, id });
            locked = p.type === 'FULL' ? locked : (p.type as SplitType);
            lockedPeople = lockedPeople ?? p.peopleAtTable;
            const selectedItems = p.selectedItems.map((s) => {
              if (s.orderId !== null) return s;
              const line = own.lines.find(
                (l) =>
                  splitItemUniqueId({ key: 'basket', itemId: l.itemId, optionIds: l.optionIds }) ===
                  s.uniqueId,
              )!;
              return {
                ...s,
                uniqueId: splitItemUniqueId({
                  key: 'old',
                  itemId: line.itemId,
                  optionIds: line.optionIds,
                  orderId: id,
                }),
              };
            });
            if (step.action !== 'release')
              splits.push({
                id: n,
                type: p.type,
                status: step.action === 'pay' ? 'PAID' : 'PENDING',
                totalFils: p.chargeFils,
                forPeople: p.forPeople,
                selectedItems,
              });
            else orders.pop(); // a released payment order is cancelled: its own basket leaves the bill
            const after = tabAmounts(orders, splits);
            expect(after.paidFils + after.heldFils).toBeLessThanOrEqual(after.billFils);
          }
          // Every held share is paid, then the rest in full (when above the 2 AED minimum).
          for (const s of splits) s.status = 'PAID';
          const end = tabAmounts(orders, splits);
          const rest = end.billFils - end.paidFils;
          if (rest > 200) {
            const full = plan(priced(null, { lines: [], tipFils: 0 }), null);
            expect(full.ok).toBe(true);
            if (full.ok) {
              expect(full.plan.chargeFils).toBe(rest);
              splits.push({
                id: -1,
                type: 'FULL',
                status: 'PAID',
                totalFils: rest,
                forPeople: null,
                selectedItems: [],
              });
            }
            const paid = tabAmounts(orders, splits);
            expect(paid.paidFils).toBe(paid.billFils);
          } else expect(rest).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(300);
  });
});
