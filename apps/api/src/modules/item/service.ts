import type { ItemDetailData, Modifier, ModifierGroup } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { toMenuItem } from '../menu/service.ts';
import { requireStore } from '../stores/service.ts';
import { findItemWithGroups } from './repository.ts';

/**
 * Item detail (000 §2.12, §3 Item detail wrapper): the item with its modifier groups and
 * modifiers, `isMenuActive`, and its stock. With `storeId`, the store must be the brand's.
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
        isStockEnabled: o.isStockEnabled,
        availableStock: o.availableStock,
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
  const itemInfo = { ...toMenuItem(found.item, modifierGroups.length, base), modifierGroups };
  return {
    itemInfo,
    isMenuActive: found.menuActive,
    availableStock: itemInfo.availableStock,
    isOutOfStock: itemInfo.isOutOfStock,
    isStockEnabled: itemInfo.isStockEnabled,
  };
}
