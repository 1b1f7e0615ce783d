import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, items, menus, modifierGroups, modifiers } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * The items of the order as the database has them now: only active items of an active menu of
 * the brand that serves the store (the brand menu, or the store's own menu), with their groups
 * and modifiers. Items not found are simply absent.
 */
export async function loadOrderableItems(
  db: Db | Tx,
  ctx: Pick<RequestContext, 'brandId'>,
  storeId: string,
  itemIds: string[],
) {
  const rows = await db
    .select({ item: items, categoryId: categories.id })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(
      and(
        eq(items.brandId, ctx.brandId),
        inArray(items.id, itemIds),
        eq(items.isActive, true),
        eq(menus.isActive, true),
        or(isNull(menus.storeId), eq(menus.storeId, storeId)),
      ),
    );
  const groups = rows.length
    ? await db
        .select()
        .from(modifierGroups)
        .where(
          and(
            eq(modifierGroups.brandId, ctx.brandId),
            inArray(
              modifierGroups.itemId,
              rows.map((r) => r.item.id),
            ),
          ),
        )
        .orderBy(asc(modifierGroups.sort))
    : [];
  const options = groups.length
    ? await db
        .select()
        .from(modifiers)
        .where(
          and(
            eq(modifiers.brandId, ctx.brandId),
            inArray(
              modifiers.modifierGroupId,
              groups.map((g) => g.id),
            ),
          ),
        )
    : [];
  return { rows, groups, options };
}
