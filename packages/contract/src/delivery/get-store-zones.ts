import { z } from 'zod';
import { defineCall } from '../call.ts';
import { bilingualSchema, idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { MAPPED_AREA_TYPES } from './delivery.ts';

/** A GeoJSON position `[lng, lat]` in degrees, rounded to 5 decimals (about 1 m). */
const positionSchema = z.tuple([z.number(), z.number()]);

/** A GeoJSON Polygon or MultiPolygon (RFC 7946), positions `[lng, lat]` in degrees. */
export const zoneGeometrySchema = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(positionSchema)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(positionSchema))) }),
]);
export type ZoneGeometry = z.infer<typeof zoneGeometrySchema>;

/**
 * A delivery zone to draw on the map (001 §3.3 mapped areas): a POLYGON zone has `geometry`
 * (center and radius null); a DISTANCE zone has `center` and `radiusMetres` (geometry null).
 */
export const storeZoneSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  type: z.enum(MAPPED_AREA_TYPES),
  name: bilingualSchema,
  geometry: zoneGeometrySchema.nullable(),
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  radiusMetres: z.number().nullable(),
});
export type StoreZone = z.infer<typeof storeZoneSchema>;

/**
 * delivery-method/get-store-zones (001 §3.3, §5.2 map): what the map draws — the active delivery
 * zones of the brand's stores, or of one store when `storeId` is given, with coordinates rounded
 * to 5 decimals so the answer stays small; and the map background (decision 0016 "Map tiles"):
 * `mapTileUrl` an XYZ tile template (`{z}/{x}/{y}`, SUFRA_MAP_TILE_URL) with its attribution
 * text, both null when no tile server is configured (the map then draws the zones on a plain
 * background). A brand without zones answers an empty list. Another brand's or an unknown store
 * is 404 'Something was incorrect.'.
 */
export const getStoreZones = defineCall({
  ...CALL_ADDRESSES.getStoreZones,
  summary: "The delivery zones of the brand's stores, to draw on the map",
  body: postBody({ brandId: idSchema, storeId: idSchema.optional() }),
  data: z.object({
    zones: z.array(storeZoneSchema),
    /** XYZ tile URL template, e.g. `https://tile.example/{z}/{x}/{y}.png`; null = no tiles. */
    mapTileUrl: z.string().nullable(),
    /** The tile provider's attribution to show on the map (plain text); null when no tiles. */
    mapAttribution: z.string().nullable(),
  }),
});
