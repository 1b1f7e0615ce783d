import type { StoreAreaEntry } from '@sufra/contract';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { activeMethod, storesForArea } from '../delivery/area-service.ts';
import { type DeliveryDeps, storesForMappedArea, storesForPoint } from '../delivery/zone-service.ts';
import { requireStore } from '../stores/service.ts';

/** Where the customer wants the delivery: a point (degrees), or an area / mapped area id. */
export interface DeliveryPlace {
  storeId: string;
  areaID?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/**
 * The store-area entry (001 §3.4) of `storeId` for the customer's place, for
 * menus/get-delivery-store-menu-v2 (000 §7.3; TIMING-09: delivery needs a store area; decision
 * 0017). With a point, the store must be among storesForPoint's stores (its best zone holding the
 * point, with the distance in metres); else `areaID` is the mapped area (MAPPED_AREA_BASED) or the
 * area (AREA_BASED) and the store must serve it. Errors:
 * - 404 MESSAGES.noDeliveryMethod — the brand has no shipping method;
 * - 404 'Something was incorrect.' — an unknown or another brand's store;
 * - 400 MESSAGES.chooseLocation (mapped) / MESSAGES.selectArea (area-based) — neither sent;
 * - 404 MESSAGES.deliveryPaused — no store serves the point, or this store's delivery is off;
 * - 404 MESSAGES.storeDoesNotDeliver — other stores serve the place, not this one (or the area is
 *   unknown, foreign, or of a CITY_BASED / COUNTRY_BASED brand: not answered here yet).
 */
export async function deliveryStoreArea(
  deps: DeliveryDeps,
  ctx: RequestContext,
  place: DeliveryPlace,
): Promise<StoreAreaEntry> {
  const method = await activeMethod(deps, ctx);
  if (!method) throw new AppError('noDeliveryMethod', 404);
  await requireStore(deps.db, ctx, place.storeId);
  let entries: StoreAreaEntry[];
  if (place.lat !== undefined && place.lng !== undefined) {
    entries = await storesForPoint(deps, ctx, place.lat, place.lng);
    if (entries.length === 0) throw new AppError('deliveryPaused', 404);
  } else if (place.areaID) {
    if (method === 'MAPPED_AREA_BASED') entries = await storesForMappedArea(deps, ctx, place.areaID);
    else if (method === 'AREA_BASED') entries = await storesForArea(deps, ctx, place.areaID);
    else throw new AppError('storeDoesNotDeliver', 404);
  } else {
    throw new AppError(method === 'MAPPED_AREA_BASED' ? 'chooseLocation' : 'selectArea', 400);
  }
  const own = entries.find((e) => e.storeId._id === place.storeId);
  if (!own) throw new AppError('storeDoesNotDeliver', 404);
  if (!own.storeId.isDeliveryEnabled) throw new AppError('deliveryPaused', 404);
  return own;
}
