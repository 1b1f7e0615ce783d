/**
 * The Split Bill modal's state and rules (002 §2.7, §5 Split bill, §9; issue 18, decision 0032):
 * the draft the guest edits, restored when a split exists (SPLIT-10), each type's share computed
 * by `@sufra/pricing` over the table's whole bill (IS15), and when Apply is enabled (SPLIT-09).
 * Pure: no React, no I/O. Amounts in integer fils.
 */
import { LIMITS, meetsOnlineMinimum, type SplitBill, type SplitType, type TableState } from '@sufra/contract';
import {
  aedToFils,
  asFils,
  customAmountRange,
  customAmountSplit,
  divideEquallySplit,
  type Fils,
  type SplitError,
  selectedItemsSplit,
} from '@sufra/pricing';
import type { SplitChoice, SplitSelectedItem } from './split-choice.ts';
import { offeredLines, type SplitInput, splitTotals } from './split-lines.ts';

/**
 * What the guest is choosing: the type and every type's inputs (kept while switching types
 * before a split is locked). `amountFils` CUSTOM-AMOUNT's amount; `peopleAtTable` and
 * `forPeople` DIVIDE-EQUALLY's; `selected` SELECTED-ITEMS' quantity per uniqueId (absent =
 * unchecked); `already` (002 §2.7): a split is in place on the table.
 */
export interface SplitDraft {
  type: SplitType | null;
  amountFils: number;
  peopleAtTable: number;
  forPeople: number;
  selected: Readonly<Record<string, number>>;
  already: boolean;
}

/** DIVIDE-EQUALLY's first peopleAtTable before the table has one (Sufra's choice: a table for two). */
const DEFAULT_PEOPLE_AT_TABLE = 2;

/** 002 §2.6: the Split Bill modal opens by itself when the table has split bills. */
export function shouldOpenSplitByItself(table: Pick<TableState, 'splitBills'>): boolean {
  return table.splitBills.length > 0;
}

/** SPLIT-10: the split bill with the smallest remainingAmount (the latest, on a tie), or null. */
function latestSplitBill(table: Pick<TableState, 'splitBills'>): SplitBill | null {
  let best: SplitBill | null = null;
  for (const bill of table.splitBills) if (!best || bill.remainingAmount <= best.remainingAmount) best = bill;
  return best;
}

/**
 * SPLIT-10 (002 §2.7): once any split exists — split bills on the table, or the guest's own
 * current choice — the type is locked (`lockedType`). `canRemove`: the guest may remove their own
 * choice ('Remove split') only while the table has no split bill (no Reset once a split is paid
 * or held).
 */
export function splitLock(
  input: Pick<SplitInput, 'table'>,
  value: SplitChoice | null,
): { lockedType: SplitType | null; canRemove: boolean } {
  const bill = latestSplitBill(input.table);
  if (bill) return { lockedType: input.table.lockedSplitType ?? bill.type, canRemove: false };
  return { lockedType: value?.type ?? null, canRemove: value !== null };
}

/**
 * DIVIDE-EQUALLY's bounds (002 §5): peopleAtTable 1..LIMITS.peopleAtTableMax, locked to the
 * table's once a DIVIDE-EQUALLY split exists; forPeople 1..peopleAtTable − splittedforPeople
 * (`maxForPeople` is 0 when everybody has paid).
 */
export function peopleLimits(
  input: Pick<SplitInput, 'table'>,
  draft: Pick<SplitDraft, 'peopleAtTable'>,
): { peopleLocked: boolean; maxPeople: number; maxForPeople: number } {
  return {
    peopleLocked: input.table.peopleAtTable !== null,
    maxPeople: LIMITS.peopleAtTableMax,
    maxForPeople: Math.max(0, draft.peopleAtTable - input.table.splittedforPeople),
  };
}

/** The selection of a restored choice, kept to the lines still offered and their remaining units. */
function restoredSelection(input: SplitInput, value: SplitChoice): Record<string, number> {
  const remaining = new Map(offeredLines(input).map((l) => [l.uniqueId, l.remainingQuantity]));
  const selected: Record<string, number> = {};
  for (const item of value.selectedItems ?? []) {
    const left = remaining.get(item.uniqueId) ?? 0;
    if (left > 0) selected[item.uniqueId] = Math.min(item.selectedQunatity, left);
  }
  return selected;
}

/**
 * The draft the modal opens with (002 §2.7, SPLIT-10): the guest's current choice `value` when
 * there is one of the locked type; else, when the table has split bills, the one with the
 * smallest remainingAmount (its type; CUSTOM-AMOUNT its amount, at most what is unpaid;
 * DIVIDE-EQUALLY its people, forPeople within what is left; SELECTED-ITEMS nothing selected — its
 * units are paid); else nothing chosen. `already` is true whenever the table has split bills.
 */
