/**
 * The business card around the API (issue 19, decision 0035): the page shell of a card path
 * carries no brand (card mode, 000 §2.4 step 2) even when the slug equals a brand's temporary
 * domain name; the demo seed writes the card `sufra-demo` with both demo brands, once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { businessCardPathOf } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { brandDomains } from '../src/db/schema.ts';
import { DEMO_CARD, runBusinessCardCommand } from '../src/modules/business-card/admin-service.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, get, type TestApp, testDatabases } from './support/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Sufra</title></head><body><div id="root"></div></body></html>';

describe('businessCardPathOf (000 §2.3 RT06–RT08, §2.4 step 2)', () => {
  it('matches /{slug}/card|business-card|businesscard in any case, nothing else', () => {
    expect(businessCardPathOf('/sufra-demo/card')).toEqual({ slug: 'sufra-demo', suffix: 'card' });
    expect(businessCardPathOf('/Sufra-Demo/Business-Card/')).toEqual({
      slug: 'sufra-demo',
      suffix: 'business-card',
    });
    expect(businessCardPathOf('/x/businesscard')).toEqual({ slug: 'x', suffix: 'businesscard' });
    for (const other of [
      '/',
      '/burgerato',
      '/burgerato/',
      '/card',
      '/a/b/card',
      '/a/cards',
      '/-a/card',
      '/%E0%A4/card',
    ])
      expect(businessCardPathOf(other), other).toBeNull();
  });
});

describe('the page shell of a card path (decision 0035)', () => {
  let database: Database;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sufra-card-shell-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'assets'));
    database = await openDatabase({});
    const brand = await createBrand(database.db, {
      temporaryDomainName: 'samename',
      brandName: 'Same Name Grill',
    });
    await database.db.insert(brandDomains).values({ host: 'grill.example', brandId: brand.id });
    app = await buildApp(
      { db: database.db, config: { minAppVersion: 26, webDist: dist, logLevel: 'silent', demoMode: false } },
      { logger: false },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("a brand's page carries its boot data; the card path of the same name carries none (card paths win)", async () => {
    const brandPage = await app.inject({ method: 'GET', url: '/samename/' });
    expect(brandPage.statusCode).toBe(200);
    expect(brandPage.body).toContain('id="sufra-boot"');
    expect(brandPage.body).toContain('Same Name Grill');
    for (const suffix of ['card', 'business-card', 'businesscard']) {
      const card = await app.inject({ method: 'GET', url: `/samename/${suffix}` });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toMatch(/^text\/html/);
      expect(card.body).not.toContain('id="sufra-boot"');
      expect(card.body).not.toContain('Same Name Grill');
    }
  });

  it("on a brand's custom domain too, a card path is served without the brand (000 §2.1: never prefixed)", async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'grill.example' } });
    expect(home.body).toContain('id="sufra-boot"');
    const card = await app.inject({
      method: 'GET',
      url: '/sufra-demo/card',
      headers: { host: 'grill.example' },
    });
    expect(card.statusCode).toBe(200);
    expect(card.body).not.toContain('id="sufra-boot"');
    expect(card.body).not.toContain('Same Name Grill');
  });
});

describe.each(testDatabases())('the demo business card on %s (issue 19)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo seed writes /sufra-demo/card with burgerato then alnile, once; a set card is kept', async () => {
    const db = t.database.db;
    expect(await seedDemoBrands(db)).toBe(true);
    const res = await get(t.app, `user/${DEMO_CARD.slug}/card`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: DEMO_CARD.title, phoneNumber: DEMO_CARD.phoneNumber });
    const names = res.body.data.permittedBrands.map(
      (b: { setting: { temporaryDomainName: string } }) => b.setting.temporaryDomainName,
    );
    expect(names).toEqual(['burgerato', 'alnile']);
    // Both demo brands carry their live, non-hidden demo coupons on the card.
    for (const b of res.body.data.permittedBrands) expect(b.discounts.length).toBeGreaterThan(0);
    await runBusinessCardCommand(
      db,
      {
        action: 'set',
        slug: DEMO_CARD.slug,
        title: 'Changed',
        phoneNumber: '+97140000999',
        brands: ['alnile'],
      },
      new Date(),
    );
    expect(await seedDemoBrands(db)).toBe(false);
    const kept = await get(t.app, `user/${DEMO_CARD.slug}/card`);
    expect(kept.body.data.title).toBe('Changed');
    expect(kept.body.data.permittedBrands).toHaveLength(1);
  }, 180_000);
});
