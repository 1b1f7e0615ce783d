import type { ItemDetailData, Modifier, ModifierGroup } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { brandMarkHolds, menuAvailability } from '../availability/service.ts';
import { requireBrand } from '../brand/service.ts';
import { toMenuItem } from '../menu/service.ts';
import { requireStore } from '../stores/service.ts';
import { findItemWithGroups } from './repository.ts';

/**
 * Item detail (000 §2.12, §3 Item detail wrapper): the item with its modifier groups and
 * modifiers, `isMenuActive`, and its stock. With `storeId`, the store must be the brand's, and the
 * item and its options show that store's sold-out marks (issue 17, decision 0030) besides the
 * brand-wide ones while they hold at ctx.now.
 * An unknown, inactive or other brand's item → 404 with the removed-item text (000 §8).
 */
export async function getItemDetailData(
  db: Db,
  ctx: RequestContext,
  itemId: string,
  storeId?: string,
): Promise<ItemDetailData> {
  const brand = await requireBrand(db, ctx);
  if (storeId) await requireStore(db, ctx, storeId);
  const found = await findItemWithGroups(db, ctx, itemId);
  if (!found?.item.isActive) throw new AppError('itemRemoved', 404);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const marks = await menuAvailability(db, ctx.brandId, storeId ?? null, ctx.now);
  const modifierGroups: ModifierGroup[] = found.groups.map((g) => {
    const en = { name: g.nameEn };
    const ar = { name: g.nameAr };
    const modifiers: Modifier[] = found.options
      .filter((o) => o.modifierGroupId === g.id)
      .map((o) => ({
        _id: o.id,
        baseLanguage: base === 'ar' ? { name: o.nameAr } : { name: o.nameEn },
        translations: { en: { name: o.nameEn }, ar: { name: o.nameAr } },
        price: filsToAed(o.priceFils),
        maximumOrderQuantity: o.maximumOrderQuantity,
        // A sold-out option (brand-wide or at this store, decision 0030) is shown as stock
        // enabled with none left: the spec's Modifier has no sold-out field of its own (000 §3).
        ...(brandMarkHolds(o, ctx.now) || marks.optionsHere.has(o.id)
          ? { isStockEnabled: true, availableStock: 0 }
          : { isStockEnabled: o.isStockEnabled, availableStock: o.availableStock }),
        isDefault: o.isDefault,
      }));
    return {
      _id: g.id,
      baseLanguage: base === 'ar' ? ar : en,
      translations: { en, ar },
      isSingleSelection: g.isSingleSelection,
      minimumAllowedSelection: g.minimumAllowedSelection,
      maximumAllowedSelection: g.maximumAllowedSelection,
      modifiers,
      isDemoAddition: g.isDemoAddition,
    };
  });
  const menuItem = toMenuItem(found.item, modifierGroups.length, base, {
    now: ctx.now,
    soldOutHere: marks.itemsHere.has(found.item.id),
    unavailableStores: marks.unavailableStores.get(found.item.id) ?? [],
  });
  const itemInfo = { ...menuItem, modifierGroups };
  return {
    itemInfo,
    isMenuActive: found.menuActive,
    availableStock: itemInfo.availableStock,
    isOutOfStock: itemInfo.isOutOfStock,
    isStockEnabled: itemInfo.isStockEnabled,
  };
}
