import type {
  DeliveryMethod,
  SavedAddress,
  ServiceType,
  Store,
  StoreAreaEntry,
  StoreAreaTerms,
} from '@sufra/contract';
import type { Bilingual, DeliveryPlace, DeliveryPoint, DeliveryZone } from './delivery-types.ts';

/**
 * The rules of the brand-based delivery places (001 §2.5, §3.3, §4.1–§4.4, §5.2; decision 0020),
 * pure: the area checks (ADDR-07, ADDR-08), the stores an area finds (ADDR-11, ADDR-13), the
 * method check (ADDR-20), the saved-address reading (ADDR-21) and the location step (SVC-06).
 */

/**
 * ADDR-13 (001 §4.4): a store-area entry that can take a delivery now or later — the store's
 * delivery is on (decision 0016: a store with delivery off is still matched; that is the paused
 * state) and it is open or takes delivery pre-orders.
 */
export const canDeliver = (e: StoreAreaEntry): boolean =>
  e.storeId.isDeliveryEnabled && (e.storeId.isOpened || e.storeId.isPreOrderEnabledForDelivery);

/** The country, city or area ids a brand-based place carries (001 §3.1 'Area info used for saved addresses'). */
export interface AreaIds {
  countryId?: string | null;
  cityId?: string | null;
  areaId?: string | null;
}

/** The keys of the ADDR-07 texts (delivery texts; the catalogue's selectCountry / selectCity / selectArea). */
export type AreaProblem = 'selectCountry' | 'selectCity' | 'selectArea';

/**
 * ADDR-07 (001 §5.2 Area selection): country-based needs a country id ('Please select a
 * country'); city-based needs city and country ids ('Please select a city'); area-based needs
 * area, city and country ids ('Please select an area'). A mapped area needs its id (the same
 * text). Null when the ids are there.
 */
export function areaSelectionProblem(method: DeliveryMethod, ids: AreaIds | null): AreaProblem | null {
  const { countryId, cityId, areaId } = ids ?? {};
  if (method === 'COUNTRY_BASED') return countryId ? null : 'selectCountry';
  if (method === 'CITY_BASED') return cityId && countryId ? null : 'selectCity';
  if (method === 'AREA_BASED') return areaId && cityId && countryId ? null : 'selectArea';
  return areaId ? null : 'selectArea';
}

/**
 * ADDR-08 (001 §4.4, §5.2): the ids of a saved address that get-delivery-area-info needs for the
 * method — `{ countryId }`, `{ countryId, cityId }` or all three — or null when one is missing
 * (the caller shows 'Unfortunately, the store does not deliver to your location at this time').
 * MAPPED_AREA_BASED has no area info (null): its addresses are read by their coordinates.
 */
export function savedAddressArea(
  address: Pick<SavedAddress, 'countryId' | 'cityId' | 'areaId'>,
  method: DeliveryMethod,
): { countryId: string; cityId?: string; areaId?: string } | null {
  const { countryId, cityId, areaId } = address;
  if (method === 'MAPPED_AREA_BASED' || !countryId) return null;
  if (method === 'COUNTRY_BASED') return { countryId };
  if (!cityId) return null;
  if (method === 'CITY_BASED') return { countryId, cityId };
  return areaId ? { countryId, cityId, areaId } : null;
}

/** What get-delivery-area-info answers (001 §3.3 'Single-store delivery area … in one of three forms'). */
export interface AreaInfo {
  countryMethod?: { countryBaseRes: { countryDeliveryData: StoreAreaTerms[] } } | undefined;
  cityMethod?: { cityBaseRes: { cityDeliveryData: StoreAreaTerms[] } } | undefined;
  areaMethod?: { areaBaseRes: StoreAreaTerms } | undefined;
}

/**
 * ADDR-21 (001 §3.3): the one terms entry of get-delivery-area-info —
 * countryMethod.countryBaseRes.countryDeliveryData[0], cityMethod.cityBaseRes.cityDeliveryData[0]
 * or areaMethod.areaBaseRes — or null when the answer holds none.
 */
export function termsOfAreaInfo(info: AreaInfo): StoreAreaTerms | null {
  return (
    info.countryMethod?.countryBaseRes.countryDeliveryData[0] ??
    info.cityMethod?.cityBaseRes.cityDeliveryData[0] ??
    info.areaMethod?.areaBaseRes ??
    null
  );
}

/**
 * The place a store's terms are for (001 §3.3 countryDeliveryData / cityDeliveryData /
 * areaBaseRes, which name the country, city and area): its ids and names under `method`.
 */
