import type { StoreAreaEntry } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { aedToFils } from '@sufra/pricing';
import type { ApiClient } from '../../api/api-client.ts';
import { canDeliver } from '../area-rules.ts';
import type { DeliveryPlace, DeliveryZone } from '../delivery-types.ts';

/**
 * The entry to deliver from (001 §4.4; ADDR-13, ADDR-14): the selected branch's own entry when it
 * can deliver there (the customer keeps their branch), else the first that can — the server lists
 * them nearest first, then cheapest (decision 0016) — or null when none can.
 */
export function deliveryEntryFor(
  entries: readonly StoreAreaEntry[],
  selectedStoreId: string | null,
): StoreAreaEntry | null {
  const usable = entries.filter(canDeliver);
  return usable.find((e) => e.storeId._id === selectedStoreId) ?? usable[0] ?? null;
}

/**
 * store/get-stores-by-coordinates (001 §4.4, §7.2; ADDR-12, ADDR-13, ADDR-14): the store that
 * delivers to the point (deliveryEntryFor: the selected branch first), or null when none can (the
 * caller shows the paused-delivery text). No store picker (decision 0018).
 */
export async function findDeliveryStore(
  api: ApiClient,
  point: { lat: number; lng: number },
  selectedStoreId: string | null = null,
): Promise<StoreAreaEntry | null> {
  const entries = await api.call(ROUTES.getStoresByCoordinates, { lat: point.lat, lng: point.lng });
  return deliveryEntryFor(entries, selectedStoreId);
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
