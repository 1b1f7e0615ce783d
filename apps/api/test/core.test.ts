import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDomains } from '../src/db/schema.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('API core and brand bootstrap on %s', (kind) => {
  let t: TestApp;
  let brand: Awaited<ReturnType<typeof createBrand>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    brand = await createBrand(t.database.db, { temporaryDomainName: 'tasty' });
    await t.database.db.insert(brandDomains).values({ host: 'order.tasty.ae', brandId: brand.id });
  });
  afterAll(() => t.close());

  it('branding/getBrandSettings answers { brand, setting, activeIntegrations } by temporary domain name (000 §7.2)', async () => {
    const res = await post(t.app, 'branding/getBrandSettings', { temporaryDomainName: 'TASTY' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    expect(res.body.data.brand._id).toBe(brand.id);
    expect(res.body.data.setting.temporaryDomainName).toBe('tasty');
    expect(Array.isArray(res.body.data.activeIntegrations)).toBe(true);
  });

  it('an unknown temporary domain is a 404 with the bad-link text (000 §8)', async () => {
    const res = await post(t.app, 'branding/getBrandSettings', { temporaryDomainName: 'nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Please, check the link and try again!',
    });
  });

  it('brand settings by brand id (000 §7.2); a malformed id is a clear 400', async () => {
    const ok = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', {
      brandId: brand.id,
    });
    expect(ok.body.data.brand.brandName).toBe(brand.brandName);
    const bad = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', { brandId: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(0);
    expect(bad.body.message).toMatch(/brandId/);
    const missing = await post(t.app, 'branding/get-brand-settings-by-brand-id-for-store-front', {});
    expect(missing.body.message).toBe('brandId is required');
  });

  it('an app_version below the minimum is answered new_version_enforced (000 §4.1)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings?app_version=25&app_name=WEB_STORE_FRONT',
      payload: { temporaryDomainName: 'tasty' },
    });
    expect(res.statusCode).toBe(426);
    const body = res.json();
    expect(body.success).toBe(0);
    expect(body.error_category).toBe('new_version_enforced');
    expect(body.code).toBe('newVersion');
    expect(body.data[0].actions[0].refresh).toBe(true);
    // Issue 6: in the request's language, from the one catalogue.
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings?app_version=25&app_name=WEB_STORE_FRONT&language=AR',
      payload: { temporaryDomainName: 'tasty' },
    });
    expect(ar.json().message).toBe(MESSAGES_AR.newVersion);
    expect(body.message).toBe(MESSAGES.newVersion);
  });

  it('malformed JSON and unknown calls are clear 4xx envelopes, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings',
      headers: { 'content-type': 'application/json' },
      payload: '{"temporaryDomainName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'The request body is not valid JSON',
    });
    const unknown = await post(t.app, 'no/such-call', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(0);
    expect(JSON.stringify(unknown.body)).not.toMatch(/at .*\.ts/);
  });

  it('a page request on a custom domain gets the brandid header (000 §2.4)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'order.tasty.ae' } });
    expect(res.headers.brandid).toBe(brand.id);
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(other.headers.brandid).toBeUndefined();
  });

  it('serves an OpenAPI document generated from the contract at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/order/place-order-v2'].post.requestBody).toBeTruthy();
    expect(doc.paths['/api/v1/order/get-order-tracking-info/{orderId}'].get).toBeTruthy();
  });
});
