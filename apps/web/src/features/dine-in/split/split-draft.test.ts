import { describe, expect, it } from 'vitest';
import type { SplitChoice } from './split-choice.ts';
import {
  canApply,
  chooseType,
  currentDraft,
  draftAmountRange,
  draftNotice,
  evaluateDraft,
  initialDraft,
  peopleLimits,
  type SplitDraft,
  selectQuantity,
  setPeopleAtTable,
  shouldOpenSplitByItself,
  splitLock,
} from './split-draft.ts';
import { amountsInput, aSplitBill, BURGER, exampleInput, FRIES, WATER } from './split-fixtures.ts';
import { groupOfferedLines, offeredLines, splitTotals } from './split-lines.ts';

const draft = (over: Partial<SplitDraft> = {}): SplitDraft => ({
  type: null,
  amountFils: 0,
  peopleAtTable: 2,
  forPeople: 1,
  selected: {},
  already: false,
  ...over,
});

describe('the split base (decision 0032 IS15: the table’s whole bill, its tab plus this basket)', () => {
  it('bill = the tab’s billFils + the basket’s gross; splitPayed = paid + held (a pending payment holds its share)', () => {
    expect(splitTotals(exampleInput())).toEqual({ billFils: 10_005, paidFils: 0, unpaidFils: 10_005 });
    expect(splitTotals(exampleInput({ paidFils: 3000, heldFils: 1005 }))).toEqual({
      billFils: 10_005,
      paidFils: 4005,
      unpaidFils: 6000,
    });
  });
});

describe('CUSTOM-AMOUNT (002 §2.7, §5, §9 SPLIT-01)', () => {
  const input = amountsInput(30_000, { paidFils: 5000, heldFils: 2500 });
  it('the slider runs from 0 to orderGrossAmount − splitPayed, step 0.1 AED (10 fils)', () => {
    expect(draftAmountRange(input)).toEqual({ minFils: 0, maxFils: 22_500, stepFils: 10 });
  });
  it('an amount is the guest’s share; remaining = bill − splitPayed − amount', () => {
    const r = evaluateDraft(input, draft({ type: 'CUSTOM-AMOUNT', amountFils: 10_000 }));
    expect(r).toEqual({
      ok: true,
      perPersonFils: null,
      choice: {
        type: 'CUSTOM-AMOUNT',
        totalAmountFils: 10_000,
        remainingAmountFils: 12_500,
        amountFils: 10_000,
        already: false,
      },
    });
  });
  it('above what is unpaid, or not a whole number of fils, is refused with its code (002 §5: it clears the split)', () => {
    expect(evaluateDraft(input, draft({ type: 'CUSTOM-AMOUNT', amountFils: 22_510 }))).toEqual({
      ok: false,
      error: 'splitAmountAboveUnpaid',
    });
    expect(evaluateDraft(input, draft({ type: 'CUSTOM-AMOUNT', amountFils: 0.5 }))).toEqual({
      ok: false,
      error: 'splitNotWholeNumber',
    });
  });
});

describe('DIVIDE-EQUALLY (002 §2.7, §5, §9 SPLIT-02, SPLIT-03)', () => {
  it('SPLIT-02: 300 / 4 = 75 a person; forPeople 2 → 150, remaining 150', () => {
    const input = amountsInput(30_000);
    const one = evaluateDraft(input, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 1 }));
    expect(one).toMatchObject({ ok: true, perPersonFils: 7500, choice: { totalAmountFils: 7500 } });
    const two = evaluateDraft(input, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 2 }));
    expect(two).toEqual({
      ok: true,
      perPersonFils: 7500,
      choice: {
        type: 'DIVIDE-EQUALLY',
        totalAmountFils: 15_000,
        remainingAmountFils: 15_000,
        peopleAtTable: 4,
        forPeople: 2,
        already: false,
      },
    });
  });
  it('SPLIT-02: after one person paid 75 (splittedforPeople 1), two more pay 150 and 75 remains', () => {
    const input = amountsInput(30_000, { paidFils: 7500, peopleAtTable: 4, splittedforPeople: 1 });
    const r = evaluateDraft(input, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 2 }));
    expect(r).toMatchObject({ ok: true, choice: { totalAmountFils: 15_000, remainingAmountFils: 7500 } });
  });
  it('SPLIT-03: forPeople + splittedforPeople cannot exceed peopleAtTable; peopleAtTable at least 1', () => {
    const input = amountsInput(30_000, { paidFils: 22_500, peopleAtTable: 4, splittedforPeople: 3 });
    expect(evaluateDraft(input, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 2 }))).toEqual({
      ok: false,
      error: 'splitForPeopleAboveTable',
    });
    expect(evaluateDraft(input, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 1 })).ok).toBe(
      true,
    );
    expect(evaluateDraft(amountsInput(30_000), draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 0 }))).toEqual({
      ok: false,
      error: 'splitPeopleAtTableBelowOne',
    });
  });
  it('SPLIT-03: changing peopleAtTable resets forPeople to 1', () => {
    expect(setPeopleAtTable(draft({ peopleAtTable: 4, forPeople: 3 }), 5)).toMatchObject({
      peopleAtTable: 5,
      forPeople: 1,
    });
  });
  it('peopleAtTable is locked once the table has one (decision 0032); forPeople up to the people left', () => {
    expect(peopleLimits(amountsInput(30_000), { peopleAtTable: 4 })).toEqual({
      peopleLocked: false,
      maxPeople: 50,
      maxForPeople: 4,
    });
    const locked = amountsInput(30_000, { peopleAtTable: 4, splittedforPeople: 3 });
    expect(peopleLimits(locked, { peopleAtTable: 4 })).toMatchObject({ peopleLocked: true, maxForPeople: 1 });
  });
});

