import { MESSAGES, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentLink } from '../src/modules/payment-links/link-service.ts';
import { expectCleanRefusal, freshKey, rawPost, rowCounts } from './support/attacker.ts';
import { type CardWorld, cardCall, cardWorld, placeCardOrder, tokenise } from './support/card-orders.ts';
import { type HostedWorld, hostedWorld } from './support/hosted-factory.ts';
import { awaitingOrder } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): every customer payment call of decision 0022's table, attacked. Without a
 * token → 401; with a token of another brand → its ids answered like unknown ones (404), nothing
 * written; with malformed bodies → a clean 400 `{ success: 0, message }`, never a 5xx or a stack.
 */

const Q = '?app_version=26&app_name=WEB_STORE_FRONT';
const P = {
  userCards: 'user/get-user-payment-cards',
  stripeCards: 'orders-checkout-payment/stripe/get-customer-cards',
  removeCard: 'user/remove-user-payment-card',
  intent: 'orders-checkout-payment/stripe/create-payment-intent-v2',
  verify: 'orders-checkout-payment/stripe/verify-payment-intent',
  frames: 'orders-checkout-payment/checkout/initiate-frames-payment-request',
  framesVerify: 'orders-checkout-payment/checkout/verify-payment-request',
  hostedPage: 'ordersCheckoutPayment/getHostedPaymentPage',
  hostedVerify: 'ordersCheckoutPayment/verifyPayment',
  iframeCreate: 'payment-gateway/hosted-iframe/create-payment-intent',
  iframeConfirm: 'payment-gateway/hosted-iframe/payment-confirmation',
  iframeRefund: 'payment-gateway/hosted-iframe/payment-refund',
  linkInfo: 'payment-links/get-payment-link-info-by-cart-id',
  linkPay: 'payment-links/stripe/create-payment-intent',
  linkVerify: 'payment-links/stripe/verify-payment-intent',
  linkFrames: 'payment-links/checkout/initiate-payment-request',
  linkFramesVerify: 'payment-links/checkout/verify-payment-request',
} as const;

/** A call of the table: its path, and a body naming the victim's ids (brandId left for the caller to set). */
interface Call {
  name: string;
  path: string;
  auth: boolean;
  key: boolean;
  body: Record<string, unknown>;
  /** The top-level fields a body must carry (each missing → 400). */
  required: string[];
  /** Fields holding an AED amount. */
  amounts?: string[];
}

