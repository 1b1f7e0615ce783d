import type { PaymentStatus } from '@sufra/contract';
import { Checkout } from 'checkout-sdk-node';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentGateway, ProviderPayment, SavedCardDetails } from '../gateway.ts';
import {
  absoluteReturnUrl,
  PROVIDER_TIMEOUT_MS,
  providerBaseUrl,
  unknownPayment,
  withQuery,
} from './common.ts';

/** payments.provider and brand_integration_secrets.provider of the card-frames adapter. */
export const CHECKOUT_PROVIDER = 'CHECKOUT';

/** Checkout.com's environments: where the API and Frames' tokenisation live (https://api-reference.checkout.com/#section/Base-URLs). */
export const CHECKOUT_API_BASES = {
  live: 'https://api.checkout.com',
  sandbox: 'https://api.sandbox.checkout.com',
} as const;

/** One of Checkout.com's environments (metaData.environment; 'live' when absent). */
export type CheckoutEnvironment = keyof typeof CHECKOUT_API_BASES;

/** What the Checkout.com adapter needs. */
export interface CheckoutGatewayConfig {
  /** The brand's secret key (`sk_…` / `sk_sbox_…`), server-side only. */
  secretKey: string;
  /** 'live' or 'sandbox' (metaData.environment). */
  environment: CheckoutEnvironment;
  /** The merchant-specific API subdomain (metaData.subdomain: the first 8 characters of the client id), or none. */
  subdomain?: string | null;
  /** The processing channel (`pc_…`, secrets.processingChannelId), required by Checkout.com's current platform. */
  processingChannelId?: string | null;
  /** The brand's store-front URL: return paths are resolved against it (absoluteReturnUrl). */
  siteUrl?: string | null;
  /** The API base URL; derived from environment and subdomain unless a test points it at a local recording server. */
  apiBase?: string;
}

/** The API base of a configuration: apiBase, else `https://{subdomain}.api[.sandbox].checkout.com`, else the environment's shared host. */
export function checkoutApiBase(
  config: Pick<CheckoutGatewayConfig, 'environment' | 'subdomain' | 'apiBase'>,
): string {
  if (config.apiBase) return providerBaseUrl(config.apiBase, 'The Checkout.com API base URL');
  const shared = new URL(CHECKOUT_API_BASES[config.environment]);
  if (config.subdomain) {
    if (!/^[a-z0-9]{1,32}$/.test(config.subdomain))
      throw new Error('The Checkout.com subdomain is malformed');
    shared.hostname = `${config.subdomain}.${shared.hostname}`;
  }
  return shared.toString().replace(/\/+$/, '');
}

/** A Checkout.com payment as its API answers it (the fields Sufra reads; https://api-reference.checkout.com/#tag/Payments). */
interface CkoPayment {
  id: string;
  status?: string;
  approved?: boolean;
  amount?: number;
  currency?: string;
  response_code?: string;
  response_summary?: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  source?: {
    id?: string;
    type?: string;
    scheme?: string;
    last4?: string;
    expiry_month?: number;
    expiry_year?: number;
  };
  customer?: { id?: string };
  balances?: { total_refunded?: number };
  _links?: { redirect?: { href?: string } };
}

/** An SDK error (checkout-sdk-node services/errors.js): `http_code` and the answered `body`. */
interface CkoError {
  http_code?: number;
  body?: unknown;
}

const httpCode = (error: unknown): number | undefined =>
  error && typeof error === 'object' ? (error as CkoError).http_code : undefined;

/**
 * Sufra's status of a Checkout.com payment (https://www.checkout.com/docs/payments/manage-payments/payment-statuses):
 * Authorized, Captured, Partially Captured, Paid, Card Verified → SUCCEEDED (or PARTIALLY_REFUNDED /
 * REFUNDED); Pending with `_links.redirect` → REQUIRES_ACTION, without → PENDING; Declined → FAILED;
 * Canceled, Voided, Expired → CANCELLED; Refunded / Partially Refunded → REFUNDED /
 * PARTIALLY_REFUNDED; Retry Scheduled and anything else → PENDING.
 */
export function checkoutStatus(payment: CkoPayment): PaymentStatus {
  switch (payment.status) {
    case 'Authorized':
    case 'Captured':
    case 'Partially Captured':
    case 'Paid':
    case 'Card Verified':
      return (payment.balances?.total_refunded ?? 0) > 0 ? 'PARTIALLY_REFUNDED' : 'SUCCEEDED';
    case 'Pending':
      return payment._links?.redirect?.href ? 'REQUIRES_ACTION' : 'PENDING';
    case 'Declined':
      return 'FAILED';
    case 'Canceled':
    case 'Voided':
    case 'Expired':
      return 'CANCELLED';
    case 'Refunded':
      return 'REFUNDED';
    case 'Partially Refunded':
      return 'PARTIALLY_REFUNDED';
    default:
      return 'PENDING';
  }
}

