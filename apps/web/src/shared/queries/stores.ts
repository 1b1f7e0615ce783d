import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { useApi } from '../api/api-provider.tsx';

/** Query options of store/get-stores-for-pickup (001 §2.7) of the client's brand; key `['pickup-stores', brandId]`. */
export function pickupStoresQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['pickup-stores', api.brandId],
    queryFn: () => api.call(ROUTES.getStoresForPickup, {}),
  });
}

/** The brand's pickup stores. */
export function usePickupStores(enabled = true) {
  return useQuery({ ...pickupStoresQuery(useApi()), enabled });
}
