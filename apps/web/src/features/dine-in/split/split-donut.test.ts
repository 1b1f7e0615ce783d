import { describe, expect, it } from 'vitest';
import { donutSlices } from './split-donut.ts';
import { amountsInput, aSplitBill } from './split-fixtures.ts';

describe("the donut of the Split Bill modal (002 §2.7: 'Person N already paid')", () => {
  it('DIVIDE-EQUALLY: one slice a person — the splittedforPeople who paid, then this guest’s forPeople, then the others', () => {
    const input = amountsInput(30_000, { peopleAtTable: 5, splittedforPeople: 2, paidFils: 12_000 });
    const slices = donutSlices(input, { type: 'DIVIDE-EQUALLY', peopleAtTable: 5, forPeople: 2 }, 12_000);
    expect(slices.map((s) => [s.kind, s.person])).toEqual([
      ['paid', 1],
      ['paid', 2],
      ['mine', null],
      ['mine', null],
      ['unpaid', null],
    ]);
    // An invalid draft (share 0) covers nobody.
    const none = donutSlices(input, { type: 'DIVIDE-EQUALLY', peopleAtTable: 5, forPeople: 2 }, 0);
    expect(none.filter((s) => s.kind === 'mine')).toEqual([]);
  });
  it('the other types: one slice per split bill (its payer is Person N, sized by what they paid), my share, the unpaid rest', () => {
    const input = amountsInput(30_000, {
      splitBills: [
        aSplitBill({ _id: 'a', totalAmount: 100 }),
        aSplitBill({ _id: 'b', totalAmount: 50.5, status: 'PENDING' }),
      ],
      paidFils: 10_000,
      heldFils: 5050,
    });
    expect(donutSlices(input, { type: 'CUSTOM-AMOUNT', peopleAtTable: 2, forPeople: 1 }, 4950)).toEqual([
      { kind: 'paid', weight: 10_000, person: 1 },
      { kind: 'paid', weight: 5050, person: 2 },
      { kind: 'mine', weight: 4950, person: null },
      { kind: 'unpaid', weight: 10_000, person: null },
    ]);
  });
});
