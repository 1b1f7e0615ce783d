import type { Item, Modifier, ModifierGroup } from '@sufra/contract';
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

/**
 * Whether an option is out of stock (000 §3 Modifier: stock enabled and none left) — also how the
 * server shows an option staff marked sold out (issue 17, decision 0030).
 */
export const optionOutOfStock = (m: Pick<Modifier, 'isStockEnabled' | 'availableStock'>): boolean =>
  m.isStockEnabled && m.availableStock <= 0;

/** The options marked isDefault and in stock, chosen when the item opens (000 §5; decision 0030). */
export const defaults = (groups: ModifierGroup[]): SelectedOption[] =>
  groups.flatMap((g) =>
    g.modifiers
      .filter((m) => m.isDefault && !optionOutOfStock(m))
      .map((m) => ({ modifierGroupId: g._id, optionId: m._id, quantity: 1 })),
  );
