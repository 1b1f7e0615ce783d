/**
 * SQL of sign-in by one-time code and of the profile (002 §2.11–§2.13, §4.5, §5). Every function
 * takes the database and the tenant context first; every row read or written is scoped to
 * `ctx.brandId`. All counters (sends, wrong tries, per-IP hits) live in PostgreSQL, never in memory,
 * so several API instances share them (ARCHITECTURE: scale out).
 */
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, otpCodes, rateLimits } from '../../db/schema.ts';
import type { RequestContext } from '../../http/context.ts';

/** A one-time code row as stored (`code_hash` only, never the plain code). */
type OtpRow = typeof otpCodes.$inferSelect;

/** A customer row as stored (phone in E.164). */
type CustomerRow = typeof customers.$inferSelect;

/**
 * Who a code signs in (issue 17, decision 0027): 'customer' or 'staff'. Every read of open codes
 * and every per-phone count is of one audience, so a staff code never signs a customer in and a
 * customer's sends do not use up a staff member's (and the other way round). 'account-deletion'
 * (issue 19, decision 0034): a code that confirms deleting the customer's account — it signs
 * nobody in, and a sign-in code does not delete.
 */
export type CodeAudience = 'customer' | 'staff' | 'account-deletion';

/** A code stored by storeCodeWithinLimit: its id and its `created_at`. */
export interface StoredCode {
  id: string;
  createdAt: Date;
}

/**
 * Stores a new code for a phone of the brand unless `maxPerWindow` codes were already created for
 * it since `windowStart` (issue 2: at most 5 sends per phone per brand per hour; counted per
 * audience, issue 17). In one transaction, serialised per (brand, phone, audience) by an advisory lock so concurrent sends cannot pass
 * the limit: counts the window and inserts the new code. Its `created_at` is `ctx.now`, or 1 ms
 * after the phone's latest code when that is not earlier (concurrent requests, clock skew), so
 * `created_at` orders a phone's codes as they were stored. The row is the send's reservation:
 * once the message went out, retireOlderCodes retires the codes stored before it; when it could
 * not be sent, withdrawCode deletes it (issue 16), so the limit counts delivered and pending
 * codes, never failed ones. Returns the new code, or null, writing nothing, at the limit.
 */