export function placeOfTerms(method: DeliveryMethod, terms: StoreAreaTerms): DeliveryPlace {
  const country = { en: terms.countryID.countryNameEN, ar: terms.countryID.countryNameAR };
  const city = terms.cityID ? { en: terms.cityID.cityNameEN, ar: terms.cityID.cityNameAR } : null;
  const area = terms.areaID ? { en: terms.areaID.areaNameEN, ar: terms.areaID.areaNameAR } : null;
  return {
    method,
    countryId: terms.countryID._id,
    cityId: terms.cityID?._id ?? null,
    areaId: terms.areaID?._id ?? null,
    name: area ?? city ?? country,
    city: area ? city : null,
    country,
  };
}

/**
 * A store-area entry (001 §3.4) for a store's country, city or area terms: CITY_BASED and
 * COUNTRY_BASED have no stores-by call, so the brand's one store answers with its terms
 * (delivery-method/get-delivery-areas-of-single-store-business, decision 0020).
 */
export function entryFromTerms(store: Store, terms: StoreAreaTerms): StoreAreaEntry {
  const place = placeOfTerms('AREA_BASED', terms);
  return {
    _id: terms._id,
    storeId: store,
    areaID: terms.areaID ? { _id: terms.areaID._id } : null,
    countryID: { _id: terms.countryID._id },
    cityID: terms.cityID ? { _id: terms.cityID._id } : null,
    mappedAreaInfo: null,
    mappedAreaType: null,
    distance: null,
    deliveryFee: terms.deliveryFee,
    minOrder: terms.minOrder,
    deliveryTime: terms.deliveryTime,
    areaName: place.name.en,
    translations: { en: { name: place.name.en }, ar: { name: place.name.ar } },
  };
}

/**
 * The place chosen in the picker completed by the store-area entry that serves it: the entry
 * knows the ids the brand's area list leaves out (an area's country), the picker the names.
 */
export function placeWithEntry(place: DeliveryPlace, entry: StoreAreaEntry): DeliveryPlace {
  return {
    ...place,
    countryId: entry.countryID?._id ?? place.countryId,
    cityId: entry.cityID?._id ?? place.cityId,
    areaId: entry.areaID?._id ?? entry.mappedAreaInfo?.mappedAreaId._id ?? place.areaId,
  };
}

/** The id that names a place under its method: the area (or mapped area), the city or the country. */
const placeId = (p: DeliveryPlace): string | null =>
  p.method === 'CITY_BASED' ? p.cityId : p.method === 'COUNTRY_BASED' ? p.countryId : p.areaId;

/**
 * Whether `chosen` is the place already selected (`current`): same method and same area, city or
 * country. Choosing it again changes nothing — no reset of the basket (decision 0020; ADDR-11
 * resets on a change of area).
 */
export function isSamePlace(current: DeliveryPlace | null | undefined, chosen: DeliveryPlace): boolean {
  return Boolean(current && current.method === chosen.method && placeId(current) === placeId(chosen));
}

/**
 * The country, city and area ids of a brand-based zone as place-order and add-user-address take
 * them (001 §3.1 save extras, §7.3; decision 0017: `countryId` / `cityId` / `areaId` next to an
 * inline address): only the ids the place has, none for a mapped area or an outlet zone.
 */
export function areaIdsOf(zone: DeliveryZone | null): {
  countryId?: string;
  cityId?: string;
  areaId?: string;
} {
  const place = zone?.place;
  if (!place || place.method === 'MAPPED_AREA_BASED') return {};
  return {
    ...(place.countryId ? { countryId: place.countryId } : {}),
    ...(place.cityId ? { cityId: place.cityId } : {}),
    ...(place.areaId ? { areaId: place.areaId } : {}),
  };
}

/**
 * The save-request extras of an address (001 §3.1: deliveryMethodType; mappedAreaId, or
 * area_type 'distance'; areaId, countryId, cityId) for the zone it is saved in: a brand-based
 * place gives its method and ids (a mapped area its id); an outlet zone is MAPPED_AREA_BASED with
 * its mapped area, and 'distance' for a DISTANCE zone; no zone, nothing.
 */
export function savedAreaFields(zone: DeliveryZone | null): {
  deliveryMethodType?: DeliveryMethod;
  mappedAreaId?: string;
  area_type?: 'distance';
  countryId?: string;
  cityId?: string;
  areaId?: string;
} {
  if (!zone) return {};
  const place = zone.place;
  if (place && place.method !== 'MAPPED_AREA_BASED')
    return { deliveryMethodType: place.method, ...areaIdsOf(zone) };
  return {
    deliveryMethodType: 'MAPPED_AREA_BASED',
    mappedAreaId: place?.areaId ?? zone.zoneId,
    ...(zone.mappedAreaType === 'DISTANCE' ? { area_type: 'distance' as const } : {}),
  };
}