describe('SELECTED-ITEMS (002 §2.7, §3 Split item, §5, §9 SPLIT-04, SPLIT-05)', () => {
  it('offers the basket’s lines (‘This order’) and the tab’s, grouped by order number, with remainingQunatity', () => {
    const lines = offeredLines(exampleInput());
    expect(lines.map((l) => [l.key, l.uniqueId, l.orderNumber, l.remainingQuantity])).toEqual([
      ['basket', WATER, null, 3],
      ['old', BURGER, '1001', 2],
      ['old', FRIES, '1001', 1],
    ]);
    expect(groupOfferedLines(lines).map((g) => [g.key, g.orderNumber, g.lines.length])).toEqual([
      ['basket', null, 1],
      ['order-o1', '1001', 2],
    ]);
  });
  it('SPLIT-04: 1 burger (tab) + 1 water (basket): items 35.00, tax 1.75, tip 8.70 / 6 × 2 = 2.90 → 39.65, remaining 60.40', () => {
    const d = selectQuantity(selectQuantity(draft({ type: 'SELECTED-ITEMS' }), BURGER, 1), WATER, 1);
    expect(evaluateDraft(exampleInput(), d)).toEqual({
      ok: true,
      perPersonFils: null,
      choice: {
        type: 'SELECTED-ITEMS',
        totalAmountFils: 3965,
        remainingAmountFils: 6040,
        selectedItems: [
          { uniqueId: BURGER, orderId: 'o1', itemId: 'burger', selectedQunatity: 1 },
          { uniqueId: WATER, orderId: null, itemId: 'water', selectedQunatity: 1 },
        ],
        already: false,
      },
    });
  });
  it('SPLIT-04: the next guest selecting every remaining unit pays exactly what remains', () => {
    const input = exampleInput({
      paidFils: 3965,
      splitLines: exampleInput().table.splitLines.map((l) =>
        l.uniqueId === BURGER ? { ...l, paidQuantity: 1 } : l,
      ),
    });
    // The first guest's water is now on the tab; this guest's basket is empty.
    const water = { ...exampleInput().basket.lines[0]! };
    const tab = {
      ...input.table,
      billFils: 10_005,
      tipFils: 870,
      splitLines: [
        ...input.table.splitLines,
        {
          uniqueId: 'old-water-noOptions-o2',
          key: 'old' as const,
          orderId: 'o2',
          itemId: 'water',
          title: water.title,
          quantity: 3,
          paidQuantity: 1,
          itemsFils: water.itemsFils,
          taxFils: water.taxFils,
        },
      ],
    };
    const rest = { table: tab, basket: { lines: [] }, basketTipFils: 0, basketGrossFils: 0 };
    let d = draft({ type: 'SELECTED-ITEMS' });
    d = selectQuantity(selectQuantity(selectQuantity(d, BURGER, 1), FRIES, 1), 'old-water-noOptions-o2', 2);
    expect(evaluateDraft(rest, d)).toMatchObject({
      ok: true,
      choice: { totalAmountFils: 6040, remainingAmountFils: 0 },
    });
  });
  it('SPLIT-05: the selected quantity is 1 to remainingQunatity; nothing selected is refused', () => {
    const input = exampleInput({
      splitLines: exampleInput().table.splitLines.map((l) =>
        l.uniqueId === BURGER ? { ...l, paidQuantity: 1 } : l,
      ),
    });
    const base = draft({ type: 'SELECTED-ITEMS' });
    expect(evaluateDraft(input, selectQuantity(base, BURGER, 2))).toEqual({
      ok: false,
      error: 'splitQuantityAboveRemaining',
    });
    expect(evaluateDraft(input, selectQuantity(base, BURGER, 1)).ok).toBe(true);
    expect(evaluateDraft(input, selectQuantity(selectQuantity(base, BURGER, 1), BURGER, 0))).toEqual({
      ok: false,
      error: 'splitNoItemSelected',
    });
  });
});

