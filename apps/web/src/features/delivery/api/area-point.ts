import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { placePoint } from '../../../shared/delivery/api/area-calls.ts';
import type { DeliveryPlace, DeliveryPoint } from '../../../shared/delivery/delivery-types.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';

/**
 * The delivery point of a brand-based place for the address form (001 §2.4; decision 0020): while
 * no point is set, the place's own point is asked of the server (placePoint) and becomes the
 * delivery point; the customer may refine it on the map. `pending` is true until that is known
 * (then either a point is set, or none exists and the form sends the customer to the map).
 */
export function useAreaPoint(place: DeliveryPlace | null, point: DeliveryPoint | null): { pending: boolean } {
  const api = useApi();
  const key = place ? [place.method, place.areaId ?? place.cityId ?? place.countryId] : [];
  const query = useQuery({
    queryKey: ['place-point', api.brandId, ...key],
    queryFn: () => (place ? placePoint(api, place) : null),
    enabled: Boolean(place && !point),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const found = query.data ?? null;
  useEffect(() => {
    if (found && !getOrderSettings().delivery.point) getOrderSettings().setDelivery({ point: found });
  }, [found]);
  return { pending: Boolean(place && !point && (query.isLoading || found)) };
}
