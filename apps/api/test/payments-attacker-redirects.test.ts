import { MESSAGES } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { createPaymentLink } from '../src/modules/payment-links/link-service.ts';
import { expectCleanRefusal, freshKey, rowCounts } from './support/attacker.ts';
import {
  moneyPay,
  moneyPayBody,
  type Placed,
  placeAwaiting,
  sandboxCard,
  sandboxIntentCount,
} from './support/attacker-money.ts';
import { type CardWorld, cardCall, cardWorld, orderStatusOf } from './support/card-orders.ts';
import { type HostedWorld, hostedWorld } from './support/hosted-factory.ts';
import { awaitingOrder } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): money under attack, continued from payments-attacker-money.test.ts — open
 * redirects in return URLs (card-elements, card-frames, hosted page, hosted iframe, and the real
 * providers' absolute return URLs), and payment links paid twice, across brands, or with open
 * redirects. Nothing is charged and nothing is written.
 */

const PAGE = 'ordersCheckoutPayment/getHostedPaymentPage';
const IFRAME = 'payment-gateway/hosted-iframe/create-payment-intent';
const LINK_INFO = 'payment-links/get-payment-link-info-by-cart-id';
const LINK_PAY = 'payment-links/stripe/create-payment-intent';
const LINK_VERIFY = 'payment-links/stripe/verify-payment-intent';
const LINK_FRAMES = 'payment-links/checkout/initiate-payment-request';

describe.each(testDatabases())('payment money under attack on %s (issue 9, decision 0022)', (kind) => {
  let t: TestApp;
  let A: CardWorld;
  let F: CardWorld;
  let B: CardWorld;
  let H: HostedWorld;
  let I: HostedWorld;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    A = await cardWorld(db(), 'card-elements');
    F = await cardWorld(db(), 'card-frames');
    B = await cardWorld(db(), 'card-elements');
    H = await hostedWorld(db(), 'HOSTED_PAGE');
    I = await hostedWorld(db(), 'HOSTED_IFRAME');
  });
  afterEach(() => t.setNow(null));
  afterAll(async () => t?.close());

  const place = (w: CardWorld, n = 2) => placeAwaiting(t, w, n);
  const card = (w: CardWorld, number?: string) => sandboxCard(t, w, number);
  const payBody = (w: CardWorld, order: Placed, pm: string, over: Record<string, unknown> = {}) =>
    moneyPayBody(w === F, w, order, pm, over);
  const pay = (w: CardWorld, body: unknown, key = freshKey()) => moneyPay(t, w === F, w, body, key);
  const intentCount = (brandId: string) => sandboxIntentCount(db(), brandId);

  const OPEN_REDIRECTS = [
    '//evil.com',
    '//evil.com/checkout',
    'https://evil.com/checkout',
    'http://evil.com/checkout',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.com',
    '\\\\evil.com',
    'https://localhost.evil.com/checkout',
    'https://evil.com\\@localhost/checkout',
    'http://localhost:80@evil.com/checkout',
    // Browsers and the WHATWG URL parser drop tabs and newlines: these are '//evil.com/…'.
    '/\t/evil.com/checkout',
    '/\n/evil.com/checkout',
    'http://localhost//evil.com/checkout',
  ];

  it(`PAY return URL injection (${OPEN_REDIRECTS.length} URLs × card-elements, card-frames success and failure, hosted page success and failure, hosted iframe) → 400 "Invalid Payment Intent", nothing written`, async () => {
    let order = await place(A);
    let fOrder = await place(F);
    const hOrder = await awaitingOrder(db(), H);
    const iOrder = await awaitingOrder(db(), I);
    const pm = await card(A);
    const fPm = await card(F);
    const before = await rowCounts(db());
    const failures: string[] = [];
    for (const url of OPEN_REDIRECTS) {
      const attempts: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
        ['card-elements returnUrl', () => pay(A, payBody(A, order, pm, { returnUrl: url }))],
        ['card-frames successUrl', () => pay(F, payBody(F, fOrder, fPm, { successUrl: url }))],
        ['card-frames failureUrl', () => pay(F, payBody(F, fOrder, fPm, { failureUrl: url }))],
        ...(['successRedirectUrl', 'failureRedirectUrl'] as const).map(
          (field) =>
            [
              `hosted page ${field}`,
              () =>
                cardCall(
                  t.app,
                  PAGE,
                  {
                    orderId: hOrder.id,
                    amountPaid: 30,
                    storeId: H.store.id,
                    successRedirectUrl: '/ok',
                    failureRedirectUrl: '/ko',
                    [field]: url,
                  },
                  H.token,
                  freshKey(),
                ),
            ] as [string, () => Promise<{ status: number; body: unknown }>],
        ),
        [
          'hosted iframe redirectUrl',
          () =>
            cardCall(
              t.app,
              IFRAME,
              {
                orderId: iOrder.id,
                payByPayload: { totalAmount: { currency: 'AED', amount: 30 }, redirectUrl: url },
                metaData: { storeId: I.store.id, brandId: I.brand.id },
              },
              I.token,
              freshKey(),
            ),
        ],
      ];
      for (const [label, call] of attempts) {
        const res = await call();
        const body = res.body as { message?: string };
        if (res.status !== 400 || body.message !== MESSAGES.invalidPaymentIntent)
          failures.push(`${label} ${JSON.stringify(url)} → ${res.status}`);
        // An accepted URL paid the order: the next attempt gets a fresh one (no cascade of 409s).
        if ((await orderStatusOf(db(), order.orderId)).status !== 'PENDING_PAYMENT') order = await place(A);
        if ((await orderStatusOf(db(), fOrder.orderId)).status !== 'PENDING_PAYMENT') fOrder = await place(F);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY a real provider never gets a return URL off the brand’s store front: absoluteReturnUrl of every site path the routes accept stays on the store-front host', async () => {
    const { absoluteReturnUrl } = await import('../src/modules/payments/providers/common.ts');
    const { sitePath } = await import('../src/modules/payments/card-routes.ts');
    const request = { host: 'localhost' } as Parameters<typeof sitePath>[1];
    const offsite: string[] = [];
    for (const url of OPEN_REDIRECTS) {
      let path: string;
      try {
        path = sitePath(url, request);
      } catch {
        continue; // refused at the route: fine
      }
      let absolute: string;
      try {
        absolute = absoluteReturnUrl(path, 'https://shop.example');
      } catch {
        continue;
      }
      if (new URL(absolute).host !== 'shop.example') offsite.push(`${JSON.stringify(url)} → ${absolute}`);
    }
    expect(offsite).toEqual([]);
  });

  describe('payment links', () => {
    const newLink = async (w: CardWorld = A, gateway?: string) =>
      createPaymentLink(db(), {
        brand: w.brand.temporaryDomainName,
        amountAed: 55.25,
        purposeOfPayment: 'Deposit',
        message: 'Thanks',
        ...(gateway ? { gateway } : {}),
      });
    const back = (w: CardWorld, cartId: string) => `/${w.brand.temporaryDomainName}/payment-link/${cartId}`;
    const linkPay = (w: CardWorld, cartId: string, pm: string, over: Record<string, unknown> = {}) =>
      post(
        t.app,
        LINK_PAY,
        { brandId: w.brand.id, cartId, paymentMethodId: pm, returnUrl: back(w, cartId), ...over },
        { 'idempotency-key': freshKey() },
      );

    it("LINK a VERIFIED link: a second pay with a new key → 409, card-frames initiate → 409 or 400, verify with another link's payment → 404; one charge, the info shows only the documented fields", async () => {
      const link = await newLink();
      const paid = await linkPay(A, link.cartId, await card(A));
      expect(paid.body.data.gatewayData.isVerified).toBe(true);
      const n = await intentCount(A.brand.id);
      const again = await linkPay(A, link.cartId, await card(A));
      expectCleanRefusal(again, 409, 'second pay');
      expect(again.body.message).toBe(MESSAGES.paymentLinkAlreadyPaid);
      const frames = await post(
        t.app,
        LINK_FRAMES,
        {
          token: await card(A),
          cartId: link.cartId,
          brandId: A.brand.id,
          successUrl: `${back(A, link.cartId)}/?paymentStatus=success`,
          failureUrl: `${back(A, link.cartId)}/?paymentStatus=failure`,
        },
        { 'idempotency-key': freshKey() },
      );
      expectCleanRefusal(frames, [400, 409], 'frames on a paid link');
      const other = await newLink();
      const otherPaid = await linkPay(A, other.cartId, await card(A));
      const cross = await post(t.app, LINK_VERIFY, {
        brandId: A.brand.id,
        cartId: link.cartId,
        paymentIntentId: otherPaid.body.data.gatewayData.fetchedLink.transactionDetail.id,
      });
      expectCleanRefusal(cross, 404, 'verify with another link’s payment');
      expect(await intentCount(A.brand.id)).toBe(n + 1);
      const info = await post(t.app, LINK_INFO, { cartId: link.cartId, brandId: A.brand.id });
      expect(Object.keys(info.body.data).sort()).toEqual([
        'amount',
        'brand',
        'cartId',
        'linkCreationDate',
        'message',
        'paymentGateway',
        'paymentStatus',
        'purposeOfPayment',
        'updatedAt',
      ]);
      expect(Object.keys(info.body.data.brand).sort()).toEqual(['logo', 'name']);
      expect(info.body.data.paymentStatus).toBe('VERIFIED');
      const text = JSON.stringify(info.body);
      const [row] = await db().select().from(paymentLinks).where(eq(paymentLinks.cartId, link.cartId));
      for (const secret of [
        row!.id,
        A.brand.id,
        paid.body.data.gatewayData.fetchedLink.transactionDetail.id,
        '4242',
        'pm_sbx_',
        'pi_sbx_',
      ])
        expect(text).not.toContain(secret);
    });

    it("LINK brand A's link named under brand B (body brandId B, B's Host header) → info 404 'Invalid cart Id', pay and verify 404, nothing written", async () => {
      const link = await newLink();
      const pm = await card(A);
      const hostB = { host: `${B.brand.temporaryDomainName}.example.com` };
      const before = await rowCounts(db());
      const info = await post(t.app, LINK_INFO, { cartId: link.cartId, brandId: B.brand.id }, hostB);
      expectCleanRefusal(info, 404, 'info');
      expect(info.body.message).toBe(MESSAGES.invalidCartId);
      const payB = await post(
        t.app,
        LINK_PAY,
        { brandId: B.brand.id, cartId: link.cartId, paymentMethodId: pm, returnUrl: back(A, link.cartId) },
        { ...hostB, 'idempotency-key': freshKey() },
      );
      expectCleanRefusal(payB, 404, 'pay');
      expect(payB.body.message).toBe(MESSAGES.invalidBrandOrCartId);
      const verifyB = await post(
        t.app,
        LINK_VERIFY,
        { brandId: B.brand.id, cartId: link.cartId, paymentIntentId: 'pi_sbx_000000000000000000000000' },
        hostB,
      );
      expectCleanRefusal(verifyB, 404, 'verify');
      expect(await rowCounts(db())).toEqual(before);
      // A's card token paying B's own link: refused (the token is not B's), no money moves. (Like
      // Stripe, the sandbox may keep an unconfirmed intent of B: no payment, nothing captured.)
      const linkB = await newLink(B);
      const foreign = await linkPay(B, linkB.cartId, pm);
      expectCleanRefusal(foreign, [400, 402, 404], 'foreign token');
      const [rowB] = await db().select().from(paymentLinks).where(eq(paymentLinks.cartId, linkB.cartId));
      expect(await db().select().from(payments).where(eq(payments.paymentLinkId, rowB!.id))).toEqual([]);
      expect(rowB!.paymentStatus).toBe('NOT_VERIFIED');
      const intentsB = await db()
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.brandId, B.brand.id));
      expect(intentsB.filter((i) => i.status === 'succeeded')).toEqual([]);
    });

    it('LINK return URL injection on both link pay calls (open redirects ending in /payment-link/{cartId}) → 400 "Invalid Payment Intent", nothing charged', async () => {
      let link = await newLink();
      let fLink = await newLink(F);
      const pm = await card(A);
      const fPm = await card(F);
      const tail = (cartId: string) => `/payment-link/${cartId}`;
      const before = await rowCounts(db());
      const failures: string[] = [];
      for (const prefix of [
        '//evil.com',
        'https://evil.com',
        '/\\evil.com',
        'javascript:alert(1)//x',
        '/\t/evil.com',
        '/\n/evil.com',
        'http://localhost//evil.com',
      ]) {
        const res = await linkPay(A, link.cartId, pm, { returnUrl: `${prefix}${tail(link.cartId)}` });
        if (res.status !== 400) failures.push(`stripe ${JSON.stringify(prefix)} → ${res.status}`);
        const frames = await post(
          t.app,
          LINK_FRAMES,
          {
            token: fPm,
            cartId: fLink.cartId,
            brandId: F.brand.id,
            successUrl: `${prefix}${tail(fLink.cartId)}/?paymentStatus=success`,
            failureUrl: `${back(F, fLink.cartId)}/?paymentStatus=failure`,
          },
          { 'idempotency-key': freshKey() },
        );
        if (frames.status !== 400) failures.push(`frames ${JSON.stringify(prefix)} → ${frames.status}`);
        if (res.status === 200) link = await newLink();
        if (frames.status === 200) fLink = await newLink(F);
      }
      expect(failures).toEqual([]);
      expect(await rowCounts(db())).toEqual(before);
    });
  });
});
