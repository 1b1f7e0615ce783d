import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, GEOCODER_TIMEOUT_MS, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { brands } from '../src/db/schema.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { post } from './support/test-app.ts';

/** A point in Arjan (AL BARSHA SOUTH THIRD), one of Al Nile's zones. */
const ARJAN = { lat: 25.060672, lng: 55.236512 };

/** How the fake geocoder behaves: answers, fails with 500, or answers after the app's time limit. */
let mode: 'ok' | 'fail' | 'slow' = 'ok';
const seen: Array<{ path: string; params: URLSearchParams; userAgent: string | undefined }> = [];

/** Nominatim-shaped answers (format=jsonv2), one of them outside the UAE (filtered by Sufra). */
function answer(req: IncomingMessage): unknown {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (url.pathname === '/search')
    return [
      {
        place_id: 1,
        osm_type: 'way',
        osm_id: 42,
        lat: '25.1972',
        lon: '55.2744',
        display_name: 'Burj Khalifa, Downtown Dubai, Dubai, United Arab Emirates',
        address: { country_code: 'ae' },
        namedetails: { name: 'برج خليفة', 'name:en': 'Burj Khalifa', 'name:ar': 'برج خليفة' },
      },
      {
        place_id: 2,
        lat: '23.6',
        lon: '58.4',
        display_name: 'Barsha, Muscat, Oman',
        address: { country_code: 'om' },
      },
    ];
  const ar = url.searchParams.get('accept-language') === 'ar';
  if (Number(url.searchParams.get('lon')) > 56.5) return { error: 'Unable to geocode' };
  return {
    display_name: 'x',
    address: {
      road: ar ? 'شارع الشيخ زايد' : 'Sheikh Zayed Road',
      house_number: '12',
      suburb: ar ? 'البرشاء' : 'Al Barsha',
      city: ar ? 'دبي' : 'Dubai',
      country_code: 'ae',
    },
  };
}

/**
 * Issue 8 (decision 0016 "Geocoding and map tiles"): the Nominatim adapter, used when
 * SUFRA_GEOCODER_URL is set, against a fake geocoder on loopback (never the real one); the
 * built-in geocoder answers when it fails or is slow; the tile settings reach the browser.
 */