describe('SPLIT-09 (002 §2.7): Apply is enabled iff a type is chosen and the value changed, or the split is already in place', () => {
  const input = amountsInput(30_000);
  it('no type chosen → disabled', () => {
    expect(canApply(input, draft(), draft())).toBe(false);
  });
  it('a type chosen with a changed value → enabled; back to the opened value → disabled', () => {
    const opened = draft({ type: 'CUSTOM-AMOUNT', amountFils: 5000 });
    expect(canApply(input, opened, { ...opened, amountFils: 6000 })).toBe(true);
    expect(canApply(input, opened, { ...opened })).toBe(false);
    expect(canApply(input, draft(), draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 3 }))).toBe(true);
  });
  it('a split already in place (already = true) → enabled without a change', () => {
    const opened = draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, already: true });
    expect(canApply(amountsInput(30_000, { peopleAtTable: 4 }), opened, opened)).toBe(true);
  });
  it('an invalid value (002 §5) or a share of nothing → disabled', () => {
    expect(canApply(input, draft(), draft({ type: 'CUSTOM-AMOUNT', amountFils: 30_010 }))).toBe(false);
    expect(
      canApply(input, draft({ type: 'CUSTOM-AMOUNT', amountFils: 10 }), draft({ type: 'CUSTOM-AMOUNT' })),
    ).toBe(false);
    expect(canApply(exampleInput(), draft(), draft({ type: 'SELECTED-ITEMS' }))).toBe(false);
  });
});

describe('the share the server charges (decision 0032 planTabPayment; TOT-20, IS51)', () => {
  it('the last person pays exactly what remains, even when the bill grew after the first split (a new basket joined the tab)', () => {
    // 300 for 4 people: 3 paid 75 each; then a guest's 10.00 basket joined the tab: 310 in all.
    const grown = amountsInput(31_000, { peopleAtTable: 4, splittedforPeople: 3, paidFils: 22_500 });
    expect(
      evaluateDraft(grown, draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 4, forPeople: 1 })),
    ).toMatchObject({
      ok: true,
      perPersonFils: 7750,
      choice: { totalAmountFils: 8500, remainingAmountFils: 0 },
    });
  });
  it('the last units pay exactly what remains, whatever the formula gives (here 1.00 AED paid does not follow the units)', () => {
    const input = exampleInput({ paidFils: 100 });
    let all = draft({ type: 'SELECTED-ITEMS' });
    for (const [id, q] of [
      [BURGER, 2],
      [FRIES, 1],
      [WATER, 3],
    ] as const)
      all = selectQuantity(all, id, q);
    expect(evaluateDraft(input, all)).toMatchObject({
      ok: true,
      choice: { totalAmountFils: 9905, remainingAmountFils: 0 },
    });
  });
  it('Apply needs a share of more than 2 AED, and the modal says so (addMoreThanTwoAED)', () => {
    const input = amountsInput(30_000);
    const two = draft({ type: 'CUSTOM-AMOUNT', amountFils: 200 });
    expect(canApply(input, draft(), two)).toBe(false);
    expect(draftNotice(evaluateDraft(input, two))).toBe('addMoreThanTwoAED');
    expect(canApply(input, draft(), { ...two, amountFils: 201 })).toBe(true);
    expect(draftNotice(evaluateDraft(input, { ...two, amountFils: 201 }))).toBeNull();
    expect(draftNotice(evaluateDraft(input, { ...two, amountFils: 0 }))).toBeNull();
    expect(draftNotice(evaluateDraft(input, draft()))).toBeNull();
    expect(draftNotice(evaluateDraft(input, { ...two, amountFils: 30_010 }))).toBe('splitAmountAboveTotal');
  });
});

