import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { useBrand } from '../brand/brand-context.tsx';

/** Query options of store/get-stores-for-pickup (001 §2.7) for a brand. */
export function pickupStoresQuery(brandId: string) {
  return queryOptions({
    queryKey: ['pickup-stores', brandId],
    queryFn: () => callApi(ROUTES.getStoresForPickup, { brandId }),
  });
}

/** The brand's pickup stores. */
export function usePickupStores(enabled = true) {
  const brand = useBrand();
  return useQuery({ ...pickupStoresQuery(brand.brand._id), enabled });
}
