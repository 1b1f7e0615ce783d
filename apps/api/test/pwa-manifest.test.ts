import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { brandInitials, renderMonogramSvg } from '../src/modules/web/manifest.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** The built index.html's head as far as these tests read it (apps/web/index.html). */
const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="theme-color" content="#ffffff" /><title>Sufra</title></head><body><div id="root"></div></body></html>';

/** A hostile brand name: quotes, markup and an ampersand (everything must stay escaped). */
const HOSTILE_NAME = `Tom & "Jerry's" </script><b>`;

/**
 * Whether `svg` is well-formed as far as the monogram goes: one `<svg>` root in the SVG namespace,
 * tags balanced, no raw `<` or `>` in text or attribute values, every `&` an XML entity.
 */
function expectWellFormedSvg(svg: string): void {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^<>]*>.*<\/svg>$/);
  const stack: string[] = [];
  const rest = svg.replace(
    /<(\/?)([a-z]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gi,
    (_, close, name, _a, self) => {
      if (close) expect(stack.pop()).toBe(name);
      else if (!self) stack.push(name);
      return '';
    },
  );
  expect(stack).toEqual([]);
  expect(rest).not.toMatch(/[<>]/);
  expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
}

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type?: string; purpose: string }>;
};

describe('brand initials and the monogram icon (docs/decisions/0011-pwa.md)', () => {
  it('takes the first letter of the first two words, upper-case', () => {
    expect(brandInitials('Burgerato')).toBe('B');
    expect(brandInitials('Al Nile Gourmet')).toBe('AN');
    expect(brandInitials('  zaatar  and  co ')).toBe('ZA');
    expect(brandInitials('مطعم النيل')).toBe('ما');
    expect(brandInitials('<>& "')).toBe('?');
  });
  it('draws the initials in the text colour on the brand colour, and refuses colours that are not hex', () => {
    const svg = renderMonogramSvg({ brandName: 'Al Nile', color: '#14532d', textColor: '#fefefe' });
    expectWellFormedSvg(svg);
    expect(svg).toContain('<rect width="512" height="512" fill="#14532d"/>');
    expect(svg).toMatch(/fill="#fefefe">AN<\/text>/);
    const hostile = renderMonogramSvg({
      brandName: HOSTILE_NAME,
      color: 'red"/><script>alert(1)</script>',
      textColor: '#fff" onload="x',
    });
    expectWellFormedSvg(hostile);
    expect(hostile).not.toContain('script');
    expect(hostile).not.toContain('onload');
    expect(hostile).toContain('fill="#111827"');
    expect(hostile).toMatch(/fill="#ffffff">T<\/text>/);
  });
});

