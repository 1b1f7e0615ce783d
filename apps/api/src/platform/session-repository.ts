import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, sessions } from '../db/schema.ts';
import { blacklistedNumbers } from '../db/schema-blacklist.ts';

/** Tokens live 30 days. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: tokens are stored hashed. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Finds the live session of a token: `{ brandId, customerId, blacklisted }`, or null when unknown
 * or expired. `blacklisted` (issue 19, decision 0033): whether the customer's phone is on the
 * session brand's blacklist — read in the same query (the session's primary key, the customer's
 * primary key, the blacklist's primary key (brand_id, phone_number)), so the hot paths
 * (place-order) pay no extra round trip for the check.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
): Promise<{ brandId: string; customerId: string; blacklisted: boolean } | null> {
  const rows = await db
    .select({
      brandId: sessions.brandId,
      customerId: sessions.customerId,
      blacklisted: sql<boolean>`(${blacklistedNumbers.phoneNumber} is not null)`,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .leftJoin(
      blacklistedNumbers,
      and(
        eq(blacklistedNumbers.brandId, sessions.brandId),
        eq(blacklistedNumbers.phoneNumber, customers.phoneNumber),
      ),
    )
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row
    ? { brandId: row.brandId, customerId: row.customerId, blacklisted: row.blacklisted === true }
    : null;
}

/** Creates a session for a customer of one brand; returns the raw token (256 random bits, base64url), sent once. */
export async function createSession(db: Db, brandId: string, customerId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    brandId,
    customerId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}
