import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, otpCodes, rateLimits } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';

/** A one-time code row. */
export type OtpRow = typeof otpCodes.$inferSelect;

/** Codes sent to a phone of a brand since `since`. */
export async function countCodesSince(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  phoneNumber: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.brandId, ctx.brandId),
        eq(otpCodes.phoneNumber, phoneNumber),
        gt(otpCodes.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Stores a new code and retires the phone's older unconsumed codes, in one transaction. */
export async function storeCode(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'ip' | 'now'>,
  phoneNumber: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: ctx.now })
      .where(
        and(
          eq(otpCodes.brandId, ctx.brandId),
          eq(otpCodes.phoneNumber, phoneNumber),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx
      .insert(otpCodes)
      .values({ brandId: ctx.brandId, phoneNumber, codeHash, ip: ctx.ip, expiresAt, createdAt: ctx.now });
  });
}

/** The phone's latest code that is not consumed, or null. */
export async function latestOpenCode(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  phoneNumber: string,
): Promise<OtpRow | null> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.brandId, ctx.brandId),
        eq(otpCodes.phoneNumber, phoneNumber),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts a wrong try; returns the new count. */
export async function addWrongTry(db: Db, codeId: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(eq(otpCodes.id, codeId))
    .returning({ n: otpCodes.wrongTries });
  return row?.n ?? 0;
}

/** Marks a code used, only if it still is open (single use even under concurrent verifies). Returns whether it was. */
export async function consumeCode(db: Db, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, codeId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Finds or creates the customer of a brand with this phone. */
export async function upsertCustomer(db: Db, ctx: Pick<RequestContext, 'brandId'>, phoneNumber: string) {
  await db.insert(customers).values({ brandId: ctx.brandId, phoneNumber }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.brandId, ctx.brandId), eq(customers.phoneNumber, phoneNumber)))
    .limit(1);
  return row!;
}

/** Updates name and email of the context's customer; returns the row or null. */
export async function updateCustomerProfile(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'customerId'>,
  name: string,
  email: string | null,
) {
  const rows = await db
    .update(customers)
    .set({ name, email })
    .where(and(eq(customers.id, ctx.customerId ?? ''), eq(customers.brandId, ctx.brandId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Counts one hit on a fixed-window rate limit kept in PostgreSQL (ARCHITECTURE: rate limits in
 * the database). Returns the count in the current window, including this hit.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}
