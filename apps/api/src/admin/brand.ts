import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import { BrandCommandError, runBrandCommand } from '../modules/brand/brand-command.ts';

/** The path of the internal brand command (used by `npm run brand` while a server owns PGlite). */
export const INTERNAL_BRAND_PATH = '/api/internal/brand';

const brandCommandBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('preview'),
    brand: z.string().min(1).max(80),
    rotate: z.boolean().optional(),
  }),
  z.object({ action: z.enum(['live', 'unlive']), brand: z.string().min(1).max(80) }),
]);

/**
 * `POST /api/internal/brand` (issue 19, decision 0036) — body a brand command (`{ action:
 * 'preview', brand, rotate? }` or `{ action: 'live' | 'unlive', brand }`), `Authorization: Bearer
 * <token from <dataDir>/sufra.lock>`, from loopback only (as the other internal routes): runs it in
 * this process (runBrandCommand) and answers `{ success: 1, data: BrandCommandResult }`; 400 for a
 * bad body or an unknown brand.
 */
export function registerBrandAdminRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  token: string,
): void {
  app.post(INTERNAL_BRAND_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = brandCommandBody.safeParse(request.body);
    if (!parsed.success)
      throw internalBodyRefusal("{ action: 'preview' | 'live' | 'unlive', brand, rotate? }");
    try {
      return reply.send({ success: 1, data: await runBrandCommand(deps.db, parsed.data) });
    } catch (error) {
      if (error instanceof BrandCommandError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
