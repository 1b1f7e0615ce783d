import type { StoreAreaEntry } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { aedToFils } from '@sufra/pricing';
import { callApi } from '../../api/client.ts';
import { canDeliver } from '../area-rules.ts';
import type { DeliveryPlace, DeliveryZone } from '../delivery-types.ts';

/**
 * store/get-stores-by-coordinates (001 §4.4, §7.2; ADDR-12, ADDR-13): the store that delivers to
 * the point, or null when none can (the caller shows the paused-delivery text). The server lists
 * the stores nearest first, then cheapest (decision 0016); Sufra takes the first one that can
 * deliver, without a store picker (decision 0018).
 */
export async function findDeliveryStore(
  brandId: string,
  point: { lat: number; lng: number },
): Promise<StoreAreaEntry | null> {
  const entries = await callApi(ROUTES.getStoresByCoordinates, { brandId, lat: point.lat, lng: point.lng });
  return entries.find(canDeliver) ?? null;
}

/**
 * A store-area entry's terms (AED, minutes) as the delivery zone the basket is priced with (fils);
 * `place` is the brand-based country, city or area it was chosen for (decision 0020).
 */
export function toZone(e: StoreAreaEntry, place: DeliveryPlace | null = null): DeliveryZone {
  return {
    storeId: e.storeId._id,
    zoneId: e._id,
    mappedAreaType: e.mappedAreaType,
    areaName: { en: e.translations.en.name, ar: e.translations.ar.name },
    deliveryFeeFils: aedToFils(e.deliveryFee),
    minOrderFils: aedToFils(e.minOrder),
    deliveryTimeMinutes: e.deliveryTime,
    place,
  };
}
