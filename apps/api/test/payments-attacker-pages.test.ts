import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { webhookPath } from '../src/modules/payments/routes.ts';
import { sandboxWebhookSecret } from '../src/modules/payments/sandbox/webhooks.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import { expectCleanRefusal, freshKey, rawPost, rowCounts } from './support/attacker.ts';
import {
  type CardWorld,
  cardCall,
  cardWorld,
  orderStatusOf,
  placeCardOrder,
  SANDBOX_INTEGRATIONS,
  tokenise,
} from './support/card-orders.ts';
import { type HostedWorld, hostedWorld } from './support/hosted-factory.ts';
import { awaitingOrder } from './support/payments-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): the non-contract payment routes under attack — the sandbox's pages
 * (reflected XSS, CSP and framing, ids of other brands), the internal routes (loopback and admin
 * token), and the webhook route (a signature of one brand on another brand's URL).
 */

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const XSS = [
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</title><svg/onload=alert(1)>',
  'javascript:alert(1)',
];
const ADMIN = 'a'.repeat(40);

describe.each(testDatabases())(
  'payment pages, internal routes and webhooks under attack on %s (issue 9)',
  (kind) => {
    let t: TestApp;
    let A: CardWorld;
    let B: CardWorld;
    let H: HostedWorld;
    let I: HostedWorld;
    let challenge: { id: string; url: string; orderId: string };
    let hostedUrl: string;
    let walletUrl: string;
    const db = () => t.database.db;

    beforeAll(async () => {
      t = await createTestApp(kind);
      A = await cardWorld(db(), 'card-elements');
      B = await cardWorld(db(), 'card-elements');
      H = await hostedWorld(db(), 'HOSTED_PAGE');
      I = await hostedWorld(db(), 'HOSTED_IFRAME');
      const order = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
      const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.threeDSecure)).body.id;
      const res = await cardCall(
        t.app,
        INTENT,
        {
          orderId: order.orderId,
          amount: order.amount,
          storeId: A.store.id,
          paymentMethodId: pm,
          returnUrl: '/r',
        },
        A.token,
        freshKey(),
      );
      challenge = {
        id: res.body.data.gatewayData.data.id,
        url: res.body.data.gatewayData.data.redirectUrl,
        orderId: order.orderId,
      };
      const hOrder = await awaitingOrder(db(), H);
      hostedUrl = (
        await cardCall(
          t.app,
          'ordersCheckoutPayment/getHostedPaymentPage',
          {
            orderId: hOrder.id,
            amountPaid: 30,
            storeId: H.store.id,
            successRedirectUrl: '/ok',
            failureRedirectUrl: '/ko',
          },
          H.token,
          freshKey(),
        )
      ).body.data.paymentURL;
      const iOrder = await awaitingOrder(db(), I);
      walletUrl = (
        await cardCall(
          t.app,
          'payment-gateway/hosted-iframe/create-payment-intent',
          {
            orderId: iOrder.id,
            payByPayload: { totalAmount: { currency: 'AED', amount: 30 }, redirectUrl: '/confirm' },
            metaData: { storeId: I.store.id, brandId: I.brand.id },
          },
          I.token,
          freshKey(),
        )
      ).body.data.body.interActionParams.tokenUrl;
    });
    afterAll(async () => t?.close());

    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const withQuery = (url: string, q: Record<string, string>) =>
      `${url.split('?')[0]}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')), ...q })}`;
    const csp = (res: { headers: Record<string, unknown> }) =>
      String(res.headers['content-security-policy'] ?? '');

    it('PAY-17 sandbox pages: reflected lang, brandId and ids never come back unescaped (card fields, 3-D Secure, hosted page, wallet)', async () => {
      const pages = () => [
        `/api/v1/payments/sandbox/card-fields?brandId=${A.brand.id}`,
        challenge.url,
        hostedUrl,
        walletUrl,
      ];
      let n = 0;
      for (const payload of XSS) {
        for (const page of pages()) {
          const res = await get(withQuery(page, { lang: payload, extra: payload }));
          expect(res.statusCode, page).toBe(200);
          expect(res.body).not.toContain(payload);
          expect(res.body).not.toMatch(/<script>alert|onerror=|onload=/);
          expect(res.body).toMatch(/<html lang="(en|ar)"/);
          n++;
        }
        for (const bad of [
          `/api/v1/payments/sandbox/card-fields?brandId=${encodeURIComponent(payload)}`,
          `/api/v1/payments/sandbox/3ds/${encodeURIComponent(payload)}`,
          `/api/v1/payments/sandbox/hosted/${encodeURIComponent(payload)}`,
          `/api/v1/payments/sandbox/wallet/${encodeURIComponent(payload)}`,
        ]) {
          const res = await get(bad);
          expect(res.statusCode, bad).toBe(404);
          expect(res.body).not.toContain(payload);
          expect(res.body).not.toMatch(/<script|onerror|onload|\n\s+at /);
          n++;
        }
      }
      expect(n).toBe(XSS.length * 8);
    });

    it('PAY-17 sandbox pages: a CSP on every page; the framed ones (card fields, wallet) frame-ancestors self only; the full pages (3-D Secure, hosted page) not framable', async () => {
      const fields = await get(`/api/v1/payments/sandbox/card-fields?brandId=${A.brand.id}&lang=en`);
      expect(csp(fields)).toContain("frame-ancestors 'self'");
      expect(csp(fields)).toMatch(/script-src 'nonce-[^']+'/);
      expect(csp(fields)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      const wallet = await get(walletUrl);
      expect(csp(wallet)).toContain("frame-ancestors 'self'");
      expect(csp(wallet)).not.toContain("frame-ancestors 'none'");
      expect(wallet.headers['x-frame-options']).toBe('SAMEORIGIN');
      for (const url of [challenge.url, hostedUrl]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(csp(res), url).toContain("frame-ancestors 'none'");
        expect(csp(res)).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
    });

    it('PAY the sandbox card fields and tokeniser serve only a brand whose card gateway is the sandbox: a hosted brand, an unknown brand, a malformed body → 404/400, nothing tokenised', async () => {
      const before = await rowCounts(db());
      for (const brandId of [H.brand.id, I.brand.id, '00000000-0000-4000-8000-000000000000']) {
        expect((await get(`/api/v1/payments/sandbox/card-fields?brandId=${brandId}`)).statusCode).toBe(404);
        const res = await tokenise(t.app, brandId, SANDBOX_TEST_CARDS.success);
        expectCleanRefusal({ status: res.status, body: res.body }, 404, brandId);
      }
      const url = '/api/v1/payments/sandbox/v1/payment_methods';
      for (const payload of [
        '[]',
        'null',
        '"x"',
        '{"brandId":"x"}',
        `{"brandId":"${A.brand.id}","card":[]}`,
        `{"brandId":"${A.brand.id}","card":{"number":${'9'.repeat(400)},"exp_month":1,"exp_year":2099,"cvc":"123"}}`,
        `{"brandId":"${A.brand.id}","card":{"number":"4242424242424242","exp_month":"NaN","exp_year":2099,"cvc":"123"}}`,
        `{"brandId":"${A.brand.id}","card":{"number":"4242424242424242","exp_month":13,"exp_year":2099,"cvc":"12345"}}`,
        `{"__proto__":{"polluted":1},"brandId":"${A.brand.id}"}`,
        `{"brandId":"${A.brand.id}","card":{"number":"${'4'.repeat(5000)}"}}`,
      ]) {
        const res = await rawPost(t.app, url, payload);
        expectCleanRefusal(res, [400, 413], payload.slice(0, 60));
      }
      expect(await rowCounts(db())).toEqual(before);
    });

    it("PAY the 3-D Secure page shows only the amount and the card's last four (no brand, customer or order), and completing a declined intent's page pays nothing", async () => {
      const page = await get(challenge.url);
      expect(page.body).not.toContain(A.brand.brandName);
      expect(page.body).not.toContain(A.customer.phoneNumber);
      expect(page.body).not.toContain(challenge.orderId);
      expect(page.body).toContain('3184');
      const order = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
      const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.declined)).body.id;
      const declined = await cardCall(
        t.app,
        INTENT,
        {
          orderId: order.orderId,
          amount: order.amount,
          storeId: A.store.id,
          paymentMethodId: pm,
          returnUrl: '/r',
        },
        A.token,
        freshKey(),
      );
      expect(declined.status).toBe(402);
      const [row] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
      const forced = await t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/3ds/${row!.providerPaymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      expect(forced.statusCode).toBe(303);
      expect(forced.headers.location).toMatch(/redirect_status=failed/);
      const [intent] = await db()
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, row!.providerPaymentId));
      expect(intent!.status).not.toBe('succeeded');
      expect((await orderStatusOf(db(), order.orderId)).status).toBe('CANCELLED');
      for (const payload of ['action=steal', '', 'action[]=complete', `action=${'x'.repeat(5000)}`]) {
        const res = await t.app.inject({
          method: 'POST',
          url: challenge.url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode, payload.slice(0, 20)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    });

    it('PAY internal routes (brand-integrations, payment-links): from another machine, through a proxy, without or with a wrong admin token → 403/401, nothing written; without an admin token configured they do not exist', async () => {
      const app = await buildApp(
        {
          db: db(),
          now: () => new Date(),
          config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
          internal: { adminToken: ADMIN },
        },
        { logger: false },
      );
      try {
        const bodies = {
          '/api/internal/brand-integrations': {
            brand: A.brand.id,
            activeIntegrations: [
              { name: 'STRIPE', category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'live' } },
            ],
          },
          '/api/internal/payment-links': {
            brand: A.brand.temporaryDomainName,
            amountAed: 50,
            purposeOfPayment: 'x',
          },
        };
        const before = await rowCounts(db());
        const good = `Bearer ${ADMIN}`;
        const cases: Array<[string, Record<string, string>, string, number]> = [
          ['no token', {}, '127.0.0.1', 401],
          ['wrong token', { authorization: `Bearer ${'b'.repeat(40)}` }, '127.0.0.1', 401],
          ['token prefix', { authorization: `Bearer ${ADMIN.slice(0, 20)}` }, '127.0.0.1', 401],
          ['token without Bearer', { authorization: ADMIN }, '127.0.0.1', 401],
          ['customer token', { authorization: A.token }, '127.0.0.1', 401],
          ['other machine', { authorization: good }, '10.0.0.5', 403],
          ['other machine (IPv6)', { authorization: good }, '2001:db8::1', 403],
          ['other machine (mapped IPv4)', { authorization: good }, '::ffff:10.0.0.5', 403],
          ['x-forwarded-for', { authorization: good, 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1', 403],
          ['forwarded', { authorization: good, forwarded: 'for=127.0.0.1' }, '127.0.0.1', 403],
          ['x-real-ip', { authorization: good, 'x-real-ip': '127.0.0.1' }, '127.0.0.1', 403],
        ];
        for (const [url, body] of Object.entries(bodies))
          for (const [label, headers, remoteAddress, status] of cases) {
            const res = await app.inject({ method: 'POST', url, payload: body, headers, remoteAddress });
            expect(res.statusCode, `${url} ${label}`).toBe(status);
            expect(res.json()).toMatchObject({ success: 0 });
          }
        for (const url of Object.keys(bodies))
          for (const payload of [
            '[]',
            'null',
            JSON.stringify({ brand: `x${'y'.repeat(500)}` }),
            '{"__proto__":{"x":1},"brand":1}',
          ]) {
            const res = await app.inject({
              method: 'POST',
              url,
              payload,
              headers: { authorization: good, 'content-type': 'application/json' },
              remoteAddress: '127.0.0.1',
            });
            expectCleanRefusal({ status: res.statusCode, body: res.json() }, 400, url);
          }
        expect(await rowCounts(db())).toEqual(before);
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/internal/payment-links', payload: {} }))
            .statusCode,
        ).toBe(404);
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/internal/brand-integrations', payload: {} }))
            .statusCode,
        ).toBe(404);
        const settings = await t.app.inject({
          method: 'POST',
          url: '/api/v1/branding/get-brand-settings-by-brand-id-for-store-front?app_version=26&app_name=WEB_STORE_FRONT',
          payload: { brandId: A.brand.id },
        });
        expect(settings.json().data.activeIntegrations).toEqual([SANDBOX_INTEGRATIONS['card-elements']]);
      } finally {
        await app.close();
      }
    });

    it("PAY webhooks: brand A's signed event on brand B's URL → 401; brand B's signature over an event naming A's payment on B's URL never touches A's payment", async () => {
      const order = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
      const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.threeDSecure)).body.id;
      const res = await cardCall(
        t.app,
        INTENT,
        {
          orderId: order.orderId,
          amount: order.amount,
          storeId: A.store.id,
          paymentMethodId: pm,
          returnUrl: '/r',
        },
        A.token,
        freshKey(),
      );
      const intent = res.body.data.gatewayData.data.id as string;
      const event = (id: string) =>
        JSON.stringify({
          id,
          object: 'event',
          type: 'payment_intent.succeeded',
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: intent,
              object: 'payment_intent',
              amount: Math.round(order.amount * 100),
              amount_refunded: 0,
              currency: 'aed',
              status: 'succeeded',
              last_payment_error: null,
              metadata: { orderId: order.orderId },
            },
          },
        });
      const now = () => Math.floor(Date.now() / 1000);
      const secretA = await sandboxWebhookSecret(db(), A.brand.id);
      const secretB = await sandboxWebhookSecret(db(), B.brand.id);
      const send = (brandId: string, body: string, secret: string) =>
        rawPost(t.app, webhookPath('sandbox', brandId), body, {
          'sufra-signature': signWebhook(secret, now(), body),
        });
      const before = await rowCounts(db());
      const crossed = await send(B.brand.id, event('evt_h7_1'), secretA);
      expectCleanRefusal(crossed, 401, 'A signature on B URL');
      const forgedByB = await send(B.brand.id, event('evt_h7_2'), secretB);
      expect(forgedByB.status).toBeGreaterThanOrEqual(400);
      expect(forgedByB.status).toBeLessThan(500);
      const [row] = await db().select().from(payments).where(eq(payments.providerPaymentId, intent));
      expect(row!.status).toBe('REQUIRES_ACTION');
      expect((await orderStatusOf(db(), order.orderId)).status).toBe('PENDING_PAYMENT');
      const after = await rowCounts(db());
      expect(after.payment_webhook_events).toBe(before.payment_webhook_events);
      expect(after.outbox_events).toBe(before.outbox_events);
      // The same event on A's own URL with A's signature is what applies it (the control).
      expect((await send(A.brand.id, event('evt_h7_3'), secretA)).status).toBe(200);
      expect((await orderStatusOf(db(), order.orderId)).status).toBe('PENDING');
    });
  },
);