/** The card of a payment's source (a `src_…` id with scheme, last four and expiry), or null. */
function cardOf(payment: CkoPayment): SavedCardDetails | null {
  const s = payment.source;
  if (!s?.id || !s.last4 || !s.expiry_month || !s.expiry_year) return null;
  return {
    providerCardId: s.id,
    cardBrand: (s.scheme ?? 'card').toLowerCase(),
    last4: s.last4,
    expMonth: s.expiry_month,
    expYear: s.expiry_year,
  };
}

/**
 * A Checkout.com payment as Sufra reads it: checkoutStatus, the amount (minor units of AED: fils),
 * the decline's `response_code` (e.g. '20005'), the 3-D Secure page (`_links.redirect.href`), and
 * — when the payment was made to save its card (`savesCard`, or metadata.save_card 'true' on a
 * read: the request's answer does not echo metadata) and has not failed — the card stored on the
 * customer (its `src_…` source). `amountFallback` stands in when the answer carries no amount (a
 * 202 Pending answer does not).
 */
export function normaliseCheckoutPayment(
  payment: CkoPayment,
  amountFallback = 0,
  savesCard = false,
): ProviderPayment {
  const status = checkoutStatus(payment);
  const card = cardOf(payment);
  const saves = savesCard || payment.metadata?.save_card === 'true';
  return {
    providerPaymentId: payment.id,
    status,
    amountFils: typeof payment.amount === 'number' ? payment.amount : amountFallback,
    failureCode: status === 'FAILED' ? (payment.response_code ?? 'declined') : null,
    redirectUrl: status === 'REQUIRES_ACTION' ? (payment._links?.redirect?.href ?? null) : null,
    raw: payment,
    ...(saves && card && status !== 'FAILED' && status !== 'CANCELLED' ? { savedCard: card } : {}),
  };
}

/**
 * The Checkout.com client of one brand. checkout-sdk-node prefers process-wide credentials
 * (CKO_SECRET, CKO_SECRET_KEY) over the key it is given; with several brands that would pay every
 * brand into one account, so their presence is refused.
 */
function client(config: CheckoutGatewayConfig): InstanceType<typeof Checkout> {
  if (process.env.CKO_SECRET || process.env.CKO_SECRET_KEY)
    throw new Error('CKO_SECRET / CKO_SECRET_KEY must not be set: Sufra passes each brand its own key');
  return new Checkout(config.secretKey, {
    host: checkoutApiBase(config),
    timeout: PROVIDER_TIMEOUT_MS,
  } as never);
}

/** The SDK's methods Sufra calls, typed by their answers. */
interface CkoApi {
  payments: {
    request(body: object, idempotencyKey?: string): Promise<CkoPayment>;
    get(id: string): Promise<CkoPayment>;
    refund(
      id: string,
      body: object,
      idempotencyKey?: string,
    ): Promise<{ action_id: string; reference?: string }>;
    void(
      id: string,
      body: object,
      idempotencyKey?: string,
    ): Promise<{ action_id: string; reference?: string }>;
  };
  customers: { create(body: object): Promise<{ id: string }> };
  instruments: {
    get(id: string): Promise<{ id: string; customer?: { id?: string } }>;
    delete(id: string): Promise<unknown>;
  };
}

/** Checkout.com's limit on `reference`, characters. */
const REFERENCE_MAX = 80;

/**
 * The card-frames gateway on Checkout.com (issue 9; 001 §4.12, §7.6; decision 0022), through
 * `checkout-sdk-node` with the brand's secret key:
 * - createAndConfirm: `POST /payments` with `source` {type 'token', token: the `tok_…` of Frames}
 *   or {type 'id', id: a saved `src_…`} (with its customer), amount in minor units, currency
 *   'AED', `capture: true`, `3ds.enabled: true`, `success_url` / `failure_url` = the return URL
 *   with `payment=success|failure` (Checkout.com adds `cko-session-id`), `reference` (the order
 *   id), `customer` when saving the card (metadata.save_card 'true'), `processing_channel_id`,
 *   and the client's key as `Cko-Idempotency-Key`. 'Pending' with `_links.redirect` →
 *   REQUIRES_ACTION; 'Declined' → FAILED with its `response_code`; a token Checkout.com refuses
 *   (422) → AppError 400 invalidPaymentIntent.
 * - retrieve: `GET /payments/{id}` — a payment id `pay_…` or the `cko-session-id` `sid_…` of the
 *   3-D Secure return (the answer names the payment `pay_…`); unknown → 404 orderNotFound.
 * - cancel: a payment still 'Authorized' is voided (`POST /payments/{id}/voids`); anything else is
 *   answered as it is (a 3-D Secure payment left Pending expires at Checkout.com).
 * - refund: `POST /payments/{id}/refunds` once per key; the cumulative refunded amount is what the
 *   payment's balances reported before it plus this refund (capped at the amount).
 * - createCustomer: `POST /customers` (Checkout.com needs an email: the customer's, or
 *   `customer-{id}@sufra.invalid`); detachCard: `DELETE /instruments/{src_…}` after checking the
 *   instrument belongs to that customer (else 404 orderNotFound).
 * Errors: a provider that cannot be reached, or any other answer, throws (nothing recorded).
 */
