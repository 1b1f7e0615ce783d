import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema.ts';
import { mappedAreas } from '../src/db/schema-delivery.ts';
import { importZones } from '../src/seed/import-zones.ts';
import { ZoneImportError } from '../src/seed/zone-file.ts';
import { createBrand, createStore } from './support/factory.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';
import { createTestApp, post, testDatabases } from './support/test-app.ts';

const communitiesFile = path.resolve(import.meta.dirname, '../seed/geo/dubai_communities.geojson');
const dubaiFile = path.resolve(import.meta.dirname, 'fixtures/uae_adm1_dubai.geojson');
const communities = JSON.parse(readFileSync(communitiesFile, 'utf8'));

/** Issue 8: importZones (one transaction, the bad feature named, nothing changed on refusal). */
describe.each(testDatabases())('importZones on %s', (kind) => {
  it('imports the 226 communities and the Dubai MultiPolygon; a bad file names the feature and changes nothing; new store at the centroid', async () => {
    const t = await createTestApp(kind);
    try {
      const db = t.database.db;
      const brand = await createBrand(db);
      const store = await createStore(db, brand.id, { city: 'Dubai' });
      const zonesOf = async () => Number((await db.select({ n: count() }).from(mappedAreas))[0]!.n);
      const all = await importZones(db, {
        temporaryDomainName: brand.temporaryDomainName,
        store: store.id,
        collection: communities,
        deliveryFeeFils: 750,
      });
      expect(all).toMatchObject({ zones: 226, replaced: 0, createdStore: false, setMethod: true });
      const [barsha] = await db.select().from(mappedAreas).where(eq(mappedAreas.nameEn, 'AL BARSHA FIRST'));
      expect(barsha).toMatchObject({
        nameAr: 'البرشاء الأولى',
        cityAr: 'دبي',
        deliveryFeeFils: 750,
        deliveryTimeMinutes: 45,
      });
      // The API answers with them at once (this process's index dropped).
      const hit = await post(t.app, 'store/get-stores-by-coordinates', {
        brandId: brand.id,
        lat: 25.1186111,
        lng: 55.1983333,
      });
      expect(hit.body.data[0]).toMatchObject({ areaName: 'AL BARSHA FIRST', deliveryFee: 7.5 });

      const bad = structuredClone(communities);
      bad.features[7].geometry.coordinates[0].pop();
      const refused = importZones(db, {
        temporaryDomainName: brand.temporaryDomainName,
        store: store.id,
        collection: bad,
      });
      await expect(refused).rejects.toThrow(
        new RegExp(
          `feature 7 \\('${bad.features[7].properties.name_en}'\\): polygon outer ring is not closed`,
        ),
      );
      const nameless = structuredClone(communities);
      nameless.features[3].properties = { comm_num: 1 };
      await expect(
        importZones(db, {
          temporaryDomainName: brand.temporaryDomainName,
          store: store.id,
          collection: nameless,
        }),
      ).rejects.toThrow(/feature 3: no name/);
      await expect(
        importZones(db, { temporaryDomainName: brand.temporaryDomainName, store: store.id, collection: [] }),
      ).rejects.toThrow(ZoneImportError);
      await expect(
        importZones(db, { temporaryDomainName: 'nobody', store: 'new', collection: communities }),
      ).rejects.toThrow(/No brand 'nobody'/);
      const other = await createBrand(db);
      const foreign = await createStore(db, other.id);
      await expect(
        importZones(db, {
          temporaryDomainName: brand.temporaryDomainName,
          store: foreign.id,
          collection: communities,
        }),
      ).rejects.toThrow(/not a store of/);
      expect(await zonesOf()).toBe(226);

      const dubai = JSON.parse(readFileSync(dubaiFile, 'utf8'));
      const created = await importZones(db, {
        temporaryDomainName: brand.temporaryDomainName,
        store: 'new',
        collection: dubai,
      });
      expect(created).toMatchObject({ zones: 1, createdStore: true, setMethod: false });
      const [newStore] = await db.select().from(stores).where(eq(stores.id, created.storeId));
      expect(newStore).toMatchObject({
        brandId: brand.id,
        nameEn: `${brand.brandName} Dubai`,
        city: 'Dubai',
        openingHours: store.openingHours,
      });
      expect(newStore!.lat).toBeGreaterThan(24.6);
      expect(newStore!.lat).toBeLessThan(25.4);
      // Hatta (another polygon of the MultiPolygon) is served by the new store, and by the first store's HATTA community.
      const hatta = await post(t.app, 'store/get-stores-by-coordinates', {
        brandId: brand.id,
        lat: 24.8,
        lng: 56.13,
      });
      expect(hatta.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id).sort()).toEqual(
        [created.storeId, store.id].sort(),
      );
      // Re-importing replaces the store's POLYGON zones.
      const again = await importZones(db, {
        temporaryDomainName: brand.temporaryDomainName,
        store: created.storeId,
        collection: dubai,
      });
      expect(again).toMatchObject({ zones: 1, replaced: 1 });
    } finally {
      await t.close();
    }
  }, 120_000);
});

