import type { DeliveryMethod, Store, StoreAreaEntry, StoreAreaTerms } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { entryFromTerms, pointForPlace, termsOfAreaInfo } from '../area-rules.ts';
import type { DeliveryPlace, DeliveryPoint } from '../delivery-types.ts';

/**
 * Query options of delivery-method/get-brand-delivery-areas (001 §2.5, §4.2, §7.2; ADDR-20):
 * the brand's shipping method and the places its stores deliver to, asked with `updateMethod`
 * true as the spec's client does. A brand without a method is the server's 404 'There is no
 * delivery method available in store, please contact the business'.
 */
export function brandDeliveryAreasQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['brand-delivery-areas', api.brandId],
    queryFn: () => api.call(ROUTES.getBrandDeliveryAreas, { updateMethod: true }),
    staleTime: 60_000,
  });
}

/** Query options of brands/get-brand-active-delivery-method (000 §7.2, 001 §7.2): the method, or null. */
export function brandDeliveryMethodQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['brand-delivery-method', api.brandId],
    queryFn: async () => (await api.call(ROUTES.getBrandActiveDeliveryMethod, {})).deliveryMethod,
    staleTime: 60_000,
  });
}

/**
 * The terms the brand's one store has for a country or a city
 * (delivery-method/get-delivery-areas-of-single-store-business, 001 §3.3: countryBaseRes /
 * cityBaseRes), or undefined when it has none for it.
 */
export async function singleStoreTerms(
  api: ApiClient,
  storeId: string,
  place: DeliveryPlace,
): Promise<StoreAreaTerms | undefined> {
  const byMethod = await api.call(ROUTES.getDeliveryAreasOfSingleStoreBusiness, { storeId });
  return place.method === 'CITY_BASED'
    ? byMethod.CITY_BASED?.cityBaseRes.cityDeliveryData.find((t) => t.cityID?._id === place.cityId)
    : byMethod.COUNTRY_BASED?.countryBaseRes.countryDeliveryData.find(
        (t) => t.countryID._id === place.countryId,
      );
}

/**
 * The stores for a place chosen in the area picker (001 §4.3 step 2): store/getStoresByDeliveryArea
 * for an area (AREA_BASED), store/get-stores-by-mapped-area for a mapped area; a city or a country
 * has no stores-by call, so the brand's store (`brandStore`, menus/get-brand-menu storeInfo)
 * answers with its terms (decision 0020). Null when no store delivers there (the caller shows
 * 'Unfortunately, the store does not deliver to your location at this time'); a refusal of the
 * server throws its text (ApiError).
 */
export async function storesForPlace(
  api: ApiClient,
  place: DeliveryPlace,
  brandStore: () => Promise<Store | null>,
): Promise<StoreAreaEntry[] | null> {
  if (place.method === 'AREA_BASED')
    return api.call(ROUTES.getStoresByDeliveryArea, { areaId: place.areaId ?? '' });
  if (place.method === 'MAPPED_AREA_BASED')
    return api.call(ROUTES.getStoresByMappedArea, { mappedAreaId: place.areaId ?? '' });
  const store = await brandStore();
  const terms = store ? await singleStoreTerms(api, store._id, place) : undefined;
  return store && terms ? [entryFromTerms(store, terms)] : null;
}

/**
 * ADDR-21, brand-based reading (001 §4.4): the store's terms for a saved address's country, city
 * or area (delivery-method/get-delivery-area-info with the address's ids and the method), or null
 * when the answer holds none. The server refuses missing ids (400 'Please select …', ADDR-07)
 * and a place the store does not serve (404 'does not deliver', ADDR-08).
 */
export async function savedAddressTerms(
  api: ApiClient,
  storeId: string,
  method: DeliveryMethod,
  ids: { countryId: string; cityId?: string; areaId?: string },
): Promise<StoreAreaTerms | null> {
  const info = await api.call(ROUTES.getDeliveryAreaInfo, {
    storeId,
    deliveryMethodType: method,
    ...ids,
  });
  return termsOfAreaInfo(info);
}

/**
 * The point of a brand-based place (decision 0020): the brand's areas and cities carry their own
 * point on the server, answered by geo/search-places (places of the UAE only, 001 §2.3) under the
 * area's or city's id; searched by the English name. Null when the server knows none (a country;
 * a city without a point): the address form then sends the customer to the map.
 */
export async function placePoint(api: ApiClient, place: DeliveryPlace): Promise<DeliveryPoint | null> {
  const id = place.areaId ?? place.cityId;
  const query = place.name.en.trim().slice(0, 100);
  if (!id || !query) return null;
  const { places } = await api.call(ROUTES.searchPlaces, { query });
  const found = places.find((p) => p.id === id);
  return found ? pointForPlace(place, found) : null;
}
