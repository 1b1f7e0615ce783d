import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema.ts';
import { payments } from '../src/db/schema-payments.ts';
import type { PaymentGateway } from '../src/modules/payments/gateway.ts';
import { insertIntegrationSecretsOnce } from '../src/modules/payments/integrations-repository.ts';
import { checkoutApiBase, checkoutGateway } from '../src/modules/payments/providers/checkout-com.ts';
import { realGatewayForProvider } from '../src/modules/payments/providers/index.ts';
import {
  CHECKOUT_EVENT_MAX_AGE_SECONDS,
  checkoutWebhooks,
  parseCheckoutEvent,
} from '../src/modules/payments/providers/webhooks.ts';
import { webhookPath } from '../src/modules/payments/routes.ts';
import type { AppError } from '../src/platform/errors.ts';
import { cassette } from './fixtures/payments/replay-server.ts';
import { awaitingOrder, orderState, paymentRow, paymentsWorld } from './support/payments-factory.ts';
import { fixtureBody, type ReplayServer, useReplayServer } from './support/replay-setup.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Contract tests of the card-frames adapter on Checkout.com (issue 9: recorded fixtures, no
 * network). `checkout-sdk-node` talks to a local server that checks each request (method, path,
 * `Authorization: Bearer sk_sbox_…`, `Cko-Idempotency-Key`, the JSON body) against
 * fixtures/payments/checkout and answers the recorded response.
 */

const SK = 'sk_sbox_sufracontractfixturekeyabcq';
const BRAND = '0b7a3b9e-1c1f-4c0e-9f55-3f0c2f1c0a11';
const ORDER = 'c3d6a0f2-4b1e-4f7a-9a33-2d8e5b7c9e01';
const CUSTOMER = '7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const SITE = 'https://burgerato.example';
const RETURN = '/burgerato/checkout?step=payment';
const PAY = 'pay_mbabizu24mvu3mela5njyhpit4';
const SRC = 'src_nwd3m4in3hkuddfpjsaevunhdy';
const CUS = 'cus_udst2tfldj6upmye2reztkmm4i';
const TOK = 'tok_4gzeau5o2uqubbk6fufs3m7p54';
const PC = 'pc_zs5fqhybzc2e3jmq3efvybybpq';

const eventBody = (name: string) => fixtureBody('checkout', name);

let server: ReplayServer;
let gateway: PaymentGateway;

useReplayServer((started) => {
  server = started;
  gateway = checkoutGateway({
    secretKey: SK,
    environment: 'sandbox',
    processingChannelId: PC,
    siteUrl: SITE,
    apiBase: server.baseUrl,
  });
});

const pay = (
  request: Partial<Parameters<PaymentGateway['createAndConfirm']>[0]> & { idempotencyKey: string },
) =>
  gateway.createAndConfirm({
    brandId: BRAND,
    amountFils: 2_500,
    paymentMethod: { type: 'token', token: TOK },
    returnUrl: RETURN,
    metadata: { orderId: ORDER, customerId: CUSTOMER },
    ...request,
  });

