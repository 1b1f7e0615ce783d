import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import { runWebhookCommand, WebhookCommandError } from '../modules/webhooks/service.ts';

/** The path of the internal webhooks command (used by `npm run webhooks` while a server owns PGlite). */
export const INTERNAL_WEBHOOKS_PATH = '/api/internal/webhooks';

const id = z.string().min(1).max(64);
const webhookCommandBody = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('add'),
    brand: z.string().min(1).max(63),
    url: z.string().min(1).max(2000),
    events: z.array(z.string().min(1).max(64)).max(20).optional(),
  }),
  z.object({ command: z.literal('list'), brand: z.string().min(1).max(63).optional() }),
  z.object({ command: z.literal('replay'), id }),
  z.object({ command: z.literal('rotate'), id }),
  z.object({ command: z.literal('remove'), id }),
]);

/**
 * `POST /api/internal/webhooks` (issue 17) — body a webhooks command (`{ command: 'add', brand,
 * url, events? }`, `{ command: 'list', brand? }`, `{ command: 'replay' | 'rotate' | 'remove', id }`),
 * `Authorization: Bearer <token from <dataDir>/sufra.lock>`, from loopback only (as the other
 * internal routes): runs it in this process (runWebhookCommand) and answers `{ success: 1, data }`;
 * 400 for a bad body or a refused command (unknown brand, endpoint or delivery; a bad URL).
 */
export function registerWebhookAdminRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  token: string,
): void {
  app.post(INTERNAL_WEBHOOKS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = webhookCommandBody.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal('{ command, brand?, url?, events?, id? }');
    try {
      const data = await runWebhookCommand(
        { db: deps.db, now: deps.now, production: deps.config.production ?? false },
        parsed.data,
      );
      return reply.send({ success: 1, data });
    } catch (error) {
      if (error instanceof WebhookCommandError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
