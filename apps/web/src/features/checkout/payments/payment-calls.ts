import type { Language } from '@sufra/contract';
import { type CallRoute, ROUTES } from '@sufra/contract/routes';
import { callApi } from '../../../shared/api/client.ts';

/**
 * The card-payment calls of decision 0022 (001 §7.4–§7.8), as the browser makes them: each one a
 * fetcher over the client's callApi. Addresses and answer shapes are 0022's table; money-moving
 * calls carry an `Idempotency-Key` (one per order and step, so a retried request is replayed, not
 * charged twice). All throw ApiError (shared/api/client.ts) with the server's message in the
 * request's language — e.g. 402 'Bank declined payment, please try again' for a declined card.
 */

/** The card-payment calls' addresses (the contract's ROUTES; decision 0022's table). */
export const PAYMENT_ROUTES = {
  getUserPaymentCards: ROUTES.getUserPaymentCards,
  getStripeCustomerCards: ROUTES.getStripeCustomerCards,
  removeUserPaymentCard: ROUTES.removeUserPaymentCard,
  createPaymentIntentV2: ROUTES.createPaymentIntentV2,
  verifyPaymentIntent: ROUTES.verifyPaymentIntent,
  initiateFramesPaymentRequest: ROUTES.initiateFramesPaymentRequest,
  verifyFramesPaymentRequest: ROUTES.verifyFramesPaymentRequest,
  getHostedPaymentPage: ROUTES.getHostedPaymentPage,
  verifyHostedPayment: ROUTES.verifyHostedPayment,
  createIframePaymentOrder: ROUTES.createIframePaymentOrder,
  iframePaymentConfirmation: ROUTES.iframePaymentConfirmation,
  iframePaymentRefund: ROUTES.iframePaymentRefund,
} as const satisfies Record<string, CallRoute>;

/** The customer's token, the request language and the brand (scopes the request, like order info), for every call. */
export interface CallAuth {
  token: string | null;
  language: Language;
  brandId?: string;
}

async function post<T>(
  // biome-ignore lint/suspicious/noExplicitAny: any call of the table; each fetcher names its answer type.
  call: CallRoute<any>,
  body: Record<string, unknown>,
  auth: CallAuth,
  extra: { idempotencyKey?: string; params?: Record<string, string> } = {},
): Promise<T> {
  const scoped = auth.brandId ? { brandId: auth.brandId, ...body } : body;
  return (await callApi(call as CallRoute, scoped, {
    token: auth.token,
    language: auth.language,
    params: extra.params,
    headers: extra.idempotencyKey ? { 'Idempotency-Key': extra.idempotencyKey } : undefined,
  })) as T;
}

/** A card-frames or hosted saved card (001 §3.8, §7.4). */
export interface UserPaymentCard {
  _id: string;
  cardType: string;
  lastFourDigit: string;
  expMonth?: number;
  expYear?: number;
  paymentGateway: string;
}
/** A card-elements saved card (001 §3.8, §7.4). */
export interface StripeCustomerCard {
  id: string;
  card: { brand: string; last4: string };
  exp_month?: number;
  exp_year?: number;
  paymentGateway: string;
}

/** user/get-user-payment-cards (001 §7.4): the card-frames provider's saved cards. */
export const getUserPaymentCards = (auth: CallAuth) =>
  post<{ paymentCards: UserPaymentCard[] }>(PAYMENT_ROUTES.getUserPaymentCards, {}, auth);

/** orders-checkout-payment/stripe/get-customer-cards (001 §7.4): the card-elements provider's saved cards. */
export const getStripeCustomerCards = (auth: CallAuth) =>
  post<{ cards: StripeCustomerCard[] }>(PAYMENT_ROUTES.getStripeCustomerCards, {}, auth);

/** user/remove-user-payment-card (0022): forgets one of the customer's saved cards; `{ removed: true }`. */
export const removeUserPaymentCard = (auth: CallAuth, cardId: string) =>
  post<{ removed: boolean }>(PAYMENT_ROUTES.removeUserPaymentCard, { cardId }, auth);

/** The body of createPaymentIntentV2 (001 §7.5, 0022); `amount` AED. */
export interface PaymentIntentBody {
  orderId: string;
  amount: number;
  storeId: string;
  isStoredCard: boolean;
  cardId?: string;
  paymentMethodId?: string;
  saveCard?: boolean;
  currency?: string;
  paymentMethod: 'CARD' | 'WALLET';
  returnUrl: string;
}
/** The answer of createPaymentIntentV2: verified at once, or a 3-D Secure `redirectUrl` (0022). */
export interface PaymentIntentData {
  gatewayData: {
    isVerified: boolean;
    data: { id: string; client_secret?: string | null; status?: string; redirectUrl?: string | null };
  };
  orderNumber?: string;
}
/** orders-checkout-payment/stripe/create-payment-intent-v2 (001 §7.5, §4.10). Money-moving: idempotent by key. */
export const createPaymentIntentV2 = (auth: CallAuth, body: PaymentIntentBody, idempotencyKey: string) =>
  post<PaymentIntentData>(PAYMENT_ROUTES.createPaymentIntentV2, { ...body }, auth, { idempotencyKey });

/** The answer of every verify call (0022): whether paid, and the order's number. */
export interface VerifyData {
  gatewayData?: { isVerified: boolean };
  isVerified?: boolean;
  orderNumber?: string;
}
/** orders-checkout-payment/stripe/verify-payment-intent (001 §7.5). */
export const verifyPaymentIntent = (auth: CallAuth, paymentIntentId: string) =>
  post<VerifyData>(PAYMENT_ROUTES.verifyPaymentIntent, { paymentIntentId }, auth);

