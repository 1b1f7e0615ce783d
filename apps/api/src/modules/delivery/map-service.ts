import {
  type GeocodedAddress,
  MAX_PLACE_RESULTS,
  type Place,
  type StoreZone,
  type ZoneGeometry,
} from '@sufra/contract';
import type { GeoConfig } from '../../config.ts';
import type { RequestContext } from '../../http/context.ts';
import { requireStore } from '../stores/service.ts';
import { simplifyRing } from './geo.ts';
import type { Geocoder } from './geocoder.ts';
import type { ZoneIndex } from './zone-index.ts';
import type { DeliveryDeps } from './zone-service.ts';

/** What the map calls need: the delivery deps, the app's geocoder and the map settings. */
export interface MapDeps extends DeliveryDeps {
  geocoder: Geocoder;
  geo: Partial<Pick<GeoConfig, 'mapTileUrl' | 'mapAttribution'>>;
}

/** Degrees rounded to 5 decimals (≈ 1.1 m): enough for a map. */
const round5 = (v: number): number => Math.round(v * 1e5) / 1e5;

/**
 * How far a drawn edge may stray from the stored one, in degrees (≈ 1.1 m, the rounding's own
 * size): the 226 Dubai communities go from 37,939 positions (752 KB) to 10,509 (209 KB).
 */
const DRAW_TOLERANCE_DEG = 1e-5;

/** A ring simplified for drawing, positions rounded, repeats dropped (the ring stays closed). */
function roundRing(ring: number[][]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of simplifyRing(ring, DRAW_TOLERANCE_DEG)) {
    const q: [number, number] = [round5(p[0] ?? 0), round5(p[1] ?? 0)];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

/** A zone geometry simplified and rounded to 5 decimals for drawing (RFC 7946 [lng, lat]). */
function roundGeometry(g: NonNullable<ZoneIndex['zones'][number]['geometry']>): ZoneGeometry {
  if (g.type === 'Polygon') return { type: 'Polygon', coordinates: g.coordinates.map(roundRing) };
  return { type: 'MultiPolygon', coordinates: g.coordinates.map((p) => p.map(roundRing)) };
}

/** The map form of an index's zones, made once per index (an index lives until its zones change). */
const drawn = new WeakMap<ZoneIndex, StoreZone[]>();

function drawZones(index: ZoneIndex): StoreZone[] {
  let zones = drawn.get(index);
  if (!zones) {
    zones = index.zones.map((z) => ({
      _id: z.id,
      storeId: z.storeId,
      type: z.areaType,
      name: { en: z.nameEn, ar: z.nameAr },
      geometry: z.areaType === 'POLYGON' && z.geometry ? roundGeometry(z.geometry) : null,
      center: z.areaType === 'DISTANCE' ? { lat: round5(z.centre.lat), lng: round5(z.centre.lng) } : null,
      radiusMetres: z.areaType === 'DISTANCE' ? z.radiusM : null,
    }));
    drawn.set(index, zones);
  }
  return zones;
}

/**
 * delivery-method/get-store-zones (001 §3.3, §5.2 map): the brand's active zones (all stores, or
 * `storeId`'s; 404 'Something was incorrect.' for another brand's or unknown store) in display
 * order, simplified within ≈ 1 m and rounded to 5 decimals, and the map tile settings (decision 0016: null = the
 * plain vector background).
 */
export async function storeZones(
  deps: MapDeps,
  ctx: RequestContext,
  storeId: string | undefined,
): Promise<{ zones: StoreZone[]; mapTileUrl: string | null; mapAttribution: string | null }> {
  if (storeId) await requireStore(deps.db, ctx, storeId);
  const all = drawZones(await deps.zones.get(ctx.brandId));
  return {
    zones: storeId ? all.filter((z) => z.storeId === storeId) : all,
    mapTileUrl: deps.geo.mapTileUrl ?? null,
    mapAttribution: deps.geo.mapTileUrl ? (deps.geo.mapAttribution ?? '') : null,
  };
}

/** geo/search-places (001 §2.3): up to 10 UAE places for the (validated, trimmed) text. */
export async function searchPlaces(deps: MapDeps, ctx: RequestContext, query: string): Promise<Place[]> {
  return deps.geocoder.search(ctx, query, MAX_PLACE_RESULTS);
}

/** geo/reverse-geocode (001 §2.3, §5.2): the address of a point, null outside the UAE. */
export async function reversePoint(
  deps: MapDeps,
  ctx: RequestContext,
  lat: number,
  lng: number,
): Promise<GeocodedAddress | null> {
  return deps.geocoder.reverse(ctx, lat, lng);
}
