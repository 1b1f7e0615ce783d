import {
  getBlacklistStatus,
  staffAddBlacklisted,
  staffBlacklist,
  staffRemoveBlacklisted,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  blacklistStatus,
  staffAddToBlacklist,
  staffListBlacklist,
  staffRemoveFromBlacklist,
} from './service.ts';

/**
 * The blacklist calls (issue 19, decision 0033): GET blacklisted-numbers/check/status?brandId=
 * (customer token; 401 unauthorized without one) answers `{ isBlacklisted }` (002 §7); the owner's
 * staff calls GET staff/blacklisted-numbers?brandId=, POST staff/blacklisted-numbers/add {phoneNumber}
 * and POST staff/blacklisted-numbers/remove {phoneNumber} answer `{ numbers, changed }` (401
 * staffLoginRequired, 403 ownerOnly, 400 workingMobileNumber).
 */
export function registerBlacklistRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getBlacklistStatus, async (ctx) => blacklistStatus(ctx));
  registerCall(app, staffBlacklist, (ctx) => staffListBlacklist(deps.db, ctx));
  registerCall(app, staffAddBlacklisted, (ctx, { body }) =>
    staffAddToBlacklist(deps.db, ctx, body.phoneNumber),
  );
  registerCall(app, staffRemoveBlacklisted, (ctx, { body }) =>
    staffRemoveFromBlacklist(deps.db, ctx, body.phoneNumber),
  );
}
