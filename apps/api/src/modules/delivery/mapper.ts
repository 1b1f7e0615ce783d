import type { Language, Store, StoreAreaEntry, StoreAreaTerms } from '@sufra/contract';
import { filsToAed } from '@sufra/pricing';
import type { TermsRow } from './repository.ts';
import type { ZoneRecord } from './zone-index.ts';

/** Fils → AED with 2 decimals, as the API speaks money (ARCHITECTURE: money). */
const aed = (fils: number): number => filsToAed(Math.round(fils));

/** A name in the request's language. */
const named = (language: Language, en: string, ar: string) => (language === 'AR' ? ar || en : en || ar);

/**
 * A store-area entry (001 §3.4) for a mapped area: `_id` and mappedAreaInfo are the zone's id;
 * `distance` is metres from the customer's point to the store, rounded (null without a point).
 */
export function zoneEntry(
  store: Store,
  zone: ZoneRecord,
  language: Language,
  distanceM: number | null,
): StoreAreaEntry {
  return {
    _id: zone.id,
    storeId: store,
    areaID: null,
    countryID: null,
    cityID: null,
    mappedAreaInfo: { mappedAreaId: { _id: zone.id } },
    mappedAreaType: zone.areaType,
    distance: distanceM === null ? null : Math.round(distanceM),
    deliveryFee: aed(zone.deliveryFeeFils),
    minOrder: aed(zone.minOrderFils),
    deliveryTime: zone.deliveryTimeMinutes,
    areaName: named(language, zone.nameEn, zone.nameAr),
    translations: { en: { name: zone.nameEn }, ar: { name: zone.nameAr } },
  };
}

/** A store-area entry (001 §3.4) for a store's area-based entry: `_id` is the entry, areaID its area. */
export function termsEntry(store: Store, row: TermsRow, language: Language): StoreAreaEntry {
  const en = row.areaEn ?? row.cityEn ?? row.countryEn;
  const ar = row.areaAr ?? row.cityAr ?? row.countryAr;
  return {
    _id: row.id,
    storeId: store,
    areaID: row.areaId ? { _id: row.areaId } : null,
    countryID: { _id: row.countryId },
    cityID: row.cityId ? { _id: row.cityId } : null,
    mappedAreaInfo: null,
    mappedAreaType: null,
    distance: null,
    deliveryFee: aed(row.deliveryFeeFils),
    minOrder: aed(row.minOrderFils),
    deliveryTime: row.deliveryTimeMinutes,
    areaName: named(language, en, ar),
    translations: { en: { name: en }, ar: { name: ar } },
  };
}

/** A store's country, city or area terms (001 §3.3 countryDeliveryData / cityDeliveryData / areaBaseRes). */
export function toTerms(row: TermsRow): StoreAreaTerms {
  return {
    _id: row.id,
    storeId: row.storeId,
    countryID: { _id: row.countryId, countryNameEN: row.countryEn, countryNameAR: row.countryAr },
    cityID:
      row.cityId && row.cityEn !== null
        ? { _id: row.cityId, cityNameEN: row.cityEn, cityNameAR: row.cityAr ?? row.cityEn }
        : null,
    areaID:
      row.areaId && row.areaEn !== null
        ? { _id: row.areaId, areaNameEN: row.areaEn, areaNameAR: row.areaAr ?? row.areaEn }
        : null,
    deliveryFee: aed(row.deliveryFeeFils),
    minOrder: aed(row.minOrderFils),
    deliveryTime: row.deliveryTimeMinutes,
  };
}

/**
 * The zone that serves a store when several of its zones hold the point (decision 0016): the
 * lowest fee, then the lowest minimum, then the shortest time, then display order, then id.
 */
export function bestZone(zones: ZoneRecord[]): ZoneRecord | undefined {
  return [...zones].sort(
    (a, b) =>
      a.deliveryFeeFils - b.deliveryFeeFils ||
      a.minOrderFils - b.minOrderFils ||
      a.deliveryTimeMinutes - b.deliveryTimeMinutes ||
      a.sort - b.sort ||
      a.id.localeCompare(b.id),
  )[0];
}