describe.each(testDatabases())('per-brand web app manifest on %s (issue 6: installable PWA)', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let dist: string;
  let hostile: { temporaryDomainName: string };
  let withLogo: { temporaryDomainName: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoBrands(t.database.db);
    hostile = await createBrand(t.database.db, {
      brandName: HOSTILE_NAME,
      settingsOverrides: { color: '#12345g;}</style>', textColor: 'white' },
    });
    withLogo = await createBrand(t.database.db, {
      brandName: 'Logo Bistro',
      settingsOverrides: { brandLogoFirst: 'https://cdn.example.com/logo.png', color: '#0f766e' },
    });
    dist = mkdtempSync(path.join(tmpdir(), 'sufra-pwa-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(dist, 'workbox-0a1b2c3d.js'), 'define([], function () {});');
    app = await buildApp(
      { db: t.database.db, config: { demoMode: true, minAppVersion: 26, webDist: dist, logLevel: 'silent' } },
      { logger: false },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const manifestOf = async (url: string, host?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: host ? { host } : {} });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json() as Manifest;
  };

  it.each([
    ['burgerato', 'Burgerato', '#c2410c'],
    ['alnile', 'Al Nile Gourmet', '#14532d'],
  ])(
    '%s: name, start_url and scope under its segment, its colour and its monogram icons',
    async (segment, brandName, color) => {
      const manifest = await manifestOf(`/${segment}/manifest.webmanifest`);
      expect(manifest).toEqual({
        id: `/${segment}/`,
        name: `Order direct from ${brandName}`,
        short_name: brandName,
        lang: 'en',
        dir: 'ltr',
        start_url: `/${segment}/`,
        scope: `/${segment}/`,
        display: 'standalone',
        theme_color: color,
        background_color: color,
        icons: [
          { src: `/${segment}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: `/${segment}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      });
      // The temporary domain name is matched as the page matches it (000 §2.4), whatever its case.
      expect((await manifestOf(`/${segment.toUpperCase()}/manifest.webmanifest`)).start_url).toBe(
        `/${segment}/`,
      );
    },
  );

  it("on a custom domain the brand is the host's and its base is '/' (000 §2.4)", async () => {
    const manifest = await manifestOf('/manifest.webmanifest', 'burgerato.localhost');
    expect(manifest.short_name).toBe('Burgerato');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.icons.map((i) => i.src)).toEqual(['/icon.svg', '/icon.svg']);
    // The host wins over a path segment, as it does for the page.
    expect((await manifestOf('/alnile/manifest.webmanifest', 'burgerato.localhost')).short_name).toBe(
      'Burgerato',
    );
    const icon = await app.inject({
      method: 'GET',
      url: '/icon.svg',
      headers: { host: 'alnile.localhost:8080' },
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('fill="#14532d"');
  });

  it('an unknown brand, a bad segment, or /manifest.webmanifest off a custom domain answers 404', async () => {
    for (const url of [
      '/no-such-brand/manifest.webmanifest',
      '/no-such-brand/icon.svg',
      '/manifest.webmanifest',
      '/icon.svg',
      '/bad_segment!/manifest.webmanifest',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('the icon is a well-formed SVG in the brand colour with the initials in the text colour', async () => {
    const res = await app.inject({ method: 'GET', url: '/alnile/icon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectWellFormedSvg(res.body);
    expect(res.body).toContain('<rect width="512" height="512" fill="#14532d"/>');
    expect(res.body).toMatch(/fill="#ffffff">AN<\/text><\/svg>$/);
  });

  it('escapes a hostile brand name in the manifest and the icon, and replaces colours that are not hex', async () => {
    const manifest = await manifestOf(`/${hostile.temporaryDomainName}/manifest.webmanifest`);
    expect(manifest.short_name).toBe(HOSTILE_NAME);
    expect(manifest.name).toBe(`Order direct from ${HOSTILE_NAME}`);
    expect(manifest.theme_color).toBe('#111827');
    const icon = await app.inject({ method: 'GET', url: `/${hostile.temporaryDomainName}/icon.svg` });
    expectWellFormedSvg(icon.body);
    expect(icon.body).not.toContain('</style>');
    expect(icon.body).toContain('fill="#111827"');
    expect(icon.body).toMatch(/fill="#ffffff">T<\/text>/);
  });

  it("a brand with a logo (setting.brandLogoFirst) shows it as the icon, and keeps the monogram as 'maskable'", async () => {
    const base = `/${withLogo.temporaryDomainName}/`;
    const manifest = await manifestOf(`${base}manifest.webmanifest`);
    expect(manifest.icons).toEqual([
      { src: 'https://cdn.example.com/logo.png', sizes: 'any', purpose: 'any' },
      { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ]);
    const page = await app.inject({ method: 'GET', url: base.slice(0, -1) });
    expect(page.body).toContain('<link rel="apple-touch-icon" href="https://cdn.example.com/logo.png">');
  });

  it('serves the service worker and its Workbox runtime as files, revalidated, not as the page', async () => {
    for (const url of ['/sw.js', '/workbox-0a1b2c3d.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('<html');
    }
  });

  it('the brand page links its manifest and touch icon and sets theme-color to the brand colour', async () => {
    for (const url of ['/burgerato', '/burgerato/basket']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<link rel="manifest" href="/burgerato/manifest.webmanifest">');
      expect(page.body).toContain('<link rel="apple-touch-icon" href="/burgerato/icon.svg">');
      expect(page.body).toContain('<meta name="theme-color" content="#c2410c">');
      expect(page.body).not.toContain('#ffffff" />');
    }
    const custom = await app.inject({ method: 'GET', url: '/', headers: { host: 'burgerato.localhost' } });
    expect(custom.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(custom.body).toContain('<link rel="apple-touch-icon" href="/icon.svg">');
    // The CSP lets the page load the manifest and register the service worker from its own origin.
    expect(String(custom.headers['content-security-policy'])).toMatch(/(^|;)\s*manifest-src 'self'(;|$)/);
    expect(String(custom.headers['content-security-policy'])).toMatch(/(^|;)\s*worker-src 'self'(;|$)/);
    // No brand, no manifest.
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.body).not.toContain('rel="manifest"');
  });
});
