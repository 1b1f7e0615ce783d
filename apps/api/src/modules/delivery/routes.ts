import {
  addUserAddress,
  checkCoordinatesInStoreDeliveryRange,
  getBrandActiveDeliveryMethod,
  getBrandDeliveryAreas,
  getCurrentUserAddressesV2,
  getDeliveryAreaInfo,
  getDeliveryAreasOfSingleStoreBusiness,
  getStoresByCoordinates,
  getStoresByDeliveryArea,
  getStoresByMappedArea,
  getStoreZones,
  getUserAddressesV2,
  removeUserAddress,
  reverseGeocode,
  searchPlaces,
  updateUserAddress,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { addAddress, editAddress, getAddresses, removeAddress } from './address-service.ts';
import {
  activeMethod,
  areaInfo,
  brandDeliveryAreas,
  storeAreasByMethod,
  storesForArea,
} from './area-service.ts';
import { builtInGeocoder } from './builtin-geocoder.ts';
import { type Geocoder, withFallback } from './geocoder.ts';
import { type MapDeps, reversePoint, searchPlaces as searchPlacesFor, storeZones } from './map-service.ts';
import { nominatimGeocoder } from './nominatim-geocoder.ts';
import type { ZoneIndexCache } from './zone-index.ts';
import { checkPointAtStore, type DeliveryDeps, storesForMappedArea, storesForPoint } from './zone-service.ts';

/**
 * The app's geocoder (decision 0016 "Geocoding and map tiles"): the built-in one, behind the
 * Nominatim adapter when `config.geo.geocoderUrl` is set (failures logged as warnings).
 */
function createGeocoder(app: FastifyInstance, deps: AppDeps, zones: ZoneIndexCache): Geocoder {
  const builtIn = builtInGeocoder({ db: deps.db, zones });
  const geo = deps.config.geo;
  if (!geo?.geocoderUrl) return builtIn;
  const external = nominatimGeocoder({ baseUrl: geo.geocoderUrl, timeoutMs: geo.geocoderTimeoutMs });
  return withFallback(external, builtIn, (error) =>
    app.log.warn({ err: error }, 'external geocoder failed; the built-in geocoder answered'),
  );
}

/**
 * Delivery calls (001 §3.1–§3.4, §4.2–§4.4, §7.2): shipping method and areas, stores for a point,
 * an area or a mapped area, the zone check, the customer's saved addresses, and the map's calls
 * (zones to draw, place search, reverse geocoding; 001 §2.3). `zones` is the app's one zone index
 * per brand (zone-cache.ts, shared with the delivery menu and place-order), dropped when any
 * process announces a zone change.
 */
export function registerDeliveryRoutes(app: FastifyInstance, deps: AppDeps, zones: ZoneIndexCache): void {
  const d: DeliveryDeps = { db: deps.db, zones };
  registerCall(app, getStoresByCoordinates, (ctx, { body }) => storesForPoint(d, ctx, body.lat, body.lng));
  registerCall(app, getStoresByDeliveryArea, (ctx, { body }) => storesForArea(d, ctx, body.areaId));
  registerCall(app, getStoresByMappedArea, (ctx, { body }) => storesForMappedArea(d, ctx, body.mappedAreaId));
  registerCall(app, checkCoordinatesInStoreDeliveryRange, async (ctx, { body, setMessage }) => {
    const { data, message } = await checkPointAtStore(d, ctx, body);
    if (message) setMessage(message);
    return data;
  });
  registerCall(app, getBrandDeliveryAreas, (ctx) => brandDeliveryAreas(d, ctx));
  registerCall(app, getBrandActiveDeliveryMethod, async (ctx) => ({
    deliveryMethod: await activeMethod(d, ctx),
  }));
  registerCall(app, getDeliveryAreasOfSingleStoreBusiness, (ctx, { body }) =>
    storeAreasByMethod(d, ctx, body.storeId),
  );
  registerCall(app, getDeliveryAreaInfo, (ctx, { body }) => areaInfo(d, ctx, body));
  registerCall(app, getUserAddressesV2, (ctx, { body }) => getAddresses(d, ctx, body));
  registerCall(app, getCurrentUserAddressesV2, (ctx, { body }) => getAddresses(d, ctx, body));
  registerCall(app, addUserAddress, (ctx, { body }) => addAddress(d, ctx, body));
  registerCall(app, updateUserAddress, (ctx, { body }) => editAddress(d, ctx, body.userAddressId, body));
  registerCall(app, removeUserAddress, (ctx, { body }) => removeAddress(d, ctx, body.userAddressId));
  const m: MapDeps = { ...d, geocoder: createGeocoder(app, deps, zones), geo: deps.config.geo ?? {} };
  registerCall(app, getStoreZones, (ctx, { body }) => storeZones(m, ctx, body.storeId));
  registerCall(app, searchPlaces, async (ctx, { body }) => ({
    places: await searchPlacesFor(m, ctx, body.query),
  }));
  registerCall(app, reverseGeocode, async (ctx, { body }) => ({
    address: await reversePoint(m, ctx, body.lat, body.lng),
  }));
}
