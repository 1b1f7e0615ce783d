import type { GeocodedAddress } from '@sufra/contract';
import type { DeliveryPoint } from '../../../shared/delivery/delivery-types.ts';

/** The map's starting point when nothing was chosen (001 §3.2 userLocation default) and its zoom. */
export const DEFAULT_CENTER = { lat: 23, lng: 54 } as const;
/**
 * 001 §3.2, §9: the default zoom, 7 (IS03, decision 0100: the other reading, 16, is the zoom of a
 * located or selected point; at the default point, 23°N 54°E, 7 shows the UAE, 16 a patch of desert).
 */
export const DEFAULT_ZOOM = 7;
/** ADDR-04: the zoom must be above 15; 'Increase zoom' sets 16. */
const MIN_CONFIRM_ZOOM = 15;
export const INCREASE_ZOOM_TO = 16;
/** 001 §9 'locate or select zoom 16': a found place, a located device or a chosen point opens at 16 (IS03). */
export const PLACE_ZOOM = 16;

/** Why the map cannot be confirmed (001 §5.2, ADDR-04), in the spec's order. */
export type MapProblem = 'chooseLocation' | 'zoom' | 'noAddress';

/**
 * The map confirm checks (001 §5.2; ADDR-04, ADDR-05): no point, or still the default point
 * (lat 23, lng 54) → 'chooseLocation'; zoom ≤ 15 → 'zoom'; no resolved address → 'noAddress';
 * else null.
 */
export function mapProblem(input: {
  center: { lat: number; lng: number } | null;
  zoom: number;
  address: GeocodedAddress | null | undefined;
}): MapProblem | null {
  const { center, zoom, address } = input;
  if (!center || (center.lat === DEFAULT_CENTER.lat && center.lng === DEFAULT_CENTER.lng))
    return 'chooseLocation';
  if (zoom <= MIN_CONFIRM_ZOOM) return 'zoom';
  if (!address) return 'noAddress';
  return null;
}

/**
 * The pin's address as the delivery point (001 §2.3, ADDR-03, ADDR-09): the street line is the
 * geocoder's street, else the area's name, else the label (the built-in geocoder knows no streets,
 * decision 0018); a missing area, city or country becomes 'unknown'. English names: the order
 * keeps them lower-cased (ADDR-23).
 */
export function toDeliveryPoint(
  center: { lat: number; lng: number },
  address: GeocodedAddress,
): DeliveryPoint {
  return {
    lat: center.lat,
    lng: center.lng,
    street: address.street || address.area?.en || address.label.en,
    area: address.area?.en || 'unknown',
    city: address.city?.en || 'unknown',
    country: address.country || 'unknown',
    label: address.label,
  };
}
