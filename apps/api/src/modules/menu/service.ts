import type { Store } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { menuAvailability } from '../availability/service.ts';
import { requireBrand } from '../brand/service.ts';
import { firstStoreRow, paymentTypesFor, requireStore, toStore } from '../stores/service.ts';
import { toCategoryEntries } from './menu-mapper.ts';
import { findBrandMenu, findStoreMenu, loadMenuContent, type MenuRow } from './repository.ts';

/** The earliest of epoch-ms times that are set (null: none). */
const earliest = (...times: Array<number | null | undefined>): number | null =>
  times.reduce<number | null>((min, t) => (t == null ? min : min === null || t < min ? t : min), null);

/**
 * A menu's `{ _id, categories }` for the store `storeId` (null: the brand menu without a store)
 * with the sold-out marks holding at ctx.now (decision 0030), and `expiresAt`: the earliest future
 * end of a mark it shows (epoch ms, null: none) — the cache keeps the answer no longer.
 * Exported for menu-extras.ts (menus/get-menu-by-id, menus/get-recommend-items).
 */
export async function menuData(
  db: Db,
  ctx: RequestContext,
  menu: MenuRow,
  base: 'en' | 'ar',
  storeId: string | null,
) {
  const content = await loadMenuContent(db, ctx, menu.id);
  const marks = await menuAvailability(db, ctx.brandId, storeId, ctx.now);
  const nowMs = ctx.now.getTime();
  const brandEnds = content.items.map((i) =>
    i.isOutOfStock && i.outOfStockUntil && i.outOfStockUntil.getTime() > nowMs
      ? i.outOfStockUntil.getTime()
      : null,
  );
  return {
    data: {
      _id: menu.id,
      categories: toCategoryEntries(content.categories, content.items, content.groupCounts, base, {
        now: ctx.now,
        marks,
      }),
    },
    expiresAt: earliest(marks.nextChangeAt, ...brandEnds),
  };
}

/** The end of a store's pause in epoch ms while it is in the future (the menu's `storeInfo.isOpened` changes then), else null. */
const pauseEnd = (store: { ordersPausedUntil: Date | null } | null, now: Date): number | null =>
  store?.ordersPausedUntil && store.ordersPausedUntil.getTime() > now.getTime()
    ? store.ordersPausedUntil.getTime()
    : null;

/**
 * menus/get-brand-menu (000 §7.3): the brand-level menu with its categories and items, plus the
 * brand's first store as `storeInfo` (its sold-out marks are the items' `isOutOfStock`, decision
 * 0030). 404 with the empty-menu text (000 §2.8) when none is active. `expiresAt` (epoch ms or
 * null): when a mark or the store's pause shown ends.
 */
export async function getBrandMenuData(db: Db, ctx: RequestContext) {
  const brand = await requireBrand(db, ctx);
  requireServing(brand.settings);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const menu = await findBrandMenu(db, ctx);
  if (!menu) throw new AppError('emptyMenu', 404);
  const first = await firstStoreRow(db, ctx);
  const { data, expiresAt } = await menuData(db, ctx, menu, base, first?.id ?? null);
  return {
    data: { ...data, storeInfo: first ? toStore(first, ctx.now, base) : null },
    expiresAt: earliest(expiresAt, pauseEnd(first, ctx.now)),
  };
}

/**
 * SVC-02 (000 §4.2, issue 19): a brand with neither delivery nor pickup enabled fails its
 * storefront menus with 404 storeNotServing ('The store is currently not serving, please try again
 * later'). Dine-in has its own switch (isDineInEnabled, getDineInStoreMenuData).
 */
function requireServing(settings: { isDeliveryEnabled?: unknown; isPickupEnabled?: unknown }): void {
  if (settings.isDeliveryEnabled !== true && settings.isPickupEnabled !== true)
    throw new AppError('storeNotServing', 404);
}

/**
 * menus/get-pickup-store-menu (000 §7.3): `{ storeMenu, storeInfo }` for a store of the brand.
 * Outlet-based brands use the store's own menu, else the brand menu (brand-based catalogue). Items
 * sold out at this store (its own marks) or brand-wide show `isOutOfStock` (decision 0030);
 * `expiresAt` as getBrandMenuData's.
 */
export async function getPickupStoreMenuData(db: Db, ctx: RequestContext, storeId: string) {
  requireServing((await requireBrand(db, ctx)).settings);
  return storeMenuData(db, ctx, storeId);
}

/** The store menu of getPickupStoreMenuData without the SVC-02 check (the dine-in menu checks its own switch). */
async function storeMenuData(db: Db, ctx: RequestContext, storeId: string) {
  const brand = await requireBrand(db, ctx);
  const base = brand.baseLanguage === 'ar' ? 'ar' : 'en';
  const store = await requireStore(db, ctx, storeId);
  const menu = (await findStoreMenu(db, ctx, storeId)) ?? (await findBrandMenu(db, ctx));
  if (!menu) throw new AppError('emptyMenu', 404);
  const storeInfo: Store = toStore(store, ctx.now, base);
  const { data, expiresAt } = await menuData(db, ctx, menu, base, storeId);
  return { data: { storeMenu: data, storeInfo }, expiresAt: earliest(expiresAt, pauseEnd(store, ctx.now)) };
}

/**
 * menus/get-dine-in-store-menu (002 §2.5, §7; issue 18): the pickup menu's `{ storeMenu, storeInfo }`
 * for a store that takes dine-in — its storeInfo carries the dine-in preparation time
 * (averagePrepTimeForDineIn, minutes) and dineInPaymentOptions; no location step. Errors: 404
 * brandNotFound; 404 'Something was incorrect.' for an unknown or another brand's store; 404
 * dineInNotAvailable when the brand's `isDineInEnabled` is off or the store's
 * `payment_options.DINE_IN` is empty; 404 emptyMenu without an active menu. `expiresAt` as
 * getBrandMenuData's.
 */
export async function getDineInStoreMenuData(db: Db, ctx: RequestContext, storeId: string) {
  const brand = await requireBrand(db, ctx);
  const store = await requireStore(db, ctx, storeId);
  if (brand.settings.isDineInEnabled !== true || paymentTypesFor(store, 'DINE_IN').length === 0) {
    throw new AppError('dineInNotAvailable', 404);
  }
  return storeMenuData(db, ctx, storeId);
}

export type { MenuReader } from './menu-cache.ts';
// What other modules use of the menu module (issue 16: through its service).
export { toMenuItem } from './menu-mapper.ts';
