import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema.ts';
import { mappedAreas } from '../src/db/schema-delivery.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** A point in Arjan (AL BARSHA SOUTH THIRD), one of Al Nile's zones (decision 0016 demo). */
const ARJAN = { lat: 25.060672, lng: 55.236512 };

/**
 * Issue 8 (001 §2.3 'place search restricted to the UAE', §5.2 map): geo/search-places,
 * geo/reverse-geocode and delivery-method/get-store-zones with the built-in geocoder on the
 * seeded demo geography (decision 0016 "Geocoding and map tiles").
 */
describe.each(testDatabases())('map calls on %s', (kind) => {
  let t: TestApp;
  let alnile: string;
  let burgerato: string;
  let arjanStore: string;
  let burgeratoStore: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoBrands(t.database.db);
    const db = t.database.db;
    const id = async (name: string) =>
      (await db.select().from(brands).where(eq(brands.temporaryDomainName, name)))[0]!.id;
    alnile = await id('alnile');
    burgerato = await id('burgerato');
    const all = await db.select().from(stores);
    arjanStore = all.find((s) => /Arjan/.test(s.nameEn))!.id;
    burgeratoStore = all.find((s) => s.brandId === burgerato)!.id;
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (path: string, body: Record<string, unknown>) => post(t.app, path, body);
  const search = (brandId: string, query: unknown, language = 'EN') =>
    call('geo/search-places', { brandId, query, language });
  const reverse = (brandId: string, lat: unknown, lng: unknown, language = 'EN') =>
    call('geo/reverse-geocode', { brandId, lat, lng, language });

  it("search: the brand's zones by part of their English name, any case, prefix first, one per name, with a centroid", async () => {
    const res = await search(alnile, '  barsha south  ');
    expect(res.status).toBe(200);
    const places = res.body.data.places as Array<{
      kind: string;
      name: { en: string };
      lat: number;
      lng: number;
    }>;
    const names = places.map((p) => p.name.en);
    expect(names).toContain('AL BARSHA SOUTH THIRD');
    // AL BARSHA SOUTH FIRST is served by two stores: listed once.
    expect(names.filter((n) => n === 'AL BARSHA SOUTH FIRST')).toHaveLength(1);
    const third = places.find((p) => p.name.en === 'AL BARSHA SOUTH THIRD')!;
    expect(third.kind).toBe('zone');
    expect(third.lat).toBeCloseTo(25.0621, 3);
    expect(third.lng).toBeCloseTo(55.2344, 3);
  });

  it('search in Arabic: Arabic names match, with hamza and alef-maqsura folded; UAE cities come after the zones', async () => {
    const zones = await search(alnile, 'البرشاء', 'AR');
    expect(zones.body.data.places.map((p: { name: { ar: string } }) => p.name.ar)).toContain(
      'البرشاء جنوب الثالثة',
    );
    // 'دبى' (alef maqsura, as OCHA spells it) finds 'دبي'.
    const dubai = await search(alnile, 'دبى', 'AR');
    const kinds = dubai.body.data.places.map(
      (p: { kind: string; name: { en: string } }) => `${p.kind}:${p.name.en}`,
    );
    expect(kinds).toContain('city:Dubai');
    expect(kinds.indexOf('city:Dubai')).toBeGreaterThan(kinds.indexOf('zone:Dubai Marina (3 km)'));
  });

  it("search: an AREA_BASED brand finds its areas and the UAE's cities (no repeats), at most 10, all in the UAE", async () => {
    const bani = await search(burgerato, 'بني ياس', 'AR');
    expect(bani.body.data.places).toEqual([
      expect.objectContaining({ kind: 'area', name: { en: 'Bani Yas City', ar: 'مدينة بني ياس' } }),
    ]);
    const wide = await search(burgerato, 'a');
    expect(wide.body.data.places).toHaveLength(10);
    for (const p of wide.body.data.places) {
      expect(p.lat).toBeGreaterThan(22.5);
      expect(p.lat).toBeLessThan(26.4);
      expect(p.lng).toBeGreaterThan(51.4);
      expect(p.lng).toBeLessThan(56.5);
    }
    const city = await search(burgerato, 'khor fakkan');
    expect(city.body.data.places[0]).toMatchObject({ name: { en: 'Khor Fakkan', ar: 'خورفكان' } });
    expect((await search(burgerato, 'Paris')).body.data.places).toEqual([]);
  });

  it("another brand's zone names are never returned, by search or reverse", async () => {
    expect((await search(burgerato, 'AL BARSHA')).body.data.places).toEqual([]);
    expect((await search(burgerato, 'البرشاء', 'AR')).body.data.places).toEqual([]);
    const rev = await reverse(burgerato, ARJAN.lat, ARJAN.lng);
    expect(rev.body.data.address).toMatchObject({ area: null, city: { en: 'Dubai' }, country: 'AE' });
    expect(JSON.stringify(rev.body)).not.toContain('BARSHA');
  });

  it('reverse: the containing zone and its city, EN and AR', async () => {
    const en = await reverse(alnile, ARJAN.lat, ARJAN.lng);
    expect(en.status).toBe(200);
    expect(en.body.data.address).toEqual({
      street: '',
      area: { en: 'AL BARSHA SOUTH THIRD', ar: 'البرشاء جنوب الثالثة' },
      city: { en: 'Dubai', ar: 'دبي' },
      country: 'AE',
      label: { en: 'AL BARSHA SOUTH THIRD, Dubai', ar: 'البرشاء جنوب الثالثة، دبي' },
    });
    const ar = await reverse(alnile, ARJAN.lat, ARJAN.lng, 'AR');
    expect(ar.body.data).toEqual(en.body.data);
  });

  it('reverse: outside every zone, the emirate and its nearest city; the sea and abroad are null', async () => {
    const baniYas = await reverse(burgerato, 24.3086, 54.6378);
    expect(baniYas.body.data.address).toMatchObject({
      area: null,
      city: { en: 'Bani Yas City', ar: 'مدينة بني ياس' },
      country: 'AE',
      label: { en: 'Bani Yas City, Abu Dhabi', ar: 'مدينة بني ياس، أبو ظبي' },
    });
    // The Gulf off Jumeirah (in no community, decision 0016), Doha, Muscat, Riyadh.
    for (const [lat, lng] of [
      [25.15, 55.1],
      [25.2854, 51.531],
      [23.588, 58.3829],
      [24.7136, 46.6753],
    ] as const) {
      const res = await reverse(alnile, lat, lng);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: 1, data: { address: null } });
    }
  });

  it.each([
    [{ query: '' }, 'EN', `query: ${MESSAGES.enterSearchText}`],
    [{ query: '    ' }, 'EN', `query: ${MESSAGES.enterSearchText}`],
    [{}, 'EN', 'query is required'],
    [{ query: 42 }, 'EN', `query: ${MESSAGES.enterSearchText}`],
    [{ query: 'x'.repeat(101) }, 'EN', `query: ${MESSAGES.searchTextTooLong}`],
    [{ query: '' }, 'AR', MESSAGES_AR.enterSearchText],
    [{ query: 'x'.repeat(101) }, 'AR', MESSAGES_AR.searchTextTooLong],
  ])('search: bad text %j (%s) → 400 with a clear message', async (body, language, message) => {
    const res = await call('geo/search-places', { brandId: alnile, language, ...body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(0);
    expect(res.body.message).toContain(message);
  });

  it('search: 100 characters (trimmed) are accepted', async () => {
    const res = await search(alnile, ` ${'x'.repeat(100)} `);
    expect(res.status).toBe(200);
    expect(res.body.data.places).toEqual([]);
  });

  it.each([
    [{ lat: 'x', lng: 55 }, `lat: ${MESSAGES.latitudeRange}`],
    [{ lat: '25.1', lng: 55 }, `lat: ${MESSAGES.latitudeRange}`],
    [{ lat: 91, lng: 55 }, `lat: ${MESSAGES.latitudeRange}`],
    [{ lat: 25, lng: -180.5 }, `lng: ${MESSAGES.longitudeRange}`],
    [{ lat: 25, lng: null }, `lng: ${MESSAGES.longitudeRange}`],
    [{ lng: 55 }, 'lat is required'],
  ])('reverse: bad coordinates %j → 400', async (point, message) => {
    const res = await call('geo/reverse-geocode', { brandId: alnile, ...point });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: 0, code: expect.any(String), message });
  });

  it('reverse: NaN (not JSON) is 400; out of range in Arabic', async () => {
    const nan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/geo/reverse-geocode?app_version=26',
      headers: { 'content-type': 'application/json' },
      payload: `{"brandId":"${alnile}","lat":NaN,"lng":55}`,
    });
    expect(nan.statusCode).toBe(400);
    const ar = await reverse(alnile, 25, 200, 'AR');
    expect(ar.status).toBe(400);
    expect(ar.body.message).toContain(MESSAGES_AR.longitudeRange);
  });

  it('get-store-zones: every active zone of the brand, POLYGON geometry rounded to 5 decimals, the DISTANCE circle; no tiles configured', async () => {
    const res = await call('delivery-method/get-store-zones', { brandId: alnile });
    expect(res.status).toBe(200);
    const { zones, mapTileUrl, mapAttribution } = res.body.data;
    const active = await t.database.db.select().from(mappedAreas).where(eq(mappedAreas.brandId, alnile));
    expect(zones).toHaveLength(active.filter((z) => z.isActive).length);
    expect(mapTileUrl).toBeNull();
    expect(mapAttribution).toBeNull();
    const circle = zones.find((z: { type: string }) => z.type === 'DISTANCE');
    expect(circle).toMatchObject({
      geometry: null,
      radiusMetres: 3000,
      center: { lat: 25.07646, lng: 55.13276 },
    });
    const third = zones.find((z: { name: { en: string } }) => z.name.en === 'AL BARSHA SOUTH THIRD');
    expect(third).toMatchObject({ storeId: arjanStore, type: 'POLYGON', center: null, radiusMetres: null });
    const positions = JSON.stringify(third.geometry.coordinates).match(/-?\d+\.\d+/g) ?? [];
    expect(positions.length).toBeGreaterThan(8);
    for (const n of positions) expect(n.split('.')[1]!.length).toBeLessThanOrEqual(5);
    const ring =
      third.geometry.type === 'Polygon' ? third.geometry.coordinates[0] : third.geometry.coordinates[0][0];
    expect(ring[0]).toEqual(ring.at(-1));
  });

  it("get-store-zones: one store's zones; another brand's store is 404; a brand without zones answers []", async () => {
    const own = await call('delivery-method/get-store-zones', { brandId: alnile, storeId: arjanStore });
    expect(own.body.data.zones.length).toBeGreaterThan(0);
    expect(own.body.data.zones.every((z: { storeId: string }) => z.storeId === arjanStore)).toBe(true);
    const foreign = await call('delivery-method/get-store-zones', {
      brandId: alnile,
      storeId: burgeratoStore,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      success: 0,
      code: 'somethingIncorrect',
      message: MESSAGES.somethingIncorrect,
    });
    const none = await call('delivery-method/get-store-zones', { brandId: burgerato });
    expect(none.body.data.zones).toEqual([]);
  });
});
