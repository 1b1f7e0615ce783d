import { MESSAGES, MESSAGES_AR, PREVIEW_TOKEN_HEADER } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orders } from '../src/db/schema.ts';
import { runBrandCommand } from '../src/modules/brand/brand-command.ts';
import { brandVisible, previewTokenMatches } from '../src/modules/brand/preview-access.ts';
import { type CardWorld, cardOrderBody, cardWorld } from './support/card-orders.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** The answer to an unknown brand (000 §8): what a brand not yet live answers without its token. */
const NOT_FOUND = { EN: MESSAGES.brandNotFound, AR: MESSAGES_AR.brandNotFound };

describe('preview access (pure; issue 19, decision 0036)', () => {
  it('a live brand is seen by anyone; a brand not yet live only with its exact token', () => {
    const token = 'a'.repeat(43);
    expect(brandVisible({ isLive: true, previewToken: null }, null)).toBe(true);
    expect(brandVisible({ isLive: false, previewToken: token }, token)).toBe(true);
    expect(brandVisible({ isLive: false, previewToken: token }, null)).toBe(false);
    expect(brandVisible({ isLive: false, previewToken: token }, `${token}a`)).toBe(false);
    expect(brandVisible({ isLive: false, previewToken: token }, token.slice(1))).toBe(false);
    expect(brandVisible({ isLive: false, previewToken: null }, '')).toBe(false);
    expect(previewTokenMatches(null, null)).toBe(false);
  });
});

