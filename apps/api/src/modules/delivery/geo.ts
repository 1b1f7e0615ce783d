import turfBbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import turfDistance from '@turf/distance';
import { point, type polygon } from '@turf/helpers';
import type { ZoneGeometry } from '../../db/json-shapes.ts';

// The GeoJSON types as @turf/helpers' own factories produce them (the API does not list
// @types/geojson, which turf brings along for its declarations).
type Polygon = ReturnType<typeof polygon>['geometry'];
type Position = Polygon['coordinates'][number][number];

/** A zone's shape: a GeoJSON Polygon or MultiPolygon, positions [lng, lat] in degrees (WGS 84); stored in mapped_areas.geometry. */
export type { ZoneGeometry };

/** A bounding box [minLng, minLat, maxLng, maxLat] in degrees. */
export type Bbox = [number, number, number, number];

/**
 * The map's default centre (001 §2.3: userLocation defaults to lat 23, lng 54). A delivery address
 * at exactly this point was never placed on the map, so it is not a valid address (001 §5.2,
 * ADDR-05): refused when saved and when an order is placed with it.
 */
const DEFAULT_MAP_POINT = { lat: 23, lng: 54 } as const;

/** Whether `lat`, `lng` is exactly the map's default centre (ADDR-05). */
export function isDefaultMapPoint(lat: number, lng: number): boolean {
  return lat === DEFAULT_MAP_POINT.lat && lng === DEFAULT_MAP_POINT.lng;
}

/** Metres per degree of latitude (mean; used only to widen a circle's bounding box). */
const METRES_PER_DEGREE = 111_320;

/** Why a geometry is refused: one sentence naming the ring or position, or null when it is good. */
function ringProblem(ring: unknown, where: string): string | null {
  if (!Array.isArray(ring) || ring.length < 4) return `${where} has fewer than 4 positions`;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as unknown;
    if (!Array.isArray(p) || p.length < 2) return `${where} position ${i} is not [lng, lat]`;
    const [lng, lat] = p as unknown[];
    if (typeof lng !== 'number' || !Number.isFinite(lng) || lng < -180 || lng > 180)
      return `${where} position ${i} has a longitude outside -180..180`;
    if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
      return `${where} position ${i} has a latitude outside -90..90`;
  }
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) return `${where} is not closed (first position ≠ last)`;
  return null;
}

/**
 * Checks a GeoJSON geometry for use as a POLYGON zone (RFC 7946 §3.1.6–§3.1.7): a Polygon or
 * MultiPolygon whose rings are closed, have ≥ 4 positions, and whose positions are finite
 * [lng, lat] in range. Answers the problem (naming the ring) or null when it is good. Ring
 * orientation is not required (turf decides containment by crossings, whatever the winding).
 */