export async function storeCodeWithinLimit(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'ip' | 'now'>,
  input: {
    phoneNumber: string;
    codeHash: string;
    expiresAt: Date;
    windowStart: Date;
    maxPerWindow: number;
    audience: CodeAudience;
  },
): Promise<StoredCode | null> {
  return db.transaction(async (tx) => {
    // The customer's lock key is the one of before issue 17; staff codes take their own.
    const lockKey =
      input.audience === 'customer'
        ? `otp:${ctx.brandId}:${input.phoneNumber}`
        : `otp-${input.audience}:${ctx.brandId}:${input.phoneNumber}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [row] = await tx
      .select({ n: count(), latest: max(otpCodes.createdAt) })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.brandId, ctx.brandId),
          eq(otpCodes.phoneNumber, input.phoneNumber),
          eq(otpCodes.audience, input.audience),
          gt(otpCodes.createdAt, input.windowStart),
        ),
      );
    if (Number(row?.n ?? 0) >= input.maxPerWindow) return null;
    const latest = row?.latest ? new Date(row.latest).getTime() : 0;
    const createdAt = new Date(Math.max(ctx.now.getTime(), latest + 1));
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        brandId: ctx.brandId,
        phoneNumber: input.phoneNumber,
        codeHash: input.codeHash,
        audience: input.audience,
        ip: ctx.ip,
        expiresAt: input.expiresAt,
        createdAt,
      })
      .returning({ id: otpCodes.id, createdAt: otpCodes.createdAt });
    if (!inserted) throw new Error('otp code insert returned no row');
    return inserted;
  });
}

/**
 * Retires (consumes, `consumed_at = ctx.now`) the phone's unconsumed codes of this brand and
 * `audience` stored before `code`, once `code` was sent: a new send invalidates the older codes (002 §2.12 resend).
 * One UPDATE; a code stored after it (a concurrent send) is left alone, so of concurrent sends
 * the last stored one stays open.
 */
export async function retireOlderCodes(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  phoneNumber: string,
  code: StoredCode,
  audience: CodeAudience,
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: ctx.now })
    .where(
      and(
        eq(otpCodes.brandId, ctx.brandId),
        eq(otpCodes.phoneNumber, phoneNumber),
        eq(otpCodes.audience, audience),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.createdAt, code.createdAt),
      ),
    );
}

/**
 * Deletes the code `codeId` of this brand, whose message could not be sent (issue 16): it no
 * longer counts against the per-phone limit, and the phone's previous code — never retired, as
 * the send did not succeed — is the latest open one again.
 */
export async function withdrawCode(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  codeId: string,
): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.id, codeId), eq(otpCodes.brandId, ctx.brandId)));
}

/** The phone's latest unconsumed code of `audience` in this brand (expired or not), or null when there is none. */
export async function latestOpenCode(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  phoneNumber: string,
  audience: CodeAudience,
): Promise<OtpRow | null> {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.brandId, ctx.brandId),
        eq(otpCodes.phoneNumber, phoneNumber),
        eq(otpCodes.audience, audience),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts one wrong try on an open code of this brand, atomically; returns the new count (0 when the code is gone). */
export async function addWrongTry(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  codeId: string,
): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(and(eq(otpCodes.id, codeId), eq(otpCodes.brandId, ctx.brandId), isNull(otpCodes.consumedAt)))
    .returning({ n: otpCodes.wrongTries });
  return row?.n ?? 0;
}

/**
 * Consumes a code (single use): sets `consumed_at = ctx.now` only while it is unconsumed,
 * unexpired at `ctx.now` and has fewer than `maxWrongTries` wrong tries, in one conditional
 * UPDATE, so two concurrent verifies cannot both succeed. Returns whether this call consumed it.
 */
export async function consumeCode(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'now'>,
  codeId: string,
  maxWrongTries: number,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: ctx.now })
    .where(
      and(
        eq(otpCodes.id, codeId),
        eq(otpCodes.brandId, ctx.brandId),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, ctx.now),
        lt(otpCodes.wrongTries, maxWrongTries),
      ),
    )
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Finds or creates the customer (brand, E.164 phone) — a phone is a customer of each brand separately (002 §3). */
export async function upsertCustomer(
  db: Db,
  ctx: Pick<RequestContext, 'brandId'>,
  phoneNumber: string,
): Promise<CustomerRow> {
  await db.insert(customers).values({ brandId: ctx.brandId, phoneNumber }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.brandId, ctx.brandId), eq(customers.phoneNumber, phoneNumber)))
    .limit(1);
  if (!row) throw new Error('customer upsert returned no row');
  return row;
}

/**
 * Sets name and email of `ctx.customerId` within `ctx.brandId` (002 §2.13); `email` null clears it.
 * Returns the updated row, or null when that customer is not in the brand.
 */
export async function updateCustomerProfile(
  db: Db,
  ctx: Pick<RequestContext, 'brandId' | 'customerId'>,
  input: { name: string; email: string | null },
): Promise<CustomerRow | null> {
  if (!ctx.customerId) return null;
  const rows = await db
    .update(customers)
    .set({ name: input.name, email: input.email })
    .where(and(eq(customers.id, ctx.customerId), eq(customers.brandId, ctx.brandId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Counts one hit on a fixed-window rate limit kept in the `rate_limits` table (ARCHITECTURE: rate
 * limits in the database). The window is `windowSeconds` long and starts at a multiple of it
 * (epoch ms, from `ctx.now`); older windows of the key are deleted. Returns the count of the
 * current window including this hit.
 */
export async function hitRateLimit(
  db: Db,
  ctx: Pick<RequestContext, 'now'>,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(ctx.now.getTime() / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Past windows of this key are no longer read: drop them so the table stays small.
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  return row?.count ?? 1;
}

/**
 * Takes back one hit of hitRateLimit on `key` in the window of `ctx.now` (the same window the hit
 * counted in), in one conditional UPDATE that never goes below zero, so concurrent hits and
 * refunds stay exact. For a hit whose work did not happen (issue 16: a failed code send).
 */
export async function refundRateLimitHit(
  db: Db,
  ctx: Pick<RequestContext, 'now'>,
  key: string,
  windowSeconds: number,
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(ctx.now.getTime() / windowMs) * windowMs;
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}
