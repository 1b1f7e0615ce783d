import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { paymentCspOrigins } from '../src/modules/payments/providers/csp.ts';
import { createBrand } from './support/factory.ts';

/**
 * Issue 9: "the Content Security Policy admits exactly the configured providers' origins" — each
 * storefront page carries its brand's providers' origins and nothing else; API answers, sandbox
 * and cash-only brands carry none.
 */

const INDEX_HTML =
  '<!doctype html><html><head><title>Sufra</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const gateway = (name: string, metaData: Record<string, unknown>, isActive = true) => ({
  name,
  category: 'PAYMENT_GATEWAY',
  isActive,
  metaData,
});

describe('payment provider origins of a brand (pure)', () => {
  it('Stripe: js.stripe.com script and frame, hooks.stripe.com frame, api.stripe.com connect', () => {
    expect(paymentCspOrigins([gateway('STRIPE', { publishableKey: 'pk_live_1' })])).toEqual({
      script: ['https://js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com'],
      form: [],
    });
  });

  it('Checkout.com: cdn.checkout.com script and frame; the configured environment’s API for connect', () => {
    expect(
      paymentCspOrigins([gateway('CHECKOUT_COM', { publishableKey: 'pk_sbox_1', environment: 'sandbox' })]),
    ).toEqual({
      script: ['https://cdn.checkout.com'],
      frame: ['https://cdn.checkout.com'],
      connect: ['https://api.sandbox.checkout.com'],
      form: [],
    });
    expect(paymentCspOrigins([gateway('CHECKOUT', {})]).connect).toEqual(['https://api.checkout.com']);
  });

  it('hosted kinds: the page origin as form-action (hosted-page) or frame-src (hosted-iframe)', () => {
    expect(
      paymentCspOrigins([
        gateway('HOSTED_PAGE', {
          apiBaseUrl: 'https://api.pay.example/x',
          pageBaseUrl: 'https://pay.example/pages',
        }),
        gateway('HOSTED_IFRAME', { apiBaseUrl: 'https://wallet.example/api' }),
      ]),
    ).toEqual({ script: [], frame: ['https://wallet.example'], connect: [], form: ['https://pay.example'] });
  });

  it('nothing for the sandbox, inactive or unknown integrations, Stripe without a key, or bad URLs', () => {
    expect(
      paymentCspOrigins([
        gateway('STRIPE', { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' }),
        gateway('CHECKOUT', {}, false),
        gateway('STRIPE', {}),
        gateway('PAYPAL', { publishableKey: 'x' }),
        gateway('HOSTED_IFRAME', { apiBaseUrl: 'javascript:alert(1)' }),
        gateway('HOSTED_PAGE', { apiBaseUrl: 'http://plain.example' }),
        { name: 'ANALYTICS', category: 'ANALYTICS', isActive: true, metaData: {} },
      ]),
    ).toEqual({ script: [], frame: [], connect: [], form: [] });
    expect(paymentCspOrigins(null)).toEqual({ script: [], frame: [], connect: [], form: [] });
  });
});

describe('the storefront page’s CSP admits exactly its brand’s providers', () => {
  let database: Database;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'sufra-web-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    database = await openDatabase({});
    await createBrand(database.db, {
      temporaryDomainName: 'csp-stripe',
      activeIntegrations: [gateway('STRIPE', { publishableKey: 'pk_live_1' })],
    });
    await createBrand(database.db, {
      temporaryDomainName: 'csp-checkout',
      activeIntegrations: [gateway('CHECKOUT', { publishableKey: 'pk_sbox_1', environment: 'sandbox' })],
    });
    await createBrand(database.db, {
      temporaryDomainName: 'csp-iframe',
      activeIntegrations: [gateway('HOSTED_IFRAME', { apiBaseUrl: 'https://wallet.example/api' })],
    });
    await createBrand(database.db, {
      temporaryDomainName: 'csp-sandbox',
      activeIntegrations: [gateway('STRIPE', { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' })],
    });
    await createBrand(database.db, { temporaryDomainName: 'csp-cash', activeIntegrations: [] });
    const config = { demoMode: false, minAppVersion: 26, webDist: dist, logLevel: 'silent' };
    app = await buildApp({ db: database.db, config }, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pagePolicy = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return csp(res.headers['content-security-policy']);
  };

  it('a Stripe brand’s pages: Stripe’s origins only', async () => {
    const policy = await pagePolicy('/csp-stripe/checkout');
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('a Checkout.com brand: Frames’ CDN and the sandbox API; no Stripe', async () => {
    const policy = await pagePolicy('/csp-checkout');
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.checkout.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://cdn.checkout.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.sandbox.checkout.com']);
  });

  it('a hosted-iframe brand: its wallet page origin as frame-src only', async () => {
    const policy = await pagePolicy('/csp-iframe/checkout');
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://wallet.example']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('the sandbox brand, a cash-only brand, an unknown brand and API answers: no provider origin', async () => {
    for (const url of ['/csp-sandbox/checkout', '/csp-cash', '/no-such-brand']) {
      const policy = await pagePolicy(url);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
    }
    const api = await app.inject({
      method: 'POST',
      url: '/api/v1/branding/getBrandSettings',
      payload: { temporaryDomainName: 'csp-stripe' },
    });
    expect(csp(api.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});
