import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { brandIntegrationsSchema } from '../../db/json-shapes.ts';
import type { AppDeps } from '../../http/deps.ts';
import { internalBodyRefusal, internalRefusal, requireInternalCaller } from '../../http/internal-guard.ts';
import { BRAND_CHANGE_CHANNELS, dropBrandCaches } from '../../platform/brand-changes.ts';
import { writeBrandIntegrations } from './integrations-repository.ts';

/** The path of the internal brand-integrations change (decision 0022: e2e switches a brand's payment provider). */
export const INTERNAL_BRAND_INTEGRATIONS_PATH = '/api/internal/brand-integrations';

/** The body: the brand, and its integrations as brands store them (001 §3.9, brandIntegrationsSchema). */
const body = z.object({
  brand: z.string().trim().min(1).max(64),
  activeIntegrations: brandIntegrationsSchema,
});

/**
 * `POST /api/internal/brand-integrations` — body `{ brand (id or temporary domain name),
 * activeIntegrations: [{ name, category, isActive, metaData }] }`, registered only when the
 * process holds an admin token, with the guard of the other internal routes (admin/routes.ts
 * `requireInternalCaller` (http/internal-guard.ts): loopback peer without proxy headers → else 403; `Authorization: Bearer <admin
 * token>` → else 401). Replaces the brand's integrations in one transaction that tells every
 * server (pg_notify on the menu and zones channels, as store settings do) and drops this process's
 * cached menus and brand rows. Answers `{ success: 1, data: { brandId } }`; 400 for a bad body or an unknown brand.
 * Secrets never go here: they belong in brand_integration_secrets.
 */
export function registerBrandIntegrationsRoute(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'internal'>,
): void {
  const token = deps.internal?.adminToken;
  if (!token) return;
  app.post(INTERNAL_BRAND_INTEGRATIONS_PATH, async (request, reply) => {
    requireInternalCaller(request, token);
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw internalBodyRefusal('{ brand, activeIntegrations: [...] }');
    const brandId = await writeBrandIntegrations(deps.db, parsed.data.brand, parsed.data.activeIntegrations, [
      BRAND_CHANGE_CHANNELS.menu,
      BRAND_CHANGE_CHANNELS.zones,
    ]);
    if (!brandId) throw internalRefusal(`no brand '${parsed.data.brand}'`);
    // The menu answers carry the payment options; the store cache holds the brand's row that
    // place-order reads its card gateway from (issue 16).
    dropBrandCaches('menu', brandId, deps.db);
    dropBrandCaches('zones', brandId, deps.db);
    return reply.send({ success: 1, data: { brandId } });
  });
}