/** `npm run import:zones` on the embedded database: alone, and while a server runs. */
describe('import:zones CLI (PGlite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-zones-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/import-zones.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };
  const api = (port: number, call: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}/api/v1/${call}?app_version=26`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  it('refuses bad files before anything; while the server runs, --store new prints the id last and the server serves the zones at once', async () => {
    const notJson = path.join(dir, 'bad.geojson');
    writeFileSync(notJson, '{ not json');
    const a = cli('--brand', 'alnile', '--store', 'new', '--file', notJson);
    expect(a.status).toBe(1);
    expect(a.stderr).toMatch(/not a JSON file/);
    const notFc = path.join(dir, 'point.geojson');
    writeFileSync(
      notFc,
      JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [55, 25] } }),
    );
    expect(cli('--brand', 'alnile', '--store', 'new', '--file', notFc).stderr).toMatch(
      /not a GeoJSON FeatureCollection/,
    );
    expect(cli('--brand', 'alnile').stderr).toMatch(/usage: npm run import:zones/);
    expect(cli('--brand', 'alnile', '--store', 'new', '--file', dubaiFile, '--fee', 'x').stderr).toMatch(
      /--fee must be an amount in AED/,
    );

    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const settings = await api(server.port, 'branding/getBrandSettings', { temporaryDomainName: 'alnile' });
    const brandId = settings.body.data.brand._id;
    const marinaWater = { brandId, lat: 24.8, lng: 56.13 };
    expect((await api(server.port, 'store/get-stores-by-coordinates', marinaWater)).body.data).toEqual([]);
    const res = cli(
      '--brand',
      'alnile',
      '--store',
      'new',
      '--file',
      dubaiFile,
      '--fee',
      '15',
      '--min-order',
      '60',
      '--time',
      '90',
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/Imported 1 POLYGON zone into the new store .* through the running server/);
    const newId = lines.at(-1)!;
    expect(newId).toMatch(/^[0-9a-f-]{36}$/);
    const served = await api(server.port, 'store/get-stores-by-coordinates', marinaWater);
    expect(served.body.data).toHaveLength(1);
    expect(served.body.data[0]).toMatchObject({
      storeId: { _id: newId },
      deliveryFee: 15,
      minOrder: 60,
      deliveryTime: 90,
    });
    // A bad feature is refused by the CLI; nothing changes.
    const broken = JSON.parse(readFileSync(dubaiFile, 'utf8'));
    broken.features[0].geometry.coordinates[3][0][2] = [55, 'x'];
    const brokenFile = path.join(dir, 'broken.geojson');
    writeFileSync(brokenFile, JSON.stringify(broken));
    const refused = cli('--brand', 'alnile', '--store', newId, '--file', brokenFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /feature 0 \('Dubai'\): polygon 3 outer ring position 2 has a latitude outside/,
    );
    expect((await api(server.port, 'store/get-stores-by-coordinates', marinaWater)).body.data).toHaveLength(
      1,
    );
  }, 400_000);
});
