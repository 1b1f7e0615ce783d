/**
 * The customer messages of an order (issue 17 "Messages the customer expects", decision 0031):
 * one row per (order, kind) the customer was told — accepted (with the ETA), ready for pickup, on
 * the way, rejected or cancelled (with the reason). The unique (order_id, kind) makes each message
 * go out once, whichever dispatcher runs the outbox row and however often it is retried.
 */
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef, orders } from './schema.ts';

/**
 * One message to an order's customer: `kind` 'accepted' | 'ready' | 'on_the_way' | 'rejected' |
 * 'cancelled'; `language` 'EN' | 'AR' (the order's); `recipient` E.164; `body` the text sent (the
 * dev transport's, or the WhatsApp template's parameters joined). Written before the send and
 * removed when the send fails, so a retry sends it again and a success is never repeated.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: id(),
    brandId: brandRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_messages_order_kind_uq').on(t.orderId, t.kind)],
);
