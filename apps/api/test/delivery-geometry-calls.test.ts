import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importZones } from '../src/seed/import-zones.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

type Position = [number, number];
interface Feature {
  type: 'Feature';
  properties: { comm_num?: number; name_en?: string };
  geometry:
    | { type: 'Polygon'; coordinates: Position[][] }
    | { type: 'MultiPolygon'; coordinates: Position[][][] };
}
const read = (file: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8'));
const communities = read('../seed/geo/dubai_communities.geojson').features as Feature[];
const emirate = read('fixtures/uae_adm1_dubai.geojson').features as Feature[];
const community = (n: number) => communities.find((f) => f.properties.comm_num === n)!;
/** AL BARSHA FIRST's outer ring, [lng, lat]. */
const barshaRing = (community(373).geometry.coordinates as Position[][])[0]!;
/** Every 8th vertex of AL BARSHA FIRST and the midpoint of the edge that follows it, { lat, lng }. */
const edgePoints = barshaRing.slice(0, -1).flatMap((p, i) => {
  if (i % 8 !== 0) return [];
  const q = barshaRing[i + 1]!;
  return [
    { name: `vertex ${i}`, lat: p[1], lng: p[0] },
    { name: `midpoint ${i}`, lat: (p[1] + q[1]) / 2, lng: (p[0] + q[0]) / 2 },
  ];
});
/** Vertex 120 of AL BARSHA FIRST lies on UMM AL SHEIF's border too. */
const SHARED = { lat: barshaRing[120]![1], lng: barshaRing[120]![0] };
/** The first vertex of the hole of polygon 51 of the Dubai emirate (OCHA ADM1). */
const HOLE_EDGE = (() => {
  const g = emirate[0]!.geometry as { coordinates: Position[][][] };
  const p = g.coordinates[51]![1]![0]!;
  return { lat: p[1], lng: p[0] };
})();

/**
 * Decision 0016 (A point in a zone) through the HTTP calls, on the imported Dubai polygons: edges
 * and vertices are inside, a shared border belongs to both stores, a hole is outside and its edge
 * inside, any polygon of a MultiPolygon counts, the sea is in no community — and each point is
 * decided the same way by get-stores-by-coordinates, check-coordinates, the delivery menu and
 * place-order, every time it is asked.
 */
describe.each(testDatabases())('edges, holes, sea and MultiPolygons through the calls on %s', (kind) => {
  let t: TestApp;
  const brand = { communities: '', emirate: '' };
  const store = { barsha: '', sheif: '', dubai: '' };
  let menus: Record<string, Awaited<ReturnType<typeof createMenu>>>;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const made = async (key: 'communities' | 'emirate') => {
      const b = await createBrand(db);
      brand[key] = b.id;
      return b;
    };
    const c = await made('communities');
    const e = await made('emirate');
    const open = { isDeliveryEnabled: true };
    store.barsha = (await createStore(db, c.id, open)).id;
    store.sheif = (await createStore(db, c.id, open)).id;
    store.dubai = (await createStore(db, e.id, open)).id;
    const load = (b: { temporaryDomainName: string }, storeId: string, features: Feature[]) =>
      importZones(db, {
        temporaryDomainName: b.temporaryDomainName,
        store: storeId,
        collection: { type: 'FeatureCollection', features },
      });
    // UMM AL SHEIF alone on its own store; the 225 other communities on the Barsha store.
    await load(
      c,
      store.barsha,
      communities.filter((f) => f.properties.comm_num !== 367),
    );
    await load(c, store.sheif, [community(367)]);
    await load(e, store.dubai, emirate);
    menus = { [c.id]: await createMenu(db, c.id), [e.id]: await createMenu(db, e.id) };
    tokens = {
      [c.id]: (await signedInCustomer(db, c.id, '+971501119001')).token,
      [e.id]: (await signedInCustomer(db, e.id, '+971501119001')).token,
    };
  }, 240_000);
  afterAll(async () => t?.close());

  /**
   * How every call decides `point` for `storeId`: listed by get-stores-by-coordinates (twice),
   * found by check-coordinates, served by the delivery menu, accepted by place-order (when
   * `order`). Throws when the calls disagree; answers the one verdict.
   */
  const verdict = async (
    brandId: string,
    storeId: string,
    point: { lat: number; lng: number },
    order = false,
  ): Promise<boolean> => {
    const where = { lat: point.lat, lng: point.lng };
    const listed: boolean[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, 'store/get-stores-by-coordinates', { brandId, ...where });
      expect(res.status).toBe(200);
      listed.push(res.body.data.some((e: { storeId: { _id: string } }) => e.storeId._id === storeId));
    }
    const check = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId,
      storeId,
      ...where,
    });
    const menu = await post(t.app, 'menus/get-delivery-store-menu-v2', { brandId, storeId, ...where });
    const seen = [...listed, check.body.data.foundInSelectedStore, menu.status === 200];
    if (order) {
      const res = await placeOrder(
        t.app,
        orderBody(
          { brandId, storeId },
          [burgerLine(menus[brandId]!, 2)],
          {
            itemsTotalPrice: 50,
            totalOrderPrice: 52.5,
          },
          {
            orderType: { type: 'DELIVERY' },
            deliveryAddress: {
              address: 'Villa 12, Street 4',
              addressType: 'Home',
              street: 'Street 4',
              city: 'dubai',
              orderDeliveryLoc: { type: 'Point', coordinates: [point.lat, point.lng] },
            },
          },
        ),
        tokens[brandId]!,
      );
      expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
      seen.push(res.status === 200);
    }
    expect(new Set(seen).size, `${JSON.stringify(point)}: ${seen}`).toBe(1);
    if (!seen[0]) expect(menu.body.message).toBe(MESSAGES.deliveryPaused);
    return seen[0]!;
  };

  it('edges are inside: vertices and edge midpoints of AL BARSHA FIRST, the same way by every call', async () => {
    for (const p of edgePoints) expect(await verdict(brand.communities, store.barsha, p), p.name).toBe(true);
    expect(await verdict(brand.communities, store.barsha, edgePoints[1]!, true)).toBe(true);
  });

  it('a border shared by two communities belongs to both stores (AL BARSHA FIRST and UMM AL SHEIF)', async () => {
    expect(await verdict(brand.communities, store.barsha, SHARED, true)).toBe(true);
    expect(await verdict(brand.communities, store.sheif, SHARED, true)).toBe(true);
    const res = await post(t.app, 'store/get-stores-by-coordinates', {
      brandId: brand.communities,
      ...SHARED,
    });
    // One entry per store (its best zone: the corner touches AL QOUZ IND.THIRD of the Barsha store too).
    expect(res.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id).sort()).toEqual(
      [store.barsha, store.sheif].sort(),
    );
  });

  it('the sea is in no community: [] , paused, 409 — and reverse geocoding has no address there', async () => {
    const sea = { lat: 25.15, lng: 55.1 };
    expect(await verdict(brand.communities, store.barsha, sea, true)).toBe(false);
    const list = await post(t.app, 'store/get-stores-by-coordinates', { brandId: brand.communities, ...sea });
    expect(list.body).toEqual({ success: 1, data: [] });
    const check = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId: brand.communities,
      storeId: store.barsha,
      ...sea,
    });
    expect(check.body.message).toBe(MESSAGES.deliveryPaused);
    const reverse = await post(t.app, 'geo/reverse-geocode', { brandId: brand.communities, ...sea });
    expect(reverse.body.data).toEqual({ address: null });
    // A community that includes its water contains it (geometry only, no land mask).
    expect(await verdict(brand.communities, store.barsha, { lat: 25.22, lng: 55.2 })).toBe(true);
  });

  it('a hole is outside, its edge inside; any polygon of the MultiPolygon counts (Hatta); Abu Dhabi is outside', async () => {
    const d = (p: { lat: number; lng: number }, order = false) =>
      verdict(brand.emirate, store.dubai, p, order);
    expect(await d({ lat: 24.975, lng: 54.985 }, true)).toBe(false); // inside the enclave hole
    expect(await d(HOLE_EDGE, true)).toBe(true); // on the hole's edge
    expect(await d({ lat: 24.8, lng: 56.13 }, true)).toBe(true); // Hatta, polygon 0
    expect(await d({ lat: 25.2048, lng: 55.2708 })).toBe(true); // Dubai city
    expect(await d({ lat: 24.4539, lng: 54.3773 })).toBe(false); // Abu Dhabi
  });

  it('asked 20 times in a row, a vertex, the shared vertex, the hole and the sea get the same answers', async () => {
    const points: Array<[string, string, { lat: number; lng: number }]> = [
      [brand.communities, store.barsha, edgePoints[0]!],
      [brand.communities, store.sheif, SHARED],
      [brand.emirate, store.dubai, { lat: 24.975, lng: 54.985 }],
      [brand.emirate, store.dubai, HOLE_EDGE],
      [brand.communities, store.barsha, { lat: 25.15, lng: 55.1 }],
    ];
    for (const [brandId, storeId, p] of points) {
      const answers = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const res = await post(t.app, 'store/get-stores-by-coordinates', { brandId, ...p });
        answers.add(
          JSON.stringify(res.body.data.map((e: { _id: string; distance: number }) => [e._id, e.distance])),
        );
      }
      expect(answers.size, `${storeId} ${JSON.stringify(p)}`).toBe(1);
    }
  });
});
