import { ROUTES } from '@sufra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * delivery-method/get-store-zones (001 §3.3): the brand's delivery zones to draw, and the map's
 * tile URL and attribution (null: no tiles, a plain background — the demo runs offline).
 */
export function useStoreZones() {
  const api = useApi();
  return useQuery({
    queryKey: ['store-zones', api.brandId],
    queryFn: () => api.call(ROUTES.getStoreZones, {}),
    staleTime: 10 * 60_000,
  });
}
