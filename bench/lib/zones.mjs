// The zone lookup figure of issue 8 ("npm run bench adds store/get-stores-by-coordinates over the
// 226 Dubai polygons: requests/s next to a static JSON route of the same size, and the p99"):
// a bench brand whose one store has the 226 Dubai Municipality communities
// (apps/api/seed/geo/dubai_communities.geojson, provenance in apps/api/seed/README.md) as POLYGON
// zones, imported with `npm run import:zones` through the running bench server, and random points
// inside those communities (deterministic: the same points each run).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The Dubai communities file (226 Polygon/MultiPolygon features, EN/AR names). */
const DUBAI_COMMUNITIES = path.join(root, 'apps/api/seed/geo/dubai_communities.geojson');
/** The bench brand's temporary domain name (created by import:menu, demo). */
const ZONES_BENCH_BRAND = 'zonebench';

/** A small deterministic PRNG (mulberry32) in [0, 1). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether [lng, lat] is inside the ring (even-odd ray casting, planar degrees). */
function inRing(ring, lng, lat) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether [lng, lat] is inside a Polygon or MultiPolygon (outer ring in, holes out). */
function inGeometry(geometry, lng, lat) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(
    ([outer, ...holes]) => inRing(outer, lng, lat) && !holes.some((h) => inRing(h, lng, lat)),
  );
}

/**
 * `count` points `{ lat, lng }` in degrees, each inside a community picked at random (uniform in
 * its bounding box, kept when inside the polygon), so every lookup finds a zone. Seeded: the same
 * points every run.
 */
function dubaiPoints(count, seed = 8) {
  const features = JSON.parse(readFileSync(DUBAI_COMMUNITIES, 'utf8')).features;
  const rand = random(seed);
  const points = [];
  while (points.length < count) {
    const { geometry } = features[Math.floor(rand() * features.length)];
    const flat = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).flat(2);
    const lngs = flat.map((p) => p[0]);
    const lats = flat.map((p) => p[1]);
    const [minLng, maxLng, minLat, maxLat] = [
      Math.min(...lngs),
      Math.max(...lngs),
      Math.min(...lats),
      Math.max(...lats),
    ];
    for (let tries = 0; tries < 200; tries++) {
      const lng = minLng + rand() * (maxLng - minLng);
      const lat = minLat + rand() * (maxLat - minLat);
      if (inGeometry(geometry, lng, lat)) {
        points.push({ lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 });
        break;
      }
    }
  }
  return points;
}

/** Runs an apps/api CLI with tsx against the bench's PGlite folder (through the running server). */
function cli(script, args, dataDir) {
  const env = { ...process.env, SUFRA_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const r = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [`apps/api/src/cli/${script}`, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout.trim();
}

/**
 * Creates the bench brand (import:menu with the Burgerato menu, which makes a brand-based demo
 * brand) and a new store holding the 226 communities (import:zones --store new), through the
 * server running on `dataDir`. Answers the new store's id (import:zones prints it last).
 */
function importDubaiZones(dataDir, tmpDir) {
  const menu = path.join(root, 'apps/api/seed/menus/burgerato_abudhabi_menu.json');
  cli('import-menu.ts', ['--brand', ZONES_BENCH_BRAND, '--file', menu], dataDir);
  const out = cli(
    'import-zones.ts',
    [
      '--brand',
      ZONES_BENCH_BRAND,
      '--store',
      'new',
      '--file',
      DUBAI_COMMUNITIES,
      '--fee',
      '7',
      '--time',
      '40',
    ],
    dataDir,
  );
  const storeId = out.split('\n').at(-1)?.trim();
  if (!storeId || !/^[0-9a-f-]{36}$/.test(storeId))
    throw new Error(`import:zones printed no store id: ${out}`);
  writeFileSync(path.join(tmpDir, 'zones-store.txt'), storeId);
  return storeId;
}

/** How many distinct random points the load cycles through. */
const POINT_COUNT = 2000;

/**
 * The zone figure: imports the bench zones through a running server on `dataDir`, captures the
 * answer for the first point as the static route's file, restarts the server serving it at
 * GET /api/bench/static.json (SUFRA_BENCH_STATIC_FILE), then measures, with the bench's own
 * `throughput` (autocannon, identity encoding), store/get-stores-by-coordinates over the random
 * points (each request the next point) and the static route. Answers
 * `{ zones, points, bytes, meanBytes, getStoresByCoordinates, staticJson, ratio }`.
 */
export async function benchZones({ startServer, call, throughput, origin, dataDir, tmpDir }) {
  let server = await startServer(dataDir);
  const points = dubaiPoints(POINT_COUNT);
  let brandId;
  let sample;
  let meanBytes = 0;
  try {
    importDubaiZones(dataDir, tmpDir);
    const settings = JSON.parse(
      (await call('branding/getBrandSettings', { temporaryDomainName: ZONES_BENCH_BRAND, language: 'EN' }))
        .bytes,
    );
    brandId = settings.data?.brand?._id;
    if (!brandId)
      throw new Error(`bench brand ${ZONES_BENCH_BRAND}: ${JSON.stringify(settings).slice(0, 200)}`);
    let total = 0;
    for (const [i, p] of points.slice(0, 50).entries()) {
      const { res, bytes } = await call('store/get-stores-by-coordinates', { brandId, ...p, language: 'EN' });
      const found = JSON.parse(bytes).data;
      if (!res.ok || found.length === 0)
        throw new Error(`get-stores-by-coordinates found no store at ${JSON.stringify(p)} (${res.status})`);
      total += bytes.length;
      if (i === 0) sample = bytes;
    }
    meanBytes = Math.round(total / 50);
  } finally {
    await server.stop();
  }
  const file = path.join(tmpDir, 'stores-by-coordinates.json');
  writeFileSync(file, sample);
  server = await startServer(dataDir, { SUFRA_BENCH_STATIC_FILE: file });
  try {
    const staticRes = await fetch(`${origin}/api/bench/static.json`);
    if (!Buffer.from(await staticRes.arrayBuffer()).equals(sample))
      throw new Error('GET /api/bench/static.json does not answer the captured zone answer');
    let next = 0;
    const lookup = await throughput(origin, {
      requests: [
        {
          method: 'POST',
          path: '/api/v1/store/get-stores-by-coordinates',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const p = points[next++ % points.length];
            return { ...req, body: JSON.stringify({ brandId, lat: p.lat, lng: p.lng, language: 'EN' }) };
          },
        },
      ],
    });
    const stat = await throughput(`${origin}/api/bench/static.json`, { method: 'GET' });
    return {
      zones: JSON.parse(readFileSync(DUBAI_COMMUNITIES, 'utf8')).features.length,
      points: points.length,
      bytes: sample.length,
      meanBytes,
      getStoresByCoordinates: lookup,
      staticJson: stat,
      ratio: Math.round((lookup.reqPerSec / stat.reqPerSec) * 100) / 100,
    };
  } finally {
    await server.stop();
  }
}
