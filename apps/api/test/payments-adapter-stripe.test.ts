import { resolvePaymentProvider } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema.ts';
import type { PaymentGateway } from '../src/modules/payments/gateway.ts';
import { insertIntegrationSecretsOnce } from '../src/modules/payments/integrations-repository.ts';
import { realGateway } from '../src/modules/payments/providers/index.ts';
import { STRIPE_PROVIDER, stripeGateway } from '../src/modules/payments/providers/stripe.ts';
import { parseStripeEvent, stripeWebhooks } from '../src/modules/payments/providers/webhooks.ts';
import { webhookPath } from '../src/modules/payments/routes.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import { AppError } from '../src/platform/errors.ts';
import { cassette } from './fixtures/payments/replay-server.ts';
import { awaitingOrder, orderState, paymentRow, paymentsWorld } from './support/payments-factory.ts';
import { fixtureBody, type ReplayServer, useReplayServer } from './support/replay-setup.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Contract tests of the card-elements adapter on Stripe (issue 9: "Contract tests of each real
 * adapter against the provider's documented request and response shapes (recorded fixtures, no
 * network)"). The `stripe` package talks to a local server that checks each request (method,
 * path, Bearer key, Idempotency-Key, Stripe-Version, the form-encoded body) against the recorded
 * one in fixtures/payments/stripe and answers the recorded response.
 */

const SK = 'sk_test_51SufraContractFixtureKey0000000000000000';
const BRAND = '0b7a3b9e-1c1f-4c0e-9f55-3f0c2f1c0a11';
const ORDER = 'c3d6a0f2-4b1e-4f7a-9a33-2d8e5b7c9e01';
const CUSTOMER = '7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const SITE = 'https://alnile.example';
const RETURN = '/alnile/checkout?step=payment';
const PI = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
const PM = 'pm_1MtwBvLkdIwHu7ixuBkC1TrS';
const CUS = 'cus_NffrFeUfNV2Hib';

const eventBody = (name: string) => fixtureBody('stripe', name);

let server: ReplayServer;
let gateway: PaymentGateway;

useReplayServer((started) => {
  server = started;
  gateway = stripeGateway({ secretKey: SK, siteUrl: SITE, apiBase: server.baseUrl });
});

const card = (
  request: Partial<Parameters<PaymentGateway['createAndConfirm']>[0]> & { idempotencyKey: string },
) =>
  gateway.createAndConfirm({
    brandId: BRAND,
    amountFils: 2_500,
    paymentMethod: { type: 'token', token: PM },
    returnUrl: RETURN,
    metadata: { orderId: ORDER, customerId: CUSTOMER },
    ...request,
  });