describe('SPLIT-10 (002 §2.7): once any split exists the type is locked, no Reset, the state restored with already = true', () => {
  const divided = (remaining: number, forPeople: number, id: string) =>
    aSplitBill({
      _id: id,
      type: 'DIVIDE-EQUALLY',
      peopleAtTable: 5,
      forPeople,
      totalAmount: 300 - remaining,
      remainingAmount: remaining,
    });
  it('the modal opens by itself when the table has split bills (002 §2.6)', () => {
    expect(shouldOpenSplitByItself(amountsInput(30_000).table)).toBe(false);
    expect(shouldOpenSplitByItself(amountsInput(30_000, { splitBills: [aSplitBill()] }).table)).toBe(true);
  });
  it('split bills on the table lock their type and allow no removal; the guest’s own choice locks it but may be removed', () => {
    const withBills = amountsInput(30_000, { splitBills: [aSplitBill()], lockedSplitType: 'CUSTOM-AMOUNT' });
    expect(splitLock(withBills, null)).toEqual({ lockedType: 'CUSTOM-AMOUNT', canRemove: false });
    const mine: SplitChoice = {
      type: 'DIVIDE-EQUALLY',
      totalAmountFils: 1,
      remainingAmountFils: 1,
      already: false,
    };
    expect(splitLock(amountsInput(30_000), mine)).toEqual({ lockedType: 'DIVIDE-EQUALLY', canRemove: true });
    expect(splitLock(amountsInput(30_000), null)).toEqual({ lockedType: null, canRemove: false });
    expect(chooseType(draft({ type: 'DIVIDE-EQUALLY' }), 'CUSTOM-AMOUNT', 'DIVIDE-EQUALLY').type).toBe(
      'DIVIDE-EQUALLY',
    );
    expect(chooseType(draft(), 'CUSTOM-AMOUNT', null).type).toBe('CUSTOM-AMOUNT');
  });
  it('restores from the split bill with the smallest remainingAmount (forPeople 2 of 5), already = true', () => {
    const input = amountsInput(30_000, {
      splitBills: [divided(240, 1, 'a'), divided(120, 2, 'b')],
      lockedSplitType: 'DIVIDE-EQUALLY',
      peopleAtTable: 5,
      splittedforPeople: 3,
      paidFils: 18_000,
    });
    const opened = initialDraft(input, null);
    expect(opened).toMatchObject({ type: 'DIVIDE-EQUALLY', peopleAtTable: 5, forPeople: 2, already: true });
    expect(evaluateDraft(input, opened)).toMatchObject({
      ok: true,
      choice: { totalAmountFils: 12_000, remainingAmountFils: 0, already: true },
    });
    expect(canApply(input, opened, opened)).toBe(true);
  });
  it('restoring keeps forPeople within the people left, and a CUSTOM-AMOUNT within what is unpaid', () => {
    const input = amountsInput(30_000, {
      splitBills: [divided(60, 4, 'a')],
      lockedSplitType: 'DIVIDE-EQUALLY',
      peopleAtTable: 5,
      splittedforPeople: 4,
      paidFils: 24_000,
    });
    expect(initialDraft(input, null)).toMatchObject({ forPeople: 1 });
    const custom = amountsInput(30_000, {
      splitBills: [aSplitBill({ totalAmount: 200, remainingAmount: 100 })],
      lockedSplitType: 'CUSTOM-AMOUNT',
      paidFils: 20_000,
    });
    expect(initialDraft(custom, null)).toMatchObject({
      type: 'CUSTOM-AMOUNT',
      amountFils: 10_000,
      already: true,
    });
  });
  it('while the modal is open the draft follows the table: another type locked → restored from it; a locked peopleAtTable replaces the guest’s', () => {
    const editing = draft({ type: 'CUSTOM-AMOUNT', amountFils: 5000 });
    const nowDivided = amountsInput(30_000, {
      splitBills: [divided(225, 1, 'a')],
      lockedSplitType: 'DIVIDE-EQUALLY',
      peopleAtTable: 4,
      splittedforPeople: 1,
      paidFils: 7500,
    });
    expect(currentDraft(nowDivided, null, editing)).toMatchObject({
      type: 'DIVIDE-EQUALLY',
      peopleAtTable: 4,
      forPeople: 1,
      already: true,
    });
    const mine = draft({ type: 'DIVIDE-EQUALLY', peopleAtTable: 3, forPeople: 2 });
    expect(currentDraft(nowDivided, null, mine)).toMatchObject({
      peopleAtTable: 4,
      forPeople: 1,
      already: true,
    });
    expect(currentDraft(amountsInput(30_000), null, mine)).toEqual(mine);
  });
  it('the guest’s current choice is restored first (of the locked type), SELECTED-ITEMS kept to what is still unpaid', () => {
    const mine: SplitChoice = {
      type: 'SELECTED-ITEMS',
      totalAmountFils: 1,
      remainingAmountFils: 1,
      selectedItems: [
        { uniqueId: BURGER, orderId: 'o1', itemId: 'burger', selectedQunatity: 2 },
        { uniqueId: 'old-gone-noOptions-o9', orderId: 'o9', itemId: 'gone', selectedQunatity: 1 },
      ],
      already: false,
    };
    const input = exampleInput({
      splitLines: exampleInput().table.splitLines.map((l) =>
        l.uniqueId === BURGER ? { ...l, paidQuantity: 1 } : l,
      ),
    });
    expect(initialDraft(input, mine)).toMatchObject({
      type: 'SELECTED-ITEMS',
      selected: { [BURGER]: 1 },
      already: false,
    });
  });
});
