import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardWorld, SANDBOX_INTEGRATIONS } from './support/card-orders.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * The internal brand-integrations switch (decision 0022: e2e switches a brand's provider) and the
 * public projection of a sandbox integration (the web learns `mode: 'sandbox'`, never a secret).
 */
describe.each(testDatabases())('brand integrations switch on %s (decision 0022)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('the demo seed switches card payments on once: Al Nile the sandbox STRIPE, Burgerato the sandbox CHECKOUT, CREDIT_CARD first for pickup and delivery with cash kept', async () => {
    const { seedDemoBrands } = await import('../src/seed/seed-demo.ts');
    const { brands, stores } = await import('../src/db/schema.ts');
    await seedDemoBrands(t.database.db);
    const rows = await t.database.db.select().from(brands);
    const alnile = rows.find((b) => b.temporaryDomainName === 'alnile')!;
    const burgerato = rows.find((b) => b.temporaryDomainName === 'burgerato')!;
    expect(alnile.activeIntegrations).toContainEqual({
      name: 'STRIPE',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
    });
    expect(burgerato.activeIntegrations).toContainEqual({
      name: 'CHECKOUT',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox' },
    });
    for (const brand of [alnile, burgerato]) {
      const shops = await t.database.db.select().from(stores).where(eq(stores.brandId, brand.id));
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) {
        const options = shop.paymentOptions as Record<string, string[]>;
        expect(options.PICKUP![0]).toBe('CREDIT_CARD');
        expect(options.PICKUP).toContain('CASH');
        expect(options.DELIVERY![0]).toBe('CREDIT_CARD');
        expect(options.PICKUP!.filter((o) => o === 'CREDIT_CARD')).toHaveLength(1);
      }
    }
    const settings = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
      brandId: alnile.id,
    });
    expect(settings.body.data.activeIntegrations).toContainEqual({
      name: 'STRIPE',
      category: 'PAYMENT_GATEWAY',
      isActive: true,
      metaData: { mode: 'sandbox', publishableKey: 'pk_sandbox_alnile' },
    });
    // Marked once: an owner's later change is not overruled by the next start.
    const { switchOnDemoPayments } = await import('../src/seed/seed-payments-on.ts');
    expect(await switchOnDemoPayments(t.database.db, alnile.id, 'alnile')).toBe(false);
  });

  it('POST /api/internal/brand-integrations: loopback with the admin token only; by id or name; the public settings then show the new provider with mode but no secret', async () => {
    const { buildApp } = await import('../src/app.ts');
    const TOKEN = 'x'.repeat(40);
    const w = await cardWorld(t.database.db, 'card-elements');
    const app = await buildApp(
      {
        db: t.database.db,
        now: () => new Date(),
        config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
        internal: { adminToken: TOKEN },
      },
      { logger: false },
    );
    try {
      const call = (payload: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/internal/brand-integrations',
          payload: payload as object,
          headers,
          remoteAddress,
        });
      const auth = { authorization: `Bearer ${TOKEN}` };
      const hosted = [
        {
          name: 'HOSTED_PAGE',
          category: 'PAYMENT_GATEWAY',
          isActive: true,
          metaData: { mode: 'sandbox', secretKey: 'sk_live_x' },
        },
      ];
      const body = { brand: w.brand.temporaryDomainName, activeIntegrations: hosted };
      expect((await call(body, {})).statusCode).toBe(401);
      expect((await call(body, auth, '10.0.0.5')).statusCode).toBe(403);
      expect((await call(body, { ...auth, 'x-forwarded-for': '10.0.0.5' })).statusCode).toBe(403);
      expect((await call({ brand: 'nobody-here', activeIntegrations: [] }, auth)).statusCode).toBe(400);
      expect((await call({ brand: w.brand.id, activeIntegrations: [{ name: 1 }] }, auth)).statusCode).toBe(
        400,
      );
      expect((await call(body, auth)).json()).toEqual({ success: 1, data: { brandId: w.brand.id } });
      const settings = await post(app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
        brandId: w.brand.id,
      });
      expect(JSON.stringify(settings.body)).not.toContain('sk_live_x');
      expect(settings.body.data.activeIntegrations).toEqual([
        { name: 'HOSTED_PAGE', category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'sandbox' } },
      ]);
      const back = await call(
        { brand: w.brand.id, activeIntegrations: [SANDBOX_INTEGRATIONS['card-elements']] },
        auth,
      );
      expect(back.statusCode).toBe(200);
      const again = await post(app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
        brandId: w.brand.id,
      });
      expect(again.body.data.activeIntegrations).toEqual([SANDBOX_INTEGRATIONS['card-elements']]);
    } finally {
      await app.close();
    }
  });
});
