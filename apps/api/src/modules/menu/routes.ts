import { getBrandMenu, getPickupStoreMenu } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app.ts';
import type { RequestContext } from '../../http/context.ts';
import { describeZodError, HttpError } from '../../http/errors.ts';
import { cachedBody } from './menu-cache.ts';
import { getBrandMenuData, getPickupStoreMenuData } from './service.ts';

/** Sends a cached menu answer with its ETag, or 304 when the client has it (menus cached with ETags, ARCHITECTURE). */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { body: string; etag: string },
) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

function contextFor(
  deps: AppDeps,
  brandId: string,
  request: FastifyRequest,
  language: 'EN' | 'AR',
): RequestContext {
  return { brandId, customerId: null, language, ip: request.ip, now: deps.now() };
}

/**
 * Menu calls (000 §7.3). Registered directly rather than with registerCall so the serialised
 * answer can be cached and served with an ETag; bodies are still validated by the contract.
 */
export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post(`/api/v1/${getBrandMenu.path}`, async (request, reply) => {
    const parsed = getBrandMenu.body.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, request.body));
    const ctx = contextFor(deps, parsed.data.brandId, request, parsed.data.language);
    const entry = await cachedBody(`${ctx.brandId}:brand`, ctx.now.getTime(), () =>
      getBrandMenuData(deps.db, ctx),
    );
    return sendCached(request, reply, entry);
  });
  app.post(`/api/v1/${getPickupStoreMenu.path}`, async (request, reply) => {
    const parsed = getPickupStoreMenu.body.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, request.body));
    const ctx = contextFor(deps, parsed.data.brandId, request, parsed.data.language);
    const entry = await cachedBody(`${ctx.brandId}:pickup:${parsed.data.storeId}`, ctx.now.getTime(), () =>
      getPickupStoreMenuData(deps.db, ctx, parsed.data.storeId),
    );
    return sendCached(request, reply, entry);
  });
}
