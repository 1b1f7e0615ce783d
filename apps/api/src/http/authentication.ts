import type { Db } from '../db/client.ts';
import { findSession } from '../platform/session-repository.ts';
import { sharedPlugin } from './plugin.ts';

/**
 * Authentication (ARCHITECTURE: request context first): on contract routes, after tenancy, the
 * unprefixed `Authorization` token (000 §6) is looked up once; a live session of the request's
 * brand (or of any brand when the request named none) makes the actor
 * `{ kind: 'customer', customerId }` and sets `ctx.customerId` and `ctx.brandId`. A token of
 * another brand, an unknown or expired token leave the actor anonymous; registerCall answers
 * 401 for calls that need a customer. Must be registered after tenancyPlugin.
 */
export const authenticationPlugin = sharedPlugin<{ db: Db }>('sufra-authentication', async (app, { db }) => {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.call || request.brandIdProblem) return;
    const token = request.headers.authorization?.trim();
    if (!token) return;
    const ctx = request.ctx;
    const session = await findSession(db, token, ctx.now);
    if (!session || (ctx.brandId && session.brandId !== ctx.brandId)) return;
    ctx.brandId = session.brandId;
    ctx.customerId = session.customerId;
    ctx.actor = { kind: 'customer', customerId: session.customerId };
  });
});
