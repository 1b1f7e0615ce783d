/**
 * Column helpers shared by Sufra's schema files (schema.ts, schema-promotions.ts,
 * schema-payments.ts, schema-delivery.ts): the uuid primary key and the creation and update timestamps. The
 * `brand_id` reference (`brandRef`) is exported by schema.ts next to `brands`: this file imports no
 * table, so that loading any schema file first never meets a half-initialised import cycle.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** `updated_at timestamptz NOT NULL DEFAULT now()`. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
