/**
 * Dine-in of Sufra (issue 18, decision 0032; 002 §2.3–§2.10, §3, §4.2–§4.4, §9): a store's tables
 * and their secret tokens, a table's tab (table session) with the orders on it, and the split bills
 * that pay it. Amounts are integer fils.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef, customers, orders, stores } from './schema.ts';

/**
 * A table of a store (issue 18): its number (1–999, unique in the store), an optional label
 * ('Terrace 3') and the secret `token` printed in its QR code (32 bytes base64url, decision 0032).
 * The token is kept as printed (not hashed): it is on the table for every guest to scan, and the
 * sheet must be printable again; `npm run tables -- … --rotate` replaces it.
 */
export const dineInTables = pgTable(
  'dine_in_tables',
  {
    id: id(),
    brandId: brandRef(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: text('label'),
    token: text('token').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dine_in_tables_store_number_uq').on(t.storeId, t.number),
    uniqueIndex('dine_in_tables_token_uq').on(t.token),
    index('dine_in_tables_brand_idx').on(t.brandId),
    check('dine_in_tables_number_ck', sql`${t.number} BETWEEN 1 AND 999`),
  ],
);

/**
 * A table's tab (issue 18 'the table's tab', decision 0032): opened by the first PAY_LATER order at
 * a table, closed when fully paid (`closed_reason` 'PAID') or by staff for a bill paid at the
 * counter ('STAFF'). At most one OPEN tab per table (partial unique index); the next party starts a
 * new one. `version` is bumped on every change of its orders, split bills or state (the live
 * stream compares it). `split_type` and `people_at_table` are locked by the first split (002 §2.7).
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: id(),
    brandId: brandRef(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => dineInTables.id, { onDelete: 'cascade' }),
    /** 'OPEN' | 'CLOSED'. */
    status: text('status').notNull().default('OPEN'),
    /** The split type locked by the first split bill (CUSTOM-AMOUNT, DIVIDE-EQUALLY, SELECTED-ITEMS); null before. */
    splitType: text('split_type'),
    /** DIVIDE-EQUALLY's peopleAtTable, locked by the first such split; null before. */
    peopleAtTable: integer('people_at_table'),
    version: integer('version').notNull().default(0),
    openedAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** 'PAID' (the split bills paid the bill) | 'STAFF' (closed from the kitchen board: paid at the counter). */
    closedReason: text('closed_reason'),
    /** The staff member who closed the tab (closed_reason 'STAFF'); no foreign key, staff can be removed. */
    closedByStaffId: uuid('closed_by_staff_id'),
  },
  (t) => [
    uniqueIndex('table_sessions_open_uq').on(t.tableId).where(sql`${t.status} = 'OPEN'`),
    index('table_sessions_store_idx').on(t.brandId, t.storeId, t.status),
    check('table_sessions_status_ck', sql`${t.status} IN ('OPEN', 'CLOSED')`),
  ],
);

/**
 * The orders on a tab (issue 18): every PAY_LATER order of the table while its tab is open, and a
 * PAY_NOW order placed on an open tab (it pays its own lines and all or a share of the tab). An
 * order is on at most one tab.
 */
export const tableSessionOrders = pgTable(
  'table_session_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('table_session_orders_session_idx').on(t.sessionId)],
);

/**
 * A payment of a tab (002 §3 splitBills, §2.7, §9; decision 0032): a split (`type` CUSTOM-AMOUNT,
 * DIVIDE-EQUALLY, SELECTED-ITEMS) or the whole remainder ('FULL', not a split of the spec: a PAY_NOW
 * order on an open tab without a split). It is collected by the order `order_id` (whose charge
 * is `total_fils` of this row) and is 'PENDING' while that order waits for its payment (its amount
 * is reserved: nobody else can pay it), 'PAID' once paid, 'RELEASED' when the payment failed, was
 * abandoned or the order was cancelled (the share is free again).
 */
export const tableSplitBills = pgTable(
  'table_split_bills',
  {
    id: id(),
    brandId: brandRef(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 'CUSTOM-AMOUNT' | 'DIVIDE-EQUALLY' | 'SELECTED-ITEMS' | 'FULL'. */
    type: text('type').notNull(),
    /** 'PENDING' | 'PAID' | 'RELEASED'. */
    status: text('status').notNull().default('PENDING'),
    /** split.totalAmount: what this payment collects, fils. */
    totalFils: integer('total_fils').notNull(),
    /** The parts of totalFils (SELECTED-ITEMS: items, tax, tip; other types: null). */
    itemsFils: integer('items_fils'),
    taxFils: integer('tax_fils'),
    tipFils: integer('tip_fils'),
    /** The bill (Σ orders on the tab) when this split was made, fils. */
    billFils: integer('bill_fils').notNull(),
    /** split.remainingAmount when made: bill − paid − reserved − totalFils, fils. */
    remainingFils: integer('remaining_fils').notNull(),
    /** DIVIDE-EQUALLY: peopleAtTable and forPeople; null otherwise. */
    peopleAtTable: integer('people_at_table'),
    forPeople: integer('for_people'),
    /** SELECTED-ITEMS: [{ uniqueId, orderId, itemId, selectedQunatity }] (002 §3); [] otherwise. */
    selectedItems: jsonb('selected_items')
      .$type<Array<{ uniqueId: string; orderId: string | null; itemId: string; selectedQunatity: number }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('table_split_bills_session_idx').on(t.sessionId, t.status),
    uniqueIndex('table_split_bills_order_uq').on(t.orderId),
    check('table_split_bills_status_ck', sql`${t.status} IN ('PENDING', 'PAID', 'RELEASED')`),
    check(
      'table_split_bills_type_ck',
      sql`${t.type} IN ('CUSTOM-AMOUNT', 'DIVIDE-EQUALLY', 'SELECTED-ITEMS', 'FULL')`,
    ),
    check('table_split_bills_total_ck', sql`${t.totalFils} >= 0`),
  ],
);
