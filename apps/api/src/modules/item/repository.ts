import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, items, menus, modifierGroups, modifiers } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';

/**
 * An item of the brand with its category's menu state, its groups and their modifiers, or null
 * (an unknown item, or another brand's, is null).
 */
export async function findItemWithGroups(db: Db, ctx: Pick<RequestContext, 'brandId'>, itemId: string) {
  const rows = await db
    .select({ item: items, menuId: menus.id, menuActive: menus.isActive, menuStoreId: menus.storeId })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .innerJoin(menus, eq(menus.id, categories.menuId))
    .where(and(eq(items.id, itemId), eq(items.brandId, ctx.brandId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const groups = await db
    .select()
    .from(modifierGroups)
    .where(and(eq(modifierGroups.itemId, itemId), eq(modifierGroups.brandId, ctx.brandId)))
    .orderBy(asc(modifierGroups.sort));
  const options = groups.length
    ? await db
        .select()
        .from(modifiers)
        .where(
          and(
            inArray(
              modifiers.modifierGroupId,
              groups.map((g) => g.id),
            ),
            eq(modifiers.brandId, ctx.brandId),
          ),
        )
        .orderBy(asc(modifiers.sort))
    : [];
  return { ...row, groups, options };
}
