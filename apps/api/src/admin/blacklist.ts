import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import { BlacklistAdminError, runBlacklistCommand } from '../modules/blacklist/service.ts';

/** The path of the internal blacklist command (issue 19: `npm run staff -- blacklist…` while a server owns PGlite). */
export const INTERNAL_BLACKLIST_PATH = '/api/internal/blacklist';

const blacklistBody = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['blacklist', 'unblacklist']),
    temporaryDomainName: z.string().min(1).max(63),
    phoneNumber: z.string().min(1).max(32),
  }),
  z.object({ action: z.literal('blacklist-list'), temporaryDomainName: z.string().min(1).max(63) }),
]);

/**
 * `POST /api/internal/blacklist` (issue 19, decision 0033) — body `{ action: 'blacklist' |
 * 'unblacklist', temporaryDomainName, phoneNumber }` or `{ action: 'blacklist-list',
 * temporaryDomainName }`, `Authorization: Bearer <token from <dataDir>/sufra.lock>`, from loopback
 * only (as the other internal routes): runBlacklistCommand in this process; answers `{ success: 1,
 * data: { numbers, changed } }`; 400 for a bad body, an unknown brand or a phone that is not a
 * mobile number (nothing changed).
 */
export function registerBlacklistAdminRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): void {
  app.post(INTERNAL_BLACKLIST_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = blacklistBody.safeParse(request.body);
    if (!parsed.success)
      throw internalBodyRefusal(
        "{ action: 'blacklist' | 'unblacklist' | 'blacklist-list', temporaryDomainName, … }",
      );
    try {
      return reply.send({ success: 1, data: await runBlacklistCommand(deps.db, parsed.data, deps.now()) });
    } catch (error) {
      if (error instanceof BlacklistAdminError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
