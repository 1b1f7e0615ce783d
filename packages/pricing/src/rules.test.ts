import { MESSAGES } from '@sufra/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from './rules.ts';
import { maxItemQuantity, mergeLine, type RuleGroup, showQuantityStepper, toggleOption } from './rules.ts';
import { withEnglishText } from './test-texts.ts';

// The package answers message codes (issue 6); these tests state the spec's English texts.
const validateModifierSelection = (...a: Parameters<typeof rules.validateModifierSelection>) =>
  withEnglishText(rules.validateModifierSelection(...a));
const canIncrementQuantity = (...a: Parameters<typeof rules.canIncrementQuantity>) =>
  withEnglishText(rules.canIncrementQuantity(...a));
const canIncrementLine = (...a: Parameters<typeof rules.canIncrementLine>) =>
  withEnglishText(rules.canIncrementLine(...a));

const mod = (id: string, over: Partial<RuleGroup['modifiers'][number]> = {}) => ({
  id,
  name: id,
  maximumOrderQuantity: 1,
  isStockEnabled: false,
  availableStock: 0,
  ...over,
});
const drinks: RuleGroup = {
  id: 'drinks',
  name: 'Choose your drink',
  isSingleSelection: true,
  minimumAllowedSelection: 1,
  maximumAllowedSelection: 1,
  modifiers: [mod('pepsi'), mod('water')],
};
const extras: RuleGroup = {
  id: 'extras',
  name: 'Extras',
  isSingleSelection: false,
  minimumAllowedSelection: 0,
  maximumAllowedSelection: 2,
  modifiers: [
    mod('cheese', { maximumOrderQuantity: 2 }),
    mod('sauce'),
    mod('patty', { isStockEnabled: true, availableStock: 1 }),
  ],
};
const sides: RuleGroup = {
  ...extras,
  id: 'sides',
  name: 'Sides',
  minimumAllowedSelection: 2,
  maximumAllowedSelection: 3,
};

describe('modifier groups (000 §5)', () => {
  it('a group under its minimum gives the spec text, singular and plural', () => {
    expect(validateModifierSelection([drinks], [])).toEqual({
      ok: false,
      groupId: 'drinks',
      message: 'Please select at least 1 side options from the Choose your drink section to proceed',
    });
    const r = validateModifierSelection(
      [sides],
      [{ modifierGroupId: 'sides', optionId: 'cheese', quantity: 1 }],
    );
    expect(r).toMatchObject({
      message: 'Please select at least 2 sides options from the Sides section to proceed',
    });
  });
  it('a valid selection passes', () => {
    expect(
      validateModifierSelection(
        [drinks, extras],
        [{ modifierGroupId: 'drinks', optionId: 'water', quantity: 1 }],
      ),
    ).toEqual({ ok: true });
  });
  it("a modifier's quantity over its maximumOrderQuantity gives '{quantity} is the maximum quantity allowed for {name}'", () => {
    const r = validateModifierSelection(
      [extras],
      [{ modifierGroupId: 'extras', optionId: 'cheese', quantity: 3 }],
    );
    expect(r).toMatchObject({ ok: false, message: '2 is the maximum quantity allowed for cheese' });
  });
  it("with stock enabled a modifier over its stock gives 'Maximum available quantity reached'", () => {
    const r = validateModifierSelection(
      [
        {
          ...extras,
          modifiers: [mod('patty', { isStockEnabled: true, availableStock: 1, maximumOrderQuantity: 5 })],
        },
      ],
      [{ modifierGroupId: 'extras', optionId: 'patty', quantity: 2 }],
    );
    expect(r).toMatchObject({ ok: false, message: 'Maximum available quantity reached' });
  });
  it('an unknown option means the menu changed (000 §2.22)', () => {
    expect(
      validateModifierSelection([drinks], [{ modifierGroupId: 'drinks', optionId: 'nope', quantity: 1 }]),
    ).toEqual({
      ok: false,
      groupId: 'drinks',
      message: MESSAGES.menuUpdated,
    });
  });
  it('more options than maximumAllowedSelection are refused', () => {
    const r = validateModifierSelection(
      [extras],
      [
        { modifierGroupId: 'extras', optionId: 'cheese', quantity: 1 },
        { modifierGroupId: 'extras', optionId: 'sauce', quantity: 1 },
        { modifierGroupId: 'extras', optionId: 'patty', quantity: 1 },
      ],
    );
    expect(r).toMatchObject({ ok: false, groupId: 'extras' });
  });
  it('single selection: a new choice replaces the chosen option', () => {
    let s = toggleOption(drinks, [], 'pepsi');
    s = toggleOption(drinks, s, 'water');
    expect(s).toEqual([{ modifierGroupId: 'drinks', optionId: 'water', quantity: 1 }]);
  });
  it('multi-select allows at most maximumAllowedSelection options', () => {
    let s = toggleOption(extras, [], 'cheese');
    s = toggleOption(extras, s, 'sauce');
    s = toggleOption(extras, s, 'patty');
    expect(s.map((o) => o.optionId)).toEqual(['cheese', 'sauce']);
    expect(toggleOption(extras, s, 'cheese').map((o) => o.optionId)).toEqual(['sauce']);
  });
});

