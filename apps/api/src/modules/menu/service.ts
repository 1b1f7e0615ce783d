import type { Store } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { firstStoreInfo, requireStore, toStore } from '../stores/service.ts';
import { toCategoryEntries } from './menu-mapper.ts';
import { findBrandMenu, findStoreMenu, loadMenuContent, type MenuRow } from './repository.ts';

async function menuData(db: Db, ctx: RequestContext, menu: MenuRow, base: 'en' | 'ar') {
  const content = await loadMenuContent(db, ctx, menu.id);
  return {
    _id: menu.id,
    categories: toCategoryEntries(content.categories, content.items, content.groupCounts, base),
  };
}

/**
 * menus/get-brand-menu (000 §7.3): the brand-level menu with its categories and items, plus the
 * brand's first store as `storeInfo`. 404 with the empty-menu text (000 §2.8) when none is active.
 */
export async function getBrandMenuData(db: Db, ctx: RequestContext) {
  const brand = await requireBrand(db, ctx);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const menu = await findBrandMenu(db, ctx);
  if (!menu) throw new AppError('emptyMenu', 404);
  const data = await menuData(db, ctx, menu, base);
  return { ...data, storeInfo: await firstStoreInfo(db, ctx, base) };
}

/**
 * menus/get-pickup-store-menu (000 §7.3): `{ storeMenu, storeInfo }` for a store of the brand.
 * Outlet-based brands use the store's own menu, else the brand menu (brand-based catalogue).
 */
export async function getPickupStoreMenuData(db: Db, ctx: RequestContext, storeId: string) {
  const brand = await requireBrand(db, ctx);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const store = await requireStore(db, ctx, storeId);
  const menu = (await findStoreMenu(db, ctx, storeId)) ?? (await findBrandMenu(db, ctx));
  if (!menu) throw new AppError('emptyMenu', 404);
  const storeInfo: Store = toStore(store, ctx.now, base);
  return { storeMenu: await menuData(db, ctx, menu, base), storeInfo };
}

export type { MenuReader } from './menu-cache.ts';
// What other modules use of the menu module (issue 16: through its service).
export { toMenuItem } from './menu-mapper.ts';
