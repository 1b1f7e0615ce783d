import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

/**
 * Query options of menus/get-delivery-store-menu-v2 (000 §7.3; decision 0017): the store's menu for
 * the customer's point, with `storeArea`, the terms of the zone that serves it.
 */
export function deliveryStoreMenuQuery(
  brandId: string,
  storeId: string,
  point: { lat: number; lng: number } | null,
) {
  return queryOptions({
    queryKey: ['delivery-store-menu', brandId, storeId, point?.lat, point?.lng],
    queryFn: () =>
      callApi(ROUTES.getDeliveryStoreMenuV2, {
        brandId,
        storeId,
        lat: point?.lat,
        lng: point?.lng,
        deliveryMethod: 'MAPPED_AREA_BASED',
      }),
  });
}
