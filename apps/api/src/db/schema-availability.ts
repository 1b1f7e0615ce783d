/**
 * Availability marks of Sufra (issue 17 'sold out and busy', decision 0030): per-store sold-out
 * items and modifier options. Store pause and extra preparation time are columns of `stores`.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef, items, modifiers, stores } from './schema.ts';

/**
 * Per-store sold-out marks (issue 17 "sold out and busy", decision 0030): an item (`item_id`) or a
 * modifier option (`modifier_id`) — exactly one — is sold out at the store `store_id` until
 * `sold_out_until` (null: until turned back). A row exists only while marked; turning back deletes
 * it; a row whose `sold_out_until` has passed is ignored by every read (no job has to run).
 */
export const storeItemAvailability = pgTable(
  'store_item_availability',
  {
    id: id(),
    brandId: brandRef(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    modifierId: uuid('modifier_id').references(() => modifiers.id, { onDelete: 'cascade' }),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_item_availability_item_uq')
      .on(t.storeId, t.itemId)
      .where(sql`${t.itemId} is not null`),
    uniqueIndex('store_item_availability_modifier_uq')
      .on(t.storeId, t.modifierId)
      .where(sql`${t.modifierId} is not null`),
    index('store_item_availability_brand_idx').on(t.brandId),
    check('store_item_availability_one_ck', sql`(${t.itemId} is null) <> (${t.modifierId} is null)`),
  ],
);
