import { ROUTES } from '@sufra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * The map background of the courier map (002 §2.20; decision 0016 "Map tiles"): the tile URL
 * template and attribution delivery-method/get-store-zones answers for the order's store (null:
 * no tile server configured, the map draws on a plain background and makes no tile request).
 */
export function useMapTiles(storeId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['store-zones', api.brandId, storeId],
    queryFn: () => api.call(ROUTES.getStoreZones, { storeId: storeId ?? undefined }),
    enabled: Boolean(storeId),
    staleTime: 10 * 60_000,
    select: (d) => ({ tileUrl: d.mapTileUrl, attribution: d.mapAttribution }),
  });
}
