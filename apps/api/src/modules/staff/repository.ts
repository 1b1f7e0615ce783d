/**
 * SQL of staff accounts (issue 17 part 4, decision 0027). Every function takes the brand first;
 * every row read or written is scoped to it. Sessions are opened and read by
 * platform/staff-session-repository.ts (the authentication plugin reads them too).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffSessions } from '../../db/schema-staff.ts';

/** A staff member row as stored (phone in E.164; `store_ids` empty for an owner). */
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** The live (not removed) member of the brand with this E.164 phone, or null. */
export async function findLiveMemberByPhone(
  db: Db,
  brandId: string,
  phoneNumber: string,
): Promise<StaffMemberRow | null> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.brandId, brandId),
        eq(staffMembers.phoneNumber, phoneNumber),
        isNull(staffMembers.removedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The live member `staffId` of the brand, or null when unknown, of another brand or removed. */
export async function findLiveMember(
  db: Db,
  brandId: string,
  staffId: string,
): Promise<StaffMemberRow | null> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(
      and(eq(staffMembers.id, staffId), eq(staffMembers.brandId, brandId), isNull(staffMembers.removedAt)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Whether the brand ever had a staff member (live or removed). */
export async function brandHasAnyMember(db: Db, brandId: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.brandId, brandId))
    .limit(1);
  return rows.length > 0;
}

/** The brand's live members, oldest first. */
export function listLiveMembers(db: Db, brandId: string): Promise<StaffMemberRow[]> {
  return db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.brandId, brandId), isNull(staffMembers.removedAt)))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.phoneNumber));
}

/**
 * Inserts a live member unless the brand already has a live member with that phone (the partial
 * unique index `staff_members_live_phone_uq` decides, so concurrent adds cannot both pass).
 * Returns the new row, or null when the phone is already a live member.
 */
export async function insertMember(
  db: Db,
  input: {
    brandId: string;
    phoneNumber: string;
    role: 'owner' | 'staff';
    storeIds: string[];
    name: string | null;
  },
): Promise<StaffMemberRow | null> {
  const rows = await db.insert(staffMembers).values(input).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Removes the live member of the brand with this phone at `now` and revokes all its sessions, in
 * one transaction. Returns the removed row, or null when there was no live member.
 */
export async function removeMember(
  db: Db,
  brandId: string,
  phoneNumber: string,
  now: Date,
): Promise<StaffMemberRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffMembers)
      .set({ removedAt: now })
      .where(
        and(
          eq(staffMembers.brandId, brandId),
          eq(staffMembers.phoneNumber, phoneNumber),
          isNull(staffMembers.removedAt),
        ),
      )
      .returning();
    if (!row) return null;
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
    return row;
  });
}
