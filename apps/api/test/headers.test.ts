import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createBrand } from './support/factory.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Sufra</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

/** The CSP header as a map of directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers (issue 5, @fastify/helmet)', () => {
  let database: Database;
  let app: FastifyInstance;
  let hstsApp: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sufra-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    database = await openDatabase({});
    await createBrand(database.db, { temporaryDomainName: 'headers' });
    const config = { demoMode: false, minAppVersion: 26, webDist: dist, logLevel: 'silent' };
    app = await buildApp({ db: database.db, config }, { logger: false });
    hstsApp = await buildApp({ db: database.db, config: { ...config, hsts: true } }, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    await hstsApp.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectPolicy = (headers: Record<string, unknown>) => {
    const policy = csp(headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('an API answer carries the CSP, nosniff and the referrer policy, and no HSTS by default', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings',
      payload: { temporaryDomainName: 'headers' },
    });
    expect(res.statusCode).toBe(200);
    expectPolicy(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the HTML page carries the same policy; error answers too', async () => {
    const page = await app.inject({ method: 'GET', url: '/headers' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expectPolicy(page.headers);
    const missing = await app.inject({ method: 'POST', url: '/api/v1/no/such-call', payload: {} });
    expectPolicy(missing.headers);
  });

  it('HSTS only when config.hsts is set', async () => {
    const res = await hstsApp.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });
});
