import type { Db } from '../db/client.ts';
import { findSession } from '../platform/session-repository.ts';
import { findStaffSession } from '../platform/staff-session-repository.ts';
import { sharedPlugin } from './plugin.ts';

/**
 * The scheme of a staff token in `Authorization` (issue 17, decision 0027): `Staff <token>`,
 * case-insensitive. A customer token stays unprefixed (000 §6); the two are looked up in
 * different tables, so neither opens the other's calls.
 */
const STAFF_SCHEME = /^staff\s+(\S+)$/i;

/** The raw staff token of an `Authorization` header `Staff <token>` (issue 17), or null for any other header. */
export function staffTokenOf(authorization: string | undefined): string | null {
  return STAFF_SCHEME.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

/**
 * Authentication (ARCHITECTURE: request context first): on contract routes, after tenancy, the
 * `Authorization` header is looked up once. `Staff <token>` (issue 17): a live staff session of
 * the request's brand (or of any brand when the request named none) makes the actor
 * `{ kind: 'staff', staffId, role, storeIds }` and sets `ctx.brandId`; `ctx.customerId` stays
 * null. Otherwise the unprefixed token (000 §6): a live customer session of the request's brand
 * makes the actor `{ kind: 'customer', customerId }` and sets `ctx.customerId`, `ctx.brandId` and
 * `ctx.customerBlacklisted` (issue 19: read in the same query as the session).
 * A token of another brand, an unknown, expired or revoked token leave the actor anonymous;
 * registerCall answers 401 for calls that need a customer or staff. Must be registered after
 * tenancyPlugin.
 */
export const authenticationPlugin = sharedPlugin<{ db: Db }>('sufra-authentication', async (app, { db }) => {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.call || request.brandIdProblem) return;
    const token = request.headers.authorization?.trim();
    if (!token) return;
    const ctx = request.ctx;
    const staffToken = staffTokenOf(token);
    if (staffToken) {
      const staff = await findStaffSession(db, staffToken, ctx.now);
      if (!staff || (ctx.brandId && staff.brandId !== ctx.brandId)) return;
      ctx.brandId = staff.brandId;
      ctx.actor = { kind: 'staff', staffId: staff.staffId, role: staff.role, storeIds: staff.storeIds };
      return;
    }
    const session = await findSession(db, token, ctx.now);
    if (!session || (ctx.brandId && session.brandId !== ctx.brandId)) return;
    ctx.brandId = session.brandId;
    ctx.customerId = session.customerId;
    ctx.customerBlacklisted = session.blacklisted;
    ctx.actor = { kind: 'customer', customerId: session.customerId };
  });
});
