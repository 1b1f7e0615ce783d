import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, MESSAGES_AR, type StoreAreaEntry, type StoreAreaTerms } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { aStore } from '../testing/fixtures.ts';
import {
  areaIdsOf,
  areaSelectionProblem,
  clearsDeliveryChoice,
  entryFromTerms,
  isSamePlace,
  locationStep,
  methodOfZone,
  placeOfTerms,
  placeWithEntry,
  pointForPlace,
  savedAddressArea,
  savedAreaFields,
  storesChoice,
  termsOfAreaInfo,
} from './area-rules.ts';
import type { DeliveryPlace, DeliveryZone } from './delivery-types.ts';

const mussafah: DeliveryPlace = {
  method: 'AREA_BASED',
  countryId: null,
  cityId: 'c-ad',
  areaId: 'a-mus',
  name: { en: 'Mussafah', ar: 'مصفح' },
  city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
  country: null,
};

const entry = (over: Partial<StoreAreaEntry['storeId']> = {}, id = 'e1'): StoreAreaEntry => ({
  _id: id,
  storeId: { ...aStore(), isDeliveryEnabled: true, isPreOrderEnabledForDelivery: false, ...over },
  areaID: { _id: 'a-mus' },
  countryID: { _id: 'ae' },
  cityID: { _id: 'c-ad' },
  mappedAreaInfo: null,
  mappedAreaType: null,
  distance: null,
  deliveryFee: 7,
  minOrder: 30,
  deliveryTime: 40,
  areaName: 'Mussafah',
  translations: { en: { name: 'Mussafah' }, ar: { name: 'مصفح' } },
});

const terms: StoreAreaTerms = {
  _id: 't1',
  storeId: 's1',
  countryID: { _id: 'ae', countryNameEN: 'United Arab Emirates', countryNameAR: 'الإمارات العربية المتحدة' },
  cityID: { _id: 'c-ad', cityNameEN: 'Abu Dhabi', cityNameAR: 'أبو ظبي' },
  areaID: { _id: 'a-mus', areaNameEN: 'Mussafah', areaNameAR: 'مصفح' },
  deliveryFee: 7,
  minOrder: 30,
  deliveryTime: 40,
};

const zone = (place: DeliveryPlace | null, over: Partial<DeliveryZone> = {}): DeliveryZone => ({
  storeId: 's1',
  zoneId: 'e1',
  mappedAreaType: null,
  areaName: { en: 'Mussafah', ar: 'مصفح' },
  deliveryFeeFils: 700,
  minOrderFils: 3000,
  deliveryTimeMinutes: 40,
  place,
  ...over,
});

