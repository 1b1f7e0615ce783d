import { SANDBOX_TEST_CARDS } from '@sufra/contract';
import { expect } from 'vitest';
import { createPaymentLink } from '../../src/modules/payment-links/link-service.ts';
import { freshKey } from './attacker.ts';
import { type CardWorld, cardCall, cardWorld, placeCardOrder, tokenise } from './card-orders.ts';
import { type HostedWorld, hostedWorld } from './hosted-factory.ts';
import { awaitingOrder } from './payments-factory.ts';
import { post, type TestApp } from './test-app.ts';

/** The query every storefront call carries (001 §3.1). */
export const Q = '?app_version=26&app_name=WEB_STORE_FRONT';
/** The paths (under /api/v1/) of every customer payment call of decision 0022's table. */
export const P = {
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
export interface Call {
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

/** The victims and the attacker of the attack table (issue 9, decision 0022), with every call naming the victims' ids. */
export interface AttackTable {
  /** Victim, card-elements. */
  A: CardWorld;
  /** Victim, card-frames. */
  F: CardWorld;
  /** The attacker's brand, card-elements. */
  B: CardWorld;
  /** Victim, hosted page. */
  H: HostedWorld;
  /** Victim, hosted iframe. */
  I: HostedWorld;
  calls: Call[];
}

/**
 * Builds the attack table on `t`'s database through real HTTP: the victim brands A (with an order
 * awaiting payment, one paid with a saved card), F (a 3-D Secure payment open), H (a hosted page
 * open), I (a wallet payment order open), a payment link of A, and the attacker's brand B; then
 * every customer payment call of decision 0022 with a body naming the victims' ids.
 */
export async function buildAttackTable(t: TestApp): Promise<AttackTable> {
  const db = () => t.database.db;
  const A = await cardWorld(db(), 'card-elements');
  const F = await cardWorld(db(), 'card-frames');
  const B = await cardWorld(db(), 'card-elements');
  const H = await hostedWorld(db(), 'HOSTED_PAGE');
  const I = await hostedWorld(db(), 'HOSTED_IFRAME');

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

  const calls: Call[] = [
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
      // Issue 19 (decision 0037): public, as /payment-confirm is (000 §2.3 RT10): signed out it answers
      // only the holder of both references (payments-confirm-public.test.ts).
      auth: false,
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
  return { A, F, B, H, I, calls };
}

/** Sends `call` with `body`, the customer's `token` if given, and a fresh Idempotency-Key when the call moves money. */
export const sendCall = (t: TestApp, call: Call, body: unknown, token?: string) =>
  post(t.app, call.path, body, {
    ...(token ? { authorization: token } : {}),
    ...(call.key ? { 'idempotency-key': freshKey() } : {}),
  });

/** The token of the victim customer who owns the ids `call` names (by the call's provider family). */
export const callOwnerToken = ({ A, F, H, I }: Pick<AttackTable, 'A' | 'F' | 'H' | 'I'>, call: Call) =>
  call.path.startsWith('payment-gateway/')
    ? I.token
    : call.path.startsWith('ordersCheckoutPayment/')
      ? H.token
      : call.path.startsWith('orders-checkout-payment/checkout')
        ? F.token
        : A.token;
