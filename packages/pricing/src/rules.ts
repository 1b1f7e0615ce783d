import { type CodedMessage, coded, LIMITS } from '@sufra/contract';

/** A modifier as the rules read it. */
export interface RuleModifier {
  id: string;
  name: string;
  maximumOrderQuantity: number;
  isStockEnabled: boolean;
  availableStock: number;
}

/** A modifier group as the rules read it (000 §3 Modifier group). */
export interface RuleGroup {
  id: string;
  name: string;
  isSingleSelection: boolean;
  minimumAllowedSelection: number;
  maximumAllowedSelection: number;
  modifiers: readonly RuleModifier[];
}

/** One chosen option. */
export interface SelectedOption {
  modifierGroupId: string;
  optionId: string;
  quantity: number;
}

/**
 * Result of a rule check: ok, or the reason as a message code with its values (issue 6: this
 * package answers codes, never texts; `messageText(reason, language)` of @sufra/contract writes
 * the spec's text in the customer's language).
 */
export type RuleResult = { ok: true } | { ok: false; reason: CodedMessage };

/** Result of a selection check: ok, or the reason (a message code) and the id of the group it concerns (to scroll to it, 000 §5). */
export type SelectionResult = { ok: true } | { ok: false; groupId: string; reason: CodedMessage };

/** A group allows one choice when it is single selection or its maximum is 1 or less (000 §5). */
export function isSingleChoice(
  group: Pick<RuleGroup, 'isSingleSelection' | 'maximumAllowedSelection'>,
): boolean {
  return group.isSingleSelection || group.maximumAllowedSelection <= 1;
}

/**
 * Merges the entries of one line that choose the same option of the same group (issue 5): one
 * entry per (modifierGroupId, optionId), at its first position, with the quantities summed. Other
 * fields are those of the first entry. The input is not changed.
 */
export function mergeSelectedOptions<T extends SelectedOption>(selection: readonly T[]): T[] {
  const merged: T[] = [];
  const byKey = new Map<string, number>();
  for (const chosen of selection) {
    const key = `${chosen.modifierGroupId}\u0000${chosen.optionId}`;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, merged.length);
      merged.push({ ...chosen });
    } else {
      merged[at] = { ...merged[at]!, quantity: merged[at]!.quantity + chosen.quantity };
    }
  }
  return merged;
}

/**
 * Checks a selection against the groups (000 §5 Modifier groups): every option known; each group
 * has at least its minimum ('Please select at least {minimum} {side|sides} options from the
 * {groupname} section to proceed') and at most its maximum; a modifier's quantity within its
 * maximumOrderQuantity ('{quantity} is the maximum quantity allowed for {name}') and its stock
 * ('Maximum available quantity reached'). The first failing rule is returned. An option that is
 * not in its group (deleted, or another item's) answers the code menuUpdated (000 §2.22), which the
 * server turns into a 409 'menu_updated'. Each chosen option counts once towards its group's
 * minimum and maximum, whatever its quantity. The same option listed twice is merged first
 * (mergeSelectedOptions: quantities summed), so duplicates cannot escape the option's maximum
 * or the group's maximum (issue 5). A quantity that is not a whole number ≥ 1 answers
 * the code somethingIncorrect. Refusals are message codes with values (issue 6), never texts.
 */
export function validateModifierSelection(
  groups: readonly RuleGroup[],
  rawSelection: readonly SelectedOption[],
): SelectionResult {
  for (const chosen of rawSelection) {
    if (!Number.isInteger(chosen.quantity) || chosen.quantity < 1) {
      return { ok: false, groupId: chosen.modifierGroupId, reason: coded('somethingIncorrect') };
    }
  }
  // Issue 5: the same option listed twice counts once, with the summed quantity.
  const selection = mergeSelectedOptions(rawSelection);
  for (const chosen of selection) {
    const group = groups.find((g) => g.id === chosen.modifierGroupId);
    const modifier = group?.modifiers.find((m) => m.id === chosen.optionId);
    if (!group || !modifier)
      return { ok: false, groupId: chosen.modifierGroupId, reason: coded('menuUpdated') };
    if (chosen.quantity > Math.max(1, modifier.maximumOrderQuantity)) {
      return {
        ok: false,
        groupId: group.id,
        reason: coded('maxQuantityAllowed', Math.max(1, modifier.maximumOrderQuantity), modifier.name),
      };
    }
    if (modifier.isStockEnabled && chosen.quantity > modifier.availableStock) {
      return { ok: false, groupId: group.id, reason: coded('maxAvailableQuantity') };
    }
  }
  for (const group of groups) {
    const chosen = selection.filter((s) => s.modifierGroupId === group.id);
    if (chosen.length < group.minimumAllowedSelection) {
      return {
        ok: false,
        groupId: group.id,
        reason: coded('groupMinimum', group.minimumAllowedSelection, group.name),
      };
    }
    const max = isSingleChoice(group) ? 1 : group.maximumAllowedSelection;
    if (chosen.length > max) {
      return {
        ok: false,
        groupId: group.id,
        reason: coded('groupMaximum', max, group.name),
      };
    }
  }
  return { ok: true };
}

/**
 * Toggles an option (000 §5): in a single-choice group a new choice replaces the chosen one; in a
 * multi-select group an option is added (quantity 1) or removed, and adding beyond the maximum is
 * refused (the selection is returned unchanged).
 */