describe('Checkout.com adapter (card-frames) against recorded Payments API exchanges', () => {
  it('the API base: the environment’s host, with the merchant subdomain when configured', () => {
    expect(checkoutApiBase({ environment: 'live' })).toBe('https://api.checkout.com');
    expect(checkoutApiBase({ environment: 'sandbox', subdomain: 'ab12cd34' })).toBe(
      'https://ab12cd34.api.sandbox.checkout.com',
    );
    expect(() => checkoutApiBase({ environment: 'live', subdomain: 'evil.com/x' })).toThrow();
  });

  it('POST /payments with the Frames token, AED minor units, 3ds enabled, success/failure URLs and Cko-Idempotency-Key; Authorized → SUCCEEDED with the saved src_ card', async () => {
    server.play(...cassette('checkout', 'request-authorized-save').exchanges);
    const result = await pay({ idempotencyKey: 'confirm:order-1', saveForCustomer: CUS });
    expect(result).toMatchObject({
      providerPaymentId: PAY,
      status: 'SUCCEEDED',
      amountFils: 2_500,
      failureCode: null,
      redirectUrl: null,
    });
    expect(result.savedCard).toEqual({
      providerCardId: SRC,
      cardBrand: 'visa',
      last4: '4242',
      expMonth: 6,
      expYear: 2030,
    });
  });

  it('a saved card: source type id with its customer; Captured → SUCCEEDED, not saved again', async () => {
    server.play(...cassette('checkout', 'request-saved-card').exchanges);
    const result = await pay({
      idempotencyKey: 'confirm:order-saved',
      paymentMethod: { type: 'saved', providerCardId: SRC, providerCustomerId: CUS },
    });
    expect(result.status).toBe('SUCCEEDED');
    expect(result.savedCard).toBeUndefined();
  });

  it('202 Pending with _links.redirect → REQUIRES_ACTION with the 3-D Secure page', async () => {
    server.play(...cassette('checkout', 'request-pending-3ds').exchanges);
    const result = await pay({ idempotencyKey: 'confirm:order-3ds' });
    expect(result).toMatchObject({
      providerPaymentId: PAY,
      status: 'REQUIRES_ACTION',
      amountFils: 2_500,
      redirectUrl: 'https://api.sandbox.checkout.com/3ds/sid_y3oqhf46pyzuxjbcn2giaqnb44?lang=en-GB',
    });
  });

  it('Declined → FAILED with the response_code', async () => {
    server.play(...cassette('checkout', 'request-declined').exchanges);
    const result = await pay({ idempotencyKey: 'confirm:order-declined' });
    expect(result).toMatchObject({ status: 'FAILED', failureCode: '20005', redirectUrl: null });
  });

  it('a token Checkout.com refuses (422 token_invalid) → 400 Invalid Payment Intent', async () => {
    server.play(...cassette('checkout', 'request-token-invalid').exchanges);
    const error = await pay({
      idempotencyKey: 'confirm:order-bad-token',
      paymentMethod: { type: 'token', token: 'tok_expired000000000000000000' },
    }).catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).message).toBe('Invalid Payment Intent');
  });

  it('retrieve by the cko-session-id of the 3-D Secure return answers the pay_ payment; an unknown id → 404', async () => {
    server.play(...cassette('checkout', 'get-by-session').exchanges);
    const result = await gateway.retrieve({
      brandId: BRAND,
      providerPaymentId: 'sid_y3oqhf46pyzuxjbcn2giaqnb44',
    });
    expect(result).toMatchObject({ providerPaymentId: PAY, status: 'SUCCEEDED', amountFils: 2_500 });
    server.play(...cassette('checkout', 'get-missing').exchanges);
    const error = await gateway
      .retrieve({ brandId: BRAND, providerPaymentId: 'pay_missing00000000000000000000' })
      .catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(404);
  });

  it('cancel voids an Authorized payment with the key; a Captured one is left as it is', async () => {
    server.play(...cassette('checkout', 'cancel-authorized').exchanges);
    const voided = await gateway.cancel({
      brandId: BRAND,
      providerPaymentId: PAY,
      idempotencyKey: `expire:${ORDER}`,
    });
    expect(voided.status).toBe('CANCELLED');
    server.play(...cassette('checkout', 'cancel-captured').exchanges);
    const kept = await gateway.cancel({
      brandId: BRAND,
      providerPaymentId: PAY,
      idempotencyKey: `expire:${ORDER}`,
    });
    expect(kept.status).toBe('SUCCEEDED');
  });

  it('refund: POST /payments/{id}/refunds (amount in minor units) with the key; answers the cumulative refunded fils', async () => {
    server.play(...cassette('checkout', 'refund').exchanges);
    const result = await gateway.refund({
      brandId: BRAND,
      providerPaymentId: PAY,
      amountFils: 1_000,
      idempotencyKey: `auto-refund:${ORDER}`,
      reason: 'order is CANCELLED',
    });
    expect(result.refundedFils).toBe(1_000);
  });

  it('customers and instruments: create a customer; delete an instrument only of its own customer', async () => {
    server.play(...cassette('checkout', 'customer-and-instrument').exchanges);
    const created = await gateway.createCustomer!({
      brandId: BRAND,
      customerId: CUSTOMER,
      email: 'layla@example.com',
      name: 'Layla Hassan',
      idempotencyKey: `customer:${CUSTOMER}`,
    });
    expect(created.providerCustomerId).toBe(CUS);
    await gateway.detachCard!({ brandId: BRAND, providerCardId: SRC, providerCustomerId: CUS });
    server.play(...cassette('checkout', 'instrument-other-customer').exchanges);
    const error = await gateway.detachCard!({
      brandId: BRAND,
      providerCardId: SRC,
      providerCustomerId: CUS,
    }).catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(404);
  });

  it('process-wide Checkout.com credentials are refused (they would override each brand’s key)', () => {
    process.env.CKO_SECRET_KEY = 'sk_sbox_someoneelse';
    try {
      expect(() =>
        checkoutGateway({ secretKey: SK, environment: 'sandbox', apiBase: server.baseUrl }),
      ).toThrow(/CKO_SECRET/);
    } finally {
      delete process.env.CKO_SECRET_KEY;
    }
  });
});