/** What choosing an area found (ADDR-11 steps 3–4). */
export type StoresChoice =
  | { kind: 'none' }
  | { kind: 'one'; entry: StoreAreaEntry }
  | { kind: 'many'; entries: StoreAreaEntry[] };

/**
 * ADDR-11 (001 §4.3 steps 3–4) with ADDR-13: of the stores found for an area, those that can
 * deliver (canDeliver); exactly one → it is selected and the modal closes ('one'); more → the
 * store picker ('many'); none → the paused-delivery text ('none').
 */
export function storesChoice(entries: readonly StoreAreaEntry[]): StoresChoice {
  const open = entries.filter(canDeliver);
  const [first] = open;
  if (!first) return { kind: 'none' };
  return open.length === 1 ? { kind: 'one', entry: first } : { kind: 'many', entries: open };
}

/**
 * The shipping method the current delivery choice was made under: the brand-based place's, else
 * MAPPED_AREA_BASED for a mapped area's zone, else null (nothing chosen).
 */
export function methodOfZone(zone: DeliveryZone | null): DeliveryMethod | null {
  if (!zone) return null;
  return zone.place?.method ?? (zone.mappedAreaType ? 'MAPPED_AREA_BASED' : null);
}

/**
 * ADDR-20 (001 §4.2): when the loaded shipping method differs from the current one (the method of
 * the chosen zone), the delivery address — and with it the zone, whose ids belong to the old
 * method — is cleared. No method at all (the brand's delivery is gone) clears it too. Nothing
 * chosen: nothing to clear.
 */
export function clearsDeliveryChoice(zone: DeliveryZone | null, loaded: DeliveryMethod | null): boolean {
  const current = methodOfZone(zone);
  return current !== null && current !== loaded;
}

/** Where the location step opens (SVC-06). */
export type LocationStep = 'savedAddresses' | 'selectDeliveryArea' | 'areaModal' | 'pickupStores' | 'error';

/**
 * SVC-06 (000 §4.3, 001 §4.1): opening the location step — delivery with the mapped-area method:
 * the saved-address list when the customer has at least one address, else
 * /address/select-delivery-area; delivery with an area-based method (AREA_, CITY_, COUNTRY_BASED):
 * the area modal (and the delivery areas are fetched); pickup: the pickup store modal; any other
 * service type: the default error (SVC-05). A delivery method not known yet (null) opens the area
 * modal, which fetches it (brand-based catalogue, decision 0020).
 */
export function locationStep(
  serviceType: ServiceType | null | undefined,
  method: DeliveryMethod | null,
  savedAddresses: number,
): LocationStep {
  if (serviceType === 'PICKUP') return 'pickupStores';
  if (serviceType !== 'DELIVERY') return 'error';
  if (method === 'MAPPED_AREA_BASED') return savedAddresses > 0 ? 'savedAddresses' : 'selectDeliveryArea';
  return 'areaModal';
}

/** Joins the known names of a place in each language ('Mussafah, Abu Dhabi' / 'مصفح، أبو ظبي'). */
function joinNames(parts: Array<Bilingual | null>): Bilingual {
  const known = parts.filter((p): p is Bilingual => p !== null);
  return { en: known.map((p) => p.en).join(', '), ar: known.map((p) => p.ar || p.en).join('، ') };
}

/**
 * The delivery point of a brand-based place (decision 0020): at `at` — the place's own point from
 * the server, or the pin the customer refined on the map (`fromMap`: its street line and label) —
 * with the place's own names as the address's area, city and country (English, as the order
 * keeps them, ADDR-23): a method that names no area or city gives 'unknown' (ADDR-09); the
 * country of an area or city is the UAE, 'AE' (001 §9 'Country AE'). The street line is the
 * map's street, else the place's name (decision 0018's reading).
 */
export function pointForPlace(
  place: DeliveryPlace,
  at: { lat: number; lng: number },
  fromMap: { street: string; label: Bilingual } | null = null,
): DeliveryPoint {
  const hasArea = place.method === 'AREA_BASED' || place.method === 'MAPPED_AREA_BASED';
  const city = place.city ?? (place.method === 'CITY_BASED' ? place.name : null);
  return {
    lat: at.lat,
    lng: at.lng,
    street: fromMap?.street || place.name.en,
    area: hasArea ? place.name.en : 'unknown',
    city: city?.en ?? 'unknown',
    country: place.country?.en ?? 'AE',
    label: fromMap?.label ?? joinNames([place.name, place.city]),
  };
}