describe.each(testDatabases())('preview mode on %s (000 §2.20; issue 19, decision 0036)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let token = '';
  let otherToken = '';
  let otherBrandId = '';
  let storeId = '';
  const headers = (value?: string): Record<string, string> =>
    value === undefined ? {} : { [PREVIEW_TOKEN_HEADER]: value };

  /** The read-only calls a preview makes (decision 0036), for the world's brand. */
  const previewCalls = () =>
    [
      ['branding/getBrandSettings', { temporaryDomainName: w.brand.temporaryDomainName }],
      ['branding/get-brand-settings-by-brand-id-for-store-front', { brandId: w.brand.id }],
      ['menus/get-brand-menu', { brandId: w.brand.id }],
      ['store/get-stores-for-pickup', { brandId: w.brand.id }],
      ['menus/get-pickup-store-menu', { brandId: w.brand.id, storeId }],
      ['items/get-item-detail', { brandId: w.brand.id, itemId: w.menu.fries.id }],
      [
        'menus/get-menu-item-detail',
        { brandId: w.brand.id, storeId, itemId: w.menu.fries.id, serviceType: 'PICKUP' },
      ],
    ] as const;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    w = await cardWorld(db, 'none');
    storeId = w.store.id;
    // Another brand not yet live, with its own token: its token never opens this brand.
    const other = await createBrand(db);
    otherBrandId = other.id;
    await createStore(db, other.id);
    await createMenu(db, other.id);
    otherToken = (await runBrandCommand(db, { action: 'preview', brand: other.temporaryDomainName }))
      .previewToken!;
    await runBrandCommand(db, { action: 'unlive', brand: other.temporaryDomainName });
  }, 120_000);
  afterAll(() => t.close());

  it('a live brand: every preview call answers, with or without a token (a wrong one is ignored)', async () => {
    for (const [path, body] of previewCalls()) {
      for (const h of [headers(), headers('wrong')]) {
        const res = await post(t.app, path, { ...body, language: 'EN' }, h);
        expect(res.status, path).toBe(200);
      }
    }
    // The brand is live now: an order goes through (so the refusal below is the state's, not the body's).
    const placed = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
      authorization: w.token,
    });
    expect(placed.status).toBe(200);
  });

  it("'preview' issues a 43-character token once; 'unlive' closes the storefront", async () => {
    const db = t.database.db;
    const first = await runBrandCommand(db, { action: 'preview', brand: w.brand.temporaryDomainName });
    expect(first.previewToken).toMatch(/^[\w-]{43}$/);
    expect(first.issued).toBe(true);
    const again = await runBrandCommand(db, { action: 'preview', brand: w.brand.temporaryDomainName });
    expect(again).toMatchObject({ previewToken: first.previewToken, issued: false, isLive: true });
    const closed = await runBrandCommand(db, { action: 'unlive', brand: w.brand.temporaryDomainName });
    expect(closed.isLive).toBe(false);
    token = first.previewToken!;
  });

  it('not live: without a token, with a wrong token or with another brand’s token, every preview call answers 404 brandNotFound, EN and AR', async () => {
    for (const [path, body] of previewCalls()) {
      for (const h of [headers(), headers(''), headers('wrong'), headers(otherToken), headers(`${token}x`)]) {
        for (const language of ['EN', 'AR'] as const) {
          const res = await post(t.app, path, { ...body, language }, h);
          expect(res.status, `${path} ${JSON.stringify(h)}`).toBe(404);
          expect(res.body).toEqual({ success: 0, code: expect.any(String), message: NOT_FOUND[language] });
        }
      }
    }
  });

  it('not live: the brand’s token opens every preview call (brand, menu, stores, item)', async () => {
    for (const [path, body] of previewCalls()) {
      const res = await post(t.app, path, { ...body, language: 'EN' }, headers(token));
      expect(res.status, path).toBe(200);
      expect(res.body.success).toBe(1);
    }
    // A menu answered to the preview is not served from the cache to a call without the token.
    const cached = await post(t.app, 'menus/get-brand-menu', { brandId: w.brand.id, language: 'EN' });
    expect(cached.status).toBe(404);
  });

  it('a token opens only its own brand: this brand’s token on the other brand answers 404', async () => {
    const res = await post(
      t.app,
      'menus/get-brand-menu',
      { brandId: otherBrandId, language: 'EN' },
      headers(token),
    );
    expect(res.status).toBe(404);
    const own = await post(
      t.app,
      'menus/get-brand-menu',
      { brandId: otherBrandId, language: 'EN' },
      headers(otherToken),
    );
    expect(own.status).toBe(200);
  });

  it('not live: ordering and sign-in are refused even with the token; nothing is written', async () => {
    const db = t.database.db;
    const before = (await db.select().from(orders).where(eq(orders.brandId, w.brand.id))).length;
    for (const h of [{}, headers(token)]) {
      const placed = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
        authorization: w.token,
        ...h,
      });
      expect(placed.status).toBe(404);
      expect(placed.body.message).toBe(NOT_FOUND.EN);
      const signIn = await post(
        t.app,
        'user/password-less-login-v2',
        {
          brandId: w.brand.id,
          phoneNumber: '+971501234567',
          countryObj: { countryCode: 'AE', dialCode: '971' },
          userType: 'CUSTOMER',
        },
        h,
      );
      expect(signIn.status).toBe(404);
    }
    expect((await db.select().from(orders).where(eq(orders.brandId, w.brand.id))).length).toBe(before);
  });

  it("'--rotate' replaces the token: the old link stops working at once, the new one opens", async () => {
    const db = t.database.db;
    const rotated = await runBrandCommand(db, {
      action: 'preview',
      brand: w.brand.temporaryDomainName,
      rotate: true,
    });
    expect(rotated.issued).toBe(true);
    expect(rotated.previewToken).not.toBe(token);
    const old = await post(
      t.app,
      'menus/get-brand-menu',
      { brandId: w.brand.id, language: 'EN' },
      headers(token),
    );
    expect(old.status).toBe(404);
    const fresh = await post(
      t.app,
      'menus/get-brand-menu',
      { brandId: w.brand.id, language: 'EN' },
      headers(rotated.previewToken!),
    );
    expect(fresh.status).toBe(200);
    token = rotated.previewToken!;
  });

  it('two preview commands at once leave one token, and both print it', async () => {
    const db = t.database.db;
    const fresh = await createBrand(db);
    const [a, b] = await Promise.all([
      runBrandCommand(db, { action: 'preview', brand: fresh.temporaryDomainName }),
      runBrandCommand(db, { action: 'preview', brand: fresh.temporaryDomainName }),
    ]);
    const [row] = await db.select().from(brands).where(eq(brands.id, fresh.id));
    expect(a.previewToken).toBe(row!.previewToken);
    expect(b.previewToken).toBe(row!.previewToken);
  });

  it("'live' opens the storefront again to everyone; an unknown brand is refused", async () => {
    const db = t.database.db;
    await runBrandCommand(db, { action: 'live', brand: w.brand.temporaryDomainName });
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: w.brand.id, language: 'EN' });
    expect(res.status).toBe(200);
    await expect(runBrandCommand(db, { action: 'live', brand: 'no-such-brand' })).rejects.toThrow(
      "unknown brand 'no-such-brand'",
    );
  });
});
