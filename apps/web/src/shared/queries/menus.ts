import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';

/** Query options of menus/get-brand-menu (000 §7.3). */
export function brandMenuQuery(brandId: string) {
  return queryOptions({
    queryKey: ['brand-menu', brandId],
    queryFn: () => callApi(ROUTES.getBrandMenu, { brandId }),
  });
}

/** Query options of menus/get-pickup-store-menu (000 §7.3). */
export function pickupStoreMenuQuery(brandId: string, storeId: string) {
  return queryOptions({
    queryKey: ['pickup-store-menu', brandId, storeId],
    queryFn: () => callApi(ROUTES.getPickupStoreMenu, { brandId, storeId }),
  });
}