describe('Stripe adapter (card-elements) against recorded PaymentIntents exchanges', () => {
  it('create + confirm: amount in fils, currency aed, the pm_ token, the absolute return URL and the Idempotency-Key; succeeded → SUCCEEDED', async () => {
    server.play(...cassette('stripe', 'create-succeeded').exchanges);
    const result = await card({ idempotencyKey: 'confirm:order-1' });
    expect(result).toMatchObject({
      providerPaymentId: PI,
      status: 'SUCCEEDED',
      amountFils: 2_500,
      failureCode: null,
      redirectUrl: null,
    });
    expect(result.savedCard).toBeUndefined();
  });

  it('saving the card: customer + setup_future_usage=off_session; the saved card is pm_, brand, last four, expiry', async () => {
    server.play(...cassette('stripe', 'create-save-card').exchanges);
    const result = await card({ idempotencyKey: 'confirm:order-save', saveForCustomer: CUS });
    expect(result.status).toBe('SUCCEEDED');
    expect(result.savedCard).toEqual({
      providerCardId: PM,
      cardBrand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
    });
  });

  it('a saved card is charged with its customer and is not saved again', async () => {
    server.play(...cassette('stripe', 'create-saved-card').exchanges);
    const result = await card({
      idempotencyKey: 'confirm:order-saved',
      paymentMethod: { type: 'saved', providerCardId: PM, providerCustomerId: CUS },
    });
    expect(result.status).toBe('SUCCEEDED');
    expect(result.savedCard).toBeUndefined();
  });

  it('requires_action → REQUIRES_ACTION with next_action.redirect_to_url.url (3-D Secure)', async () => {
    server.play(...cassette('stripe', 'create-requires-action').exchanges);
    const result = await card({
      idempotencyKey: 'confirm:order-3ds',
      paymentMethod: { type: 'token', token: 'pm_1MtwC3LkdIwHu7ixQfE3Ld2p' },
    });
    expect(result.status).toBe('REQUIRES_ACTION');
    expect(result.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\/hosted\?/);
  });

  it('a decline (402 card_error carrying the intent) → FAILED with card_declined', async () => {
    server.play(...cassette('stripe', 'create-declined').exchanges);
    const result = await card({ idempotencyKey: 'confirm:order-declined' });
    expect(result).toMatchObject({
      providerPaymentId: PI,
      status: 'FAILED',
      failureCode: 'card_declined',
      redirectUrl: null,
    });
  });

  it('a payment method Stripe does not know → 400 Invalid Payment Intent', async () => {
    server.play(...cassette('stripe', 'create-unknown-payment-method').exchanges);
    const error = await card({
      idempotencyKey: 'confirm:order-bad-pm',
      paymentMethod: { type: 'token', token: 'pm_doesnotexist' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).message).toBe('Invalid Payment Intent');
  });

  it('a return path with no store-front URL, or a non-https URL, is refused before any call', async () => {
    const bare = stripeGateway({ secretKey: SK, apiBase: server.baseUrl });
    for (const returnUrl of [RETURN, 'javascript:alert(1)', 'http://evil.example/x', '//evil.example/x']) {
      const error = await bare
        .createAndConfirm({
          brandId: BRAND,
          amountFils: 2_500,
          paymentMethod: { type: 'token', token: PM },
          returnUrl,
          idempotencyKey: 'k',
          metadata: { orderId: ORDER, customerId: CUSTOMER },
        })
        .catch((e: unknown) => e);
      expect((error as AppError).statusCode).toBe(400);
    }
  });

  it('retrieve: a partly refunded charge → PARTIALLY_REFUNDED; an unknown id → 404 Order not found', async () => {
    server.play(...cassette('stripe', 'retrieve-partially-refunded').exchanges);
    const result = await gateway.retrieve({ brandId: BRAND, providerPaymentId: PI });
    expect(result).toMatchObject({ status: 'PARTIALLY_REFUNDED', amountFils: 2_500 });
    server.play(...cassette('stripe', 'retrieve-missing').exchanges);
    const error = await gateway
      .retrieve({ brandId: BRAND, providerPaymentId: 'pi_missing' })
      .catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(404);
  });

  it('cancel: an open intent is cancelled with the key; a succeeded one is left as it is', async () => {
    server.play(...cassette('stripe', 'cancel-open').exchanges);
    const cancelled = await gateway.cancel({
      brandId: BRAND,
      providerPaymentId: PI,
      idempotencyKey: `expire:${ORDER}`,
    });
    expect(cancelled.status).toBe('CANCELLED');
    server.play(...cassette('stripe', 'cancel-succeeded').exchanges);
    const kept = await gateway.cancel({
      brandId: BRAND,
      providerPaymentId: PI,
      idempotencyKey: `expire:${ORDER}`,
    });
    expect(kept.status).toBe('SUCCEEDED');
  });

  it('refund: POST /v1/refunds (payment_intent, amount in fils) once per key; answers the cumulative refunded fils', async () => {
    server.play(...cassette('stripe', 'refund').exchanges);
    const result = await gateway.refund({
      brandId: BRAND,
      providerPaymentId: PI,
      amountFils: 1_000,
      idempotencyKey: `auto-refund:${ORDER}`,
      reason: 'order is CANCELLED',
    });
    expect(result.refundedFils).toBe(1_000);
  });

  it('customers and saved cards: create a customer; detach a card only from its own customer', async () => {
    server.play(...cassette('stripe', 'customer-and-card').exchanges);
    const created = await gateway.createCustomer!({
      brandId: BRAND,
      customerId: CUSTOMER,
      email: 'layla@example.com',
      name: 'Layla Hassan',
      idempotencyKey: `customer:${CUSTOMER}`,
    });
    expect(created.providerCustomerId).toBe(CUS);
    await gateway.detachCard!({ brandId: BRAND, providerCardId: PM, providerCustomerId: CUS });
    server.play(...cassette('stripe', 'detach-other-customer').exchanges);
    const error = await gateway.detachCard!({
      brandId: BRAND,
      providerCardId: PM,
      providerCustomerId: CUS,
    }).catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(404);
  });
});

describe('Stripe webhooks (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body"))', () => {
  const secret = 'whsec_contractfixture0000000000000000';
  const now = 1_790_000_000;
  const body = eventBody('event-payment-intent-succeeded');
  const verify = (header: string, raw: Buffer, key = secret) =>
    stripeWebhooks.verify({ 'stripe-signature': header }, raw, key, now);

  it('a good signature verifies, also among rotated v1 entries and Stripe’s v0', () => {
    expect(verify(signWebhook(secret, now, body), body)).toBeNull();
    const rotated = `${signWebhook('whsec_old_secret_000000000000', now, body)},${signWebhook(secret, now, body).split(',')[1]},v0=abc`;
    expect(verify(rotated, body)).toBeNull();
  });

  it('tampered body → mismatch; wrong secret → mismatch; stale timestamp → stale; no header → missing', () => {
    const tampered = Buffer.from(body.toString('utf8').replace('"amount": 2500', '"amount": 1'));
    expect(tampered.equals(body)).toBe(false);
    expect(verify(signWebhook(secret, now, body), tampered)).toBe('mismatch');
    expect(verify(signWebhook('whsec_wrong_secret_0000000000', now, body), body)).toBe('mismatch');
    expect(verify(signWebhook(secret, now - 301, body), body)).toBe('stale');
    expect(stripeWebhooks.verify({}, body, secret, now)).toBe('missing');
    expect(verify('t=abc,v1=zz', body)).toBe('malformed');
  });

  it('events: payment_intent.succeeded → SUCCEEDED; payment_failed → FAILED card_declined; charge.refunded → REFUNDED of its intent', () => {
    expect(parseStripeEvent(body)).toMatchObject({
      eventId: 'evt_1NG8Du2eZvKYlo2CUI79vXWy',
      providerPaymentId: PI,
      status: 'SUCCEEDED',
      amountFils: 2_500,
    });
    expect(parseStripeEvent(eventBody('event-payment-intent-failed'))).toMatchObject({
      status: 'FAILED',
      failureCode: 'card_declined',
    });
    expect(parseStripeEvent(eventBody('event-charge-refunded'))).toMatchObject({
      providerPaymentId: PI,
      status: 'REFUNDED',
      refundedFils: 2_500,
    });
    expect(
      parseStripeEvent(
        Buffer.from('{"id":"evt_1","object":"event","type":"customer.created","data":{"object":{}}}'),
      ),
    ).toBeNull();
  });
});

describe.each(testDatabases())(
  'Stripe through Sufra (%s): the brand’s secrets, the webhook route',
  (kind) => {
    let t: TestApp;
    const secret = 'whsec_brandsecret_000000000000000000';
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A brand on real Stripe (not sandbox) with its secrets stored server-side. */
    async function stripeWorld() {
      const w = await paymentsWorld(t.database.db);
      await t.database.db
        .update(brands)
        .set({
          storeFrontUrl: SITE,
          activeIntegrations: [
            {
              name: 'STRIPE',
              category: 'PAYMENT_GATEWAY',
              isActive: true,
              metaData: { publishableKey: 'pk_test_51Sufra' },
            },
          ],
        })
        .where(eq(brands.id, w.brand.id));
      await insertIntegrationSecretsOnce(t.database.db, w.brand.id, 'STRIPE', {
        secretKey: SK,
        webhookSecret: secret,
      });
      return w;
    }

    it('realGateway reads the brand’s secret key server-side and charges through Stripe', async () => {
      const w = await stripeWorld();
      const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, w.brand.id));
      const choice = resolvePaymentProvider(brand!.activeIntegrations as never);
      expect(choice).toMatchObject({ kind: 'card-elements', sandbox: false });
      if (choice.kind === 'none') throw new Error('no provider');
      const real = await realGateway(t.database.db, w.brand.id, choice, { stripeApiBase: server.baseUrl });
      expect(real.provider).toBe(STRIPE_PROVIDER);
      server.play(...cassette('stripe', 'create-succeeded').exchanges);
      const result = await real.createAndConfirm({
        brandId: BRAND,
        amountFils: 2_500,
        paymentMethod: { type: 'token', token: PM },
        returnUrl: RETURN,
        idempotencyKey: 'confirm:order-1',
        metadata: { orderId: ORDER, customerId: CUSTOMER },
      });
      expect(result.status).toBe('SUCCEEDED');
    });

    it('a signed payment_intent.succeeded at /payments/webhooks/stripe/{brandId} pays the order once; bad signatures change nothing', async () => {
      const w = await stripeWorld();
      const order = await awaitingOrder(t.database.db, w, { totalFils: 2_500 });
      const row = await paymentRow(t.database.db, w, order, PI);
      const { payments } = await import('../src/db/schema-payments.ts');
      await t.database.db.update(payments).set({ provider: 'STRIPE' }).where(eq(payments.id, row.id));
      const body = eventBody('event-payment-intent-succeeded');
      const nowS = Math.floor(Date.now() / 1000);
      const post = (signature: string, payload: Buffer = body) =>
        t.app.inject({
          method: 'POST',
          url: webhookPath('stripe', w.brand.id),
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
      expect((await post(signWebhook('whsec_wrong_secret_0000000000', nowS, body))).statusCode).toBe(401);
      expect((await post(signWebhook(secret, nowS - 3_600, body))).statusCode).toBe(400);
      expect((await orderState(t.database.db, order.id)).status).toBe('PENDING_PAYMENT');
      const first = await post(signWebhook(secret, nowS, body));
      expect(first.statusCode).toBe(200);
      expect(first.json().data.outcome).toBe('applied');
      expect((await orderState(t.database.db, order.id)).status).toBe('PENDING');
      const again = await post(signWebhook(secret, nowS, body));
      expect(again.json().data.outcome).toBe('duplicate');
    });
  },
);
