import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** Tokens live 30 days. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: tokens are stored hashed. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Finds the live session of a token: `{ brandId, customerId }`, or null when unknown or expired. */
export async function findSession(db: Db, token: string, now: Date) {
  const rows = await db
    .select({ brandId: sessions.brandId, customerId: sessions.customerId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
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
