import type { SplitType, TableSplitLine } from '@sufra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDraft, type SplitDraft } from './split-draft.ts';
import { aTable } from './split-fixtures.ts';
import { offeredLines, type SplitBasketLine, type SplitInput, splitTotals } from './split-lines.ts';

/** A priced line: units, items amount after discounts (fils), VAT (fils). */
const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 5 }),
  itemsFils: fc.integer({ min: 0, max: 9000 }),
  taxPercent: fc.integer({ min: 0, max: 15 }),
});
type ArbLine = { quantity: number; itemsFils: number; taxPercent: number };

const tabLine = (l: ArbLine, i: number): TableSplitLine => ({
  uniqueId: `old-i${i}-noOptions-o0`,
  key: 'old',
  orderId: 'o0',
  itemId: `i${i}`,
  title: { en: `Item ${i}`, ar: `صنف ${i}` },
  quantity: l.quantity,
  paidQuantity: 0,
  itemsFils: l.itemsFils,
  taxFils: Math.round((l.itemsFils * l.taxPercent) / 100),
});
const basketLine = (l: ArbLine, i: number): SplitBasketLine => ({
  uniqueId: `basket-b${i}-noOptions`,
  itemId: `b${i}`,
  title: { en: `Basket ${i}`, ar: `سلة ${i}` },
  quantity: l.quantity,
  itemsFils: l.itemsFils,
  taxFils: Math.round((l.itemsFils * l.taxPercent) / 100),
});
const gross = (lines: readonly { itemsFils: number; taxFils: number }[], tip: number) =>
  lines.reduce((s, l) => s + l.itemsFils + l.taxFils, tip);

/** One guest's step: numbers the simulation turns into an amount, a count of people or quantities. */
const stepArb = fc.record({ n: fc.nat(), picks: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }) });

/** The draft of step `n` of `type` on the table `input`; the last step pays everything still unpaid. */
function stepDraft(
  input: SplitInput,
  type: SplitType,
  people: number,
  step: { n: number; picks: number[] },
  last: boolean,
): SplitDraft | null {
  const base: SplitDraft = {
    type,
    amountFils: 0,
    peopleAtTable: people,
    forPeople: 1,
    selected: {},
    already: false,
  };
  const { unpaidFils } = splitTotals(input);
  if (type === 'CUSTOM-AMOUNT') return { ...base, amountFils: last ? unpaidFils : step.n % (unpaidFils + 1) };
  if (type === 'DIVIDE-EQUALLY') {
    const left = people - input.table.splittedforPeople;
    if (left <= 0) return null;
    return { ...base, forPeople: last ? left : 1 + (step.n % left) };
  }
  const open = offeredLines(input).filter((l) => l.remainingQuantity > 0);
  if (open.length === 0) return null;
  const selected: Record<string, number> = {};
  open.forEach((l, i) => {
    const q = last ? l.remainingQuantity : step.picks[i % step.picks.length]! % (l.remainingQuantity + 1);
    if (q > 0) selected[l.uniqueId] = q;
  });
  if (Object.keys(selected).length === 0) selected[open[0]!.uniqueId] = 1;
  return { ...base, selected };
}

/** The tab after a guest paid `draft` (its share `share`): the basket joins the tab, the units and people are paid. */
function paid(input: SplitInput, draft: SplitDraft, share: number, step: number): SplitInput {
  const { table, basket } = input;
  const joined = basket.lines.map(
    (l): TableSplitLine => ({
      ...l,
      uniqueId: `${l.uniqueId.replace(/^basket-/, 'old-')}-o${step + 1}`,
      key: 'old',
      orderId: `o${step + 1}`,
      paidQuantity: 0,
    }),
  );
  const byBasketId = new Map(basket.lines.map((l, i) => [l.uniqueId, joined[i]!.uniqueId]));
  const selected = new Map(Object.entries(draft.selected).map(([id, q]) => [byBasketId.get(id) ?? id, q]));
  return {
    table: {
      ...table,
      billFils: table.billFils + input.basketGrossFils,
      tipFils: table.tipFils + input.basketTipFils,
      paidFils: table.paidFils + share,
      lockedSplitType: draft.type,
      peopleAtTable: draft.type === 'DIVIDE-EQUALLY' ? draft.peopleAtTable : null,
      splittedforPeople: table.splittedforPeople + (draft.type === 'DIVIDE-EQUALLY' ? draft.forPeople : 0),
      splitLines: [...table.splitLines, ...joined].map((l) =>
        draft.type === 'SELECTED-ITEMS'
          ? { ...l, paidQuantity: l.paidQuantity + (selected.get(l.uniqueId) ?? 0) }
          : l,
      ),
    },
    basket: { lines: [] },
    basketTipFils: 0,
    basketGrossFils: 0,
  };
}

describe('any sequence of splits of a table (002 §2.7, §5, §9; decision 0032 IS15), fast-check', () => {
  it('keeps 0 ≤ share ≤ what remains and remaining = unpaid − share; the shares of the fully paid bill sum to the bill', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SplitType>('CUSTOM-AMOUNT', 'DIVIDE-EQUALLY', 'SELECTED-ITEMS'),
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.array(lineArb, { maxLength: 3 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(stepArb, { minLength: 1, maxLength: 6 }),
        (type, tab, basketArb, tabTip, basketTip, people, steps) => {
          const splitLines = tab.map(tabLine);
          const lines = basketArb.map(basketLine);
          let input: SplitInput = {
            table: aTable({ billFils: gross(splitLines, tabTip), tipFils: tabTip, splitLines }),
            basket: { lines },
            basketTipFils: basketTip,
            basketGrossFils: gross(lines, basketTip),
          };
          const bill = splitTotals(input).billFils;
          const shares: number[] = [];
          for (const [i, step] of steps.entries()) {
            const draft = stepDraft(input, type, people, step, i === steps.length - 1);
            if (!draft) break;
            const before = splitTotals(input).unpaidFils;
            const outcome = evaluateDraft(input, draft);
            if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
            const share = outcome.choice.totalAmountFils;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(before);
            expect(outcome.choice.remainingAmountFils).toBe(before - share);
            shares.push(share);
            input = paid(input, draft, share, i);
          }
          // The last guest pays what is left, so the bill ends fully paid, by exactly its amount.
          expect(splitTotals(input).unpaidFils).toBe(0);
          expect(shares.reduce((s, v) => s + v, 0)).toBe(bill);
        },
      ),
      { numRuns: 300 },
    );
  });
});
