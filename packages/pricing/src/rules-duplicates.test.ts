import { MESSAGES } from '@sufra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from './rules.ts';
import { type ItemQuantityLimits, mergeSelectedOptions, type RuleGroup } from './rules.ts';
import { withEnglishText } from './test-texts.ts';

// The package answers message codes (issue 6); these tests state the spec's English texts.
const validateModifierSelection = (...a: Parameters<typeof rules.validateModifierSelection>) =>
  withEnglishText(rules.validateModifierSelection(...a));
const validateItemQuantities = (...a: Parameters<typeof rules.validateItemQuantities>) =>
  withEnglishText(rules.validateItemQuantities(...a));

/** Issue 5 "Trust before growth": duplicates must not escape the 000 §5 maxima. */
const extras: RuleGroup = {
  id: 'extras',
  name: 'Extras',
  isSingleSelection: false,
  minimumAllowedSelection: 0,
  maximumAllowedSelection: 2,
  modifiers: [
    { id: 'cheese', name: 'Extra cheese', maximumOrderQuantity: 2, isStockEnabled: false, availableStock: 0 },
    { id: 'patty', name: 'Patty', maximumOrderQuantity: 5, isStockEnabled: true, availableStock: 3 },
  ],
};
const cheese = (quantity: number) => ({ modifierGroupId: 'extras', optionId: 'cheese', quantity });

describe('the same modifier twice in one line (issue 5, 000 §5)', () => {
  it("two 'Extra cheese' × 2 with a maximum of 2 are refused with the 000 §5 text", () => {
    expect(validateModifierSelection([extras], [cheese(2), cheese(2)])).toEqual({
      ok: false,
      groupId: 'extras',
      message: MESSAGES.maxQuantityAllowed(2, 'Extra cheese'),
    });
  });

  it('two entries of × 1 merge into × 2 and pass (counted once towards the group maximum)', () => {
    expect(validateModifierSelection([extras], [cheese(1), cheese(1)])).toEqual({ ok: true });
    expect(
      validateModifierSelection(
        [extras],
        [cheese(1), { modifierGroupId: 'extras', optionId: 'patty', quantity: 1 }, cheese(1)],
      ),
    ).toEqual({ ok: true });
  });

  it('duplicates are summed against modifier stock', () => {
    const patty = { modifierGroupId: 'extras', optionId: 'patty', quantity: 2 };
    expect(validateModifierSelection([extras], [patty, patty])).toMatchObject({
      ok: false,
      message: MESSAGES.maxAvailableQuantity,
    });
  });

  it('mergeSelectedOptions sums quantities at the first position and keeps other fields', () => {
    const merged = mergeSelectedOptions([
      { ...cheese(1), price: 2 },
      { modifierGroupId: 'extras', optionId: 'patty', quantity: 1, price: 4 },
      { ...cheese(3), price: 2 },
    ]);
    expect(merged).toEqual([
      { ...cheese(4), price: 2 },
      { modifierGroupId: 'extras', optionId: 'patty', quantity: 1, price: 4 },
    ]);
  });

  it('property: merging preserves the total quantity and leaves unique keys', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            modifierGroupId: fc.constantFrom('a', 'b'),
            optionId: fc.constantFrom('x', 'y', 'z'),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
        ),
        (selection) => {
          const merged = mergeSelectedOptions(selection);
          const sum = (s: typeof selection) => s.reduce((n, o) => n + o.quantity, 0);
          expect(sum(merged)).toBe(sum(selection));
          const keys = merged.map((o) => `${o.modifierGroupId}/${o.optionId}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});

describe('item quantity summed across lines (issue 5, 000 §5, IS43)', () => {
  const items = new Map<string, ItemQuantityLimits>([
    ['burger', { name: 'Burger', maximumOrderQuantity: 99, isStockEnabled: false, availableStock: 0 }],
    ['shake', { name: 'Shake', maximumOrderQuantity: 3, isStockEnabled: false, availableStock: 0 }],
    ['pie', { name: 'Pie', maximumOrderQuantity: 99, isStockEnabled: true, availableStock: 5 }],
  ]);

  it('two lines of 60 of the same item exceed the 99 cap', () => {
    const lines = [
      { itemId: 'burger', quantity: 60 },
      { itemId: 'burger', quantity: 60 },
    ];
    expect(validateItemQuantities(lines, items)).toEqual({
      ok: false,
      itemId: 'burger',
      message: MESSAGES.maxQuantityAllowed(99, 'Burger'),
    });
    expect(validateItemQuantities([{ itemId: 'burger', quantity: 99 }], items)).toEqual({ ok: true });
  });

  it('maximumOrderQuantity applies to the sum', () => {
    const lines = [
      { itemId: 'shake', quantity: 2 },
      { itemId: 'shake', quantity: 2 },
    ];
    expect(validateItemQuantities(lines, items)).toMatchObject({
      ok: false,
      message: '3 is the maximum quantity allowed for Shake',
    });
  });

  it('stock applies to the sum', () => {
    const lines = [
      { itemId: 'pie', quantity: 3 },
      { itemId: 'pie', quantity: 3 },
    ];
    expect(validateItemQuantities(lines, items)).toEqual({
      ok: false,
      itemId: 'pie',
      message: MESSAGES.maxAvailableQuantity,
    });
    expect(validateItemQuantities([{ itemId: 'pie', quantity: 5 }], items)).toEqual({ ok: true });
  });

  it('unknown items are skipped (the caller reports them)', () => {
    expect(validateItemQuantities([{ itemId: 'ghost', quantity: 500 }], items)).toEqual({ ok: true });
  });
});
