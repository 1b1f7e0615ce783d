import { type CategoryEntry, LIMITS } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { requireStore } from '../stores/service.ts';
import { findMenuById } from './repository.ts';
import { menuData } from './service.ts';

/**
 * menus/get-menu-by-id (000 §7.3): `{ _id, categories[] }` of the brand's active menu `menuId`
 * (brand-level or a store's), with brand-wide sold-out marks (a store menu also its store's,
 * decision 0030). Errors: 404 brandNotFound; 404 'Something was incorrect.' (somethingIncorrect)
 * for an unknown, inactive or other brand's menu (decision 0037).
 */
export async function getMenuByIdData(db: Db, ctx: RequestContext, menuId: string) {
  const brand = await requireBrand(db, ctx);
  const menu = await findMenuById(db, ctx, menuId);
  if (!menu) throw new AppError('somethingIncorrect', 404);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  return (await menuData(db, ctx, menu, base, menu.storeId)).data;
}

/**
 * Picks the recommended item ids after `itemId` of `categoryId` from a menu's categories (decision
 * 0037; 000 §2.11 leaves the choice open): first one item of each other category in menu order,
 * then the next of each, and so on (round robin: a burger suggests a side, a drink, a dessert),
 * then the rest of the item's own category; never the item itself nor an item out of stock at
 * the store; at most LIMITS.recommendedItemsMax ids. Pure.
 */
export function pickRecommended(categories: CategoryEntry[], itemId: string, categoryId: string): string[] {
  const inStock = (c: CategoryEntry) => c.items.filter((i) => !i.isOutOfStock && i._id !== itemId);
  const others = categories.filter((c) => c.categoryId._id !== categoryId).map(inStock);
  const own = categories.filter((c) => c.categoryId._id === categoryId).flatMap(inStock);
  const picked: string[] = [];
  const longest = Math.max(0, ...others.map((l) => l.length));
  for (let round = 0; round < longest; round += 1) {
    for (const list of others) {
      const item = list[round];
      if (item) picked.push(item._id);
    }
  }
  picked.push(...own.map((i) => i._id));
  return picked.slice(0, LIMITS.recommendedItemsMax);
}

/**
 * menus/get-recommend-items (000 §2.11, §5 CART-08, §7.3): the ids of items to suggest after the
 * last cart line `{ itemId, categoryId }` of the store's menu `menuId` (pickRecommended). The
 * store must be the brand's and the menu must be the brand menu or that store's own; the item
 * must be on it, in `categoryId`. serviceType is validated by the contract; Sufra serves one menu
 * per store for every service, so it does not change the answer. Errors: 404 brandNotFound; 404
 * 'Something was incorrect.' for any id that does not fit (another brand's store, menu or item).
 */
export async function getRecommendItemsData(
  db: Db,
  ctx: RequestContext,
  body: { itemId: string; storeId: string; menuId: string; categoryId: string },
): Promise<string[]> {
  const brand = await requireBrand(db, ctx);
  await requireStore(db, ctx, body.storeId);
  const menu = await findMenuById(db, ctx, body.menuId);
  if (!menu || (menu.storeId !== null && menu.storeId !== body.storeId)) {
    throw new AppError('somethingIncorrect', 404);
  }
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const { categories } = (await menuData(db, ctx, menu, base, body.storeId)).data;
  const own = categories.find((c) => c.categoryId._id === body.categoryId);
  if (!own?.items.some((i) => i._id === body.itemId)) throw new AppError('somethingIncorrect', 404);
  return pickRecommended(categories, body.itemId, body.categoryId);
}
