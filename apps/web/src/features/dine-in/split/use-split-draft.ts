import type { SplitType } from '@sufra/contract';
import { useState } from 'react';
import type { SplitChoice } from './split-choice.ts';
import {
  canApply,
  chooseType,
  currentDraft,
  draftAmountRange,
  evaluateDraft,
  initialDraft,
  peopleLimits,
  type SplitDraft,
  selectQuantity,
  setPeopleAtTable,
  splitLock,
} from './split-draft.ts';
import { type SplitInput, splitTotals } from './split-lines.ts';

/**
 * The Split Bill modal's logic (002 §2.7; issue 18): the draft, opened from the guest's choice
 * or the table's split (SPLIT-10, initialDraft) and edited by the panels, and everything derived
 * from it live as the table changes — the lock, the bounds, the outcome (share or refusal code),
 * the bill's amounts and SPLIT-09's Apply; the draft follows the table (currentDraft). Mount it
 * afresh on every opening.
 */
export function useSplitDraft(input: SplitInput, value: SplitChoice | null) {
  const [initial] = useState(() => initialDraft(input, value));
  const [stored, setStored] = useState(initial);
  const lock = splitLock(input, value);
  const draft = currentDraft(input, value, stored);
  const update = (change: (d: SplitDraft) => SplitDraft) => setStored(change(draft));
  return {
    draft,
    lock,
    totals: splitTotals(input),
    outcome: evaluateDraft(input, draft),
    applyEnabled: canApply(input, initial, draft),
    limits: peopleLimits(input, draft),
    amountRange: draftAmountRange(input),
    chooseType: (type: SplitType) => update((d) => chooseType(d, type, lock.lockedType)),
    setAmount: (amountFils: number) => update((d) => ({ ...d, amountFils })),
    setPeopleAtTable: (people: number) => update((d) => setPeopleAtTable(d, people)),
    setForPeople: (forPeople: number) => update((d) => ({ ...d, forPeople })),
    setQuantity: (uniqueId: string, quantity: number) => update((d) => selectQuantity(d, uniqueId, quantity)),
  };
}

/** What useSplitDraft gives the modal and its panels. */
export type SplitDraftState = ReturnType<typeof useSplitDraft>;
