import { MESSAGES, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinks, payments, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { createPaymentLink } from '../src/modules/payment-links/link-service.ts';
import { sweepExpiredPayments } from '../src/modules/payments/expiry.ts';
import { dispatchOutbox } from '../src/modules/payments/outbox.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import { expectCleanRefusal, freshKey, rowCounts } from './support/attacker.ts';
import {
  type CardWorld,
  cardCall,
  cardWorld,
  orderStatusOf,
  outboxCount,
  placeCardOrder,
  tokenise,
} from './support/card-orders.ts';
import { type HostedWorld, hostedWorld } from './support/hosted-factory.ts';
import { awaitingOrder } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): money under attack and under races — amounts that are not the order's,
 * orders paid twice or not awaiting payment, two Idempotency-Keys racing on one order, the expiry
 * sweep racing a verify, open redirects in return URLs, and payment links paid twice or across
 * brands. The invariant everywhere: an order moves once, and money is captured at most once net
 * of refunds.
 */

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';
const VERIFY = 'orders-checkout-payment/stripe/verify-payment-intent';
const FRAMES = 'orders-checkout-payment/checkout/initiate-frames-payment-request';
const PAGE = 'ordersCheckoutPayment/getHostedPaymentPage';
const IFRAME = 'payment-gateway/hosted-iframe/create-payment-intent';
const LINK_INFO = 'payment-links/get-payment-link-info-by-cart-id';
const LINK_PAY = 'payment-links/stripe/create-payment-intent';
const LINK_VERIFY = 'payment-links/stripe/verify-payment-intent';
const LINK_FRAMES = 'payment-links/checkout/initiate-payment-request';

