import {
  getBrandMenu,
  getDeliveryStoreMenuV2,
  getDineInStoreMenu,
  getMenuById,
  getPickupStoreMenu,
  getRecommendItems,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../http/context.ts';
import type { AppDeps } from '../../http/deps.ts';
import {
  contractBody,
  contractCompilers,
  contractHeaders,
  contractRouteSchema,
  registerCall,
} from '../../http/register-call.ts';
import { requireBrand } from '../brand/service.ts';
import type { ZoneIndexCache } from '../delivery/zone-service.ts';
import { negotiateEncoding } from './content-encoding.ts';
import { deliveryStoreArea } from './delivery-menu.ts';
import {
  type CachedBody,
  createMenuCache,
  type MenuBuild,
  type MenuReader,
  menuCacheKey,
  representation,
} from './menu-cache.ts';
import { subscribeMenuChanges } from './menu-events.ts';
import { getMenuByIdData, getRecommendItemsData } from './menu-extras.ts';
import { getBrandMenuData, getDineInStoreMenuData, getPickupStoreMenuData } from './service.ts';

/**
 * Sends a cached menu answer in the coding the client accepts (br, else gzip, else identity:
 * negotiateEncoding), compressed once per body and kept with the cache entry (issue 6), with that
 * representation's ETag, or an empty 304 when `If-None-Match` lists it (weak comparison, or `*`)
 * (menus cached with ETags, ARCHITECTURE). `cache-control: no-cache`: clients revalidate each time;
 * `vary: accept-encoding`, on 304s too. The routes skip @fastify/compress (`compress: false`).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  const rep = representation(entry, negotiateEncoding(request.headers['accept-encoding']));
  reply.header('etag', rep.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch?.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t.replace(/^W\//, '') === rep.etag;
    })
  ) {
    return reply.status(304).send();
  }
  if (rep.encoding) reply.header('content-encoding', rep.encoding);
  return reply.type('application/json; charset=utf-8').send(rep.body);
}

/**
 * Menu calls (000 §7.3): menus/get-brand-menu, menus/get-pickup-store-menu and (issue 18, 002 §7)
 * menus/get-dine-in-store-menu (404 dineInNotAvailable when the store takes no dine-in). Registered
 * directly rather than with registerCall so the serialised answer can be cached (5 s per brand,
 * language and call, see menu-cache.ts) and served with an ETag / 304; they still carry the
 * contract's route schema and `config.call`, so bodies are validated by the contract (400
 * `{ success: 0, message }` naming the bad field) and the context is `request.ctx` from the
 * tenancy plugin (brand and language of the validated body). Errors: 404 brandNotFound,
 * 404 'Something was incorrect.' for another brand's store, 404 emptyMenu without an active menu.
 * The app has its own cache; with `deps.internal.events` it drops a brand's answers when any
 * process announces a menu change (LISTEN sufra_menu_changed, from app ready to close).
 * Answers a MenuReader over the same cache, for the pages that carry the first menu (web module).
 */
export function registerMenuRoutes(app: FastifyInstance, deps: AppDeps, zones: ZoneIndexCache): MenuReader {
  const { cache, dispose } = createMenuCache(deps.db);
  const cachedBody = cache.get.bind(cache);
  let unsubscribe: (() => Promise<void>) | undefined;
  const events = deps.internal?.events;
  if (events) {
    app.addHook('onReady', async () => {
      unsubscribe = await subscribeMenuChanges(events, cache);
    });
  }
  app.addHook('onClose', async () => {
    dispose();
    await unsubscribe?.();
  });
  /** Answers the cached menu of `call` (brand, language and call from request.ctx), building it with `load` on a miss. */
  const sendMenu = async (
    request: FastifyRequest,
    reply: FastifyReply,
    call: string,
    load: (ctx: RequestContext) => Promise<MenuBuild>,
  ) => {
    const ctx = request.ctx;
    let key = menuCacheKey(ctx.brandId, ctx.language, call);
    // Issue 19 (decision 0036): a preview is checked before the cache, and cached apart, so a
    // brand not yet live never has an entry a call without its token could be answered from.
    if (ctx.previewToken) {
      await requireBrand(deps.db, ctx);
      key += ':preview';
    }
    const entry = await cachedBody(key, ctx.now.getTime(), () => load(ctx));
    return sendCached(request, reply, entry);
  };
  const routeOptions = (
    call: typeof getBrandMenu | typeof getPickupStoreMenu | typeof getDineInStoreMenu,
  ) => ({
    // Answers are compressed once per cached body here, not per request by the plugin.
    config: { call, compress: false as const },
    schema: contractRouteSchema(call),
    ...contractCompilers,
  });
  const loadBrandMenu = async (ctx: RequestContext): Promise<MenuBuild> => {
    const { data, expiresAt } = await getBrandMenuData(deps.db, ctx);
    return { menuId: data._id, data, expiresAt };
  };
  const loadStoreMenu =
    (storeId: string) =>
    async (ctx: RequestContext): Promise<MenuBuild> => {
      const { data, expiresAt } = await getPickupStoreMenuData(deps.db, ctx, storeId);
      return { menuId: data.storeMenu._id, data, expiresAt };
    };
  // Issue 18: the dine-in menu is cached apart ('dine-in:'), so that a store that stops taking
  // dine-in answers 404 once its cached menu ends (5 s at most, or at once on a menu change).
  const loadDineInMenu =
    (storeId: string) =>
    async (ctx: RequestContext): Promise<MenuBuild> => {
      const { data, expiresAt } = await getDineInStoreMenuData(deps.db, ctx, storeId);
      return { menuId: data.storeMenu._id, data, expiresAt };
    };
  app.post(`/api/v1/${getBrandMenu.path}`, routeOptions(getBrandMenu), async (request, reply) => {
    contractBody(getBrandMenu, request);
    contractHeaders(getBrandMenu, request);
    return sendMenu(request, reply, 'brand', loadBrandMenu);
  });
  app.post(`/api/v1/${getPickupStoreMenu.path}`, routeOptions(getPickupStoreMenu), async (request, reply) => {
    const { storeId } = contractBody(getPickupStoreMenu, request);
    contractHeaders(getPickupStoreMenu, request);
    return sendMenu(request, reply, `pickup:${storeId}`, loadStoreMenu(storeId));
  });
  app.post(`/api/v1/${getDineInStoreMenu.path}`, routeOptions(getDineInStoreMenu), async (request, reply) => {
    const { storeId } = contractBody(getDineInStoreMenu, request);
    return sendMenu(request, reply, `dine-in:${storeId}`, loadDineInMenu(storeId));
  });
  // menus/get-delivery-store-menu-v2 (000 §7.3, decision 0017): the zone is checked per request;
  // the menu is the store's cached one (per store, not per point), and the entry is spliced in
  // front of it. Compressed per request by @fastify/compress (the entry differs per point).
  const deliveryDeps = { db: deps.db, zones };
  app.post(
    `/api/v1/${getDeliveryStoreMenuV2.path}`,
    {
      config: { call: getDeliveryStoreMenuV2 },
      schema: contractRouteSchema(getDeliveryStoreMenuV2),
      ...contractCompilers,
    },
    async (request, reply) => {
      const place = contractBody(getDeliveryStoreMenuV2, request);
      const ctx = request.ctx;
      const storeArea = await deliveryStoreArea(deliveryDeps, ctx, place);
      const entry = await cachedBody(
        menuCacheKey(ctx.brandId, ctx.language, `pickup:${place.storeId}`),
        ctx.now.getTime(),
        () => loadStoreMenu(place.storeId)(ctx),
      );
      const head = Buffer.from(
        `{"success":1,"data":{"storeArea":${JSON.stringify(storeArea)},"mappedAreaType":${JSON.stringify(storeArea.mappedAreaType)},`,
      );
      reply.header('cache-control', 'no-cache');
      return reply
        .type('application/json; charset=utf-8')
        .send(Buffer.concat([head, entry.body.subarray(MENU_BODY_PREFIX.length)]));
    },
  );
  // Issue 19 (000 §7.3): not cached — a menu by id and the recommendations are asked rarely.
  registerCall(app, getMenuById, (ctx, { body }) => getMenuByIdData(deps.db, ctx, body.menuId));
  registerCall(app, getRecommendItems, (ctx, { body }) => getRecommendItemsData(deps.db, ctx, body));
  return {
    brandMenuBody: async (ctx) =>
      (
        await cachedBody(menuCacheKey(ctx.brandId, ctx.language, 'brand'), ctx.now.getTime(), () =>
          loadBrandMenu(ctx),
        )
      ).body,
  };
}

/** How every cached store menu body starts (`{ success: 1, data: { storeMenu, storeInfo } }` serialised). */
const MENU_BODY_PREFIX = '{"success":1,"data":{';
