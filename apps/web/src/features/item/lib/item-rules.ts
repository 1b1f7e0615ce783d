import type { Item, ModifierGroup } from '@sufra/contract';
import type { SelectedOption } from '@sufra/pricing';

/** The item's modifier groups as the 000 §5 rule functions (@sufra/pricing) read them, names in the UI language. */
export const ruleGroups = (
  item: Item,
  pickName: (t: { en: { name: string }; ar: { name: string } }) => { name: string },
) =>
  item.modifierGroups.map((g) => ({
    id: g._id,
    name: pickName(g.translations).name,
    isSingleSelection: g.isSingleSelection,
    minimumAllowedSelection: g.minimumAllowedSelection,
    maximumAllowedSelection: g.maximumAllowedSelection,
    modifiers: g.modifiers.map((m) => ({
      id: m._id,
      name: pickName(m.translations).name,
      maximumOrderQuantity: m.maximumOrderQuantity,
      isStockEnabled: m.isStockEnabled,
      availableStock: m.availableStock,
    })),
  }));

/** The options marked isDefault, chosen when the item opens (000 §5). */
export const defaults = (groups: ModifierGroup[]): SelectedOption[] =>
  groups.flatMap((g) =>
    g.modifiers
      .filter((m) => m.isDefault)
      .map((m) => ({ modifierGroupId: g._id, optionId: m._id, quantity: 1 })),
  );
