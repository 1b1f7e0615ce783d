import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import { BusinessCardAdminError, runBusinessCardCommand } from '../modules/business-card/service.ts';

/** The path of the internal business-card command (`npm run business-card` while a server owns PGlite). */
export const INTERNAL_BUSINESS_CARDS_PATH = '/api/internal/business-cards';

const cardCommandBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('set'),
    slug: z.string().min(1).max(63),
    title: z.string().max(200),
    phoneNumber: z.string().min(1).max(32),
    brands: z.array(z.string().min(1).max(63)).max(200),
  }),
  z.object({ action: z.literal('remove'), slug: z.string().min(1).max(63) }),
  z.object({ action: z.literal('list') }),
]);

/**
 * `POST /api/internal/business-cards` (issue 19, decision 0035) — body `{ action: 'set', slug,
 * title, phoneNumber, brands }`, `{ action: 'remove', slug }` or `{ action: 'list' }`,
 * `Authorization: Bearer <token from <dataDir>/sufra.lock>`, from loopback only (as the other
 * internal routes): runs it in this process (runBusinessCardCommand) and answers `{ success: 1,
 * data: { cards: BusinessCardEntry[] } }`; 400 for a bad body or a refused command (bad slug,
 * title or phone, an unknown brand).
 */
export function registerBusinessCardAdminRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): void {
  app.post(INTERNAL_BUSINESS_CARDS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = cardCommandBody.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal("{ action: 'set' | 'remove' | 'list', slug, … }");
    try {
      return reply.send({
        success: 1,
        data: { cards: await runBusinessCardCommand(deps.db, parsed.data, deps.now()) },
      });
    } catch (error) {
      if (error instanceof BusinessCardAdminError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
