import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { useApi } from '../api/api-provider.tsx';

/** Query options of menus/get-brand-menu (000 §7.3) of the client's brand; key `['brand-menu', brandId]`. */
export function brandMenuQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['brand-menu', api.brandId],
    queryFn: () => api.call(ROUTES.getBrandMenu, {}),
  });
}

/** Query options of menus/get-pickup-store-menu (000 §7.3) of `storeId`; key `['pickup-store-menu', brandId, storeId]`. */
function pickupStoreMenuQuery(api: ApiClient, storeId: string) {
  return queryOptions({
    queryKey: ['pickup-store-menu', api.brandId, storeId],
    queryFn: () => api.call(ROUTES.getPickupStoreMenu, { storeId }),
  });
}

/** The brand's menu (brandMenuQuery), asked while `enabled`. */
export function useBrandMenuQuery(enabled = true) {
  return useQuery({ ...brandMenuQuery(useApi()), enabled });
}

/** The pickup menu of `storeId` (pickupStoreMenuQuery), asked while there is a store. */
export function usePickupStoreMenu(storeId: string | null) {
  return useQuery({ ...pickupStoreMenuQuery(useApi(), storeId ?? ''), enabled: Boolean(storeId) });
}
