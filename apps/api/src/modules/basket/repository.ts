import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JsonRead, readOne, rowFromJson, rowsFromJson } from '../../db/json-rows.ts';
import { categories, items, menus, modifierGroups, modifiers } from '../../db/schema.ts';
import { storeItemAvailability } from '../../db/schema-availability.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';

/**
 * The items of the order as the database has them now: only active items of an active menu of
 * the brand that serves the store (the brand menu, or the store's own menu), with their groups
 * (by sort) and modifiers. Items not found are simply absent. ONE query (issue 16: it was three):
 * the groups and modifiers of each item come as JSON and are turned back into rows (db/json-rows).
 */
export async function loadOrderableItems(
  db: Db | Tx,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  storeId: string,
  itemIds: string[],
) {
  return readOne(db, orderableItemsRead(ctx, storeId, itemIds));
}

/** The items, groups and options of an order (loadOrderableItems' answer). */
export type LoadedItems = ReturnType<typeof parseOrderableItems>;

function parseOrderableItems(json: unknown) {
  const found = (Array.isArray(json) ? json : []) as Array<{
    item: Record<string, unknown>;
    category_id: string;
    groups: unknown;
    options: unknown;
    sold_out: boolean;
    sold_out_options: string[] | null;
  }>;
  const rows = found.map((r) => ({
    item: rowFromJson(items, r.item),
    categoryId: r.category_id,
    soldOut: r.sold_out === true,
  }));
  const groups = found.flatMap((r) => rowsFromJson(modifierGroups, r.groups)).sort((a, b) => a.sort - b.sort);
  const options = found.flatMap((r) => rowsFromJson(modifiers, r.options));
  const soldOutOptions = new Set(found.flatMap((r) => r.sold_out_options ?? []));
  return { rows, groups, options, soldOutOptions };
}

/**
 * loadOrderableItems as a JsonRead (db/json-rows), so place-order reads it with the promotions in
 * one round trip: a JSON array of `{ item, category_id, groups, options, sold_out,
 * sold_out_options }`, one per item found. `sold_out`: the item's brand-wide mark or the store's
 * own mark holds at ctx.now; `sold_out_options`: the ids of its options sold out so (issue 17,
 * decision 0030: a mark whose `until` has passed no longer counts, nothing having to run).
 */
export function orderableItemsRead(
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  storeId: string,
  itemIds: string[],
): JsonRead<LoadedItems> {
  if (itemIds.length === 0) return { sql: sql`select '[]'::jsonb`, parse: parseOrderableItems };
  const now = sql`${ctx.now.toISOString()}::timestamptz`;
  const storeMark = (column: SQL) => sql`exists (select 1 from ${storeItemAvailability} a
        where a.brand_id = ${ctx.brandId} and a.store_id = ${storeId} and ${column}
          and (a.sold_out_until is null or a.sold_out_until > ${now}))`;
  return {
    sql: sql`select coalesce(jsonb_agg(jsonb_build_object('item', to_jsonb(${items}), 'category_id', ${categories.id},
      'groups', (select coalesce(jsonb_agg(to_jsonb(g) order by g.sort), '[]'::jsonb) from ${modifierGroups} g
        where g.brand_id = ${ctx.brandId} and g.item_id = ${items.id}),
      'options', (select coalesce(jsonb_agg(to_jsonb(o)), '[]'::jsonb) from ${modifiers} o
        join ${modifierGroups} og on og.id = o.modifier_group_id
        where o.brand_id = ${ctx.brandId} and og.brand_id = ${ctx.brandId} and og.item_id = ${items.id}),
      'sold_out', (${items.isOutOfStock} and (${items.outOfStockUntil} is null or ${items.outOfStockUntil} > ${now}))
        or ${storeMark(sql`a.item_id = ${items.id}`)},
      'sold_out_options', (select jsonb_agg(o.id) from ${modifiers} o
        join ${modifierGroups} og on og.id = o.modifier_group_id
        where o.brand_id = ${ctx.brandId} and og.item_id = ${items.id}
          and ((o.is_out_of_stock and (o.out_of_stock_until is null or o.out_of_stock_until > ${now}))
            or ${storeMark(sql`a.modifier_id = o.id`)})))), '[]'::jsonb)
    from ${items}
    join ${categories} on ${categories.id} = ${items.categoryId}
    join ${menus} on ${menus.id} = ${categories.menuId}
    where ${and(
      eq(items.brandId, ctx.brandId),
      inArray(items.id, itemIds),
      eq(items.isActive, true),
      eq(menus.isActive, true),
      or(isNull(menus.storeId), eq(menus.storeId, storeId)),
    )}`,
    parse: parseOrderableItems,
  };
}