describe('ADDR-07 (001 §5.2 Area selection)', () => {
  it('ADDR-07: country-based needs a country id: "Please select a country"', () => {
    expect(areaSelectionProblem('COUNTRY_BASED', {})).toBe('selectCountry');
    expect(areaSelectionProblem('COUNTRY_BASED', { countryId: 'ae' })).toBeNull();
  });
  it('ADDR-07: city-based needs the city and the country ids: "Please select a city"', () => {
    expect(areaSelectionProblem('CITY_BASED', { cityId: 'c' })).toBe('selectCity');
    expect(areaSelectionProblem('CITY_BASED', { countryId: 'ae' })).toBe('selectCity');
    expect(areaSelectionProblem('CITY_BASED', { countryId: 'ae', cityId: 'c' })).toBeNull();
  });
  it('ADDR-07: area-based needs area, city and country ids: "Please select an area"', () => {
    expect(areaSelectionProblem('AREA_BASED', null)).toBe('selectArea');
    expect(areaSelectionProblem('AREA_BASED', { countryId: 'ae', cityId: 'c' })).toBe('selectArea');
    expect(areaSelectionProblem('AREA_BASED', { countryId: 'ae', cityId: 'c', areaId: 'a' })).toBeNull();
    // The picker's place before its store answered has no country: not complete yet.
    expect(areaSelectionProblem('AREA_BASED', mussafah)).toBe('selectArea');
  });
  it('ADDR-07: the web texts are the catalogue’s, word for word, in English and Arabic', () => {
    const texts = (lang: string) =>
      JSON.parse(
        readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/delivery.json`), 'utf8'),
      ) as Record<string, string>;
    for (const key of [
      'selectCountry',
      'selectCity',
      'selectArea',
      'storeDoesNotDeliver',
      'noDeliveryMethod',
    ] as const) {
      expect(texts('en')[key]).toBe(MESSAGES[key]);
      expect(texts('ar')[key]).toBe(MESSAGES_AR[key]);
    }
  });
});

describe('ADDR-08 (001 §4.4, §5.2): a saved address without the ids of the method does not deliver', () => {
  const saved = { countryId: 'ae', cityId: 'c-ad', areaId: 'a-mus' };
  it('ADDR-08: the ids each method needs are read from the saved address', () => {
    expect(savedAddressArea(saved, 'COUNTRY_BASED')).toEqual({ countryId: 'ae' });
    expect(savedAddressArea(saved, 'CITY_BASED')).toEqual({ countryId: 'ae', cityId: 'c-ad' });
    expect(savedAddressArea(saved, 'AREA_BASED')).toEqual(saved);
  });
  it('ADDR-08: a missing id → null (the caller shows "does not deliver")', () => {
    expect(savedAddressArea({ ...saved, countryId: null }, 'COUNTRY_BASED')).toBeNull();
    expect(savedAddressArea({ ...saved, cityId: null }, 'CITY_BASED')).toBeNull();
    expect(savedAddressArea({ ...saved, areaId: null }, 'AREA_BASED')).toBeNull();
    // An address saved on the map (mapped area) has no area info for an area-based method.
    expect(savedAddressArea({ countryId: null, cityId: null, areaId: null }, 'AREA_BASED')).toBeNull();
    expect(savedAddressArea(saved, 'MAPPED_AREA_BASED')).toBeNull();
  });
});

describe('ADDR-11 (001 §4.3): choosing an area', () => {
  it('ADDR-11, ADDR-13: exactly one store that can deliver is selected; the others do not count', () => {
    const closedNoPreOrder = entry({ isOpened: false }, 'e2');
    const deliveryOff = entry({ isDeliveryEnabled: false }, 'e3');
    expect(storesChoice([entry(), closedNoPreOrder, deliveryOff])).toEqual({ kind: 'one', entry: entry() });
  });
  it('ADDR-11: more than one → the store picker; a closed store taking pre-orders counts', () => {
    const preOrder = entry({ isOpened: false, isPreOrderEnabledForDelivery: true }, 'e2');
    const found = storesChoice([entry(), preOrder]);
    expect(found.kind).toBe('many');
    expect(found.kind === 'many' && found.entries.map((e) => e._id)).toEqual(['e1', 'e2']);
  });
  it('ADDR-11, ADDR-13: none that can deliver → the paused-delivery text', () => {
    expect(storesChoice([])).toEqual({ kind: 'none' });
    expect(storesChoice([entry({ isDeliveryEnabled: false })])).toEqual({ kind: 'none' });
  });
  it('ADDR-11: the chosen place takes the ids its store answered (the country of an area)', () => {
    expect(placeWithEntry(mussafah, entry())).toEqual({ ...mussafah, countryId: 'ae' });
  });
  it('ADDR-11 (decision 0020): choosing the area already selected is no change; another area is', () => {
    const chosen = placeWithEntry(mussafah, entry());
    expect(isSamePlace(chosen, mussafah)).toBe(true);
    expect(isSamePlace(chosen, { ...mussafah, areaId: 'a-kc' })).toBe(false);
    expect(isSamePlace(null, mussafah)).toBe(false);
    expect(isSamePlace(chosen, { ...mussafah, method: 'CITY_BASED', areaId: null })).toBe(false);
  });
});

describe('ADDR-20 (001 §4.2): the loaded shipping method', () => {
  it('ADDR-20: a loaded method other than the current one clears the delivery choice', () => {
    expect(clearsDeliveryChoice(zone(placeWithEntry(mussafah, entry())), 'CITY_BASED')).toBe(true);
    expect(clearsDeliveryChoice(zone(null, { mappedAreaType: 'POLYGON' }), 'AREA_BASED')).toBe(true);
  });
  it('ADDR-20: the same method, or nothing chosen, keeps it', () => {
    expect(clearsDeliveryChoice(zone(mussafah), 'AREA_BASED')).toBe(false);
    expect(clearsDeliveryChoice(zone(null, { mappedAreaType: 'DISTANCE' }), 'MAPPED_AREA_BASED')).toBe(false);
    expect(clearsDeliveryChoice(null, 'AREA_BASED')).toBe(false);
  });
  it('ADDR-20: the current method is the place’s, else mapped for a mapped zone, else none', () => {
    expect(methodOfZone(zone(mussafah))).toBe('AREA_BASED');
    expect(methodOfZone(zone(null, { mappedAreaType: 'POLYGON' }))).toBe('MAPPED_AREA_BASED');
    expect(methodOfZone(zone(null))).toBeNull();
    expect(methodOfZone(null)).toBeNull();
  });
});

describe('ADDR-21 (001 §3.3, §4.4): the brand-based reading of a saved address', () => {
  it('ADDR-21: the terms come from whichever of the three forms the area info answers', () => {
    expect(termsOfAreaInfo({ areaMethod: { areaBaseRes: terms } })).toBe(terms);
    expect(termsOfAreaInfo({ cityMethod: { cityBaseRes: { cityDeliveryData: [terms] } } })).toBe(terms);
    expect(termsOfAreaInfo({ countryMethod: { countryBaseRes: { countryDeliveryData: [terms] } } })).toBe(
      terms,
    );
    expect(termsOfAreaInfo({ cityMethod: { cityBaseRes: { cityDeliveryData: [] } } })).toBeNull();
    expect(termsOfAreaInfo({})).toBeNull();
  });
  it('ADDR-21: the terms name the place, its city and country, with every id', () => {
    expect(placeOfTerms('AREA_BASED', terms)).toEqual({
      method: 'AREA_BASED',
      countryId: 'ae',
      cityId: 'c-ad',
      areaId: 'a-mus',
      name: { en: 'Mussafah', ar: 'مصفح' },
      city: { en: 'Abu Dhabi', ar: 'أبو ظبي' },
      country: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    });
    const city = placeOfTerms('CITY_BASED', { ...terms, areaID: null });
    expect(city.name).toEqual({ en: 'Abu Dhabi', ar: 'أبو ظبي' });
    expect(city.city).toBeNull();
  });
  it('ADDR-21: the store’s terms become a store-area entry (AED, minutes) of that store', () => {
    const e = entryFromTerms(aStore(), terms);
    expect(e).toMatchObject({
      _id: 't1',
      areaID: { _id: 'a-mus' },
      cityID: { _id: 'c-ad' },
      countryID: { _id: 'ae' },
      deliveryFee: 7,
      minOrder: 30,
      deliveryTime: 40,
      translations: { en: { name: 'Mussafah' }, ar: { name: 'مصفح' } },
    });
    expect(e.storeId._id).toBe('s1');
  });
});

describe('SVC-06 (000 §4.3, 001 §4.1): opening the location step', () => {
  it('SVC-06: delivery with the mapped-area method: saved addresses when there are any, else the map route', () => {
    expect(locationStep('DELIVERY', 'MAPPED_AREA_BASED', 2)).toBe('savedAddresses');
    expect(locationStep('DELIVERY', 'MAPPED_AREA_BASED', 0)).toBe('selectDeliveryArea');
  });
  it('SVC-06: delivery with an area-based method (or one not known yet): the area modal', () => {
    for (const m of ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED', null] as const)
      expect(locationStep('DELIVERY', m, 3)).toBe('areaModal');
  });
  it('SVC-06, SVC-05: pickup opens the pickup stores; no service type is the default error', () => {
    expect(locationStep('PICKUP', 'AREA_BASED', 0)).toBe('pickupStores');
    expect(locationStep(null, 'AREA_BASED', 0)).toBe('error');
    expect(locationStep('DINE_IN', null, 0)).toBe('error');
  });
});

describe('the address and order fields of a brand-based place (001 §3.1, §7.3; decision 0020)', () => {
  const chosen = placeWithEntry(mussafah, entry());
  it('ADDR-23, ADDR-09: the point keeps the place’s names; a method without an area reads "unknown"', () => {
    expect(pointForPlace(chosen, { lat: 24.35893, lng: 54.48267 })).toEqual({
      lat: 24.35893,
      lng: 54.48267,
      street: 'Mussafah',
      area: 'Mussafah',
      city: 'Abu Dhabi',
      country: 'AE',
      label: { en: 'Mussafah, Abu Dhabi', ar: 'مصفح، أبو ظبي' },
    });
    const country = placeOfTerms('COUNTRY_BASED', { ...terms, cityID: null, areaID: null });
    expect(pointForPlace(country, { lat: 1, lng: 2 })).toMatchObject({
      area: 'unknown',
      city: 'unknown',
      country: 'United Arab Emirates',
    });
  });
  it('a pin refined on the map gives the street and the label; the area stays the chosen one', () => {
    const refined = pointForPlace(
      chosen,
      { lat: 24.36, lng: 54.49 },
      {
        street: '12th Street',
        label: { en: '12th Street, Mussafah', ar: 'الشارع 12، مصفح' },
      },
    );
    expect(refined).toMatchObject({ street: '12th Street', area: 'Mussafah', city: 'Abu Dhabi', lat: 24.36 });
  });
  it('place-order and add-user-address carry the method and the area ids (mapped: the mapped area)', () => {
    expect(areaIdsOf(zone(chosen))).toEqual({ countryId: 'ae', cityId: 'c-ad', areaId: 'a-mus' });
    expect(savedAreaFields(zone(chosen))).toEqual({
      deliveryMethodType: 'AREA_BASED',
      countryId: 'ae',
      cityId: 'c-ad',
      areaId: 'a-mus',
    });
    expect(areaIdsOf(zone(null, { mappedAreaType: 'POLYGON' }))).toEqual({});
    expect(savedAreaFields(zone(null, { zoneId: 'z9', mappedAreaType: 'DISTANCE' }))).toEqual({
      deliveryMethodType: 'MAPPED_AREA_BASED',
      mappedAreaId: 'z9',
      area_type: 'distance',
    });
    expect(savedAreaFields(null)).toEqual({});
  });
});
