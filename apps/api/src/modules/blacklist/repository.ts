/**
 * The blacklist's database access (issue 19, decision 0033): table `blacklisted_numbers`, keyed by
 * (brand_id, phone_number E.164). Every query filters by the brand.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blacklistedNumbers } from '../../db/schema-blacklist.ts';

/** A blacklist row: brand, E.164 phone, who added it, when. */
export type BlacklistedRow = typeof blacklistedNumbers.$inferSelect;

/** Whether `phoneNumber` (E.164) is blacklisted at `brandId`: one primary-key lookup. */
export async function isPhoneBlacklisted(db: Db, brandId: string, phoneNumber: string): Promise<boolean> {
  const rows = await db
    .select({ phoneNumber: blacklistedNumbers.phoneNumber })
    .from(blacklistedNumbers)
    .where(and(eq(blacklistedNumbers.brandId, brandId), eq(blacklistedNumbers.phoneNumber, phoneNumber)))
    .limit(1);
  return rows.length > 0;
}

/** The brand's blacklisted phones, newest first (then by phone, for a stable order). */
export function listBlacklisted(db: Db, brandId: string): Promise<BlacklistedRow[]> {
  return db
    .select()
    .from(blacklistedNumbers)
    .where(eq(blacklistedNumbers.brandId, brandId))
    .orderBy(desc(blacklistedNumbers.createdAt), blacklistedNumbers.phoneNumber);
}

/**
 * Blacklists `phoneNumber` at `brandId` (`addedBy`: 'staff:<id>' or 'cli'). Idempotent and safe
 * under concurrency (INSERT … ON CONFLICT DO NOTHING on the primary key): true when this call
 * added the row, false when it was already there.
 */
export async function addBlacklisted(
  db: Db,
  row: { brandId: string; phoneNumber: string; addedBy: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(blacklistedNumbers)
    .values({ brandId: row.brandId, phoneNumber: row.phoneNumber, addedBy: row.addedBy, createdAt: row.now })
    .onConflictDoNothing()
    .returning({ phoneNumber: blacklistedNumbers.phoneNumber });
  return inserted.length > 0;
}

/** Un-blacklists `phoneNumber` at `brandId`: true when a row was deleted, false when there was none. */
export async function removeBlacklisted(db: Db, brandId: string, phoneNumber: string): Promise<boolean> {
  const deleted = await db
    .delete(blacklistedNumbers)
    .where(and(eq(blacklistedNumbers.brandId, brandId), eq(blacklistedNumbers.phoneNumber, phoneNumber)))
    .returning({ phoneNumber: blacklistedNumbers.phoneNumber });
  return deleted.length > 0;
}