describe('Checkout.com webhooks (Cko-Signature: hex HMAC-SHA256 of the body with the webhook secret key)', () => {
  const secret = 'cko_webhook_secret_contract_fixture';
  const body = eventBody('event-payment-approved');
  const created = Date.parse('2026-03-01T10:15:31.000Z') / 1000;
  const sign = (raw: Buffer, key = secret) => createHmac('sha256', key).update(raw).digest('hex');
  const verify = (signature: string | undefined, raw: Buffer, now = created + 5) =>
    checkoutWebhooks.verify(signature === undefined ? {} : { 'cko-signature': signature }, raw, secret, now);

  it('a good signature verifies', () => {
    expect(verify(sign(body), body)).toBeNull();
  });

  it('tampered body → mismatch; wrong secret → mismatch; stale created_on → stale; missing/malformed header', () => {
    const tampered = Buffer.from(body.toString('utf8').replace('"amount": 2500', '"amount": 1'));
    expect(tampered.equals(body)).toBe(false);
    expect(verify(sign(body), tampered)).toBe('mismatch');
    expect(verify(sign(body, 'another_webhook_secret_key_000'), body)).toBe('mismatch');
    expect(verify(sign(body), body, created + CHECKOUT_EVENT_MAX_AGE_SECONDS + 1)).toBe('stale');
    expect(verify(sign(body), body, created - 3_600)).toBe('stale');
    expect(verify(undefined, body)).toBe('missing');
    expect(verify('not-hex', body)).toBe('malformed');
  });

  it('events: payment_approved → SUCCEEDED; payment_declined → FAILED 20005; payment_refunded → PARTIALLY_REFUNDED with its amount', () => {
    expect(parseCheckoutEvent(body)).toMatchObject({
      eventId: 'evt_az5sblvku4ge3dwpztvyizgcau',
      providerPaymentId: PAY,
      status: 'SUCCEEDED',
      amountFils: 2_500,
    });
    expect(parseCheckoutEvent(eventBody('event-payment-declined'))).toMatchObject({
      status: 'FAILED',
      failureCode: '20005',
    });
    expect(parseCheckoutEvent(eventBody('event-payment-refunded'))).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedFils: 1_000,
    });
    expect(
      parseCheckoutEvent(
        Buffer.from(
          '{"id":"evt_1","type":"dispute_opened","created_on":"2026-03-01T10:15:31Z","data":{"id":"pay_1"}}',
        ),
      ),
    ).toBeNull();
  });
});

describe.each(testDatabases())('Checkout.com through Sufra (%s)', (kind) => {
  let t: TestApp;
  const secret = 'cko_brand_webhook_secret_000000000';
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function checkoutWorld() {
    const w = await paymentsWorld(t.database.db);
    await t.database.db
      .update(brands)
      .set({
        storeFrontUrl: SITE,
        activeIntegrations: [
          {
            name: 'CHECKOUT_COM',
            category: 'PAYMENT_GATEWAY',
            isActive: true,
            metaData: { publishableKey: 'pk_sbox_x', environment: 'sandbox' },
          },
        ],
      })
      .where(eq(brands.id, w.brand.id));
    await insertIntegrationSecretsOnce(t.database.db, w.brand.id, 'CHECKOUT_COM', {
      secretKey: SK,
      webhookSecret: secret,
      processingChannelId: PC,
    });
    return w;
  }

  it('the gateway of a recorded CHECKOUT payment is built from the brand’s stored secrets (automatic refunds)', async () => {
    const w = await checkoutWorld();
    const real = await realGatewayForProvider(t.database.db, w.brand.id, 'CHECKOUT', {
      checkoutApiBase: server.baseUrl,
    });
    expect(real?.kind).toBe('card-frames');
    server.play(...cassette('checkout', 'refund').exchanges);
    const result = await real!.refund({
      brandId: BRAND, // the recorded request's brand_id
      providerPaymentId: PAY,
      amountFils: 1_000,
      idempotencyKey: `auto-refund:${ORDER}`,
      reason: 'order is CANCELLED',
    });
    expect(result.refundedFils).toBe(1_000);
    expect(await realGatewayForProvider(t.database.db, w.brand.id, 'SANDBOX')).toBeNull();
  });

  it('a signed payment_declined at /payments/webhooks/checkout/{brandId} cancels the awaiting order once; a tampered one is refused', async () => {
    const w = await checkoutWorld();
    const order = await awaitingOrder(t.database.db, w, { totalFils: 2_500 });
    const row = await paymentRow(t.database.db, w, order, PAY);
    await t.database.db
      .update(payments)
      .set({ provider: 'CHECKOUT', kind: 'card-frames' })
      .where(eq(payments.id, row.id));
    t.setNow(new Date('2026-03-01T10:16:00Z'));
    const body = eventBody('event-payment-declined');
    const post = (signature: string, payload: Buffer = body) =>
      t.app.inject({
        method: 'POST',
        url: webhookPath('checkout', w.brand.id),
        headers: { 'content-type': 'application/json', 'cko-signature': signature },
        payload,
      });
    const good = createHmac('sha256', secret).update(body).digest('hex');
    const tampered = Buffer.from(body.toString('utf8').replace('20005', '10000'));
    expect((await post(good, tampered)).statusCode).toBe(401);
    expect((await orderState(t.database.db, order.id)).status).toBe('PENDING_PAYMENT');
    const first = await post(good);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.outcome).toBe('applied');
    expect((await orderState(t.database.db, order.id)).status).toBe('CANCELLED');
    expect((await post(good)).json().data.outcome).toBe('duplicate');
    t.setNow(null);
  });
});
