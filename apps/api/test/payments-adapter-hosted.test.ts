import { describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../src/modules/payments/gateway.ts';
import { hostedIframeGateway } from '../src/modules/payments/providers/hosted-iframe-rest.ts';
import { hostedPageGateway } from '../src/modules/payments/providers/hosted-page-rest.ts';
import { ProviderHttpError } from '../src/modules/payments/providers/rest-client.ts';
import {
  hostedIframeWebhooks,
  hostedPageWebhooks,
  parseHostedIframeEvent,
  parseHostedPageEvent,
} from '../src/modules/payments/providers/webhooks.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import type { AppError } from '../src/platform/errors.ts';
import { cassette } from './fixtures/payments/replay-server.ts';
import { fixtureBody, type ReplayServer, useReplayServer } from './support/replay-setup.ts';

/**
 * Contract tests of the hosted-page and hosted-iframe adapters against the REST contracts of
 * docs/payments.md (issue 9: "hosted-page and hosted-iframe against documented REST contracts
 * with configurable base URLs"): a local server at the configured `apiBaseUrl` checks each request
 * (Bearer key, Idempotency-Key, JSON body) against fixtures/payments/hosted.
 */

const SK = 'hp_sk_live_contractfixture000000000';
const BRAND = '0b7a3b9e-1c1f-4c0e-9f55-3f0c2f1c0a11';
const ORDER = 'c3d6a0f2-4b1e-4f7a-9a33-2d8e5b7c9e01';
const SITE = 'https://alnile.example';
const PAGE_ID = 'hpp_7c1d2e3f4a5b6c7d8e9f0a1b';
const MON = 'M5d2c1790000000000';

const eventBody = (name: string) => fixtureBody('hosted', name);

let server: ReplayServer;
let page: PaymentGateway;
let iframe: PaymentGateway;

useReplayServer((started) => {
  server = started;
  page = hostedPageGateway({
    secretKey: SK,
    apiBaseUrl: server.baseUrl,
    pageBaseUrl: 'https://pay.gateway.example',
    siteUrl: SITE,
  });
  iframe = hostedIframeGateway({
    secretKey: SK,
    apiBaseUrl: server.baseUrl,
    pageBaseUrl: 'https://wallet.gateway.example',
    siteUrl: SITE,
  });
});

const pageRequest = (idempotencyKey: string) => ({
  brandId: BRAND,
  amountFils: 2_500,
  reference: ORDER,
  successUrl: '/alnile/checkout?payment=success',
  failureUrl: '/alnile/checkout?payment=failure',
  language: 'ar' as const,
  idempotencyKey,
});

describe('hosted-page adapter (REST contract: /v1/payment-pages)', () => {
  it('creates a page (amount in fils, absolute return URLs, Bearer key, Idempotency-Key): open → REQUIRES_ACTION with its URL', async () => {
    server.play(...cassette('hosted', 'page-create').exchanges);
    const result = await page.createHostedPage!(pageRequest('hosted:order-1'));
    expect(result).toMatchObject({
      providerPaymentId: PAGE_ID,
      status: 'REQUIRES_ACTION',
      amountFils: 2_500,
      redirectUrl: `https://pay.gateway.example/pay/${PAGE_ID}`,
    });
  });

  it('a page URL outside the configured page origin is refused', async () => {
    server.play(...cassette('hosted', 'page-create-foreign-url').exchanges);
    await expect(page.createHostedPage!(pageRequest('hosted:order-2'))).rejects.toThrow(/outside/);
  });

  it('retrieve: paid → SUCCEEDED; unknown → 404 Order not found', async () => {
    server.play(...cassette('hosted', 'page-retrieve').exchanges);
    expect(await page.retrieve({ brandId: BRAND, providerPaymentId: PAGE_ID })).toMatchObject({
      status: 'SUCCEEDED',
      redirectUrl: null,
    });
    const error = await page
      .retrieve({ brandId: BRAND, providerPaymentId: 'hpp_missing' })
      .catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(404);
  });

  it('cancel an open page → CANCELLED; refund answers the cumulative amount_refunded', async () => {
    server.play(...cassette('hosted', 'page-cancel').exchanges);
    expect(
      (await page.cancel({ brandId: BRAND, providerPaymentId: PAGE_ID, idempotencyKey: `expire:${ORDER}` }))
        .status,
    ).toBe('CANCELLED');
    server.play(...cassette('hosted', 'page-refund').exchanges);
    const refund = await page.refund({
      brandId: BRAND,
      providerPaymentId: PAGE_ID,
      amountFils: 1_000,
      idempotencyKey: `auto-refund:${ORDER}`,
      reason: 'order is CANCELLED',
    });
    expect(refund.refundedFils).toBe(1_000);
  });

  it('the configured base URL must be https (or http on loopback)', () => {
    expect(() => hostedPageGateway({ secretKey: SK, apiBaseUrl: 'http://gateway.example' })).toThrow(/https/);
    expect(() =>
      hostedPageGateway({ secretKey: SK, apiBaseUrl: 'https://user:pw@gateway.example' }),
    ).toThrow();
  });
});

describe('hosted-iframe adapter (REST contract: /v1/payment-orders, 001 §7.8 shapes)', () => {
  it('creates a payment order (AED amount, subject, redirect and notify URLs, metaData): CREATED → REQUIRES_ACTION with the tokenUrl', async () => {
    server.play(...cassette('hosted', 'iframe-create').exchanges);
    const result = await iframe.createPaymentOrder!({
      brandId: BRAND,
      amountFils: 2_500,
      merchantOrderNo: MON,
      subject: 'Order For Marina - (Al Nile) - 2026-09-21',
      redirectUrl: '/alnile/payment-confirm',
      notifyUrl: '/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook',
      metadata: {
        orderId: ORDER,
        storeId: '5d2c0000-0000-4000-8000-000000000001',
        brandId: BRAND,
        userRefId: '7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
      },
      idempotencyKey: 'iframe:order-1',
    });
    expect(result).toMatchObject({
      providerPaymentId: MON,
      status: 'REQUIRES_ACTION',
      amountFils: 2_500,
      redirectUrl: 'https://wallet.gateway.example/checkout?token=tk_8f7e6d5c4b3a',
    });
  });

  it('retrieve PAID_SUCCESS → SUCCEEDED; cancel a PENDING order (force delete) → CANCELLED', async () => {
    server.play(...cassette('hosted', 'iframe-retrieve').exchanges);
    expect((await iframe.retrieve({ brandId: BRAND, providerPaymentId: MON })).status).toBe('SUCCEEDED');
    server.play(...cassette('hosted', 'iframe-cancel').exchanges);
    expect(
      (
        await iframe.cancel({
          brandId: BRAND,
          providerPaymentId: MON,
          idempotencyKey: `force-delete:${ORDER}`,
        })
      ).status,
    ).toBe('CANCELLED');
  });

  it('refund SUCCESS → the cumulative refundedAmount in fils; applyStatus FAIL (ORDER_NOT_PAID) → 409 with its head', async () => {
    const request = {
      brandId: BRAND,
      providerPaymentId: MON,
      amountFils: 2_500,
      idempotencyKey: `auto-refund:${ORDER}`,
      reason: 'Payment Status is not Paid Success or Settled even after 4 attempts',
    };
    server.play(...cassette('hosted', 'iframe-refund').exchanges);
    expect((await iframe.refund(request)).refundedFils).toBe(2_500);
    server.play(...cassette('hosted', 'iframe-refund-not-paid').exchanges);
    const error = await iframe.refund(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect((error as ProviderHttpError).status).toBe(409);
    expect((error as ProviderHttpError).body).toMatchObject({ msg: 'ORDER_NOT_PAID' });
  });
});

describe('hosted webhooks (Sufra-Signature: t=…,v1=HMAC-SHA256(secret, "t.body"))', () => {
  const secret = 'whsec_hosted_contract_fixture_00000';
  const now = 1_790_000_100;
  for (const [name, provider, file] of [
    ['hosted-page', hostedPageWebhooks, 'event-page-paid'],
    ['hosted-iframe', hostedIframeWebhooks, 'event-order-settled'],
  ] as const) {
    it(`${name}: good verifies; tampered, wrong secret → mismatch; stale → stale`, () => {
      const body = eventBody(file);
      const verify = (header: string, raw: Buffer = body) =>
        provider.verify({ 'sufra-signature': header }, raw, secret, now);
      expect(verify(signWebhook(secret, now, body))).toBeNull();
      const tampered = Buffer.from(
        body.toString('utf8').replace('"amount": 25', '"amount": 1').replace('"amount": 2500', '"amount": 1'),
      );
      expect(tampered.equals(body)).toBe(false);
      expect(verify(signWebhook(secret, now, body), tampered)).toBe('mismatch');
      expect(verify(signWebhook('whsec_wrong_secret_000000000000', now, body))).toBe('mismatch');
      expect(verify(signWebhook(secret, now - 400, body))).toBe('stale');
    });
  }

  it('events: a paid page → SUCCEEDED; a SETTLED order → SUCCEEDED of its merchantOrderNo', () => {
    expect(parseHostedPageEvent(eventBody('event-page-paid'))).toMatchObject({
      eventId: 'evt_hp_01J8Z3',
      providerPaymentId: PAGE_ID,
      status: 'SUCCEEDED',
      amountFils: 2_500,
    });
    expect(parseHostedIframeEvent(eventBody('event-order-settled'))).toMatchObject({
      providerPaymentId: MON,
      status: 'SUCCEEDED',
      amountFils: 2_500,
    });
  });
});
