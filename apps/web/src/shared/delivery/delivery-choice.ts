import type { SavedAddress, StoreAreaEntry } from '@sufra/contract';
import { getBasket } from '../basket/basket-state.ts';
import { getOrderSettings } from '../order-settings/order-settings-state.ts';
import { toZone } from './api/stores-for-point.ts';
import type { DeliveryAddress, DeliveryPlace, DeliveryPoint } from './delivery-types.ts';

/** A saved address (001 §3.1) as the delivery address; its label is the formatted address. */
export function fromSaved(a: SavedAddress): DeliveryAddress {
  return {
    savedId: a._id,
    lat: a.coordinates.lat,
    lng: a.coordinates.lng,
    street: a.street,
    area: a.area,
    city: a.city,
    country: a.country,
    label: { en: formatAddress(a, 'en'), ar: formatAddress(a, 'ar') },
    address: a.address,
    addressType: a.addressType,
    building: a.building,
    floor: a.floor,
    apartmentNo: a.apartmentNo,
  };
}

/** The separator of an address line by language: ', ' in English, the Arabic comma '، ' in Arabic (issue 19). */
export const ADDRESS_SEPARATOR = { en: ', ', ar: '، ' } as const;

/**
 * One line of an address (001 §2.6 'the formatted address'): apartment, floor, building, full
 * address, joined with ', ' — or, in Arabic (`language` 'ar'), with the Arabic comma '،' (issue 19,
 * decision 0037).
 */
export function formatAddress(
  a: Pick<DeliveryAddress, 'address' | 'apartmentNo' | 'floor' | 'building'>,
  language: 'en' | 'ar' = 'en',
): string {
  return [a.apartmentNo, a.floor, a.building, a.address]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(ADDRESS_SEPARATOR[language]);
}

/**
 * ADDR-15: choosing this store clears the basket when it holds another store's lines (the
 * customer is asked first).
 */
export const basketOfOtherStore = (storeId: string): boolean => {
  const first = getBasket().lines[0];
  return Boolean(first && first.storeId !== storeId);
};

/**
 * Makes `entry`'s store the selected store for delivery to `point` (001 §4.4, §4.6) or to a
 * brand-based `place` (001 §4.3; the point is then null until the address form sets one): the
 * point, the address (when one is chosen; else the previous one is kept only if it is at the
 * same point — never after an area choice, ADDR-11), the zone's terms, the store, and ASAP timing
 * when the store is open. A basket of another store is cleared (the caller asked, ADDR-15).
 */
export function applyDeliveryChoice(
  entry: StoreAreaEntry,
  point: DeliveryPoint | null,
  address: DeliveryAddress | null = null,
  place: DeliveryPlace | null = null,
): void {
  const settings = getOrderSettings();
  if (basketOfOtherStore(entry.storeId._id)) getBasket().clear();
  const previous = settings.delivery.address;
  const kept =
    point && previous && previous.lat === point.lat && previous.lng === point.lng ? previous : null;
  settings.setDelivery({ point, address: address ?? kept, zone: toZone(entry, place) });
  settings.setSelectedStoreId(entry.storeId._id);
  settings.setTiming(entry.storeId.isOpened ? { type: 'ASAP', preOrderSlot: null } : null);
}

/**
 * Clears the delivery choice — point, address, zone — and the store it belonged to (ADDR-20: a
 * shipping method other than the one it was made under; ADDR-11 failure: 'the area and the
 * selected store are reset'). `withBasket` also empties the basket and the timing (ADDR-11 step 1,
 * 000 §4.12 resetAreaData: area, cart, store, discounts, loyalty, timing).
 */
export function clearDeliveryChoice(withBasket = false): void {
  const settings = getOrderSettings();
  if (withBasket) {
    getBasket().clear();
    settings.setTiming(null);
  }
  settings.setDelivery({ point: null, address: null, zone: null });
  settings.setSelectedStoreId(null);
}
