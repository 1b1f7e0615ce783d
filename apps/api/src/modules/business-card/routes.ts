import { getUserBrandsBySlug, getUserBrandsBySlugGet } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getBusinessCard } from './service.ts';

/**
 * The business-card calls (issue 19; 000 §7.2, 002 §7; IS26, decision 0035), both public and
 * brandless, both answering getBusinessCard: `POST /api/v1/get-user-brands-by-slug` `{ slug }`
 * and `GET /api/v1/user/{slug}/{suffix}` (suffix card | business-card | businesscard). Refusals
 * in the request's language (`language` of the body, or `?language=` of the GET).
 */
export function registerBusinessCardRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): void {
  registerCall(app, getUserBrandsBySlug, (ctx, { body }) => getBusinessCard(deps.db, body.slug, ctx));
  registerCall(app, getUserBrandsBySlugGet, (ctx, { params }) => getBusinessCard(deps.db, params.slug, ctx));
}
