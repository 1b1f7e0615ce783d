import type { Store, StoreAreaEntry, StoreMenu } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';
import type { DeliveryChoice } from '../delivery-types.ts';

/** A store's delivery menu with the terms of the customer's zone or area (000 §7.3). */
export interface DeliveryMenu {
  storeMenu: StoreMenu;
  storeInfo: Store;
  storeArea: StoreAreaEntry;
}

/** Whether the choice names a place a delivery menu can be asked for: a point, or a brand-based place. */
export const hasDeliveryPlace = (choice: Pick<DeliveryChoice, 'point' | 'zone'>): boolean =>
  Boolean(choice.point || choice.zone?.place);

/**
 * Query options of the delivery menu of `storeId` for the customer's place (000 §7.3; 001 §4.6;
 * decisions 0017, 0020), with `storeArea`, the terms of the zone or area that serves it:
 * - a brand-based area or mapped area (`zone.place`): menus/get-delivery-store-menu-v2 with
 *   `areaID` and the method (the server checks that the store serves it);
 * - a brand-based city or country: the server's delivery menu does not take those (decision
 *   0017), so the brand's menu (menus/get-brand-menu, the same one store) with the store's terms
 *   for the place (get-delivery-areas-of-single-store-business); none → the paused text's 404;
 * - otherwise the map point (outlet flow): menus/get-delivery-store-menu-v2 with `lat`, `lng`.
 */
function deliveryStoreMenuQuery(
  api: ApiClient,
  storeId: string,
  choice: Pick<DeliveryChoice, 'point' | 'zone'>,
) {
  const place = choice.zone?.place ?? null;
  const point = place ? null : choice.point;
  const where = place
    ? [place.method, place.areaId ?? place.cityId ?? place.countryId]
    : [point?.lat, point?.lng];
  return queryOptions({
    queryKey: ['delivery-store-menu', api.brandId, storeId, ...where],
    queryFn: async (): Promise<DeliveryMenu> => {
      // Loaded on use: the basket, item and checkout screens, which read this query, do not carry it.
      if (place && (place.method === 'CITY_BASED' || place.method === 'COUNTRY_BASED'))
        return (await import('./city-country-menu.ts')).cityOrCountryMenu(api, storeId, place);
      return api.call(ROUTES.getDeliveryStoreMenuV2, {
        storeId,
        ...(place ? { areaID: place.areaId ?? '' } : { lat: point?.lat, lng: point?.lng }),
        deliveryMethod: place?.method ?? 'MAPPED_AREA_BASED',
      });
    },
  });
}

/** The delivery menu of `storeId` for `choice` (deliveryStoreMenuQuery), asked while `enabled`. */
export function useDeliveryStoreMenu(
  storeId: string | null,
  choice: Pick<DeliveryChoice, 'point' | 'zone'>,
  enabled: boolean,
) {
  return useQuery({ ...deliveryStoreMenuQuery(useApi(), storeId ?? '', choice), enabled });
}
