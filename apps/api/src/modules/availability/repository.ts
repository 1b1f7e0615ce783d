import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, items, menus, modifierGroups, modifiers, stores } from '../../db/schema.ts';
import { storeItemAvailability } from '../../db/schema-availability.ts';
import { BRAND_CHANGE_CHANNELS } from '../../platform/brand-changes.ts';
import type { Tx } from '../../platform/tx.ts';

/** A live per-store sold-out mark (decision 0030): `itemId` or `modifierId`, until `soldOutUntil` (null: turned back by hand). */
export interface StoreMark {
  storeId: string;
  itemId: string | null;
  modifierId: string | null;
  soldOutUntil: Date | null;
}

/** What a mark names: an item or a modifier option (exactly one). */
export type MarkTarget = { itemId: string } | { modifierId: string };

/** `until is null or until > now`: a mark that still holds at `now`. */
const holds = (until: typeof storeItemAvailability.soldOutUntil, now: Date) =>
  or(isNull(until), gt(until, now));

/**
 * The brand's per-store sold-out marks that hold at `now` (of the store `storeId` only, when
 * given): one read of store_item_availability. Expired rows are left where they are and ignored.
 */
export async function liveStoreMarks(
  db: Db | Tx,
  brandId: string,
  now: Date,
  storeId?: string,
): Promise<StoreMark[]> {
  return db
    .select({
      storeId: storeItemAvailability.storeId,
      itemId: storeItemAvailability.itemId,
      modifierId: storeItemAvailability.modifierId,
      soldOutUntil: storeItemAvailability.soldOutUntil,
    })
    .from(storeItemAvailability)
    .where(
      and(
        eq(storeItemAvailability.brandId, brandId),
        storeId ? eq(storeItemAvailability.storeId, storeId) : undefined,
        holds(storeItemAvailability.soldOutUntil, now),
      ),
    );
}

/** A menu of the brand that serves one of `storeIds`: the brand menu (store null) or a store's own. */
const servesStores = (storeIds: readonly string[]) =>
  or(isNull(menus.storeId), inArray(menus.storeId, [...storeIds]));

/**
 * Which of `storeIds` — only those that are stores of the brand — have `target` — an item, or a modifier option through
 * its item — on a menu of the brand that serves them (the brand menu serves every store; a store's
 * own menu only that store). Empty when the target is not the brand's.
 */
export async function storesServing(
  db: Db | Tx,
  brandId: string,
  storeIds: readonly string[],
  target: MarkTarget,
): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const ofBrand = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.brandId, brandId), inArray(stores.id, [...storeIds])));
  const brandStores = storeIds.filter((s) => ofBrand.some((r) => r.id === s));
  if (brandStores.length === 0) return [];
  const itemCond =
    'itemId' in target
      ? eq(items.id, target.itemId)
      : sql`${items.id} = (select g.item_id from ${modifierGroups} g join ${modifiers} m on m.modifier_group_id = g.id
          where m.id = ${target.modifierId} and m.brand_id = ${brandId} and g.brand_id = ${brandId})`;
  const rows = await db
    .select({ menuStoreId: menus.storeId })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(and(eq(items.brandId, brandId), itemCond, servesStores(brandStores)));
  if (rows.some((r) => r.menuStoreId === null)) return brandStores;
  const own = new Set(rows.map((r) => r.menuStoreId));
  return brandStores.filter((s) => own.has(s));
}

/** Notifies every server that the brand's menus (and, with `zones`, its store snapshots) changed: delivered at commit. */
async function notifyBrand(tx: Tx, brandId: string, zones: boolean): Promise<void> {
  await tx.execute(sql`select pg_notify(${BRAND_CHANGE_CHANNELS.menu}, ${brandId})`);
  if (zones) await tx.execute(sql`select pg_notify(${BRAND_CHANGE_CHANNELS.zones}, ${brandId})`);
}

/**
 * Marks `target` sold out until `until` (null: until turned back) at each of `storeIds`, or turns
 * it back there (`soldOut` false: the marks are deleted), in one transaction that notifies the
 * menu channel (decision 0030). The caller has checked the stores serve the target.
 */
export async function writeStoreMarks(
  db: Db,
  input: {
    brandId: string;
    storeIds: readonly string[];
    target: MarkTarget;
    soldOut: boolean;
    until: Date | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const col = 'itemId' in input.target ? storeItemAvailability.itemId : storeItemAvailability.modifierId;
    const id = 'itemId' in input.target ? input.target.itemId : input.target.modifierId;
    await tx
      .delete(storeItemAvailability)
      .where(
        and(
          eq(storeItemAvailability.brandId, input.brandId),
          inArray(storeItemAvailability.storeId, [...input.storeIds]),
          eq(col, id),
        ),
      );
    if (input.soldOut && input.storeIds.length > 0)
      await tx.insert(storeItemAvailability).values(
        input.storeIds.map((storeId) => ({
          brandId: input.brandId,
          storeId,
          itemId: 'itemId' in input.target ? input.target.itemId : null,
          modifierId: 'modifierId' in input.target ? input.target.modifierId : null,
          soldOutUntil: input.until,
        })),
      );
    await notifyBrand(tx, input.brandId, false);
  });
}

/**
 * The brand-wide sold-out mark of an item (items.is_out_of_stock, out_of_stock_until): set until
 * `until` (null: until turned back) or cleared — and, when cleared, every store's mark of the item
 * too (turned back everywhere) — in one transaction that notifies the menu channel. Only an item
 * of the brand is changed; answers whether one was.
 */
