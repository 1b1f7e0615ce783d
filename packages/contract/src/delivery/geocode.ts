import { z } from 'zod';
import { defineCall } from '../call.ts';
import { bilingualSchema, idSchema, postBody } from '../common.ts';
import { problemCode } from '../problem-code.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { latitudeSchema, longitudeSchema } from './delivery.ts';

/** The most places a search answers (001 §2.3 place search). */
export const MAX_PLACE_RESULTS = 10;

/** The longest search text, in characters once trimmed. */
export const MAX_PLACE_QUERY_LENGTH = 100;

/**
 * Where a found place comes from: one of the brand's delivery areas ('area'), one of its mapped
 * zones ('zone'), a UAE city ('city') or the configured external geocoder ('external').
 */
export const PLACE_KINDS = ['area', 'zone', 'city', 'external'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place found by a search: its names in both languages and a point in degrees (WGS 84). */
export const placeSchema = z.object({
  id: z.string(),
  kind: z.enum(PLACE_KINDS),
  name: bilingualSchema,
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * geo/search-places (001 §2.3 'place search restricted to the UAE', §5.2 map search): up to 10
 * places of the UAE whose English or Arabic name contains the text (case-insensitive). The
 * brand's own zones and areas come first, then UAE cities, then the external geocoder's answers
 * when one is configured. An empty or over-100-character text is 400 in the request's language.
 */
export const searchPlaces = defineCall({
  ...CALL_ADDRESSES.searchPlaces,
  summary: 'Search places of the UAE by name (map search)',
  body: postBody({
    brandId: idSchema,
    query: z
      .string({ error: problemCode('enterSearchText') })
      .trim()
      .min(1, { error: problemCode('enterSearchText') })
      .max(MAX_PLACE_QUERY_LENGTH, { error: problemCode('searchTextTooLong') }),
  }),
  data: z.object({ places: z.array(placeSchema).max(MAX_PLACE_RESULTS) }),
});

/** An address guessed for a point (001 §5.2 map pin): street text, area, city, country, label. */
export const geocodedAddressSchema = z.object({
  /** The street line; '' when unknown (the built-in geocoder knows no streets). */
  street: z.string(),
  area: bilingualSchema.nullable(),
  city: bilingualSchema.nullable(),
  country: z.literal('AE').nullable(),
  /** A one-line description to show under the pin, e.g. 'Al Barsha 1, Dubai'. */
  label: bilingualSchema,
});
export type GeocodedAddress = z.infer<typeof geocodedAddressSchema>;

/**
 * geo/reverse-geocode (001 §2.3, §5.2 map pin): the address of a point — the brand's zone or
 * area containing it, else the nearest UAE city. `address` is null when the point is outside the
 * UAE or no place is known. Coordinates are strict as in the other delivery calls (decision 0016).
 */
export const reverseGeocode = defineCall({
  ...CALL_ADDRESSES.reverseGeocode,
  summary: 'The address of a point (map pin)',
  body: postBody({ brandId: idSchema, lat: latitudeSchema, lng: longitudeSchema }),
  data: z.object({ address: geocodedAddressSchema.nullable() }),
});