describe('external geocoder (fake Nominatim on loopback)', () => {
  let fake: Server;
  let database: Database;
  let app: FastifyInstance;
  let alnile: string;
  const timeoutMs = 400;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({ path: url.pathname, params: url.searchParams, userAgent: req.headers['user-agent'] });
      const send = () => {
        if (mode === 'fail') {
          res.writeHead(500).end('{"error":"boom"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(req)));
      };
      if (mode === 'slow') setTimeout(send, timeoutMs * 3).unref();
      else send();
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    database = await openDatabase({});
    await seedDemoBrands(database.db);
    alnile = (await database.db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile')))[0]!.id;
    app = await buildApp(
      {
        db: database.db,
        config: {
          demoMode: true,
          minAppVersion: 26,
          webDist: undefined,
          logLevel: 'silent',
          geo: {
            geocoderUrl: `http://127.0.0.1:${port}`,
            geocoderTimeoutMs: timeoutMs,
            mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
            mapAttribution: '© OpenStreetMap contributors',
          },
        },
      },
      { logger: false },
    );
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fake?.closeAllConnections();
    await new Promise((resolve) => fake?.close(resolve));
  });
  beforeEach(() => {
    mode = 'ok';
    seen.length = 0;
  });

  const search = (query: string, language = 'EN') =>
    post(app, 'geo/search-places', { brandId: alnile, query, language });
  const reverse = (lat: number, lng: number, language = 'EN') =>
    post(app, 'geo/reverse-geocode', { brandId: alnile, lat, lng, language });

  it("search: the brand's zones first, then the geocoder's UAE places (Oman dropped); asks for the UAE with a User-Agent", async () => {
    const res = await search('barsha', 'AR');
    expect(res.status).toBe(200);
    const places = res.body.data.places as Array<{ kind: string; id: string; name: { en: string } }>;
    expect(places[0]?.kind).toBe('zone');
    expect(places.filter((p) => p.kind === 'external')).toEqual([
      {
        id: 'osm:way:42',
        kind: 'external',
        name: { en: 'Burj Khalifa', ar: 'برج خليفة' },
        lat: 25.1972,
        lng: 55.2744,
      },
    ]);
    expect(places.some((p) => p.kind === 'city')).toBe(false);
    const [request] = seen;
    expect(request?.path).toBe('/search');
    expect(request?.params.get('countrycodes')).toBe('ae');
    expect(request?.params.get('q')).toBe('barsha');
    expect(request?.params.get('accept-language')).toBe('ar');
    expect(request?.userAgent).toMatch(/^Sufra/);
  });

  it('reverse: street, area and city from the geocoder in both languages', async () => {
    const res = await reverse(ARJAN.lat, ARJAN.lng);
    expect(res.body.data.address).toEqual({
      street: '12 Sheikh Zayed Road',
      area: { en: 'Al Barsha', ar: 'البرشاء' },
      city: { en: 'Dubai', ar: 'دبي' },
      country: 'AE',
      label: { en: '12 Sheikh Zayed Road, Al Barsha, Dubai', ar: '12 شارع الشيخ زايد، البرشاء، دبي' },
    });
    expect(seen.map((s) => s.params.get('accept-language')).sort()).toEqual(['ar', 'en']);
  });

  it('reverse: a point the geocoder cannot place (Muscat) is null, also for the built-in geocoder behind it', async () => {
    expect((await reverse(23.588, 58.3829)).body.data).toEqual({ address: null });
  });

  it('the geocoder fails (HTTP 500): the built-in geocoder answers search and reverse', async () => {
    mode = 'fail';
    const found = await search('dubai');
    expect(found.status).toBe(200);
    const kinds = found.body.data.places.map((p: { kind: string }) => p.kind);
    expect(kinds).toContain('city');
    expect(kinds).not.toContain('external');
    const rev = await reverse(ARJAN.lat, ARJAN.lng);
    expect(rev.body.data.address).toMatchObject({ street: '', area: { en: 'AL BARSHA SOUTH THIRD' } });
    expect(seen.length).toBeGreaterThan(0);
  });

  it('the geocoder is slower than the time limit: the built-in answer comes after about the limit', async () => {
    mode = 'slow';
    const t0 = Date.now();
    const rev = await reverse(ARJAN.lat, ARJAN.lng);
    const took = Date.now() - t0;
    expect(rev.body.data.address).toMatchObject({
      area: { en: 'AL BARSHA SOUTH THIRD' },
      city: { en: 'Dubai' },
    });
    expect(took).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(took).toBeLessThan(timeoutMs * 3);
  });

  it('get-store-zones carries the tile URL and attribution; the CSP lets the map fetch its tiles', async () => {
    const res = await post(app, 'delivery-method/get-store-zones', { brandId: alnile });
    expect(res.body.data).toMatchObject({
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org/);
  });
});

describe('loadConfig: geocoder and map tiles (decision 0010)', () => {
  it('off by default: no geocoder URL, no tiles, a 3 s limit', () => {
    expect(loadConfig({}).geo).toEqual({
      geocoderUrl: undefined,
      geocoderTimeoutMs: GEOCODER_TIMEOUT_MS,
      mapTileUrl: undefined,
      mapAttribution: undefined,
    });
    expect(GEOCODER_TIMEOUT_MS).toBe(3000);
  });

  it('reads the URLs (a trailing slash dropped, the template kept) and the attribution', () => {
    const geo = loadConfig({
      SUFRA_GEOCODER_URL: 'https://nominatim.example.org/',
      SUFRA_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      SUFRA_MAP_ATTRIBUTION: '© OpenStreetMap contributors',
    }).geo;
    expect(geo).toMatchObject({
      geocoderUrl: 'https://nominatim.example.org',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it.each([
    [{ SUFRA_GEOCODER_URL: 'nominatim' }, 'SUFRA_GEOCODER_URL: must be an http:// or https:// URL'],
    [{ SUFRA_GEOCODER_URL: 'ftp://geo.example' }, 'SUFRA_GEOCODER_URL: must be an http:// or https:// URL'],
    [
      { SUFRA_MAP_TILE_URL: 'https://tile.example.org/tiles.png' },
      'SUFRA_MAP_TILE_URL: must be a tile URL template with {z}, {x} and {y}',
    ],
  ])('refuses %j, naming the variable', (env, line) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(line);
  });
});
