import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** A built index.html and Vite manifest, as far as the page's boot data and preloads read them. */
const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Sufra</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/features/menu/screens/brand-home.tsx': {
    file: 'assets/brand-home-1.js',
    imports: ['_shared-1.js', '_menu-1.js'],
  },
  '_menu-1.js': { file: 'assets/menu-1.js' },
  'src/features/stores/screens/outlet-home.tsx': { file: 'assets/outlet-home-1.js' },
  'src/features/item/screens/item-page.tsx': { file: 'assets/item-page-1.js' },
};

/** The JSON of the page's `<script id="sufra-boot">`, or null. */
// biome-ignore lint/suspicious/noExplicitAny: test reads of a JSON document
function bootOf(html: string): Record<string, any> | null {
  const m = /<script id="sufra-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

describe.each(testDatabases())(
  'the page carries its boot data on %s (issue 6: no start-up waterfall)',
  (kind) => {
    let t: TestApp;
    let app: FastifyInstance;
    let dist: string;
    let hostile: { temporaryDomainName: string };

    beforeAll(async () => {
      t = await createTestApp(kind);
      await seedDemoBrands(t.database.db);
      hostile = await createBrand(t.database.db, {
        brandName: 'Script </script><img src=x onerror=alert(1)>',
        settingsOverrides: { taglineEN: '</script><script>alert(2)</script>' },
      });
      dist = mkdtempSync(path.join(tmpdir(), 'sufra-boot-'));
      writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      app = await buildApp(
        {
          db: t.database.db,
          config: { demoMode: true, minAppVersion: 26, webDist: dist, logLevel: 'silent' },
        },
        { logger: false },
      );
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await t?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const call = async (p: string, payload: Record<string, unknown>) =>
      (
        await app.inject({ method: 'POST', url: `/api/v1/${p}`, payload: { language: 'EN', ...payload } })
      ).json();

    it('a brand-based home carries the settings of getBrandSettings and the brand menu of get-brand-menu, byte for byte', async () => {
      const boot = bootOf(await page('/burgerato'))!;
      const settings = await call('branding/getBrandSettings', { temporaryDomainName: 'burgerato' });
      expect(boot.settings).toEqual({
        ...settings.data,
        domainType: 'TEMPORARAY_DOMAIN',
        basename: '/burgerato',
      });
      const menu = await call('menus/get-brand-menu', { brandId: settings.data.brand._id });
      expect(boot.brandMenu).toEqual(menu);
      expect(boot.pickupStores).toBeUndefined();
      expect(typeof boot.at).toBe('number');
    });

    it('an outlet-based home carries its pickup stores (001 §2.7), not a menu', async () => {
      const boot = bootOf(await page('/alnile'))!;
      const stores = await call('store/get-stores-for-pickup', { brandId: boot.settings.brand._id });
      expect(boot.pickupStores).toEqual(stores.data);
      expect(boot.brandMenu).toBeUndefined();
    });

    it('a store paused on any process shows on the next page at once, not after the 5 s reuse (issue 17)', async () => {
      const live = await buildApp(
        {
          db: t.database.db,
          config: { demoMode: true, minAppVersion: 26, webDist: dist, logLevel: 'silent' },
          internal: { events: { listen: t.database.listen, notify: t.database.notify } },
        },
        { logger: false },
      );
      await live.ready();
      try {
        const boot = async () =>
          bootOf((await live.inject({ method: 'GET', url: '/alnile' })).body)!.pickupStores as unknown;
        const before = await boot();
        const brandId = bootOf((await live.inject({ method: 'GET', url: '/alnile' })).body)!.settings.brand
          ._id as string;
        await t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`update stores set orders_paused_until = now() + interval '30 minutes' where brand_id = ${brandId}`,
          );
          await tx.execute(sql`select pg_notify('sufra_menu_changed', ${brandId})`);
        });
        await expect.poll(boot, { timeout: 2_000, interval: 50 }).not.toEqual(before);
        expect(await call('store/get-stores-for-pickup', { brandId })).toMatchObject({ success: 1 });
      } finally {
        await t.database.db.execute(sql`update stores set orders_paused_until = null`);
        await live.close();
      }
    });

    it('a custom domain gets basename "" and CUSTOM_DOMAIN', async () => {
      const boot = bootOf(await page('/', { host: 'burgerato.localhost' }))!;
      expect(boot.settings.domainType).toBe('CUSTOM_DOMAIN');
      expect(boot.settings.basename).toBe('');
      expect(boot.settings.setting.temporaryDomainName).toBe('burgerato');
    });

    it('every page of the brand carries it, and an unknown brand none', async () => {
      expect(bootOf(await page('/burgerato/basket'))?.settings.brand.brandName).toBe('Burgerato');
      expect(bootOf(await page('/no-such-brand'))).toBeNull();
    });

    it("no brand text can close the script element: '<' travels as \\u003c", async () => {
      const html = await page(`/${hostile.temporaryDomainName}`);
      const script = /<script id="sufra-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
      expect(script).not.toContain('<');
      expect(bootOf(html)!.settings.brand.brandName).toBe('Script </script><img src=x onerror=alert(1)>');
      expect(html.match(/<\/script>/g)?.length).toBe(2); // the entry's and the boot data's, nothing more
    });

    it('the secrets of the brand never reach the page: only the public integration fields', async () => {
      const html = await page('/burgerato');
      const boot = bootOf(html)!;
      const settings = await call('branding/getBrandSettings', { temporaryDomainName: 'burgerato' });
      expect(boot.settings.activeIntegrations).toEqual(settings.data.activeIntegrations);
      expect(html).not.toMatch(/secret|sk_live|sk_test/i);
    });

    it('an Arabic page (sufra_lang=ar) paints the Arabic tagline and demo banner before the app starts', async () => {
      const settings = (await call('branding/getBrandSettings', { temporaryDomainName: 'burgerato' })).data;
      const ar = await page('/burgerato', { cookie: 'sufra_lang=ar' });
      expect(ar).toContain('<html lang="ar" dir="rtl">');
      expect(ar).toContain(`<p class="hero-tagline">${settings.setting.taglineAR}</p>`);
      expect(ar).toContain('نسخة تجريبية');
      const en = await page('/burgerato');
      expect(en).toContain(`<p class="hero-tagline">${settings.setting.taglineEN}</p>`);
      expect(en).not.toContain('نسخة تجريبية');
    });

    it("preloads the route's screen chunk and its own imports, and the texts of the language it starts in", async () => {
      const home = await page('/burgerato');
      expect(home).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/brand-home-1.js">',
      );
      expect(home).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/menu-1.js">',
      );
      expect(home).not.toContain('href="/assets/shared-1.js"'); // the entry's own import
      expect(home).toContain(
        '<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/locales/en/common.json">',
      );
      const item = await page('/burgerato/item/x/y', { cookie: 'sufra_lang=ar' });
      expect(item).toContain('href="/assets/item-page-1.js"');
      expect(item).toContain('href="/locales/ar/menu.json"');
      expect(item).not.toContain('brand-home-1.js');
      const outlet = await page('/alnile');
      expect(outlet).toContain('href="/assets/outlet-home-1.js"');
    });
  },
);
