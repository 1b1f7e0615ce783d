import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingStats, negotiateEncoding } from '../src/modules/menu/content-encoding.ts';
import { importMenu } from '../src/seed/import-menu.ts';
import { parseMenuFile } from '../src/seed/menu-file.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

const burgerato = () =>
  parseMenuFile(
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../seed/menus/burgerato_abudhabi_menu.json'), 'utf8'),
    ),
  );

describe('negotiateEncoding (Accept-Encoding, minimal q-values)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR;Q=1, gzip;q=1', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['deflate', 'identity'],
  ] as const)('%j → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

describe.each(testDatabases())('compressed menu answers on %s (issue 6)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;

  const brandMenu = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/menus/get-brand-menu', payload: { brandId }, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const summary = await importMenu(t.database.db, {
      temporaryDomainName: 'compression',
      menu: burgerato(),
    });
    brandId = summary.brandId;
    const stores = await t.app.inject({
      method: 'POST',
      url: '/api/v1/store/get-stores-for-pickup',
      payload: { brandId },
    });
    storeId = stores.json().data.stores[0]._id;
  });
  afterAll(() => t.close());

  it('br and gzip answers decompress to exactly the identity JSON, with their own ETags', async () => {
    const identity = await brandMenu();
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('accept-encoding');
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const etag = identity.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const br = await brandMenu({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);

    const gzip = await brandMenu({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gzip.headers.etag).toBe(`${etag.slice(0, -1)}-gz"`);

    const refused = await brandMenu({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(identity.rawPayload)).toBe(true);
    expect(refused.headers.etag).toBe(etag);
  });

  it.each([
    ['identity', undefined],
    ['br', 'br, gzip'],
    ['gzip', 'gzip, deflate'],
  ])('answers 304 to If-None-Match for the %s representation (strong and weak)', async (_name, accept) => {
    const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
    const first = await brandMenu(headers);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const again = await brandMenu({ ...headers, 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('accept-encoding');
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    const stale = await brandMenu({ ...headers, 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("another representation's ETag is not a match: the client gets the body it asked for", async () => {
    const identity = await brandMenu();
    const br = await brandMenu({ 'accept-encoding': 'br', 'if-none-match': identity.headers.etag as string });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('compresses once per cached body, not per request', async () => {
    await brandMenu({ 'accept-encoding': 'br' }); // made (or already made) for this body
    await brandMenu({ 'accept-encoding': 'gzip' });
    const before = { ...encodingStats };
    for (let i = 0; i < 5; i++) {
      await brandMenu({ 'accept-encoding': 'br, gzip' });
      await brandMenu({ 'accept-encoding': 'gzip' });
      await brandMenu();
    }
    expect(encodingStats).toEqual(before);
  });

  it('menus/get-pickup-store-menu is served compressed from its cache entry too', async () => {
    const call = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/menus/get-pickup-store-menu',
        payload: { brandId, storeId },
        headers,
      });
    const identity = await call();
    expect(identity.statusCode).toBe(200);
    const before = encodingStats.br;
    const br = await call({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    await call({ 'accept-encoding': 'br' });
    expect(encodingStats.br).toBe(before + 1);
    const notModified = await call({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
  });

  it('a menu import changes the body and every ETag, and compresses the new body once', async () => {
    const old = {
      identity: await brandMenu(),
      br: await brandMenu({ 'accept-encoding': 'br' }),
      gzip: await brandMenu({ 'accept-encoding': 'gzip' }),
    };
    const summary = await importMenu(t.database.db, {
      temporaryDomainName: 'compression',
      menu: burgerato(),
    });
    const before = { ...encodingStats };
    const identity = await brandMenu();
    const br = await brandMenu({ 'accept-encoding': 'br', 'if-none-match': old.br.headers.etag as string });
    const gzip = await brandMenu({
      'accept-encoding': 'gzip',
      'if-none-match': old.gzip.headers.etag as string,
    });
    expect(identity.json().data._id).toBe(summary.menuId);
    expect(old.identity.json().data._id).not.toBe(summary.menuId);
    expect(identity.rawPayload.equals(old.identity.rawPayload)).toBe(false);
    expect(br.statusCode).toBe(200);
    expect(gzip.statusCode).toBe(200);
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    for (const name of ['identity', 'br', 'gzip'] as const) {
      const now = { identity, br, gzip }[name];
      expect(now.headers.etag).not.toBe(old[name].headers.etag);
    }
    await brandMenu({ 'accept-encoding': 'br' });
    await brandMenu({ 'accept-encoding': 'gzip' });
    expect(encodingStats).toEqual({ br: before.br + 1, gzip: before.gzip + 1 });
  });
});
