import type { CategoryEntry, MenuItem } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { CategoryRow, ItemRow } from './repository.ts';

/** Shapes an item row as a menu list item (000 §3 Item); price in AED from fils. */
export function toMenuItem(row: ItemRow, groupCount: number, base: 'en' | 'ar'): MenuItem {
  const en = { title: row.titleEn, description: row.descriptionEn };
  const ar = { title: row.titleAr, description: row.descriptionAr };
  return {
    _id: row.id,
    categoryId: row.categoryId,
    sku: row.sku,
    price: filsToAed(row.priceFils),
    baseLanguage: base === 'ar' ? ar : en,
    translations: { en, ar },
    itemImageURLs: row.imageUrls,
    maximumOrderQuantity: row.maximumOrderQuantity,
    isStockEnabled: row.isStockEnabled,
    availableStock: row.availableStock,
    isOutOfStock: row.isOutOfStock || (row.isStockEnabled && row.availableStock <= 0),
    modifierGroupCount: groupCount,
    unavailableStores: [],
  };
}

/** Groups items under their categories (000 §3 Store menu), dropping categories without items. */
export function toCategoryEntries(
  cats: CategoryRow[],
  items: ItemRow[],
  groupCounts: Map<string, number>,
  base: 'en' | 'ar',
): CategoryEntry[] {
  const byCategory = new Map<string, MenuItem[]>();
  for (const item of items) {
    const list = byCategory.get(item.categoryId) ?? [];
    list.push(toMenuItem(item, groupCounts.get(item.id) ?? 0, base));
    byCategory.set(item.categoryId, list);
  }
  return cats
    .filter((c) => byCategory.has(c.id))
    .map((c) => {
      const en = { name: c.nameEn, description: c.descriptionEn };
      const ar = { name: c.nameAr, description: c.descriptionAr };
      return {
        categoryId: {
          _id: c.id,
          baseLanguage: base === 'ar' ? ar : en,
          translations: { en, ar },
          imageUrl: c.imageUrl,
        },
        items: byCategory.get(c.id)!,
      };
    });
}
