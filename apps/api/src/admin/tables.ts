import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../http/internal-guard.ts';
import { runTablesCommand, TablesAdminError } from '../modules/dine-in/tables-service.ts';

/** The path of the internal tables command (used by `npm run tables` while a server owns PGlite). */
export const INTERNAL_TABLES_PATH = '/api/internal/tables';

const tablesCommandBody = z.object({
  temporaryDomainName: z.string().min(1).max(63),
  store: z.string().min(1).max(200),
  count: z.number().optional(),
  rotate: z.boolean().optional(),
  labels: z.record(z.string().max(8), z.string().max(200)).optional(),
});

/**
 * `POST /api/internal/tables` (issue 18) — body a tables command (`{ temporaryDomainName, store,
 * count?, rotate?, labels? }`), `Authorization: Bearer <token from <dataDir>/sufra.lock>`, from
 * loopback only (as the other internal routes): runs it in this process (runTablesCommand) and
 * answers `{ success: 1, data: TablesResult }` (the store's tables with their tokens); 400 for a
 * bad body or a refused command (unknown brand or store, count outside 1–200, a bad label).
 */
export function registerTablesAdminRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
): void {
  app.post(INTERNAL_TABLES_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = tablesCommandBody.safeParse(request.body);
    if (!parsed.success)
      throw internalBodyRefusal('{ temporaryDomainName, store, count?, rotate?, labels? }');
    try {
      return reply.send({ success: 1, data: await runTablesCommand(deps.db, parsed.data, deps.now()) });
    } catch (error) {
      if (error instanceof TablesAdminError) throw internalRefusal(error.message);
      throw error;
    }
  });
}