export async function writeBrandItemMark(
  db: Db,
  input: { brandId: string; itemId: string; soldOut: boolean; until: Date | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(items)
      .set({ isOutOfStock: input.soldOut, outOfStockUntil: input.soldOut ? input.until : null })
      .where(and(eq(items.id, input.itemId), eq(items.brandId, input.brandId)))
      .returning({ id: items.id });
    if (updated.length === 0) return false;
    if (!input.soldOut)
      await tx
        .delete(storeItemAvailability)
        .where(
          and(
            eq(storeItemAvailability.brandId, input.brandId),
            eq(storeItemAvailability.itemId, input.itemId),
          ),
        );
    await notifyBrand(tx, input.brandId, false);
    return true;
  });
}

/**
 * Sets a store's pause (`ordersPausedUntil`, null: resumed) and/or its extra preparation minutes,
 * in one transaction that notifies the menu and zone channels (menus carry `storeInfo`, the
 * delivery store snapshots carry `isOpened` and the prep times). Answers the updated row's values.
 */
export async function writeStoreBusy(
  db: Db,
  input: {
    brandId: string;
    storeId: string;
    ordersPausedUntil?: Date | null;
    extraPrepMinutes?: number;
  },
): Promise<{ ordersPausedUntil: Date | null; extraPrepMinutes: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(stores)
      .set({
        ...(input.ordersPausedUntil !== undefined ? { ordersPausedUntil: input.ordersPausedUntil } : {}),
        ...(input.extraPrepMinutes !== undefined ? { extraPrepMinutes: input.extraPrepMinutes } : {}),
      })
      .where(and(eq(stores.id, input.storeId), eq(stores.brandId, input.brandId)))
      .returning({ ordersPausedUntil: stores.ordersPausedUntil, extraPrepMinutes: stores.extraPrepMinutes });
    await notifyBrand(tx, input.brandId, true);
    return row!;
  });
}

/** A sold-out entry of a store as the availability call lists it (names in both languages). */
export interface SoldOutRow {
  kind: 'item' | 'option';
  id: string;
  itemId: string;
  nameEn: string;
  nameAr: string;
  /** 'store': this store's mark; 'brand': the brand-wide mark (items/modifiers.is_out_of_stock). */
  scope: 'store' | 'brand';
  until: Date | null;
}

/**
 * What is sold out at the store at `now` (decision 0030): its own live marks, and the brand-wide
 * marks of items and options on a menu serving it (brand menu or the store's own), with names.
 */
export async function soldOutAtStore(
  db: Db,
  brandId: string,
  storeId: string,
  now: Date,
): Promise<SoldOutRow[]> {
  const storeItems = await db
    .select({
      id: items.id,
      nameEn: items.titleEn,
      nameAr: items.titleAr,
      until: storeItemAvailability.soldOutUntil,
    })
    .from(storeItemAvailability)
    .innerJoin(items, eq(items.id, storeItemAvailability.itemId))
    .where(
      and(
        eq(storeItemAvailability.brandId, brandId),
        eq(storeItemAvailability.storeId, storeId),
        holds(storeItemAvailability.soldOutUntil, now),
      ),
    );
  const storeOptions = await db
    .select({
      id: modifiers.id,
      itemId: modifierGroups.itemId,
      nameEn: modifiers.nameEn,
      nameAr: modifiers.nameAr,
      until: storeItemAvailability.soldOutUntil,
    })
    .from(storeItemAvailability)
    .innerJoin(modifiers, eq(modifiers.id, storeItemAvailability.modifierId))
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.modifierGroupId))
    .where(
      and(
        eq(storeItemAvailability.brandId, brandId),
        eq(storeItemAvailability.storeId, storeId),
        holds(storeItemAvailability.soldOutUntil, now),
      ),
    );
  const brandItems = await db
    .select({ id: items.id, nameEn: items.titleEn, nameAr: items.titleAr, until: items.outOfStockUntil })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(
      and(
        eq(items.brandId, brandId),
        eq(items.isOutOfStock, true),
        or(isNull(items.outOfStockUntil), gt(items.outOfStockUntil, now)),
        servesStores([storeId]),
      ),
    );
  const brandOptions = await db
    .select({
      id: modifiers.id,
      itemId: modifierGroups.itemId,
      nameEn: modifiers.nameEn,
      nameAr: modifiers.nameAr,
      until: modifiers.outOfStockUntil,
    })
    .from(modifiers)
    .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.modifierGroupId))
    .innerJoin(items, eq(items.id, modifierGroups.itemId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(
      and(
        eq(modifiers.brandId, brandId),
        eq(modifiers.isOutOfStock, true),
        or(isNull(modifiers.outOfStockUntil), gt(modifiers.outOfStockUntil, now)),
        servesStores([storeId]),
      ),
    );
  return [
    ...storeItems.map((r) => ({ kind: 'item' as const, itemId: r.id, scope: 'store' as const, ...r })),
    ...storeOptions.map((r) => ({ kind: 'option' as const, scope: 'store' as const, ...r })),
    ...brandItems.map((r) => ({ kind: 'item' as const, itemId: r.id, scope: 'brand' as const, ...r })),
    ...brandOptions.map((r) => ({ kind: 'option' as const, scope: 'brand' as const, ...r })),
  ];
}
