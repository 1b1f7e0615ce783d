import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardWorld, cardWorld, tokenise } from './support/card-orders.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * The sandbox's card fields (decision 0022; PCI DSS SAQ A): the page the storefront frames, with
 * its own CSP (nonce; framable by the storefront's origin only), and the tokenising endpoint with
 * its Luhn and expiry checks, answered in the page's language.
 */
describe.each(testDatabases())('sandbox card fields on %s (decision 0022)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(t.database.db, 'card-elements');
  });
  afterAll(async () => t?.close());

  it('PAY-17 the card page: labelled EN, or AR with dir=rtl; its inline script and style carry the nonce of its own CSP; frame-ancestors self; no X-Frame-Options', async () => {
    const en = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/card-fields?brandId=${w.brand.id}&lang=en`,
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    const csp = String(en.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(en.headers['x-frame-options']).toBeUndefined();
    expect(en.body).toContain(`<script nonce="${nonce}">`);
    expect(en.body).toContain(`<style nonce="${nonce}">`);
    expect(en.body.match(/<script/g)).toHaveLength(1);
    expect(en.body).toContain('<label for="number">Card number</label>');
    expect(en.body).toContain('Expiry (MM/YY)');
    expect(en.body).toContain("'sufra-sandbox-card-submit'");
    expect(en.body).toContain('/api/v1/payments/sandbox/v1/payment_methods');
    const ar = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/card-fields?brandId=${w.brand.id}&lang=ar`,
    });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('رقم البطاقة');
    // The test card number stays left to right on one line inside the Arabic note.
    expect(ar.body).toContain('<bdi dir="ltr">4242 4242 4242 4242</bdi>');
    expect(String(ar.headers['content-security-policy'])).not.toContain(nonce!);
    const none = await cardWorld(t.database.db, 'none');
    for (const url of [
      `/api/v1/payments/sandbox/card-fields?brandId=${none.brand.id}`,
      '/api/v1/payments/sandbox/card-fields?brandId=00000000-0000-4000-8000-000000000000',
      '/api/v1/payments/sandbox/card-fields?brandId=x',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('PAY-17 tokenising: a Luhn-valid test card → pm_sbx_ with brand, last four and expiry (no number kept); a bad number, a past expiry or a bad CVC → 400 in the page language', async () => {
    const ok = await tokenise(t.app, w.brand.id, '4242 4242 4242 4242', { expMonth: 3, expYear: 31 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      id: expect.stringMatching(/^pm_sbx_[0-9a-f]{24}$/),
      card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 },
    });
    const bad = await tokenise(t.app, w.brand.id, '4242 4242 4242 4241');
    expect(bad).toEqual({
      status: 400,
      body: { success: 0, code: expect.any(String), message: 'Your card number is invalid.' },
    });
    const badAr = await tokenise(t.app, w.brand.id, '1234', { lang: 'ar' });
    expect(badAr.body.message).toBe('رقم البطاقة غير صالح.');
    const past = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, {
      expMonth: 1,
      expYear: 2020,
    });
    expect(past.body.message).toBe("Your card's expiry date is invalid or in the past.");
    const month = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, { expMonth: 13 });
    expect(month.status).toBe(400);
    const cvc = await tokenise(t.app, w.brand.id, SANDBOX_TEST_CARDS.success, { cvc: '12' });
    expect(cvc.body.message).toBe("Your card's security code is invalid.");
    const none = await cardWorld(t.database.db, 'none');
    expect((await tokenise(t.app, none.brand.id, SANDBOX_TEST_CARDS.success)).status).toBe(404);
  });
});