export function toggleOption(
  group: RuleGroup,
  selection: readonly SelectedOption[],
  optionId: string,
): SelectedOption[] {
  const inGroup = selection.filter((s) => s.modifierGroupId === group.id);
  const others = selection.filter((s) => s.modifierGroupId !== group.id);
  const already = inGroup.some((s) => s.optionId === optionId);
  if (isSingleChoice(group)) {
    if (already && group.minimumAllowedSelection === 0) return others;
    return [...others, { modifierGroupId: group.id, optionId, quantity: 1 }];
  }
  if (already) return [...others, ...inGroup.filter((s) => s.optionId !== optionId)];
  if (inGroup.length >= group.maximumAllowedSelection) return [...selection];
  return [...selection, { modifierGroupId: group.id, optionId, quantity: 1 }];
}

/** Item stock and limits as the quantity rules read them. */
export interface QuantityLimits {
  maximumOrderQuantity: number;
  isStockEnabled: boolean;
  availableStock: number;
}

/** The highest quantity allowed: min(99, maximumOrderQuantity) (IS43), and the stock when enabled. */
export function maxItemQuantity(item: QuantityLimits): number {
  const cap = Math.min(LIMITS.quantityMax, Math.max(LIMITS.quantityMin, item.maximumOrderQuantity));
  return item.isStockEnabled ? Math.min(cap, Math.max(0, item.availableStock)) : cap;
}

/**
 * Whether the item quantity can go from `quantity` to `quantity + 1` (000 §5 Item quantity): the
 * widget range is 1–99, capped at maximumOrderQuantity (IS43: min(99, maximumOrderQuantity)), and,
 * with stock enabled, quantity + 1 must not exceed availableStock (IS42: the same text). Refusal
 * message: '{quantity} is the maximum quantity allowed for {name}' (the code maxQuantityAllowed).
 * Takes either `{ quantity, maximumOrderQuantity, isStockEnabled, availableStock, name? }` or the
 * item limits and the quantity as a second argument (the second argument wins). `name` defaults
 * to 'this item'.
 */
export function canIncrementQuantity(
  item: QuantityLimits & { name?: string; quantity?: number },
  quantity?: number,
): RuleResult {
  const current = quantity ?? item.quantity ?? LIMITS.quantityMin;
  const max = maxItemQuantity(item);
  if (current + 1 > max) {
    return {
      ok: false,
      reason: coded('maxQuantityAllowed', Math.max(max, current), item.name ?? 'this item'),
    };
  }
  return { ok: true };
}

/** A basket line may increase when stock is off or quantity < availableStock (000 §4.7), else 'Maximum available quantity reached'. */
export function canIncrementLine(line: QuantityLimits & { quantity: number }): RuleResult {
  if (line.quantity + 1 > Math.min(LIMITS.quantityMax, Math.max(1, line.maximumOrderQuantity))) {
    return { ok: false, reason: coded('maxAvailableQuantity') };
  }
  if (line.isStockEnabled && line.quantity >= line.availableStock)
    return { ok: false, reason: coded('maxAvailableQuantity') };
  return { ok: true };
}

/** An item as validateItemQuantities reads it: its limits and its name (for the message). */
export interface ItemQuantityLimits extends QuantityLimits {
  name: string;
}

/** Result of validateItemQuantities: ok, or the reason (a message code) and the item it concerns. */
export type ItemQuantityResult = { ok: true } | { ok: false; itemId: string; reason: CodedMessage };

/**
 * Checks the quantity of each item summed over ALL lines of a basket or order (issue 5; 000 §5
 * Item quantity, IS43): the sum must not exceed min(99, maximumOrderQuantity) — else
 * '{max} is the maximum quantity allowed for {name}' — nor, with stock enabled, availableStock —
 * else 'Maximum available quantity reached'. Lines of items not in `items` are skipped (the
 * caller reports unknown items). Quantities are whole numbers; the first failing item is returned.
 */
export function validateItemQuantities(
  lines: ReadonlyArray<{ itemId: string; quantity: number }>,
  items: ReadonlyMap<string, ItemQuantityLimits>,
): ItemQuantityResult {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.itemId, (totals.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of totals) {
    const item = items.get(itemId);
    if (!item) continue;
    const cap = Math.min(LIMITS.quantityMax, Math.max(LIMITS.quantityMin, item.maximumOrderQuantity));
    if (item.isStockEnabled && quantity > item.availableStock)
      return { ok: false, itemId, reason: coded('maxAvailableQuantity') };
    if (quantity > cap) return { ok: false, itemId, reason: coded('maxQuantityAllowed', cap, item.name) };
  }
  return { ok: true };
}

/** A quantity stepper is shown only when maximumOrderQuantity ≥ 2 (000 §5). */
export function showQuantityStepper(maximumOrderQuantity: number): boolean {
  return maximumOrderQuantity >= LIMITS.quantityStepperFrom;
}

/** A basket line as merging reads it. */
export interface MergeableLine {
  itemId: string;
  quantity: number;
  options: ReadonlyArray<{ optionId: string; quantity: number }>;
}

const optionKey = (line: MergeableLine) =>
  line.options
    .map((o) => `${o.optionId}x${o.quantity}`)
    .sort()
    .join(',');

/** Two lines are the same when the itemId and the chosen options (with quantities) are identical (000 §4.7). */
export function sameLine(a: MergeableLine, b: MergeableLine): boolean {
  return a.itemId === b.itemId && optionKey(a) === optionKey(b);
}

/** Adds a line: an identical line has its quantity increased, otherwise the line is appended (000 §4.7). */
export function mergeLine<T extends MergeableLine>(lines: readonly T[], line: T): T[] {
  const index = lines.findIndex((l) => sameLine(l, line));
  if (index < 0) return [...lines, line];
  return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + line.quantity } : l));
}
