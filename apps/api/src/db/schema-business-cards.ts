/**
 * The business-card schema of Sufra (issue 19, 002 §2.22, §3 Business card; decision 0035): a
 * card of the deployment's operator — slug, title, phone — and its permitted brands in order.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { brandRef } from './schema.ts';

/**
 * A business card (002 §3: title, phoneNumber, permittedBrands[]): `slug` the path segment of
 * `/{slug}/card` (lower case, 1–63 of a–z, 0–9, '-'; unique), `title` ('' when none: the page
 * shows 'Card Title', 002 §2.22), `phone_number` E.164. Its brands are business_card_brands.
 */
export const businessCards = pgTable(
  'business_cards',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull().default(''),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('business_cards_slug_ck', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`)],
);

/**
 * The permitted brands of a card (002 §3 permittedBrands[]), `position` 0, 1, … their order on
 * the page. A deleted brand leaves every card with it (ON DELETE CASCADE; decision 0035).
 */
export const businessCardBrands = pgTable(
  'business_card_brands',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => businessCards.id, { onDelete: 'cascade' }),
    brandId: brandRef(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cardId, t.brandId] }),
    index('business_card_brands_brand_idx').on(t.brandId),
  ],
);
