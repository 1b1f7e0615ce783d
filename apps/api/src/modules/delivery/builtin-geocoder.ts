import { foldText, type GeocodedAddress, type Place } from '@sufra/contract';
import turfCentroid from '@turf/centroid';
import type { Db } from '../../db/client.ts';
import { brandPlaces } from './geocode-repository.ts';
import type { GeoContext, Geocoder } from './geocoder.ts';
import { type Bilingual, emirateAt, inUaeBox, nearestCity, uaeCities } from './uae-geography.ts';
import type { ZoneIndexCache, ZoneRecord } from './zone-index.ts';

/** A candidate place with what ranks it. */
interface Candidate {
  place: Place;
  /** 0 when a name starts with the text, 1 when it only contains it. */
  prefix: 0 | 1;
  /** Source order: the brand's zones, its areas, its cities, then the UAE's cities. */
  source: number;
}

const centroids = new WeakMap<ZoneRecord, { lat: number; lng: number }>();

/** A zone's point in degrees: a POLYGON's centroid (turf: mean of its vertices), a DISTANCE circle's centre. */
function zonePoint(zone: ZoneRecord): { lat: number; lng: number } {
  if (zone.areaType !== 'POLYGON' || !zone.geometry) return zone.centre;
  let point = centroids.get(zone);
  if (!point) {
    const [lng, lat] = turfCentroid(zone.geometry).geometry.coordinates as [number, number];
    point = { lat, lng };
    centroids.set(zone, point);
  }
  return point;
}

/** Where the folded text occurs in either name: 0 at a start of a name, 1 inside it, null nowhere. */
function matchRank(name: Bilingual, folded: string): 0 | 1 | null {
  let best: 0 | 1 | null = null;
  for (const n of [foldText(name.en), foldText(name.ar)]) {
    const at = n.indexOf(folded);
    if (at === 0) return 0;
    if (at > 0) best = 1;
  }
  return best;
}

/** Joins the known parts of a place's name in each language ('Al Barsha, Dubai' / 'البرشاء، دبي'). */
function label(parts: Array<Bilingual | null>): Bilingual {
  const known = parts.filter((p): p is Bilingual => p !== null);
  const unique = known.filter((p, i) => known.findIndex((q) => foldText(q.en) === foldText(p.en)) === i);
  return { en: unique.map((p) => p.en).join(', '), ar: unique.map((p) => p.ar || p.en).join('، ') };
}

/**
 * The built-in geocoder (decision 0016 "Geocoding and map tiles"; no network), answering from:
 * the brand's active zones (names; a POLYGON's point is its centroid, a DISTANCE zone's its
 * store), the brand's delivery areas and cities (their seed points), and the UAE's 30 cities
 * (seed/geo/uae_emirates_cities.json). Another brand's zones and areas are never read.
 * - search: names (EN or AR) containing the folded text (uae-geography.foldText), names starting
 *   with it first, then by source (zones, areas, brand cities, UAE cities), then shorter names;
 *   one place per English name (the first so ranked); only points in the UAE box.
 * - reverse: the brand's POLYGON zone holding the point (its name as `area`, its city), else the
 *   emirate outline holding it and its nearest city; null when neither (sea, abroad). `street`
 *   is '' (no street data); `country` 'AE'.
 */
export function builtInGeocoder(deps: { db: Db; zones: ZoneIndexCache }): Geocoder {
  return {
    async search(ctx: GeoContext, query: string, limit: number): Promise<Place[]> {
      const folded = foldText(query);
      if (folded === '') return [];
      const out: Candidate[] = [];
      const add = (place: Place, source: number) => {
        const prefix = matchRank(place.name, folded);
        if (prefix !== null && inUaeBox(place.lat, place.lng)) out.push({ place, prefix, source });
      };
      const index = await deps.zones.get(ctx.brandId);
      for (const z of index.zones)
        add({ id: z.id, kind: 'zone', name: { en: z.nameEn, ar: z.nameAr }, ...zonePoint(z) }, 0);
      for (const p of await brandPlaces(deps.db, ctx)) {
        const lat = p.lat ?? p.cityLat;
        const lng = p.lng ?? p.cityLng;
        const fallback = lat === null || lng === null ? nearestNamedCity(p.cityEn) : { lat, lng };
        if (!fallback) continue;
        const place: Place = { id: p.id, kind: p.kind, name: { en: p.nameEn, ar: p.nameAr }, ...fallback };
        add(place, p.kind === 'area' ? 1 : 2);
      }
      for (const c of uaeCities()) add({ id: c.id, kind: 'city', name: c.name, lat: c.lat, lng: c.lng }, 3);
      out.sort(
        (a, b) =>
          a.prefix - b.prefix || a.source - b.source || a.place.name.en.length - b.place.name.en.length,
      );
      // One place per name (a community two stores serve, a town that is also the brand's area).
      const names = new Set<string>();
      const unique = out.filter(
        (c) => !names.has(foldText(c.place.name.en)) && names.add(foldText(c.place.name.en)),
      );
      return unique.slice(0, limit).map((c) => c.place);
    },

    async reverse(ctx: GeoContext, lat: number, lng: number): Promise<GeocodedAddress | null> {
      const index = await deps.zones.get(ctx.brandId);
      const zone = index.containing(lat, lng).find((z) => z.areaType === 'POLYGON');
      const emirate = emirateAt(lat, lng);
      if (!zone && !emirate) return null;
      const area = zone ? { en: zone.nameEn, ar: zone.nameAr } : null;
      const near = nearestCity(lat, lng, emirate?.name.en);
      const city =
        zone && (zone.cityEn || zone.cityAr)
          ? { en: zone.cityEn || zone.cityAr, ar: zone.cityAr || zone.cityEn }
          : near
            ? near.name
            : null;
      return { street: '', area, city, country: 'AE', label: label([area, city, near?.emirate ?? null]) };
    },
  };
}

/** The point of the UAE city with this English name (an area stored without one), or undefined. */
function nearestNamedCity(nameEn: string): { lat: number; lng: number } | undefined {
  const key = foldText(nameEn);
  const city = uaeCities().find((c) => foldText(c.name.en) === key || foldText(c.emirate.en) === key);
  return city ? { lat: city.lat, lng: city.lng } : undefined;
}
