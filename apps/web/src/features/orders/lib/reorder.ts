import type { ItemDetailData, Order } from '@sufra/contract';
import { aedToFils, lineUnitPriceFils } from '@sufra/pricing';
import type { BasketLine } from '../../../shared/basket/basket-state.ts';

/** Why a line of the past order was left out of the basket (decision 0029). */
export type LeftOutReason =
  | { kind: 'gone' }
  | { kind: 'soldOut' }
  | { kind: 'option'; option: { en: string; ar: string } };

/** A line of the past order that could not be ordered again, named as it was ordered. */
export interface LeftOutLine {
  /** The past order's line id. */
  lineId: string;
  title: { en: string; ar: string };
  reason: LeftOutReason;
}

/** What a reorder puts in the basket (lines without their local id) and what it leaves out. */
export interface ReorderPlan {
  lines: Array<Omit<BasketLine, 'lineId'>>;
  leftOut: LeftOutLine[];
}

/**
 * Re-prices a past order's lines by the current menu (issue 17 'Reorder', decision 0029): for each
 * line, the item's current detail (`details`, by item id; null when the item is gone or its detail
 * could not be read) gives today's price (fils), names, image, limits and stock; its options are
 * matched by option and group id. A line is left out, and named, when its item is gone or not on
 * an active menu ('gone'), is out of stock or unavailable at the order's store ('soldOut'), or one
 * of its options is no longer offered or sold out ('option', naming it). The quantity is the
 * ordered one; the basket caps it to the item's limits when it is added. Pure.
 */
export function planReorder(order: Order, details: ReadonlyMap<string, ItemDetailData | null>): ReorderPlan {
  const plan: ReorderPlan = { lines: [], leftOut: [] };
  for (const line of order.orderedMenu) {
    const title = { en: line.translations.en.title, ar: line.translations.ar.title };
    const detail = details.get(line.itemId) ?? null;
    if (!detail?.isMenuActive) {
      plan.leftOut.push({ lineId: line._id, title, reason: { kind: 'gone' } });
      continue;
    }
    const item = detail.itemInfo;
    const unavailableHere = item.unavailableStores.some((u) => u.storeId === order.storeId);
    if (
      detail.isOutOfStock ||
      item.isOutOfStock ||
      unavailableHere ||
      (detail.isStockEnabled && detail.availableStock < 1)
    ) {
      plan.leftOut.push({ lineId: line._id, title, reason: { kind: 'soldOut' } });
      continue;
    }
    const options: BasketLine['options'] = [];
    let missing: LeftOutReason | null = null;
    for (const o of line.options) {
      const group = item.modifierGroups.find((g) => g._id === o.modifierGroupId);
      const modifier = group?.modifiers.find((m) => m._id === o.optionId);
      if (!modifier || (modifier.isStockEnabled && modifier.availableStock < o.quantity)) {
        missing = {
          kind: 'option',
          option: { en: o.translations.en.optionName, ar: o.translations.ar.optionName },
        };
        break;
      }
      options.push({
        optionId: modifier._id,
        modifierGroupId: o.modifierGroupId,
        name: { en: modifier.translations.en.name, ar: modifier.translations.ar.name },
        priceFils: aedToFils(modifier.price),
        quantity: o.quantity,
      });
    }
    if (missing) {
      plan.leftOut.push({ lineId: line._id, title, reason: missing });
      continue;
    }
    const basePriceFils = aedToFils(item.price);
    plan.lines.push({
      itemId: item._id,
      categoryId: line.categoryId || item.categoryId,
      storeId: order.storeId,
      title: { en: item.translations.en.title, ar: item.translations.ar.title },
      imageUrl: item.itemImageURLs[0] ?? null,
      basePriceFils,
      unitPriceFils: lineUnitPriceFils(basePriceFils, options),
      quantity: line.quantity,
      options,
      maximumOrderQuantity: item.maximumOrderQuantity,
      isStockEnabled: detail.isStockEnabled,
      availableStock: detail.availableStock,
    });
  }
  return plan;
}