describe.each(testDatabases())('payment calls under attack on %s (issue 9, decision 0022)', (kind) => {
  let t: TestApp;
  let A: CardWorld; // victim, card-elements
  let F: CardWorld; // victim, card-frames
  let B: CardWorld; // the attacker's brand, card-elements
  let H: HostedWorld; // victim, hosted page
  let I: HostedWorld; // victim, hosted iframe
  let calls: Call[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    A = await cardWorld(db(), 'card-elements');
    F = await cardWorld(db(), 'card-frames');
    B = await cardWorld(db(), 'card-elements');
    H = await hostedWorld(db(), 'HOSTED_PAGE');
    I = await hostedWorld(db(), 'HOSTED_IFRAME');

    // A: one order awaiting payment; one paid with a saved card.
    const aOrder = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
    const aPaid = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
    const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.success)).body.id;
    const paid = await cardCall(
      t.app,
      P.intent,
      {
        orderId: aPaid.orderId,
        amount: aPaid.amount,
        storeId: A.store.id,
        paymentMethodId: pm,
        saveCard: true,
        returnUrl: '/checkout',
      },
      A.token,
      freshKey(),
    );
    expect(paid.body.data.gatewayData.isVerified).toBe(true);
    const aIntent = paid.body.data.gatewayData.data.id as string;
    const aCards = await cardCall(t.app, P.userCards, {}, A.token);
    const aCardId = aCards.body.data.paymentCards[0]._id as string;
    // F: an order with a 3-D Secure payment open.
    const fOrder = (await placeCardOrder(t.app, F, F.token)).body.data.payment;
    const fOrder2 = (await placeCardOrder(t.app, F, F.token)).body.data.payment;
    const fPm = (await tokenise(t.app, F.brand.id, SANDBOX_TEST_CARDS.threeDSecure)).body.id;
    const fPay = await cardCall(
      t.app,
      P.frames,
      {
        orderId: fOrder2.orderId,
        amount: fOrder2.amount,
        storeId: F.store.id,
        token: fPm,
        successUrl: '/ok',
        failureUrl: '/ko',
      },
      F.token,
      freshKey(),
    );
    const fPaymentId = fPay.body.data.gatewayData.axiosResData.framesResponse.id as string;
    // H: an order with its hosted page open; I: an order with its wallet payment order open.
    const hOrder = await awaitingOrder(db(), H);
    const hOrder2 = await awaitingOrder(db(), H);
    const hPageBody = {
      orderId: hOrder2.id,
      amountPaid: 30,
      storeId: H.store.id,
      successRedirectUrl: '/ok',
      failureRedirectUrl: '/ko',
    };
    expect((await cardCall(t.app, P.hostedPage, hPageBody, H.token, freshKey())).status).toBe(200);
    const iOrder = await awaitingOrder(db(), I);
    const iOrder2 = await awaitingOrder(db(), I);
    const iCreate = (orderId: string) => ({
      orderId,
      payByPayload: { totalAmount: { currency: 'AED', amount: 30 }, redirectUrl: '/confirm' },
      metaData: { storeId: I.store.id, brandId: I.brand.id },
    });
    const created = await cardCall(t.app, P.iframeCreate, iCreate(iOrder2.id), I.token, freshKey());
    expect(created.status).toBe(200);
    const po = created.body.data.body as { paymentOrderNo: string; merchantOrderNo: string };
    const link = await createPaymentLink(
      db(),
      { brand: A.brand.temporaryDomainName, amountAed: 40, purposeOfPayment: 'Deposit' },
      new Date(),
    );
    const back = `/${A.brand.temporaryDomainName}/payment-link/${link.cartId}`;

    calls = [
      { name: 'getUserPaymentCards', path: P.userCards, auth: true, key: false, body: {}, required: [] },
      { name: 'getStripeCustomerCards', path: P.stripeCards, auth: true, key: false, body: {}, required: [] },
      {
        name: 'removeUserPaymentCard',
        path: P.removeCard,
        auth: true,
        key: false,
        body: { cardId: aCardId },
        required: ['cardId'],
      },
      {
        name: 'createPaymentIntentV2',
        path: P.intent,
        auth: true,
        key: true,
        body: {
          orderId: aOrder.orderId,
          amount: aOrder.amount,
          storeId: A.store.id,
          isStoredCard: false,
          paymentMethodId: pm,
          paymentMethod: 'CARD',
          returnUrl: '/checkout',
        },
        required: ['orderId', 'amount', 'storeId', 'returnUrl'],
        amounts: ['amount'],
      },
      {
        name: 'createPaymentIntentV2 (saved card)',
        path: P.intent,
        auth: true,
        key: true,
        body: {
          orderId: aOrder.orderId,
          amount: aOrder.amount,
          storeId: A.store.id,
          isStoredCard: true,
          cardId: aCardId,
          returnUrl: '/checkout',
        },
        required: ['orderId', 'amount', 'storeId', 'returnUrl'],
        amounts: ['amount'],
      },
      {
        name: 'verifyPaymentIntent',
        path: P.verify,
        auth: true,
        key: false,
        body: { paymentIntentId: aIntent },
        required: ['paymentIntentId'],
      },
      {
        name: 'initiateFramesPaymentRequest',
        path: P.frames,
        auth: true,
        key: true,
        body: {
          orderId: fOrder.orderId,
          isStoredCard: false,
          token: fPm,
          currency: 'AED',
          amount: fOrder.amount,
          storeId: F.store.id,
          language: 'EN',
          successUrl: '/ok',
          failureUrl: '/ko',
        },
        required: ['orderId', 'amount', 'storeId', 'successUrl', 'failureUrl'],
        amounts: ['amount'],
      },
      {
        name: 'verifyFramesPaymentRequest',
        path: `${P.framesVerify}/${fPaymentId}`,
        auth: true,
        key: false,
        body: {},
        required: [],
      },
      {
        name: 'getHostedPaymentPage',
        path: P.hostedPage,
        auth: true,
        key: true,
        body: { ...hPageBody, orderId: hOrder.id, domainName: 'demo', DomainType: 'TEMPORARY' },
        required: ['orderId', 'amountPaid', 'storeId', 'successRedirectUrl', 'failureRedirectUrl'],
        amounts: ['amountPaid'],
      },
      {
        name: 'verifyHostedPayment',
        path: P.hostedVerify,
        auth: true,
        key: false,
        body: { storeId: H.store.id, cartId: hOrder2.id },
        required: ['storeId', 'cartId'],
      },
      {
        name: 'createIframePaymentOrder',
        path: P.iframeCreate,
        auth: true,
        key: true,
        body: iCreate(iOrder.id),
        required: ['orderId', 'payByPayload', 'metaData'],
      },
      {
        name: 'iframePaymentConfirmation',
        path: P.iframeConfirm,
        auth: true,
        key: false,
        body: {
          storeId: I.store.id,
          brandId: I.brand.id,
          ...po,
          orderNo: po.paymentOrderNo,
          isFroceDelete: true,
        },
        required: ['storeId', 'brandId', 'paymentOrderNo', 'merchantOrderNo'],
      },
      {
        name: 'iframePaymentRefund',
        path: P.iframeRefund,
        auth: true,
        key: true,
        body: {
          refundMerchantOrderNo: `R${po.merchantOrderNo}`.slice(0, 64),
          originMerchantOrderNo: po.merchantOrderNo,
          amount: 30,
          reason: 'x',
        },
        required: ['refundMerchantOrderNo', 'originMerchantOrderNo', 'amount'],
        amounts: ['amount'],
      },
      {
        name: 'getPaymentLinkInfoByCartId',
        path: P.linkInfo,
        auth: false,
        key: false,
        body: { cartId: link.cartId, brandId: A.brand.id },
        required: ['cartId', 'brandId'],
      },
      {
        name: 'createPaymentLinkIntent',
        path: P.linkPay,
        auth: false,
        key: true,
        body: { brandId: A.brand.id, cartId: link.cartId, paymentMethodId: pm, returnUrl: back },
        required: ['brandId', 'cartId', 'paymentMethodId', 'returnUrl'],
      },
      {
        name: 'verifyPaymentLinkIntent',
        path: P.linkVerify,
        auth: false,
        key: false,
        body: { brandId: A.brand.id, cartId: link.cartId, paymentIntentId: aIntent },
        required: ['brandId', 'cartId', 'paymentIntentId'],
      },
      {
        name: 'initiatePaymentLinkFrames',
        path: P.linkFrames,
        auth: false,
        key: true,
        body: {
          token: pm,
          cartId: link.cartId,
          brandId: A.brand.id,
          successUrl: `${back}/?paymentStatus=success`,
          failureUrl: `${back}/?paymentStatus=failure`,
        },
        required: ['token', 'cartId', 'brandId', 'successUrl', 'failureUrl'],
      },
      {
        name: 'verifyPaymentLinkFrames',
        path: P.linkFramesVerify,
        auth: false,
        key: false,
        body: { cartId: link.cartId, paymentId: aIntent, brandId: A.brand.id },
        required: ['cartId', 'paymentId', 'brandId'],
      },
    ];
  });
  afterAll(async () => t?.close());

  const send = (call: Call, body: unknown, token?: string) =>
    post(t.app, call.path, body, {
      ...(token ? { authorization: token } : {}),
      ...(call.key ? { 'idempotency-key': freshKey() } : {}),
    });
  const ownerToken = (call: Call) =>
    call.path.startsWith('payment-gateway/')
      ? I.token
      : call.path.startsWith('ordersCheckoutPayment/')
        ? H.token
        : call.path.startsWith('orders-checkout-payment/checkout')
          ? F.token
          : A.token;

  it('PAY auth: every authenticated call without a token, with a forged token, or with another brand’s token for the victim brand → 401 "Please login to continue", nothing written', async () => {
    const before = await rowCounts(db());
    let n = 0;
    for (const call of calls.filter((c) => c.auth)) {
      const victimBrand =
        ownerToken(call) === A.token
          ? A
          : ownerToken(call) === F.token
            ? F
            : call.path.startsWith('payment-gateway/')
              ? I
              : H;
      const body = { ...call.body, brandId: victimBrand.brand.id };
      for (const token of [undefined, 'forged-token-000000', `${A.token}x`, B.token]) {
        const res = await send(call, body, token);
        expectCleanRefusal(res, 401, `${call.name} token=${token?.slice(0, 6)}`);
        expect(res.body.message).toBe(MESSAGES.unauthorized);
        n++;
      }
    }
    expect(n).toBe(13 * 4);
    expect(await rowCounts(db())).toEqual(before);
  });

  it("PAY tenancy: another brand's customer (its own brandId) naming the victim's orders, cards, payments and payment orders → 404 like unknown ids, nothing written", async () => {
    const before = await rowCounts(db());
    const expected: Record<string, string> = {
      removeUserPaymentCard: MESSAGES.somethingIncorrect,
      verifyPaymentIntent: MESSAGES.invalidPaymentIntent,
      verifyFramesPaymentRequest: MESSAGES.invalidPaymentIntent,
    };
    const probed: string[] = [];
    for (const call of calls.filter((c) => c.auth && c.required.length > 0)) {
      // The attacker keeps its own brand in the body (brandId B; iframe metaData names the victim).
      const body = { ...call.body, brandId: B.brand.id };
      const res = await send(call, body, B.token);
      expectCleanRefusal(res, 404, call.name);
      expect(res.body.message, call.name).toBe(expected[call.name] ?? MESSAGES.orderNotFound);
      probed.push(call.name);
    }
    expect(probed).toHaveLength(10);
    // The no-id path of verify-frames: the attacker's own brand, the victim's payment id.
    const lists = [
      await send(calls[0]!, { brandId: B.brand.id }, B.token),
      await send(calls[1]!, { brandId: B.brand.id }, B.token),
    ];
    expect(lists[0]!.body.data.paymentCards).toEqual([]);
    expect(lists[1]!.body.data.cards).toEqual([]);
    expect(await rowCounts(db())).toEqual(before);
  });

  it("PAY tenancy: the same customer's token with the victim brand's ids sent under its own brand, and an unknown id, answer alike", async () => {
    const intent = calls.find((c) => c.name === 'createPaymentIntentV2')!;
    const before = await rowCounts(db());
    const theirs = await send(intent, { ...intent.body, brandId: B.brand.id, storeId: B.store.id }, B.token);
    const unknown = await send(
      intent,
      {
        ...intent.body,
        brandId: B.brand.id,
        storeId: B.store.id,
        orderId: '00000000-0000-4000-8000-000000000000',
      },
      B.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY malformed bodies: each required field missing, of the wrong type, an array, 100 000 characters; amounts negative, null, 1e20, 3 decimals, as text → 400 { success: 0, message }, never 5xx, nothing written', async () => {
    const before = await rowCounts(db());
    let cases = 0;
    const huge = 'x'.repeat(100_000);
    for (const call of calls) {
      const token = call.auth ? ownerToken(call) : undefined;
      const variants: Array<[string, unknown]> = [];
      for (const field of call.required) {
        const { [field]: _gone, ...rest } = call.body;
        variants.push([`${field} missing`, rest]);
        const value = call.body[field];
        const wrong = typeof value === 'string' ? 12345 : typeof value === 'number' ? '12' : 'x';
        variants.push([`${field} wrong type`, { ...call.body, [field]: wrong }]);
        variants.push([`${field} array`, { ...call.body, [field]: [value] }]);
        variants.push([`${field} null`, { ...call.body, [field]: null }]);
        if (typeof value === 'string') variants.push([`${field} huge`, { ...call.body, [field]: huge }]);
      }
      for (const field of call.amounts ?? [])
        for (const bad of [-1, -0.01, 1e20, 1e308, 17.855, 0.001, '17.85', true])
          variants.push([`${field}=${bad}`, { ...call.body, [field]: bad }]);
      variants.push(['body is an array', [call.body]]);
      variants.push(['language not a language', { ...call.body, language: 'XX' }]);
      for (const [label, body] of variants) {
        const res = await send(call, body, token);
        expectCleanRefusal(res, 400, `${call.name}: ${label}`);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(200);
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY raw bodies: not JSON, a JSON string or null, __proto__ and constructor.prototype keys, a body over the limit → 4xx envelope, nothing polluted, nothing written', async () => {
    const before = await rowCounts(db());
    for (const call of calls) {
      const token = call.auth ? ownerToken(call) : undefined;
      const headers = {
        ...(token ? { authorization: token } : {}),
        ...(call.key ? { 'idempotency-key': freshKey() } : {}),
      };
      const url = `/api/v1/${call.path}${Q}`;
      const json = JSON.stringify(call.body);
      const raws: Array<[string, string, number[]]> = [
        ['truncated JSON', json.slice(0, -3), [400]],
        ['JSON string', '"hello"', [400]],
        // A null body is an empty one: refused only when the call has required fields.
        ['JSON null', 'null', call.required.length > 0 ? [400] : [200]],
        ['JSON number', '1e999', [400]],
        ['__proto__', `{"__proto__":{"polluted":"yes"},${json.slice(1)}`, [400]],
        ['constructor', `{"constructor":{"prototype":{"polluted":"yes"}},${json.slice(1)}`, [400]],
        ['nested __proto__', json.replace(/}$/, ',"metaData":{"__proto__":{"polluted":"yes"}}}'), [400]],
        ['over the body limit', `{"pad":"${'y'.repeat(300 * 1024)}"}`, [400, 413]],
      ];
      for (const [label, payload, statuses] of raws) {
        const res = await rawPost(t.app, url, payload, headers);
        if (statuses[0] === 200) expect(res.status, `${call.name}: ${label}`).toBe(200);
        else expectCleanRefusal(res, statuses, `${call.name}: ${label}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY Idempotency-Key header: missing, empty, over 200 characters → 400 on every money-moving call, nothing written', async () => {
    const before = await rowCounts(db());
    for (const call of calls.filter((c) => c.key)) {
      const token = call.auth ? ownerToken(call) : undefined;
      for (const key of [undefined, '', 'k'.repeat(201)]) {
        const res = await post(t.app, call.path, call.body, {
          ...(token ? { authorization: token } : {}),
          ...(key !== undefined ? { 'idempotency-key': key } : {}),
        });
        expectCleanRefusal(res, 400, `${call.name} key=${key?.length}`);
      }
    }
    expect(await rowCounts(db())).toEqual(before);
  });

  it('PAY extra fields (amountFils, totalFils, status, customerId, isVerified) are ignored: the order is charged its own total, for its own customer', async () => {
    const order = (await placeCardOrder(t.app, A, A.token)).body.data.payment;
    const pm = (await tokenise(t.app, A.brand.id, SANDBOX_TEST_CARDS.success)).body.id;
    const res = await cardCall(
      t.app,
      P.intent,
      {
        orderId: order.orderId,
        amount: order.amount,
        storeId: A.store.id,
        paymentMethodId: pm,
        returnUrl: '/checkout',
        amountFils: 201,
        totalFils: 201,
        status: 'SUCCEEDED',
        customerId: A.other.id,
        isVerified: true,
        brandId: A.brand.id,
      },
      A.token,
      freshKey(),
    );
    expect(res.status).toBe(200);
    const { payments } = await import('../src/db/schema-payments.ts');
    const { eq } = await import('drizzle-orm');
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountFils).toBe(Math.round(order.amount * 100));
    expect(rows[0]!.customerId).toBe(A.customer.id);
  });
});
