import { z } from 'zod';
import { DELIVERY_METHODS } from '../constants.ts';
import { problemCode } from '../problem-code.ts';
import { storeSchema } from '../stores/store.ts';

/**
 * A latitude in degrees (WGS 84): a finite JSON number from −90 to 90. NaN, Infinity, strings and
 * values out of range are refused with problemCode('latitudeRange') (decision 0016).
 */
export const latitudeSchema = z
  .number({ error: problemCode('latitudeRange') })
  .min(-90, { error: problemCode('latitudeRange') })
  .max(90, { error: problemCode('latitudeRange') });

/** A longitude in degrees (WGS 84): a finite JSON number from −180 to 180 (problemCode('longitudeRange') otherwise). */
export const longitudeSchema = z
  .number({ error: problemCode('longitudeRange') })
  .min(-180, { error: problemCode('longitudeRange') })
  .max(180, { error: problemCode('longitudeRange') });

/** A point `{ lat, lng }` in degrees (001 §3.1 coordinates). */
export const coordinatesSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

/** A shipping method (001 §3.3). */
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);

/** The two kinds of mapped area (001 §3.3). */
export const MAPPED_AREA_TYPES = ['POLYGON', 'DISTANCE'] as const;
export type MappedAreaType = (typeof MAPPED_AREA_TYPES)[number];

/**
 * A store-area entry (001 §3.4): a store found for a point or an area, with the terms of the area
 * that serves it. `_id` is the mapped area's id (MAPPED_AREA_BASED) or the store's area entry id
 * (area-based); `storeId` is the whole store. Amounts in AED, `deliveryTime` in minutes,
 * `distance` in metres from the customer's point to the store (null when no point was given).
 */
export const storeAreaEntrySchema = z.object({
  _id: z.string(),
  storeId: storeSchema,
  areaID: z.object({ _id: z.string() }).nullable(),
  countryID: z.object({ _id: z.string() }).nullable(),
  cityID: z.object({ _id: z.string() }).nullable(),
  mappedAreaInfo: z.object({ mappedAreaId: z.object({ _id: z.string() }) }).nullable(),
  mappedAreaType: z.enum(MAPPED_AREA_TYPES).nullable(),
  distance: z.number().nullable(),
  deliveryFee: z.number(),
  minOrder: z.number(),
  deliveryTime: z.number(),
  /** The area's name in the request's language. */
  areaName: z.string(),
  translations: z.object({ en: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) }),
});
export type StoreAreaEntry = z.infer<typeof storeAreaEntrySchema>;

/** Country, city and area references of the area-based shipping methods (001 §3.3). */
export const countryRefSchema = z.object({
  _id: z.string(),
  countryNameEN: z.string(),
  countryNameAR: z.string(),
});
export const cityRefSchema = z.object({ _id: z.string(), cityNameEN: z.string(), cityNameAR: z.string() });
export const areaRefSchema = z.object({ _id: z.string(), areaNameEN: z.string(), areaNameAR: z.string() });

/**
 * What a store charges for one country, city or area (001 §3.3 countryDeliveryData[],
 * cityDeliveryData[], areaBaseRes[]): fee and minimum in AED, time in minutes.
 */
export const storeAreaTermsSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  countryID: countryRefSchema,
  cityID: cityRefSchema.nullable(),
  areaID: areaRefSchema.nullable(),
  deliveryFee: z.number(),
  minOrder: z.number(),
  deliveryTime: z.number(),
});
export type StoreAreaTerms = z.infer<typeof storeAreaTermsSchema>;
