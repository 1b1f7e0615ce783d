/**
 * The slices of the Split Bill modal's donut chart (002 §2.7: 'A donut chart labels the people
 * who already paid as "Person N already paid"'). Pure: no React.
 */
import { aedToFils } from '@sufra/pricing';
import type { SplitInput } from './split-lines.ts';
import { splitTotals } from './split-lines.ts';

/**
 * One slice: `paid` by person `person` (1-based: 'Person N already paid'), `mine` (this guest's
 * share), or `unpaid`. `weight` is people (DIVIDE-EQUALLY) or fils (the other types).
 */
export interface DonutSlice {
  kind: 'paid' | 'mine' | 'unpaid';
  weight: number;
  person: number | null;
}

/**
 * The donut of the table (002 §2.7). DIVIDE-EQUALLY: one slice per person at the table — the
 * splittedforPeople who paid (or hold a pending payment) first, then the `forPeople` this guest
 * covers, then the others. Other types: one slice per split bill (each payer a person, sized by
 * what they paid, fils), this guest's share, and what stays unpaid. `myShareFils` and `forPeople`
 * are 0 when the draft is not valid. Empty when there is nothing to draw.
 */
export function donutSlices(
  input: SplitInput,
  draft: { type: string | null; peopleAtTable: number; forPeople: number },
  myShareFils: number,
): DonutSlice[] {
  const { table } = input;
  if (draft.type === 'DIVIDE-EQUALLY') {
    const paid = Math.min(table.splittedforPeople, draft.peopleAtTable);
    const mine = Math.min(myShareFils > 0 ? draft.forPeople : 0, draft.peopleAtTable - paid);
    return Array.from({ length: draft.peopleAtTable }, (_, i) => ({
      kind: i < paid ? 'paid' : i < paid + mine ? 'mine' : 'unpaid',
      weight: 1,
      person: i < paid ? i + 1 : null,
    }));
  }
  const { billFils, paidFils } = splitTotals(input);
  const slices: DonutSlice[] = table.splitBills.map((bill, i) => ({
    kind: 'paid',
    weight: Math.max(0, aedToFils(bill.totalAmount)),
    person: i + 1,
  }));
  const mine = Math.max(0, myShareFils);
  if (mine > 0) slices.push({ kind: 'mine', weight: mine, person: null });
  const unpaid = Math.max(0, billFils - paidFils - mine);
  if (unpaid > 0) slices.push({ kind: 'unpaid', weight: unpaid, person: null });
  return slices.filter((s) => s.weight > 0);
}
