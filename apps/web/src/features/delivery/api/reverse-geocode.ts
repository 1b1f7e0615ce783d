import { ROUTES } from '@sufra/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** Coordinates rounded to 5 decimals (about 1 m): the pin's cache key. */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * geo/reverse-geocode (001 §2.3 'Reverse geocoding turns the point into streetAddress, city,
 * country and area'): the address under the pin, or null (outside the UAE, nothing known); not
 * asked while there is no point.
 */
export function useReverseGeocode(point: { lat: number; lng: number } | null) {
  const api = useApi();
  const lat = point ? round5(point.lat) : null;
  const lng = point ? round5(point.lng) : null;
  return useQuery({
    queryKey: ['reverse-geocode', api.brandId, lat, lng],
    queryFn: ({ signal }) => api.call(ROUTES.reverseGeocode, { lat: lat ?? 0, lng: lng ?? 0 }, { signal }),
    enabled: lat !== null && lng !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
