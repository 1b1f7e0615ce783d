import { readFileSync } from 'node:fs';
import { foldText } from '@sufra/contract';
import { type Bbox, distanceMetres, geometryBbox, pointInZone, type ZoneGeometry } from './geo.ts';
import { seedFile, uaeEmirates } from './uae-places.ts';

/** A text in both languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** An emirate's outline (seed/geo/uae_emirates_outline.geojson, OCHA ADM1 simplified to ≈ 110 m). */
interface EmirateOutline {
  /** ADM1 p-code, e.g. AE02 (Dubai). */
  code: string;
  name: Bilingual;
  geometry: ZoneGeometry;
  bbox: Bbox;
}

/** A UAE city or town with its point in degrees (seed/geo/uae_emirates_cities.json). */
interface UaeCity {
  /** `uae-city:<dr5hn id>`. */
  id: string;
  name: Bilingual;
  emirate: Bilingual;
  lat: number;
  lng: number;
}

/**
 * The UAE's bounding box with its territorial waters, [minLng, minLat, maxLng, maxLat] in degrees:
 * the first cut of 'restricted to the UAE' (001 §2.3) for places the built-in geocoder knows.
 */
const UAE_BBOX: Bbox = [51.4, 22.5, 56.5, 26.4];

/** Whether a point lies in UAE_BBOX (edges inside). */
export function inUaeBox(lat: number, lng: number): boolean {
  return lng >= UAE_BBOX[0] && lat >= UAE_BBOX[1] && lng <= UAE_BBOX[2] && lat <= UAE_BBOX[3];
}

let loaded: { outlines: EmirateOutline[]; cities: UaeCity[] } | undefined;

/** The seed's emirate outlines and cities, read once per process (≈ 100 KB). */
function geography(): { outlines: EmirateOutline[]; cities: UaeCity[] } {
  if (loaded) return loaded;
  const file = JSON.parse(readFileSync(seedFile('geo/uae_emirates_outline.geojson'), 'utf8')) as {
    features: Array<{
      properties: { code: string; name_en: string; name_ar: string };
      geometry: ZoneGeometry;
    }>;
  };
  const outlines = file.features.map((f) => ({
    code: f.properties.code,
    name: { en: f.properties.name_en, ar: f.properties.name_ar },
    geometry: f.geometry,
    bbox: geometryBbox(f.geometry),
  }));
  const cities = uaeEmirates().flatMap((e) =>
    e.cities.map((c) => ({
      id: `uae-city:${c.id}`,
      name: { en: c.name_en, ar: c.name_ar },
      emirate: { en: e.name_en, ar: e.name_ar },
      lat: c.lat,
      lng: c.lng,
    })),
  );
  loaded = { outlines, cities };
  return loaded;
}

/** The UAE's cities and towns (30, with their emirate). */
export function uaeCities(): readonly UaeCity[] {
  return geography().cities;
}

/**
 * The emirate whose land holds the point, or undefined (the sea beyond the simplified coast, or
 * outside the UAE). Containment as for zones (geo.pointInZone: edges in, holes out).
 */
export function emirateAt(lat: number, lng: number): EmirateOutline | undefined {
  if (!inUaeBox(lat, lng)) return undefined;
  return geography().outlines.find(
    (o) =>
      lng >= o.bbox[0] &&
      lat >= o.bbox[1] &&
      lng <= o.bbox[2] &&
      lat <= o.bbox[3] &&
      pointInZone(o.geometry, lat, lng),
  );
}

/**
 * The UAE city nearest to the point (great-circle metres), among the emirate's own cities when
 * `emirate` (an ADM1 English name) names one of the seed's emirates.
 */
export function nearestCity(lat: number, lng: number, emirate?: string): UaeCity | undefined {
  const all = geography().cities;
  const key = emirate ? foldText(emirate) : '';
  const own = all.filter((c) => foldText(c.emirate.en) === key);
  let best: UaeCity | undefined;
  let bestM = Number.POSITIVE_INFINITY;
  for (const c of own.length > 0 ? own : all) {
    const m = distanceMetres(c, { lat, lng });
    if (m < bestM) [best, bestM] = [c, m];
  }
  return best;
}
