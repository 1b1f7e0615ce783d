/**
 * What the web side answers for what it does not have (issue 16): an unknown static file is the
 * 404 envelope `{ success: 0, message }` in the request's language like any other 404, and the
 * dev outbox page is 404 outside demo mode (README: "no dev outbox routes") instead of the
 * storefront page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createBrand } from './support/factory.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Sufra</title></head><body><div id="root"></div></body></html>';

describe('web 404s (issue 16)', () => {
  let database: Database;
  let production: FastifyInstance;
  let demo: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sufra-web-404-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1);');
    database = await openDatabase({});
    await createBrand(database.db, { temporaryDomainName: 'webfour' });
    const config = { minAppVersion: 26, webDist: dist, logLevel: 'silent' };
    production = await buildApp(
      { db: database.db, config: { ...config, demoMode: false, production: true } },
      { logger: false },
    );
    demo = await buildApp({ db: database.db, config: { ...config, demoMode: true } }, { logger: false });
  });
  afterAll(async () => {
    await production.close();
    await demo.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('an unknown static file answers the 404 envelope in the request language; known files are served', async () => {
    const missing = await production.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'No match for /assets/nope.js',
    });
    const arabic = await production.inject({ method: 'GET', url: '/webfour/logo.png?language=AR' });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'لا يوجد تطابق لـ \u2068/webfour/logo.png\u2069',
    });
    // The same envelope as an unknown API path, which keeps answering it in either language.
    const api = await production.inject({ method: 'GET', url: '/api/v1/no/such-call?language=AR' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('لا يوجد تطابق لـ \u2068/api/v1/no/such-call\u2069');
    expect((await production.inject({ method: 'GET', url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
    expect((await production.inject({ method: 'GET', url: '/webfour' })).statusCode).toBe(200);
  });

  it('demo mode off: /dev/outbox and its variants are 404, not the storefront page', async () => {
    for (const url of [
      '/dev/outbox',
      '/dev/outbox/',
      '/dev/outbox?phoneNumber=0501234567',
      '/DEV/Outbox',
      '/dev/outbox/x',
      '/dev/%6Futbox',
    ]) {
      const res = await production.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: 0 });
      expect(res.body, url).not.toContain('<html');
    }
    // Demo mode on: the dev outbox page, with or without the trailing slash.
    for (const url of ['/dev/outbox', '/dev/outbox/']) {
      const page = await demo.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<h1>Dev outbox</h1>');
    }
  });
});
