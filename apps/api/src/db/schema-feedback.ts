/**
 * The customer's feedback on an order (002 §2.21, issue 17, decision 0029). The store's rating
 * sum and count are columns of `stores`.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef, customers, orders } from './schema.ts';

/**
 * A customer's feedback on one of their orders (002 §2.21, issue 17; migration 0013): a star
 * rating 1–5 and an optional comment (≤ 1000 characters, as typed), one per order. Written by
 * `feedbacks/create` only after the order was DELIVERED or COMPLETE; the store's rating (rating
 * average and count) is read from it.
 */
export const orderFeedbacks = pgTable(
  'order_feedbacks',
  {
    id: id(),
    brandId: brandRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Stars, 1 ('Bad') to 5 ('Excellent'), 002 §2.21. */
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_feedbacks_order_uq').on(t.orderId),
    check('order_feedbacks_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
