import type { CategoryEntry, MenuItem } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import { brandMarkHolds, type MenuAvailability } from '../availability/service.ts';
import type { CategoryRow, ItemRow } from './repository.ts';

/**
 * The sold-out marks an item is shaped with (decision 0030): whether it is sold out at the store
 * the answer is for, by that store's own mark, and every store's marks (`unavailableStores`, 000
 * §3: `nextAvailableTime` unix seconds or null). `now` decides whether the brand-wide mark holds.
 */
export interface ItemMarks {
  now: Date;
  soldOutHere: boolean;
  unavailableStores: Array<{ storeId: string; nextAvailableTime: number | null }>;
}

/**
 * Shapes an item row as a menu list item (000 §3 Item); price in AED from fils. `isOutOfStock`:
 * the brand-wide mark while it holds (is_out_of_stock, until null or later than `marks.now`), the
 * store's own mark, or stock enabled and none left (issue 17, decision 0030).
 */
export function toMenuItem(row: ItemRow, groupCount: number, base: 'en' | 'ar', marks: ItemMarks): MenuItem {
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
    isOutOfStock:
      brandMarkHolds(row, marks.now) || marks.soldOutHere || (row.isStockEnabled && row.availableStock <= 0),
    modifierGroupCount: groupCount,
    unavailableStores: marks.unavailableStores,
  };
}

/**
 * Groups items under their categories (000 §3 Store menu), dropping categories without items; each
 * item shaped with the store's sold-out marks at `now` (decision 0030).
 */
export function toCategoryEntries(
  cats: CategoryRow[],
  items: ItemRow[],
  groupCounts: Map<string, number>,
  base: 'en' | 'ar',
  availability: { now: Date; marks: MenuAvailability },
): CategoryEntry[] {
  const byCategory = new Map<string, MenuItem[]>();
  const { now, marks } = availability;
  for (const item of items) {
    const list = byCategory.get(item.categoryId) ?? [];
    list.push(
      toMenuItem(item, groupCounts.get(item.id) ?? 0, base, {
        now,
        soldOutHere: marks.itemsHere.has(item.id),
        unavailableStores: marks.unavailableStores.get(item.id) ?? [],
      }),
    );
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
