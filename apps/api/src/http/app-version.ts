import { APP_VERSION, MESSAGES, MESSAGES_AR, newVersionEnforced } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './error-handler.ts';

/**
 * 000 §4.1: a call under /api/v1/ whose `app_version` query parameter is below `minAppVersion`
 * is answered 426 new_version_enforced before anything else runs. A missing or non-numeric
 * version is let through. The message follows the `language` query (issue 6); the envelope carries
 * its code, 'newVersion', as every refusal does (issue 16: errors by code).
 */
export function installAppVersionCheck(app: FastifyInstance, minAppVersion: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const version = Number((request.query as { app_version?: string }).app_version ?? APP_VERSION);
    if (Number.isFinite(version) && version < minAppVersion) {
      const message = requestLanguage(request) === 'AR' ? MESSAGES_AR.newVersion : MESSAGES.newVersion;
      return reply.status(426).send({ ...newVersionEnforced(message), code: 'newVersion' });
    }
  });
}
