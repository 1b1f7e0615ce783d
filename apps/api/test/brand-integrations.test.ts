import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandIntegration } from '../src/db/json-shapes.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

// As a row written before the integrations were parsed may hold them: with secrets and a stray entry.
const STORED = [
  {
    name: 'card-elements',
    category: 'PAYMENT_GATEWAY',
    isActive: true,
    metaData: {
      publishableKey: 'pk_test_123',
      mode: 'test',
      secretKey: 'sk_live_SECRET1',
      apiKey: 'api-SECRET2',
      webhookSecret: 'whsec_SECRET3',
      nested: { token: 'SECRET4' },
    },
  },
  {
    name: 'analytics',
    category: 'ANALYTICS',
    isActive: false,
    metaData: {
      measurementId: 'G-XYZ',
      pixelIds: ['1', '2'],
      apiSecret: 'SECRET5',
      publishableKey: 'sk_live_SECRET6',
    },
  },
  'not an integration',
] as unknown as BrandIntegration[];

describe.each(testDatabases())(
  'brand settings answer only the public projection of integrations on %s (issue 5)',
  (kind) => {
    let t: TestApp;
    let brandId: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      brandId = (
        await createBrand(t.database.db, { temporaryDomainName: 'secretive', activeIntegrations: STORED })
      ).id;
    });
    afterAll(() => t.close());

    const expectPublic = (data: { activeIntegrations: unknown }) => {
      expect(data.activeIntegrations).toEqual([
        {
          name: 'card-elements',
          category: 'PAYMENT_GATEWAY',
          isActive: true,
          metaData: { publishableKey: 'pk_test_123', mode: 'test' },
        },
        {
          name: 'analytics',
          category: 'ANALYTICS',
          isActive: false,
          metaData: { measurementId: 'G-XYZ', pixelIds: ['1', '2'] },
        },
      ]);
      expect(JSON.stringify(data)).not.toMatch(/SECRET|secretKey|apiKey|webhookSecret/);
    };

    it('branding/getBrandSettings: name, category, isActive and whitelisted public fields; no secret', async () => {
      const res = await post(t.app, 'branding/getBrandSettings', { temporaryDomainName: 'secretive' });
      expect(res.status).toBe(200);
      expectPublic(res.body.data);
    });

    it('the brand-id call answers the same projection', async () => {
      const res = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', { brandId });
      expect(res.status).toBe(200);
      expectPublic(res.body.data);
    });
  },
);
