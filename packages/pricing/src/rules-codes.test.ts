import { MESSAGES_AR, messageText } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import {
  canIncrementLine,
  canIncrementQuantity,
  type RuleGroup,
  validateItemQuantities,
  validateModifierSelection,
} from './rules.ts';

const extras: RuleGroup = {
  id: 'extras',
  name: 'Extras',
  isSingleSelection: false,
  minimumAllowedSelection: 0,
  maximumAllowedSelection: 2,
  modifiers: ['cheese', 'sauce', 'patty'].map((id) => ({
    id,
    name: id,
    maximumOrderQuantity: 2,
    isStockEnabled: false,
    availableStock: 0,
  })),
};
const pick = (...ids: string[]) =>
  ids.map((optionId) => ({ modifierGroupId: 'extras', optionId, quantity: 1 }));

describe('packages/pricing answers message codes, never texts (issue 6)', () => {
  it('a group over its maximum: code groupMaximum with the maximum and the group name', () => {
    const r = validateModifierSelection([extras], pick('cheese', 'sauce', 'patty'));
    expect(r).toEqual({
      ok: false,
      groupId: 'extras',
      reason: { code: 'groupMaximum', args: [2, 'Extras'] },
    });
    expect(JSON.stringify(r)).not.toMatch(/choose up to/i);
  });
  it('the code is written in the customer language by the contract catalogue (EN and AR)', () => {
    const r = validateModifierSelection([extras], pick('cheese', 'sauce', 'patty'));
    if (r.ok) throw new Error('expected a refusal');
    expect(messageText(r.reason, 'EN')).toBe('You can choose up to 2 options from the Extras section');
    expect(messageText(r.reason, 'AR')).toBe('يمكنك اختيار خيارين كحد أقصى من قسم \u2068Extras\u2069');
  });
  it('every refusal of every rule is a code with values', () => {
    const quantity = canIncrementQuantity(
      { maximumOrderQuantity: 3, isStockEnabled: false, availableStock: 0, name: 'Tea' },
      3,
    );
    expect(quantity).toEqual({ ok: false, reason: { code: 'maxQuantityAllowed', args: [3, 'Tea'] } });
    const line = canIncrementLine({
      quantity: 3,
      maximumOrderQuantity: 99,
      isStockEnabled: true,
      availableStock: 3,
    });
    expect(line).toEqual({ ok: false, reason: { code: 'maxAvailableQuantity', args: [] } });
    if (line.ok) throw new Error('expected a refusal');
    expect(messageText(line.reason, 'AR')).toBe(MESSAGES_AR.maxAvailableQuantity);
    const across = validateItemQuantities(
      [{ itemId: 'tea', quantity: 4 }],
      new Map([['tea', { maximumOrderQuantity: 3, isStockEnabled: false, availableStock: 0, name: 'Tea' }]]),
    );
    expect(across).toEqual({
      ok: false,
      itemId: 'tea',
      reason: { code: 'maxQuantityAllowed', args: [3, 'Tea'] },
    });
  });
});