type Placed = { orderId: string; amount: number };

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

  const place = async (w: CardWorld, n = 2): Promise<Placed> => {
    const res = await placeCardOrder(t.app, w, w.token, n);
    expect(res.status).toBe(200);
    return res.body.data.payment;
  };
  const card = async (w: CardWorld, number: string = SANDBOX_TEST_CARDS.success) =>
    (await tokenise(t.app, w.brand.id, number)).body.id as string;
  const payBody = (w: CardWorld, order: Placed, pm: string, over: Record<string, unknown> = {}) =>
    w === F
      ? {
          orderId: order.orderId,
          amount: order.amount,
          storeId: w.store.id,
          token: pm,
          successUrl: '/ok',
          failureUrl: '/ko',
          ...over,
        }
      : {
          orderId: order.orderId,
          amount: order.amount,
          storeId: w.store.id,
          paymentMethodId: pm,
          returnUrl: '/checkout',
          ...over,
        };
  const pay = (w: CardWorld, body: unknown, key = freshKey()) =>
    cardCall(t.app, w === F ? FRAMES : INTENT, body, w.token, key);
  const intentCount = async (brandId: string) =>
    (await db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.brandId, brandId)))
      .length;
  const drain = async (now: () => Date = () => new Date()) => {
    const handlers = paymentOutboxHandlers(t.app, { db: db(), now });
    for (let i = 0; i < 6; i++) if ((await dispatchOutbox(db(), handlers, { now })).dispatched === 0) break;
  };
  /** Money the provider holds for an order, net of refunds (fils), from the sandbox's own intents. */
  const capturedNet = async (orderId: string) => {
    const rows = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const ids = rows.map((r) => r.providerPaymentId);
    if (ids.length === 0) return { net: 0, rows };
    const intents = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(inArray(sandboxPaymentIntents.id, ids));
    const net = intents
      .filter((i) => i.status === 'succeeded')
      .reduce((sum, i) => sum + i.amountFils - i.refundedFils, 0);
    return { net, rows };
  };

  for (const which of ['card-elements', 'card-frames'] as const) {
    it(`PAY ${which} amount tampering: another amount, a cheaper order with a dearer amount, a dearer order with a cheaper one → 409, nothing charged`, async () => {
      const w = which === 'card-frames' ? F : A;
      const cheap = await place(w, 2);
      const dear = await place(w, 4);
      const pm = await card(w);
      const before = await intentCount(w.brand.id);
      const tampered: Array<[string, Placed, number]> = [
        ['0.01 less', cheap, Math.round((cheap.amount - 0.01) * 100) / 100],
        ['0.01 more', cheap, Math.round((cheap.amount + 0.01) * 100) / 100],
        ['cheap order, dear amount', cheap, dear.amount],
        ['dear order, cheap amount', dear, cheap.amount],
        ['the order maximum', cheap, 1_000_000],
      ];
      for (const [label, order, amount] of tampered) {
        const res = await pay(w, payBody(w, order, pm, { amount }));
        expectCleanRefusal(res, 409, label);
        expect(res.body.message).toBe(MESSAGES.orderNotAwaitingPayment);
      }
      expect(await intentCount(w.brand.id)).toBe(before);
      for (const order of [cheap, dear])
        expect((await orderStatusOf(db(), order.orderId)).status).toBe('PENDING_PAYMENT');
    });

    it(`PAY ${which} paid twice: a second Idempotency-Key on a paid (PENDING) order, or on a CANCELLED (declined) one → 409, no second charge`, async () => {
      const w = which === 'card-frames' ? F : A;
      const order = await place(w);
      const first = await pay(w, payBody(w, order, await card(w)));
      expect(first.status).toBe(200);
      const afterFirst = await intentCount(w.brand.id);
      const second = await pay(w, payBody(w, order, await card(w)));
      expectCleanRefusal(second, 409, 'second key');
      expect(await intentCount(w.brand.id)).toBe(afterFirst);
      expect(await orderStatusOf(db(), order.orderId)).toEqual({
        status: 'PENDING',
        history: ['PENDING_PAYMENT', 'PENDING'],
      });
      const declined = await place(w);
      expect((await pay(w, payBody(w, declined, await card(w, SANDBOX_TEST_CARDS.declined)))).status).toBe(
        402,
      );
      const n = await intentCount(w.brand.id);
      const again = await pay(w, payBody(w, declined, await card(w)));
      expectCleanRefusal(again, 409, 'cancelled order');
      expect(await intentCount(w.brand.id)).toBe(n);
      expect((await orderStatusOf(db(), declined.orderId)).status).toBe('CANCELLED');
    });

    it(`PAY ${which} race: two Idempotency-Keys paying one order at once (×3) → the order moves once, one order.paid, money captured once net of refunds`, async () => {
      const w = which === 'card-frames' ? F : A;
      for (let round = 0; round < 3; round++) {
        const order = await place(w);
        const [a, b] = await Promise.all([
          pay(w, payBody(w, order, await card(w))),
          pay(w, payBody(w, order, await card(w))),
        ]);
        for (const res of [a, b]) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect([a.status, b.status]).toContain(200);
        await drain();
        expect(await orderStatusOf(db(), order.orderId)).toEqual({
          status: 'PENDING',
          history: ['PENDING_PAYMENT', 'PENDING'],
        });
        expect(await outboxCount(db(), w.brand.id, 'order.paid', order.orderId)).toBe(1);
        const { net, rows } = await capturedNet(order.orderId);
        expect(net).toBe(Math.round(order.amount * 100));
        expect(rows.filter((r) => r.status === 'SUCCEEDED')).toHaveLength(1);
      }
    });
  }

  it('PAY expiry sweep racing a verify for the same order (challenge completed just before the window ends, ×3) → PENDING with a SUCCEEDED payment, or CANCELLED with the money refunded; never PENDING unpaid', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place(A);
      const res = await pay(A, payBody(A, order, await card(A, SANDBOX_TEST_CARDS.threeDSecure)));
      const { id, redirectUrl } = res.body.data.gatewayData.data;
      const challenge = t.app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=complete',
      });
      const future = new Date(Date.now() + 901_000);
      t.setNow(future);
      const at = () => future;
      const deps = { db: db(), now: at, production: false };
      const racers: Array<Promise<unknown>> = [
        sweepExpiredPayments(deps),
        cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token),
      ];
      if (round === 0) await challenge;
      else racers.push(challenge);
      await Promise.all(racers);
      await sweepExpiredPayments(deps);
      await cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token);
      await drain(at);
      const state = await orderStatusOf(db(), order.orderId);
      const { net, rows } = await capturedNet(order.orderId);
      expect(rows).toHaveLength(1);
      if (state.status === 'PENDING') {
        expect(rows[0]!.status).toBe('SUCCEEDED');
        expect(net).toBe(Math.round(order.amount * 100));
      } else {
        expect(state.status).toBe('CANCELLED');
        expect(['REFUNDED', 'CANCELLED', 'FAILED']).toContain(rows[0]!.status);
        expect(net).toBe(0);
      }
      expect(state.history.filter((s) => s === 'PENDING' || s === 'CANCELLED')).toHaveLength(1);
      t.setNow(null);
    }
  });

  it('PAY a challenge completed after the sweep cancelled its intent captures nothing; verify then answers 402 and the order stays CANCELLED', async () => {
    const order = await place(A);
    const res = await pay(A, payBody(A, order, await card(A, SANDBOX_TEST_CARDS.threeDSecure)));
    const { id, redirectUrl } = res.body.data.gatewayData.data;
    const future = new Date(Date.now() + 901_000);
    t.setNow(future);
    await sweepExpiredPayments({ db: db(), now: () => future, production: false });
    const late = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=complete',
    });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toMatch(/redirect_status=failed/);
    const verify = await cardCall(t.app, VERIFY, { brandId: A.brand.id, paymentIntentId: id }, A.token);
    expect(verify.body.data?.gatewayData?.isVerified ?? false).toBe(false);
    await drain(() => future);
    expect((await orderStatusOf(db(), order.orderId)).status).toBe('CANCELLED');
    expect((await capturedNet(order.orderId)).net).toBe(0);
  });

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
