/**
 * The staff schema of Sufra (issue 17 part 4, decision 0027): a brand's staff accounts and their
 * sessions. Staff sign in with a one-time code of `otp_codes` whose `audience` is 'staff'.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { brandRef } from './schema.ts';

/**
 * A staff member of a brand (issue 17): `role` 'owner' (every store of the brand) or 'staff' (the
 * stores of `store_ids` only); phone in E.164. `removed_at` set = removed (kept for the record);
 * at most one live member per (brand, phone), enforced by a partial unique index.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    brandId: brandRef(),
    /** E.164, e.g. +971501234567. */
    phoneNumber: text('phone_number').notNull(),
    role: text('role').notNull(),
    /** The stores of a 'staff' member (ids of stores of the brand); empty for an owner. */
    storeIds: uuid('store_ids').array().notNull().default(sql`'{}'::uuid[]`),
    name: text('name'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_members_live_phone_uq')
      .on(t.brandId, t.phoneNumber)
      .where(sql`${t.removedAt} is null`),
    check('staff_members_role_ck', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Staff sessions: random tokens stored hashed (SHA-256, as customer sessions), valid for one brand
 * and one member until `expires_at` (12 h) or `revoked_at` (sign-out, member removed).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    brandId: brandRef(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
