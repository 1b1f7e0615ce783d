import type { DeliveryMethod, MappedAreaType } from '@sufra/contract';

/** A text in both UI languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/**
 * The point chosen on the map (001 §3.2 userLocation + mapAddress): degrees, and the reverse
 * geocoder's answer — `street` (the street line, else the area's name), `area`, `city`, `country`
 * in English, 'unknown' when missing (ADDR-09) — and a one-line `label` to show.
 */
export interface DeliveryPoint {
  lat: number;
  lng: number;
  street: string;
  area: string;
  city: string;
  country: string;
  label: Bilingual;
}

/** Address labels (001 §2.4, §3.1). */
type AddressType = 'Home' | 'Office' | 'Other';

/** The delivery address (001 §3.1, §3.2 userdeliveryAdress): a point plus the form's fields; `savedId` when saved. */
export interface DeliveryAddress extends DeliveryPoint {
  savedId: string | null;
  address: string;
  addressType: AddressType;
  building: string;
  floor: string;
  apartmentNo: string;
}

/**
 * The country, city or area a brand-based catalogue delivers to (001 §3.3 selection state:
 * selectedCountry / selectedCity / selectedArea), chosen in the area picker (001 §2.5, §4.3) or
 * read from a saved address (001 §4.4 brand-based reading): the shipping method, the ids the
 * server needs (get-delivery-area-info, place-order's countryId / cityId / areaId; for
 * MAPPED_AREA_BASED `areaId` is the mapped area) and the names of the place, its city and its
 * country where known (an area's country has no name in the brand's area list).
 */
export interface DeliveryPlace {
  method: DeliveryMethod;
  countryId: string | null;
  cityId: string | null;
  areaId: string | null;
  name: Bilingual;
  city: Bilingual | null;
  country: Bilingual | null;
}

/**
 * The terms of the zone that serves the point (001 §3.4 outletBasedSelectedStoreArea), in fils and
 * minutes; `zoneId` is the store-area entry's `_id` (the mapped area for MAPPED_AREA_BASED).
 * `place` is the brand-based choice (decision 0020); absent or null for the outlet map flow.
 */
export interface DeliveryZone {
  storeId: string;
  zoneId: string;
  mappedAreaType: MappedAreaType | null;
  areaName: Bilingual;
  deliveryFeeFils: number;
  minOrderFils: number;
  deliveryTimeMinutes: number;
  place?: DeliveryPlace | null;
}

/** What the customer chose for delivery: each part null until chosen. */
export interface DeliveryChoice {
  point: DeliveryPoint | null;
  address: DeliveryAddress | null;
  zone: DeliveryZone | null;
}