export function checkoutGateway(config: CheckoutGatewayConfig): PaymentGateway {
  const cko = client(config) as unknown as CkoApi;
  const read = async (id: string): Promise<CkoPayment> => {
    try {
      return await cko.payments.get(id);
    } catch (error) {
      if (httpCode(error) === 404) throw unknownPayment();
      throw error;
    }
  };
  return {
    provider: CHECKOUT_PROVIDER,
    kind: 'card-frames',
    async createAndConfirm(request): Promise<ProviderPayment> {
      const method = request.paymentMethod;
      if (method.type === 'card-number') throw new AppError('invalidPaymentIntent', 400);
      const back = absoluteReturnUrl(request.returnUrl, config.siteUrl);
      const customerId = method.type === 'saved' ? method.providerCustomerId : request.saveForCustomer;
      const body = {
        source:
          method.type === 'token'
            ? { type: 'token', token: method.token }
            : { type: 'id', id: method.providerCardId },
        amount: request.amountFils,
        currency: 'AED',
        payment_type: 'Regular',
        capture: true,
        reference: (request.metadata.orderId ?? request.idempotencyKey).slice(0, REFERENCE_MAX),
        '3ds': { enabled: true },
        success_url: withQuery(back, 'payment', 'success'),
        failure_url: withQuery(back, 'payment', 'failure'),
        ...(customerId ? { customer: { id: customerId } } : {}),
        ...(config.processingChannelId ? { processing_channel_id: config.processingChannelId } : {}),
        metadata: {
          brand_id: request.brandId,
          order_id: request.metadata.orderId ?? '',
          customer_id: request.metadata.customerId ?? '',
          save_card: method.type === 'token' && request.saveForCustomer ? 'true' : 'false',
        },
      };
      let payment: CkoPayment;
      try {
        payment = await cko.payments.request(body, request.idempotencyKey);
      } catch (error) {
        if (httpCode(error) === 422) throw new AppError('invalidPaymentIntent', 400);
        throw error;
      }
      return normaliseCheckoutPayment(payment, request.amountFils, body.metadata.save_card === 'true');
    },
    async retrieve(request) {
      return normaliseCheckoutPayment(await read(request.providerPaymentId));
    },
    async cancel(request) {
      const payment = await read(request.providerPaymentId);
      if (payment.status !== 'Authorized') return normaliseCheckoutPayment(payment);
      try {
        await cko.payments.void(
          payment.id,
          { reference: request.idempotencyKey.slice(0, REFERENCE_MAX) },
          request.idempotencyKey,
        );
      } catch (error) {
        // 403: no longer voidable (captured in between) — answered as it is now.
        if (httpCode(error) === 403) return normaliseCheckoutPayment(await read(payment.id));
        throw error;
      }
      return {
        ...normaliseCheckoutPayment(payment),
        status: 'CANCELLED',
        failureCode: null,
        redirectUrl: null,
      };
    },
    async refund(request) {
      const before = await read(request.providerPaymentId);
      let answer: { action_id: string };
      try {
        answer = await cko.payments.refund(
          before.id,
          {
            amount: request.amountFils,
            reference: request.idempotencyKey.slice(0, REFERENCE_MAX),
            metadata: { brand_id: request.brandId, reason: request.reason.slice(0, 200) },
          },
          request.idempotencyKey,
        );
      } catch (error) {
        if (httpCode(error) === 404) throw unknownPayment();
        throw error;
      }
      const total = before.amount ?? request.amountFils;
      const refundedFils = Math.min(total, (before.balances?.total_refunded ?? 0) + request.amountFils);
      return { refundedFils, raw: answer };
    },
    async createCustomer(request) {
      const customer = await cko.customers.create({
        email: request.email ?? `customer-${request.customerId}@sufra.invalid`,
        ...(request.name ? { name: request.name } : {}),
        metadata: { brand_id: request.brandId, customer_id: request.customerId },
      });
      return { providerCustomerId: customer.id };
    },
    async detachCard(request) {
      let instrument: { id: string; customer?: { id?: string } };
      try {
        instrument = await cko.instruments.get(request.providerCardId);
      } catch (error) {
        if (httpCode(error) === 404) throw unknownPayment();
        throw error;
      }
      if (instrument.customer?.id !== request.providerCustomerId) throw unknownPayment();
      await cko.instruments.delete(request.providerCardId);
    },
  };
}