export function initialDraft(input: SplitInput, value: SplitChoice | null): SplitDraft {
  const { table } = input;
  const { lockedType } = splitLock(input, value);
  const base: SplitDraft = {
    type: null,
    amountFils: 0,
    peopleAtTable: table.peopleAtTable ?? DEFAULT_PEOPLE_AT_TABLE,
    forPeople: 1,
    selected: {},
    already: table.splitBills.length > 0,
  };
  if (value && (lockedType === null || value.type === lockedType)) {
    return {
      ...base,
      type: value.type,
      amountFils: value.amountFils ?? 0,
      peopleAtTable: table.peopleAtTable ?? value.peopleAtTable ?? base.peopleAtTable,
      forPeople: value.forPeople ?? 1,
      selected: restoredSelection(input, value),
      already: base.already || value.already,
    };
  }
  const bill = latestSplitBill(table);
  if (!bill) return base;
  const people = table.peopleAtTable ?? bill.peopleAtTable ?? base.peopleAtTable;
  const forPeopleLeft = Math.max(1, people - table.splittedforPeople);
  return {
    ...base,
    type: lockedType ?? bill.type,
    amountFils: Math.min(aedToFils(bill.totalAmount), splitTotals(input).unpaidFils),
    peopleAtTable: people,
    forPeople: Math.min(Math.max(1, bill.forPeople ?? 1), forPeopleLeft),
  };
}

/**
 * The draft the guest edits (`stored`) against the table as it is now — the tab changes live
 * while the modal is open (another guest orders or pays): when another guest's split has locked
 * another type, the draft starts again from the table (initialDraft, SPLIT-10); a peopleAtTable
 * the table has locked meanwhile replaces the guest's (forPeople back to 1, SPLIT-03); and the
 * split is `already` in place once the table has a split bill.
 */
export function currentDraft(input: SplitInput, value: SplitChoice | null, stored: SplitDraft): SplitDraft {
  const { lockedType } = splitLock(input, value);
  if (lockedType !== null && stored.type !== null && stored.type !== lockedType)
    return initialDraft(input, value);
  const people = input.table.peopleAtTable;
  const relocked = people !== null && people !== stored.peopleAtTable;
  return {
    ...stored,
    peopleAtTable: people ?? stored.peopleAtTable,
    forPeople: relocked ? 1 : stored.forPeople,
    already: stored.already || input.table.splitBills.length > 0,
  };
}

/** Chooses a type, unless the type is locked to another one (SPLIT-10). */
export function chooseType(draft: SplitDraft, type: SplitType, lockedType: SplitType | null): SplitDraft {
  return lockedType && lockedType !== type ? draft : { ...draft, type };
}

/** SPLIT-03 (002 §5): changing peopleAtTable resets forPeople to 1. */
export function setPeopleAtTable(draft: SplitDraft, peopleAtTable: number): SplitDraft {
  return { ...draft, peopleAtTable, forPeople: 1 };
}

/** SELECTED-ITEMS: sets a line's selected quantity; 0 unchecks it. */
export function selectQuantity(draft: SplitDraft, uniqueId: string, quantity: number): SplitDraft {
  const { [uniqueId]: _dropped, ...rest } = draft.selected;
  return { ...draft, selected: quantity > 0 ? { ...rest, [uniqueId]: quantity } : rest };
}

/** CUSTOM-AMOUNT's slider (SPLIT-01, 002 §2.7): 0 to the bill − splitPayed, step 10 fils (0.1 AED). */
export function draftAmountRange(input: SplitInput): { minFils: Fils; maxFils: Fils; stepFils: Fils } {
  const { billFils, paidFils } = splitTotals(input);
  return customAmountRange(billFils, paidFils);
}

/**
 * A draft's outcome: the SplitChoice to apply (and DIVIDE-EQUALLY's perPersonFils, the displayed
 * perPersonAmount), or why not — a SplitError code of `@sufra/pricing` (its text is in the
 * contract's catalogue) or 'splitNoType' when no type is chosen yet.
 */
export type DraftOutcome =
  | { ok: true; choice: SplitChoice; perPersonFils: Fils | null }
  | { ok: false; error: SplitError | 'splitNoType' };

/**
 * What a DIVIDE-EQUALLY or SELECTED-ITEMS payment charges, as the server plans it (apps/api
 * dine-in tab-math planTabPayment, decision 0032): the share that covers the last person or the
 * last unit pays exactly what remains (so the shares add up to the bill to the fil even when the
 * bill grew after the first split); any other share is the formula's, never above what remains.
 */
function shareOf(
  formulaFils: Fils,
  unpaidFils: Fils,
  last: boolean,
): { totalAmountFils: Fils; remainingAmountFils: Fils } {
  const total = last ? unpaidFils : (Math.min(formulaFils, unpaidFils) as Fils);
  return { totalAmountFils: total, remainingAmountFils: asFils(unpaidFils - total) };
}

/**
 * Computes the draft's split with `@sufra/pricing` over the table's whole bill (IS15): the bill
 * = table.billFils + basketGrossFils, splitPayed = paid + held. CUSTOM-AMOUNT: customAmountSplit
 * (SPLIT-01); DIVIDE-EQUALLY: divideEquallySplit with the table's splittedforPeople (SPLIT-02/03);
 * SELECTED-ITEMS: selectedItemsSplit over the tab's lines and the basket's, with the tab's tip
 * and the basket's (SPLIT-04/05) — the last person's or last unit's share being what remains
 * (shareOf). A refused value gives its code (002 §5: it clears the split).
 */
