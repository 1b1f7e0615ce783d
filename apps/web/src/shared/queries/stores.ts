import type { Store } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { useBrand } from '../brand/brand-context.tsx';
import { useOrderSettings } from '../order-settings/order-settings-state.ts';

/** Query options of store/get-stores-for-pickup (001 §2.7) for a brand. */
export function pickupStoresQuery(brandId: string) {
  return queryOptions({
    queryKey: ['pickup-stores', brandId],
    queryFn: () => callApi(ROUTES.getStoresForPickup, { brandId }),
  });
}

/** The brand's pickup stores. */
export function usePickupStores() {
  const brand = useBrand();
  return useQuery(pickupStoresQuery(brand.brand._id));
}

/** The selected store (order settings) as the API describes it, or undefined while loading / none selected. */
export function useSelectedStore(): { store: Store | undefined; isLoading: boolean } {
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const { data, isLoading } = usePickupStores();
  return { store: data?.stores.find((s) => s._id === storeId), isLoading };
}
