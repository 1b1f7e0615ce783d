import { ROUTES } from '@sufra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';

/**
 * delivery-method/get-store-zones (001 §3.3): the brand's delivery zones to draw, and the map's
 * tile URL and attribution (null: no tiles, a plain background — the demo runs offline).
 */
export function useStoreZones() {
  const brand = useBrand();
  return useQuery({
    queryKey: ['store-zones', brand.brand._id],
    queryFn: () => callApi(ROUTES.getStoreZones, { brandId: brand.brand._id }),
    staleTime: 10 * 60_000,
  });
}
