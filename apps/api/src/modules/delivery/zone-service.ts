import { type LocalizedText, messageTexts, type Store, type StoreAreaEntry } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type BrandRow, requireBrand } from '../brand/service.ts';
import { requireStore, type StoreRow } from '../stores/service.ts';
import { distanceMetres } from './geo.ts';
import { bestZone, zoneEntry } from './mapper.ts';
import type { ZoneIndexCache, ZoneRecord } from './zone-index.ts';

/** What the delivery services need: the database and the app's zone indexes. */
export interface DeliveryDeps {
  db: Db;
  zones: ZoneIndexCache;
}

/** How old store snapshots must be before a zone naming a store they lack makes them read again. */
const MISSING_STORE_REREAD_MS = 1_000;

/**
 * The brand's store snapshots, read again once when they lack one of `ids` and are at least
 * MISSING_STORE_REREAD_MS old (they predate that store); 404 for an unknown brand.
 */
async function storesHaving(deps: DeliveryDeps, ctx: RequestContext, ids: readonly string[]) {
  const stores = await deps.zones.stores(ctx.brandId);
  if (ids.every((id) => stores.get(id)) || Date.now() - stores.readAt < MISSING_STORE_REREAD_MS)
    return stores;
  deps.zones.dropStores(ctx.brandId, stores);
  return deps.zones.stores(ctx.brandId);
}

/**
 * The brand's stores by id as the storefront's Store (000 §3 Store), in the brand's base language,
 * at the request's time: from the zone cache's store snapshots (decision 0016, store cache), so a
 * lookup reads no table; 404 for an unknown brand (as requireBrand). A zone's store is always the
 * brand's, so an id the snapshots lack means they predate the store: they are read again (at most
 * once a second). Ids of no store of the brand are left out.
 */
async function storesById(
  deps: DeliveryDeps,
  ctx: RequestContext,
  ids: string[],
): Promise<Map<string, Store>> {
  const stores = await storesHaving(deps, ctx, ids);
  const out = new Map<string, Store>();
  for (const id of ids) {
    const snapshot = stores.get(id);
    if (snapshot && !out.has(id)) out.set(id, snapshot.at(ctx.now));
  }
  return out;
}

/**
 * The brand's row and one of its stores' rows as the store cache holds them (decision 0016: read at
 * most every STORE_TTL_MS, dropped at once by a store settings or integrations change, here or in
 * another process by notification), for place-order (issue 16: no brand or store query per order).
 * A store the snapshots lack is read again once (at most once a second), as storesById does.
 * Errors: 404 brandNotFound (unknown brand), 404 somethingIncorrect (no such store of the brand).
 */
export async function cachedBrandStore(
  deps: DeliveryDeps,
  ctx: RequestContext,
  storeId: string,
): Promise<{ brand: BrandRow; store: StoreRow }> {
  const stores = await storesHaving(deps, ctx, [storeId]);
  const snapshot = stores.get(storeId);
  if (!snapshot) throw new AppError('somethingIncorrect', 404);
  return { brand: stores.brand ?? (await requireBrand(deps.db, ctx)), store: snapshot.row };
}

/** Every zone of the brand containing the point, grouped by store. */
async function zonesAt(deps: DeliveryDeps, ctx: RequestContext, lat: number, lng: number) {
  const index = await deps.zones.get(ctx.brandId);
  const byStore = new Map<string, ZoneRecord[]>();
  for (const z of index.containing(lat, lng)) byStore.set(z.storeId, [...(byStore.get(z.storeId) ?? []), z]);
  return byStore;
}

/**
 * store/get-stores-by-coordinates (001 §3.4, §4.4): one entry per store whose active mapped areas
 * contain the point (decision 0016: edges in, holes out, no land mask), with that store's best zone
 * (mapper.bestZone), nearest store first (metres), then cheapest. Stores whose delivery is switched
 * off are listed with `storeId.isDeliveryEnabled` false, so the client shows the paused text.
 */
