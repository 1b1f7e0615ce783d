import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  circleBbox,
  geometryBbox,
  geometryProblem,
  pointInZone,
  withinRadius,
  type ZoneGeometry,
} from '../src/modules/delivery/geo.ts';
import { ZoneIndex, type ZoneRecord } from '../src/modules/delivery/zone-index.ts';

/** Decision 0016 on real polygons: the 226 Dubai communities and the Dubai emirate (OCHA ADM1, a MultiPolygon with a hole). */
const communities = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../seed/geo/dubai_communities.geojson'), 'utf8'),
) as { features: Array<{ properties: { comm_num: number; name_en: string }; geometry: ZoneGeometry }> };
const dubai = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, 'fixtures/uae_adm1_dubai.geojson'), 'utf8'),
).features[0].geometry as ZoneGeometry & { type: 'MultiPolygon' };
const community = (n: number) => communities.features.find((f) => f.properties.comm_num === n)!.geometry;

const record = (id: string, geometry: ZoneGeometry): ZoneRecord => ({
  id,
  storeId: 's',
  areaType: 'POLYGON',
  nameEn: id,
  nameAr: id,
  cityEn: 'Dubai',
  cityAr: 'دبي',
  geometry,
  radiusM: null,
  centre: { lat: 0, lng: 0 },
  bbox: geometryBbox(geometry),
  deliveryFeeFils: 0,
  minOrderFils: 0,
  deliveryTimeMinutes: 30,
  sort: 0,
});

describe('zones on real polygons (decision 0016)', () => {
  const barsha = community(373); // AL BARSHA FIRST
  const ring = (barsha as { coordinates: number[][][] }).coordinates[0]!;

  it('every real polygon is valid; a point inside AL BARSHA FIRST is inside, one outside is not', () => {
    for (const f of communities.features)
      expect(geometryProblem(f.geometry), f.properties.name_en).toBeNull();
    expect(geometryProblem(dubai)).toBeNull();
    expect(pointInZone(barsha, 25.1186111, 55.1983333)).toBe(true); // a real branch in Al Barsha 1
    expect(pointInZone(barsha, 25.060672, 55.236512)).toBe(false); // Arjan
  });

  it('edges are inside: every vertex and every edge midpoint of AL BARSHA FIRST, whatever the rounding', () => {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [p, q] = [ring[i]!, ring[i + 1]!];
      expect(pointInZone(barsha, p[1]!, p[0]!)).toBe(true);
      expect(pointInZone(barsha, (p[1]! + q[1]!) / 2, (p[0]! + q[0]!) / 2)).toBe(true);
    }
  });

  it('an edge shared by two communities belongs to both; 1 m off it belongs to one', () => {
    // AL BARSHA FIRST and UMM AL SHEIF share a border: find a shared vertex.
    const sheif = community(367);
    const shared = ring.find((p) => pointInZone(sheif, p[1]!, p[0]!) && pointInZone(barsha, p[1]!, p[0]!));
    expect(shared).toBeDefined();
    const index = new ZoneIndex(
      communities.features.map((f) => record(String(f.properties.comm_num), f.geometry)),
    );
    const ids = index.containing(shared![1]!, shared![0]!).map((z) => z.id);
    expect(ids).toEqual(expect.arrayContaining(['373', '367']));
  });

  it('a hole is outside, its edge inside: the enclave in the Dubai emirate MultiPolygon', () => {
    expect(pointInZone(dubai, 24.975, 54.985)).toBe(false);
    const hole = dubai.coordinates[51]![1]!;
    expect(pointInZone(dubai, hole[0]![1]!, hole[0]![0]!)).toBe(true);
  });

  it('any polygon of a MultiPolygon counts: Hatta (polygon 0 of Dubai) and Dubai city', () => {
    expect(pointInZone(dubai, 24.8, 56.13)).toBe(true);
    expect(pointInZone(dubai, 25.2048, 55.2708)).toBe(true);
    expect(pointInZone(dubai, 24.4539, 54.3773)).toBe(false); // Abu Dhabi
  });

  it('a sea point is outside every community and the emirate; a point on the water of WORLD ISLANDS is inside it (geometry only)', () => {
    const index = new ZoneIndex(communities.features.map((f) => record(f.properties.name_en, f.geometry)));
    expect(index.containing(25.15, 55.1)).toEqual([]);
    expect(pointInZone(dubai, 25.15, 55.1)).toBe(false);
    expect(index.containing(25.22, 55.2).map((z) => z.id)).toEqual(['WORLD ISLANDS']);
  });

  it('DISTANCE: the circle edge is inside (radius metres along a meridian), half a metre beyond is outside', () => {
    const centre = { lat: 25.0764644, lng: 55.1327649 };
    const radius = 3000;
    const perMetre = 180 / (Math.PI * 6_371_008.8);
    expect(withinRadius(centre, radius, centre.lat + (radius - 0.5) * perMetre, centre.lng)).toBe(true);
    expect(withinRadius(centre, radius, centre.lat + (radius + 0.5) * perMetre, centre.lng)).toBe(false);
    const [minLng, minLat, maxLng, maxLat] = circleBbox(centre, radius);
    expect(minLat).toBeLessThan(centre.lat - radius * perMetre);
    expect(maxLng - centre.lng).toBeGreaterThan(radius * perMetre);
    expect(minLng).toBeLessThan(centre.lng);
    expect(maxLat).toBeGreaterThan(centre.lat);
  });

  it('the index answers as a brute-force scan of the 226 polygons, on 2,000 points over Dubai', () => {
    const zones = communities.features.map((f) => record(String(f.properties.comm_num), f.geometry));
    const index = new ZoneIndex(zones);
    let seed = 42;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const lat = 24.8 + rand() * 0.6;
      const lng = 54.9 + rand() * 0.7;
      const brute = zones.filter((z) => pointInZone(z.geometry!, lat, lng)).map((z) => z.id);
      expect(
        index
          .containing(lat, lng)
          .map((z) => z.id)
          .sort(),
      ).toEqual(brute.sort());
    }
  });

  it('bad geometries are named', () => {
    expect(geometryProblem({ type: 'Point', coordinates: [55, 25] })).toMatch(/Point geometry/);
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [55, 25],
            [55.1, 25],
            [55, 25.1],
          ],
        ],
      }),
    ).toMatch(/fewer than 4/);
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [55, 25],
            [55.1, 25],
            [55, 25.1],
            [55, 25.2],
          ],
        ],
      }),
    ).toMatch(/not closed/);
    expect(
      geometryProblem({
        type: 'Polygon',
        coordinates: [
          [
            [55, 95],
            [55.1, 25],
            [55, 25.1],
            [55, 95],
          ],
        ],
      }),
    ).toMatch(/latitude/);
    expect(
      geometryProblem({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [55, 25],
              [55.1, 25],
              [55, 25.1],
              [55, 25],
            ],
          ],
          [[['x', 25]]],
        ],
      }),
    ).toMatch(/polygon 1/);
  });
});
