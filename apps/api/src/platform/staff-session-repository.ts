import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffMembers, staffSessions } from '../db/schema-staff.ts';

/** Staff tokens live 12 hours (issue 17, decision 0027: one shift), in ms. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: staff tokens are stored hashed, as customer tokens (session-repository.ts). */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The live staff session of a token: its brand and member, with the member's current role and stores. */
export interface StaffSession {
  brandId: string;
  staffId: string;
  role: 'owner' | 'staff';
  storeIds: string[];
}

/**
 * Finds the live staff session of a raw token (issue 17): not expired at `now`, not revoked, and
 * its member not removed — role and stores are read from the member now, so a change applies to
 * open sessions at once. Null when unknown, expired, revoked or the member is gone.
 */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffSession | null> {
  const rows = await db
    .select({
      brandId: staffSessions.brandId,
      staffId: staffSessions.staffId,
      role: staffMembers.role,
      storeIds: staffMembers.storeIds,
    })
    .from(staffSessions)
    .innerJoin(
      staffMembers,
      and(eq(staffMembers.id, staffSessions.staffId), eq(staffMembers.brandId, staffSessions.brandId)),
    )
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        isNull(staffSessions.revokedAt),
        isNull(staffMembers.removedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, role: row.role === 'owner' ? 'owner' : 'staff' };
}

/**
 * Opens a staff session of member `staffId` of `brandId` valid STAFF_SESSION_TTL_MS (12 h) from
 * `now`; returns the raw token (256 random bits, base64url), sent once and stored hashed.
 */
export async function createStaffSession(
  db: Db,
  brandId: string,
  staffId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    brandId,
    staffId,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
  });
  return token;
}

/** Revokes the session of a raw staff token of `brandId` (sign-out) at `now`; a revoked or unknown token is left alone. */
export async function revokeStaffSession(db: Db, brandId: string, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        eq(staffSessions.brandId, brandId),
        isNull(staffSessions.revokedAt),
      ),
    );
}