describe('item quantity (000 §5, IS42, IS43)', () => {
  const item = { name: 'Kebab', maximumOrderQuantity: 99, isStockEnabled: false, availableStock: 0 };
  it('the stepper shows only when maximumOrderQuantity ≥ 2', () => {
    expect(showQuantityStepper(1)).toBe(false);
    expect(showQuantityStepper(2)).toBe(true);
  });
  it('caps at 99 and at maximumOrderQuantity', () => {
    expect(canIncrementQuantity(item, 98)).toEqual({ ok: true });
    expect(canIncrementQuantity(item, 99)).toMatchObject({
      ok: false,
      message: '99 is the maximum quantity allowed for Kebab',
    });
    expect(maxItemQuantity({ ...item, maximumOrderQuantity: 5 })).toBe(5);
  });
  it('IS43: the cap is min(99, maximumOrderQuantity); accepts { quantity, … } in one object', () => {
    expect(
      canIncrementQuantity({
        quantity: 4,
        maximumOrderQuantity: 5,
        isStockEnabled: false,
        availableStock: 0,
      }),
    ).toEqual({ ok: true });
    expect(
      canIncrementQuantity({
        quantity: 5,
        maximumOrderQuantity: 5,
        isStockEnabled: false,
        availableStock: 0,
        name: 'Tea',
      }),
    ).toEqual({
      ok: false,
      message: '5 is the maximum quantity allowed for Tea',
    });
    expect(maxItemQuantity({ maximumOrderQuantity: 500, isStockEnabled: false, availableStock: 0 })).toBe(99);
  });
  it('with stock enabled quantity + 1 must not exceed availableStock', () => {
    const stocked = { ...item, isStockEnabled: true, availableStock: 3 };
    expect(canIncrementQuantity(stocked, 2)).toEqual({ ok: true });
    expect(canIncrementQuantity(stocked, 3)).toMatchObject({
      ok: false,
      message: '3 is the maximum quantity allowed for Kebab',
    });
  });
  it("basket lines: +1 only while quantity < availableStock, else 'Maximum available quantity reached' (000 §4.7)", () => {
    expect(
      canIncrementLine({ quantity: 2, maximumOrderQuantity: 99, isStockEnabled: true, availableStock: 3 }),
    ).toEqual({ ok: true });
    expect(
      canIncrementLine({ quantity: 3, maximumOrderQuantity: 99, isStockEnabled: true, availableStock: 3 }),
    ).toMatchObject({
      message: 'Maximum available quantity reached',
    });
  });
});

describe('identical-line merge (000 §4.7)', () => {
  const line = (itemId: string, options: string[], quantity = 1) => ({
    itemId,
    quantity,
    options: options.map((optionId) => ({ optionId, quantity: 1 })),
  });
  it('same item and options add up; other options make a new line', () => {
    let lines = mergeLine([], line('a', ['x', 'y']));
    lines = mergeLine(lines, line('a', ['y', 'x'], 2));
    lines = mergeLine(lines, line('a', ['x']));
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
  });
  it('property: merging preserves the total quantity', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            item: fc.constantFrom('a', 'b'),
            opts: fc.subarray(['x', 'y']),
            q: fc.integer({ min: 1, max: 5 }),
          }),
        ),
        (adds) => {
          let lines: ReturnType<typeof line>[] = [];
          for (const a of adds) lines = mergeLine(lines, line(a.item, a.opts, a.q));
          expect(lines.reduce((s, l) => s + l.quantity, 0)).toBe(adds.reduce((s, a) => s + a.q, 0));
        },
      ),
    );
  });
});
