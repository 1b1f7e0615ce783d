import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, items, menus, modifierGroups } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';

/** A menu row. */
export type MenuRow = typeof menus.$inferSelect;
/** A category row. */
export type CategoryRow = typeof categories.$inferSelect;
/** An item row. */
export type ItemRow = typeof items.$inferSelect;

/** The brand's active brand-level menu (store_id null), or null. */
export async function findBrandMenu(db: Db, ctx: Pick<RequestContext, 'brandId'>): Promise<MenuRow | null> {
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.brandId, ctx.brandId), isNull(menus.storeId), eq(menus.isActive, true)))
    .orderBy(asc(menus.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The store's own active menu (outlet-based catalogue), or null. */
export async function findStoreMenu(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  storeId: string,
): Promise<MenuRow | null> {
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.brandId, ctx.brandId), eq(menus.storeId, storeId), eq(menus.isActive, true)))
    .orderBy(asc(menus.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A menu's categories and active items with each item's number of modifier groups, in three
 * queries (never one per item).
 */
export async function loadMenuContent(db: Db, ctx: Pick<RequestContext, 'brandId'>, menuId: string) {
  const cats = await db
    .select()
    .from(categories)
    .where(and(eq(categories.brandId, ctx.brandId), eq(categories.menuId, menuId)))
    .orderBy(asc(categories.sort), asc(categories.nameEn));
  if (cats.length === 0)
    return { categories: cats, items: [] as ItemRow[], groupCounts: new Map<string, number>() };
  const catIds = cats.map((c) => c.id);
  const itemRows = await db
    .select()
    .from(items)
    .where(and(eq(items.brandId, ctx.brandId), inArray(items.categoryId, catIds), eq(items.isActive, true)))
    .orderBy(asc(items.sort), asc(items.titleEn));
  const counts = itemRows.length
    ? await db
        .select({ itemId: modifierGroups.itemId, n: count() })
        .from(modifierGroups)
        .innerJoin(items, eq(items.id, modifierGroups.itemId))
        .where(and(eq(modifierGroups.brandId, ctx.brandId), inArray(items.categoryId, catIds)))
        .groupBy(modifierGroups.itemId)
    : [];
  return {
    categories: cats,
    items: itemRows,
    groupCounts: new Map(counts.map((c) => [c.itemId, Number(c.n)])),
  };
}

/** The brand's active menu `menuId` (brand-level or a store's), or null: unknown, inactive or another brand's. */
export async function findMenuById(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  menuId: string,
): Promise<MenuRow | null> {
  const rows = await db
    .select()
    .from(menus)
    .where(and(eq(menus.brandId, ctx.brandId), eq(menus.id, menuId), eq(menus.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}