export function evaluateDraft(input: SplitInput, draft: SplitDraft): DraftOutcome {
  const { billFils, paidFils, unpaidFils } = splitTotals(input);
  const already = draft.already;
  switch (draft.type) {
    case null:
      return { ok: false, error: 'splitNoType' };
    case 'CUSTOM-AMOUNT': {
      const r = customAmountSplit({
        orderGrossFils: billFils,
        splitPayedFils: paidFils,
        amountFils: draft.amountFils,
      });
      if (!r.ok) return r;
      const { totalAmountFils, remainingAmountFils, amountFils } = r;
      return {
        ok: true,
        perPersonFils: null,
        choice: { type: draft.type, totalAmountFils, remainingAmountFils, amountFils, already },
      };
    }
    case 'DIVIDE-EQUALLY': {
      const r = divideEquallySplit({
        orderGrossFils: billFils,
        splitPayedFils: paidFils,
        peopleAtTable: draft.peopleAtTable,
        forPeople: draft.forPeople,
        splittedForPeople: input.table.splittedforPeople,
      });
      if (!r.ok) return r;
      const { peopleAtTable, forPeople } = draft;
      const share = shareOf(
        r.totalAmountFils,
        unpaidFils,
        forPeople + input.table.splittedforPeople === peopleAtTable,
      );
      return {
        ok: true,
        perPersonFils: r.perPersonFils,
        choice: {
          type: draft.type,
          ...share,
          peopleAtTable,
          forPeople,
          already,
        },
      };
    }
    case 'SELECTED-ITEMS': {
      const lines = offeredLines(input);
      const r = selectedItemsSplit({
        lines,
        tipFils: input.table.tipFils + input.basketTipFils,
        splitPayedFils: paidFils,
        selected: Object.entries(draft.selected).map(([uniqueId, quantity]) => ({ uniqueId, quantity })),
      });
      if (!r.ok) return r;
      const byId = new Map(lines.map((l) => [l.uniqueId, l]));
      const unitsLeft = lines.reduce((n, l) => n + l.remainingQuantity, 0);
      const chosen = r.parts.reduce((n, p) => n + p.selectedQuantity, 0);
      const share = shareOf(r.totalAmountFils, unpaidFils, chosen === unitsLeft);
      const selectedItems = r.parts.map(
        (p): SplitSelectedItem => ({
          uniqueId: p.uniqueId,
          orderId: byId.get(p.uniqueId)?.orderId ?? null,
          itemId: byId.get(p.uniqueId)?.itemId ?? '',
          selectedQunatity: p.selectedQuantity,
        }),
      );
      return {
        ok: true,
        perPersonFils: null,
        choice: {
          type: draft.type,
          ...share,
          selectedItems,
          already,
        },
      };
    }
  }
}

/**
 * The catalogue code the modal shows under the inputs, or null: the draft's refusal (a SplitError,
 * 002 §5), or addMoreThanTwoAED for a share above 0 but not above 2 AED (TOT-20, IS51). Nothing
 * before a type is chosen, and nothing for a share of 0 (the guest has not chosen an amount yet).
 */
export function draftNotice(outcome: DraftOutcome): SplitError | 'addMoreThanTwoAED' | null {
  if (!outcome.ok) return outcome.error === 'splitNoType' ? null : outcome.error;
  const share = outcome.choice.totalAmountFils;
  return share > 0 && !meetsOnlineMinimum(share) ? 'addMoreThanTwoAED' : null;
}

/** The value of a draft as SPLIT-09 compares it: the type and that type's inputs only. */
function draftValue(draft: SplitDraft): string {
  switch (draft.type) {
    case null:
      return 'none';
    case 'CUSTOM-AMOUNT':
      return `C:${draft.amountFils}`;
    case 'DIVIDE-EQUALLY':
      return `D:${draft.peopleAtTable}:${draft.forPeople}`;
    case 'SELECTED-ITEMS':
      return `S:${Object.entries(draft.selected)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([id, q]) => `${id}=${q}`)
        .join(',')}`;
  }
}

/**
 * SPLIT-09 (002 §2.7): Apply is enabled when a type is chosen and the value has changed since the
 * modal opened (`initial`), or the split is already in place (`already`) — and, always, the draft
 * is valid (002 §5) and its share is more than 2 AED, the least a card payment collects (TOT-20,
 * IS51: the server refuses less with addMoreThanTwoAED, so the modal says so before).
 */
export function canApply(input: SplitInput, initial: SplitDraft, draft: SplitDraft): boolean {
  if (draft.type === null) return false;
  const outcome = evaluateDraft(input, draft);
  if (!outcome.ok || !meetsOnlineMinimum(outcome.choice.totalAmountFils)) return false;
  return draft.already || draftValue(draft) !== draftValue(initial);
}