/** The body of initiateFramesPaymentRequest (001 §7.6, 0022); `amount` AED. */
export interface FramesBody {
  orderId: string;
  isStoredCard: boolean;
  storeCardId?: string;
  token?: string;
  saveCard?: boolean;
  currency: 'AED';
  amount: number;
  storeId: string;
  language: Language;
  successUrl: string;
  failureUrl: string;
}
/** The answer of initiateFramesPaymentRequest (001 §7.6). */
export interface FramesData {
  gatewayData: {
    axiosResData?: { framesResponse?: { id?: string } };
    redirectLink?: string | null;
    three_d_secure_redirection_required?: boolean;
  };
}
/** orders-checkout-payment/checkout/initiate-frames-payment-request (001 §7.6, §4.12). Money-moving. */
export const initiateFramesPaymentRequest = (auth: CallAuth, body: FramesBody, idempotencyKey: string) =>
  post<FramesData>(PAYMENT_ROUTES.initiateFramesPaymentRequest, { ...body }, auth, { idempotencyKey });

/** orders-checkout-payment/checkout/verify-payment-request/{paymentId} (001 §7.6). */
export const verifyFramesPaymentRequest = (auth: CallAuth, paymentId: string) =>
  post<VerifyData>(PAYMENT_ROUTES.verifyFramesPaymentRequest, {}, auth, { params: { paymentId } });

/** The body of getHostedPaymentPage (001 §7.7, 0022); `amountPaid` AED, 2 decimals. */
export interface HostedPageBody {
  orderId: string;
  domainName: string;
  amountPaid: number;
  storeId: string;
  DomainType: string;
  successRedirectUrl: string;
  failureRedirectUrl: string;
  language: Language;
}
/** ordersCheckoutPayment/getHostedPaymentPage (001 §7.7, §4.13). Money-moving. */
export const getHostedPaymentPage = (auth: CallAuth, body: HostedPageBody, idempotencyKey: string) =>
  post<{ transactionInfo?: { storeId: string; cartId: string }; paymentURL?: string }>(
    PAYMENT_ROUTES.getHostedPaymentPage,
    { ...body },
    auth,
    { idempotencyKey },
  );

/** ordersCheckoutPayment/verifyPayment (001 §7.7). */
export const verifyHostedPayment = (auth: CallAuth, body: { storeId: string; cartId: string }) =>
  post<VerifyData>(PAYMENT_ROUTES.verifyHostedPayment, { ...body, language: auth.language }, auth);

/** The body of createIframePaymentOrder (001 §7.8, 0022); `totalAmount.amount` AED. */
export interface IframeOrderBody {
  orderId: string;
  payByPayload: {
    merchantOrderNo: string;
    subject: string;
    totalAmount: { currency: 'AED'; amount: number };
    accessoryContent: {
      operatorId: string;
      storeId: string;
      terminalId: string;
      merchantName: string;
      storeName: string;
    };
    redirectUrl: string;
    notifyUrl: string;
  };
  metaData: { storeId: string; brandId: string; userRefId: string };
}
/** The answer of createIframePaymentOrder (001 §7.8). */
export interface IframeOrderData {
  body?: { paymentOrderNo: string; merchantOrderNo: string; interActionParams?: { tokenUrl?: string } };
}
/** payment-gateway/hosted-iframe/create-payment-intent (001 §7.8, §4.14). Money-moving. */
export const createIframePaymentOrder = (auth: CallAuth, body: IframeOrderBody, idempotencyKey: string) =>
  post<IframeOrderData>(PAYMENT_ROUTES.createIframePaymentOrder, { ...body }, auth, { idempotencyKey });

/** The body of iframePaymentConfirmation (001 §7.8): `isFroceDelete` (sic) on the 4th attempt. */
export interface IframeConfirmBody {
  storeId: string;
  brandId: string;
  paymentOrderNo: string;
  merchantOrderNo: string;
  orderNo: string;
  isFroceDelete: boolean;
}
/** The answer of iframePaymentConfirmation (001 §7.8, 0022). */
export interface IframeConfirmData {
  success?: boolean | number;
  data?: {
    status?: string;
    orderData?: { acquireOrder?: { merchantOrderNo: string; orderNo: string; totalAmount: unknown } };
  };
  orderNumber?: string;
}
/** payment-gateway/hosted-iframe/payment-confirmation (001 §7.8, §4.14 polling). */
export const iframePaymentConfirmation = (auth: CallAuth, body: IframeConfirmBody) =>
  post<IframeConfirmData>(PAYMENT_ROUTES.iframePaymentConfirmation, { ...body }, auth);

/** The body of iframePaymentRefund (001 §7.8); `amount` AED. */
export interface IframeRefundBody {
  refundMerchantOrderNo: string;
  originMerchantOrderNo: string;
  amount: number;
  reason: string;
}
/** payment-gateway/hosted-iframe/payment-refund (001 §7.8, §4.14). Money-moving. */
export const iframePaymentRefund = (auth: CallAuth, body: IframeRefundBody, idempotencyKey: string) =>
  post<{ head?: { applyStatus?: string; msg?: string } }>(
    PAYMENT_ROUTES.iframePaymentRefund,
    { ...body },
    auth,
    {
      idempotencyKey,
    },
  );