export function geometryProblem(geometry: unknown): string | null {
  if (!geometry || typeof geometry !== 'object') return 'has no geometry';
  const g = geometry as { type?: unknown; coordinates?: unknown };
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon')
    return `has a ${String(g.type)} geometry (only Polygon and MultiPolygon are zones)`;
  if (!Array.isArray(g.coordinates) || g.coordinates.length === 0) return `has an empty ${g.type}`;
  const polygons = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as unknown[];
  for (let p = 0; p < polygons.length; p++) {
    const rings = polygons[p];
    const label = g.type === 'Polygon' ? 'polygon' : `polygon ${p}`;
    if (!Array.isArray(rings) || rings.length === 0) return `${label} has no rings`;
    for (let r = 0; r < rings.length; r++) {
      const problem = ringProblem(rings[r], `${label} ${r === 0 ? 'outer ring' : `hole ${r}`}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** The bounding box of a zone geometry, [minLng, minLat, maxLng, maxLat] in degrees. */
export function geometryBbox(geometry: ZoneGeometry): Bbox {
  return turfBbox(geometry) as Bbox;
}

/**
 * How near an edge a point counts as on it, in degrees (≈ 0.1 mm): a point computed on an edge
 * (a midpoint, a snapped click) is rarely exactly on it in floating point, so without a tolerance
 * the same edge point would fall on either side depending on rounding.
 */
const EDGE_TOLERANCE_DEG = 1e-9;

/** Whether (x, y) lies within EDGE_TOLERANCE_DEG of the segment p–q (planar, in degrees). */
function nearSegment(x: number, y: number, p: Position, q: Position): boolean {
  const [px, py] = p as [number, number];
  const [qx, qy] = q as [number, number];
  const dx = qx - px;
  const dy = qy - py;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - px) * dx + (y - py) * dy) / len2));
  const ex = px + t * dx - x;
  const ey = py + t * dy - y;
  return ex * ex + ey * ey <= EDGE_TOLERANCE_DEG * EDGE_TOLERANCE_DEG;
}

/** Whether (lng, lat) lies within the tolerance of any ring edge of the geometry (outer rings and holes). */
function onAnyEdge(geometry: ZoneGeometry, lng: number, lat: number): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons)
    for (const ring of rings)
      for (let i = 1; i < ring.length; i++)
        if (nearSegment(lng, lat, ring[i - 1] as Position, ring[i] as Position)) return true;
  return false;
}

/**
 * Whether a point lies in a POLYGON zone (decision 0016): the zone is a closed set — a point on
 * (or within EDGE_TOLERANCE_DEG of) an outer edge or a vertex is inside; a point strictly inside a
 * hole is outside, and a point on a hole's edge is inside (it touches the zone). Any polygon of a
 * MultiPolygon counts. Edges are straight lines in [lng, lat] (planar, as GeoJSON's RFC 7946 §3.1.1
 * and turf read them), not great circles.
 */
export function pointInZone(geometry: ZoneGeometry, lat: number, lng: number): boolean {
  return (
    booleanPointInPolygon(point([lng, lat]), geometry, { ignoreBoundary: false }) ||
    onAnyEdge(geometry, lng, lat)
  );
}

/** Great-circle distance between two points in metres (turf, haversine on a 6,371,008.8 m sphere). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return turfDistance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: 'meters' });
}

/**
 * Whether a point lies in a DISTANCE zone: its distance to the centre is at most `radiusM` metres
 * (the circle's edge is inside, decision 0016).
 */
export function withinRadius(
  centre: { lat: number; lng: number },
  radiusM: number,
  lat: number,
  lng: number,
): boolean {
  return distanceMetres(centre, { lat, lng }) <= radiusM;
}

/**
 * A box that surely holds the circle of `radiusM` metres around `centre` (widened by 1 %, and the
 * longitude span by the latitude's cosine), for the spatial index's first cut.
 */
export function circleBbox(centre: { lat: number; lng: number }, radiusM: number): Bbox {
  const dLat = (radiusM * 1.01) / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((centre.lat * Math.PI) / 180), 1e-6);
  const dLng = Math.min(180, dLat / cos);
  return [
    Math.max(-180, centre.lng - dLng),
    Math.max(-90, centre.lat - dLat),
    Math.min(180, centre.lng + dLng),
    Math.min(90, centre.lat + dLat),
  ];
}

/** The squared planar distance from (x, y) to the segment p–q, in degrees². */
function segmentDistance2(x: number, y: number, p: number[], q: number[]): number {
  const [px = 0, py = 0] = p;
  const [qx = 0, qy = 0] = q;
  const dx = qx - px;
  const dy = qy - py;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - px) * dx + (y - py) * dy) / len2));
  const ex = px + t * dx - x;
  const ey = py + t * dy - y;
  return ex * ex + ey * ey;
}

/**
 * A ring simplified by Douglas–Peucker (planar, [lng, lat]): drops the positions within
 * `toleranceDeg` degrees of the line their kept neighbours draw. First and last positions stay,
 * so a closed ring stays closed; a ring that would fall under 4 positions is answered unchanged.
 * For drawing only (the map, get-store-zones) — lookups use the stored geometry.
 */
export function simplifyRing(ring: number[][], toleranceDeg: number): number[][] {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  const tol2 = toleranceDeg * toleranceDeg;
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    let far = -1;
    let farD = tol2;
    for (let i = a + 1; i < b; i++) {
      const p = ring[i] ?? [];
      const d = segmentDistance2(p[0] ?? 0, p[1] ?? 0, ring[a] ?? [], ring[b] ?? []);
      if (d > farD) [far, farD] = [i, d];
    }
    if (far > 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i] === 1);
  return out.length >= 4 ? out : ring;
}
