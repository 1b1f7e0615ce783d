/**
 * The blacklist schema of Sufra (issue 19, decision 0033; 002 §2.15, §4.6, §6 'Blacklisted
 * customer: redirected to /blocked'): the phone numbers a brand has blocked.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brandRef } from './schema.ts';

/**
 * A phone number blocked at one brand (issue 19: the blacklist is per brand — a phone blocked at
 * Burgerato can still order at Al Nile). `phone_number` is E.164 (e.g. +971501234567), the form
 * `customers.phone_number` holds, so the session lookup joins on it. The primary key
 * (brand_id, phone_number) is the one index every check uses; un-blacklisting deletes the row.
 * `added_by`: who blocked it — 'staff:<staff member id>' from the kitchen board, 'cli' from
 * `npm run staff -- blacklist`.
 */
export const blacklistedNumbers = pgTable(
  'blacklisted_numbers',
  {
    brandId: brandRef(),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    addedBy: text('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'blacklisted_numbers_pk', columns: [t.brandId, t.phoneNumber] })],
);