export async function storesForPoint(
  deps: DeliveryDeps,
  ctx: RequestContext,
  lat: number,
  lng: number,
): Promise<StoreAreaEntry[]> {
  const byStore = await zonesAt(deps, ctx, lat, lng);
  const stores = await storesById(deps, ctx, [...byStore.keys()]);
  const entries: StoreAreaEntry[] = [];
  for (const [storeId, zones] of byStore) {
    const store = stores.get(storeId);
    const zone = bestZone(zones);
    if (!store || !zone) continue;
    entries.push(zoneEntry(store, zone, ctx.language, distanceMetres(zone.centre, { lat, lng })));
  }
  return entries.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.deliveryFee - b.deliveryFee);
}

/**
 * The zone of `storeId` that serves the point (place-order, decision 0017): among that store's
 * active mapped areas containing it, the best (mapper.bestZone: lowest fee, minimum, time); undefined
 * when none does. Whatever zone the client named is not consulted.
 */
export async function storeZoneAt(
  deps: DeliveryDeps,
  ctx: RequestContext,
  storeId: string,
  lat: number,
  lng: number,
): Promise<ZoneRecord | undefined> {
  return bestZone((await zonesAt(deps, ctx, lat, lng)).get(storeId) ?? []);
}

/**
 * store/get-stores-by-mapped-area (001 §4.3): the store of an active mapped area of the brand, as
 * a one-entry list; 404 MESSAGES.storeDoesNotDeliver for an unknown, inactive or foreign id.
 */
export async function storesForMappedArea(
  deps: DeliveryDeps,
  ctx: RequestContext,
  mappedAreaId: string,
): Promise<StoreAreaEntry[]> {
  const zone = (await deps.zones.get(ctx.brandId)).byId(mappedAreaId);
  const store = zone ? (await storesById(deps, ctx, [zone.storeId])).get(zone.storeId) : undefined;
  if (!zone || !store) throw new AppError('storeDoesNotDeliver', 404);
  return [zoneEntry(store, zone, ctx.language, null)];
}

/** The answer of check-coordinates-in-store-delivery-range and its envelope message. */
export interface PointCheck {
  data: {
    foundInSelectedStore: boolean;
    mappedAreaType: 'POLYGON' | 'DISTANCE' | null;
    mappedAreaInfo: { mappedAreaId: { _id: string } } | null;
    areaName: string;
    stores: StoreAreaEntry[];
  };
  message: LocalizedText | null;
}

/**
 * store/check-coordinates-in-store-delivery-range (001 §3.4, §4.4; ADDR-14): whether `storeId`
 * serves the point. When it does, the zone is `mappedAreaId` if that zone of the store holds the
 * point, else the store's best zone; `message` is null. When only other stores do, the answer
 * describes the first of them and `message` is the change-branch question; when none does,
 * the paused-delivery text. 404 'Something was incorrect.' for another brand's or unknown store.
 */
export async function checkPointAtStore(
  deps: DeliveryDeps,
  ctx: RequestContext,
  input: { storeId: string; mappedAreaId?: string | undefined; lat: number; lng: number },
): Promise<PointCheck> {
  if (!(await deps.zones.stores(ctx.brandId)).get(input.storeId))
    await requireStore(deps.db, ctx, input.storeId);
  const entries = await storesForPoint(deps, ctx, input.lat, input.lng);
  const own = entries.find((e) => e.storeId._id === input.storeId);
  if (own && input.mappedAreaId && own._id !== input.mappedAreaId) {
    const zones = (await zonesAt(deps, ctx, input.lat, input.lng)).get(input.storeId) ?? [];
    const asked = zones.find((z) => z.id === input.mappedAreaId);
    if (asked) Object.assign(own, zoneEntry(own.storeId, asked, ctx.language, own.distance));
  }
  const shown = own ?? entries[0];
  return {
    data: {
      foundInSelectedStore: own !== undefined,
      mappedAreaType: shown?.mappedAreaType ?? null,
      mappedAreaInfo: shown?.mappedAreaInfo ?? null,
      areaName: shown?.areaName ?? '',
      stores: entries,
    },
    message: own
      ? null
      : entries.length > 0
        ? messageTexts('changeBranchToDeliver')
        : messageTexts('deliveryPaused'),
  };
}

// What other modules use of the delivery module (issue 16: through its services).
export { isDefaultMapPoint } from './geo.ts';
export type { ZoneIndexCache } from './zone-index.ts';
