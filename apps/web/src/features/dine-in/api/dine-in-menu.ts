import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * Query options of menus/get-dine-in-store-menu (002 §2.5, §7): the store's dine-in menu
 * (storeMenu, storeInfo with its dineInPaymentOptions), public; key `['dine-in-menu', brandId, storeId]`.
 */
export function dineInMenuQuery(api: ApiClient, storeId: string) {
  return queryOptions({
    queryKey: ['dine-in-menu', api.brandId, storeId],
    queryFn: () => api.call(ROUTES.getDineInStoreMenu, { storeId }),
  });
}

/** The dine-in menu of `storeId` (dineInMenuQuery), asked while there is a store. */
export function useDineInMenu(storeId: string | null) {
  return useQuery({ ...dineInMenuQuery(useApi(), storeId ?? ''), enabled: Boolean(storeId) });
}
