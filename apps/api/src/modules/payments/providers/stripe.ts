import type { PaymentStatus } from '@sufra/contract';
import Stripe from 'stripe';
import { AppError } from '../../../platform/errors.ts';
import type { PaymentGateway, ProviderPayment, SavedCardDetails } from '../gateway.ts';
import { absoluteReturnUrl, PROVIDER_TIMEOUT_MS, providerBaseUrl, unknownPayment } from './common.ts';

/** payments.provider and brand_integration_secrets.provider of the card-elements adapter. */
export const STRIPE_PROVIDER = 'STRIPE';

/** Stripe's API origin (the adapter's default base URL; https://docs.stripe.com/api). */
export const STRIPE_API_BASE = 'https://api.stripe.com';

/** What the Stripe adapter needs: the brand's secret key, where its site is, and (tests) the API base. */
export interface StripeGatewayConfig {
  /** The brand's secret key `sk_live_…` / `sk_test_…` (or a restricted `rk_…`), server-side only. */
  secretKey: string;
  /** The brand's store-front URL: return paths are resolved against it (absoluteReturnUrl). */
  siteUrl?: string | null;
  /** The API base URL; STRIPE_API_BASE unless a test points it at a local recording server. */
  apiBase?: string;
}

/** PaymentIntent statuses that can still be cancelled (Stripe: "Cancel a PaymentIntent"). */
const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

type Intent = Stripe.PaymentIntent;

/** The expansions every intent read asks for: the card (saved cards) and the charge (refunds). */
const EXPAND = ['payment_method', 'latest_charge'];

/** The refunded amount of an intent's latest charge, fils (0 when the charge is not expanded). */
function refundedOf(intent: Intent): number {
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? charge.amount_refunded : 0;
}

/** The decline code of a failed intent: `last_payment_error.code` (e.g. 'card_declined'). */
function failureOf(intent: Intent): string | null {
  const error = intent.last_payment_error;
  if (!error) return null;
  return error.code ?? error.decline_code ?? error.type ?? 'card_declined';
}

/**
 * Sufra's status of a Stripe PaymentIntent (https://docs.stripe.com/payments/paymentintents/lifecycle):
 * succeeded → SUCCEEDED (PARTIALLY_REFUNDED / REFUNDED by the latest charge's amount_refunded);
 * requires_action → REQUIRES_ACTION; requires_payment_method after a failed attempt
 * (last_payment_error) → FAILED; canceled → CANCELLED; everything else (processing,
 * requires_confirmation, requires_capture, requires_payment_method before any attempt) → PENDING.
 */
export function stripeStatus(intent: Intent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded': {
      const refunded = refundedOf(intent);
      if (refunded <= 0) return 'SUCCEEDED';
      return refunded >= intent.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    }
    case 'requires_action':
      return 'REQUIRES_ACTION';
    case 'canceled':
      return 'CANCELLED';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'FAILED' : 'PENDING';
    default:
      return 'PENDING';
  }
}

/** The card of an intent's expanded payment method, or null. */
function cardOf(intent: Intent): SavedCardDetails | null {
  const pm = intent.payment_method;
  if (!pm || typeof pm !== 'object' || !pm.card) return null;
  return {
    providerCardId: pm.id,
    cardBrand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
  };
}

/**
 * A PaymentIntent as Sufra reads it: the status (stripeStatus), the amount (fils: AED's minor
 * unit), the failure code, the 3-D Secure page (`next_action.redirect_to_url.url`) and — when the
 * intent was made to save its card (`setup_future_usage` with a customer) and has not failed —
 * the card saved on the customer.
 */
export function normaliseIntent(intent: Intent): ProviderPayment {
  const status = stripeStatus(intent);
  const next = intent.next_action;
  const redirectUrl =
    status === 'REQUIRES_ACTION' && next?.type === 'redirect_to_url'
      ? (next.redirect_to_url?.url ?? null)
      : null;
  const card = cardOf(intent);
  const saves = intent.setup_future_usage != null && intent.customer != null;
  return {
    providerPaymentId: intent.id,
    status,
    amountFils: intent.amount,
    failureCode: status === 'FAILED' ? failureOf(intent) : null,
    redirectUrl,
    raw: intent,
    ...(saves && card && status !== 'FAILED' && status !== 'CANCELLED' ? { savedCard: card } : {}),
  };
}

/** The Stripe client of one brand: its secret key, no telemetry, the SDK's retries with the same idempotency key. */
function client(config: StripeGatewayConfig): Stripe {
  const base = new URL(providerBaseUrl(config.apiBase ?? STRIPE_API_BASE, 'The Stripe API base URL'));
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : base.protocol === 'https:' ? 443 : 80,
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    timeout: PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

/** Whether `error` is Stripe's answer for an object that does not exist (404 resource_missing). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/**
 * The card-elements gateway on Stripe (issue 9; 001 §4.10, §7.5; decision 0022), through the
 * `stripe` package with the brand's secret key (https://docs.stripe.com/api/payment_intents):
 * - createAndConfirm: `POST /v1/payment_intents` with `confirm=true`, amount in fils, currency
 *   'aed', `allowed_payment_method_types[]=card` (API version 2026-10-28 of stripe 23), the `pm_…` from Stripe.js (or a saved card with its
 *   customer), `return_url` (absoluteReturnUrl), `setup_future_usage=off_session` and the customer
 *   when saving the card, `metadata` (orderId, customerId) and the client's `Idempotency-Key`.
 *   A decline answers Stripe's 402 with the intent in the error: mapped to FAILED with its code
 *   (e.g. 'card_declined'). A payment method Stripe does not know → AppError 400
 *   invalidPaymentIntent.
 * - retrieve: `GET /v1/payment_intents/:id` (unknown → 404 orderNotFound);
 * - cancel: `POST /v1/payment_intents/:id/cancel` when the intent is still open, else it is
 *   answered as it is;
 * - refund: `POST /v1/refunds` (`payment_intent`, amount in fils) once per key, then the intent
 *   read again for the cumulative refunded amount;
 * - createCustomer: `POST /v1/customers`; detachCard: `POST /v1/payment_methods/:id/detach`
 *   after checking the card belongs to that customer (else 404 orderNotFound).
 * Errors: a provider that cannot be reached, or any other Stripe error, throws (nothing recorded).
 */
export function stripeGateway(config: StripeGatewayConfig): PaymentGateway {
  const stripe = client(config);
  const read = async (id: string): Promise<Intent> => {
    try {
      return await stripe.paymentIntents.retrieve(id, { expand: EXPAND });
    } catch (error) {
      if (isMissing(error)) throw unknownPayment();
      throw error;
    }
  };
  return {
    provider: STRIPE_PROVIDER,
    kind: 'card-elements',
    async createAndConfirm(request): Promise<ProviderPayment> {
      const method = request.paymentMethod;
      if (method.type === 'card-number') throw new AppError('invalidPaymentIntent', 400);
      const params: Stripe.PaymentIntentCreateParams = {
        amount: request.amountFils,
        currency: 'aed',
        confirm: true,
        allowed_payment_method_types: ['card'],
        payment_method: method.type === 'token' ? method.token : method.providerCardId,
        return_url: absoluteReturnUrl(request.returnUrl, config.siteUrl),
        metadata: {
          brandId: request.brandId,
          orderId: request.metadata.orderId ?? '',
          customerId: request.metadata.customerId ?? '',
        },
        expand: EXPAND,
      };
      if (method.type === 'saved') params.customer = method.providerCustomerId;
      else if (request.saveForCustomer) {
        params.customer = request.saveForCustomer;
        params.setup_future_usage = 'off_session';
      }
      try {
        const intent = await stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
        return normaliseIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.payment_intent) {
          // A decline (402 card_error) carries the intent, now requires_payment_method with last_payment_error.
          const intent = error.payment_intent as Intent;
          const failed = normaliseIntent(intent);
          if (failed.status === 'FAILED') return failed;
          return {
            ...failed,
            status: 'FAILED',
            failureCode: error.code ?? 'card_declined',
            redirectUrl: null,
          };
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          throw new AppError('invalidPaymentIntent', 400);
        throw error;
      }
    },
    async retrieve(request) {
      return normaliseIntent(await read(request.providerPaymentId));
    },
    async cancel(request) {
      const intent = await read(request.providerPaymentId);
      if (!CANCELABLE.has(intent.status)) return normaliseIntent(intent);
      try {
        const canceled = await stripe.paymentIntents.cancel(
          intent.id,
          { expand: EXPAND },
          { idempotencyKey: request.idempotencyKey },
        );
        return normaliseIntent(canceled);
      } catch (error) {
        // It settled between the read and the cancel: answered as it is now.
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state')
          return normaliseIntent(await read(intent.id));
        throw error;
      }
    },
    async refund(request) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: request.providerPaymentId,
            amount: request.amountFils,
            metadata: { brandId: request.brandId, reason: request.reason.slice(0, 500) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        if (isMissing(error)) throw unknownPayment();
        throw error;
      }
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
      const intent = await read(request.providerPaymentId);
      return { refundedFils: Math.max(refundedOf(intent), refund.amount), raw: refund };
    },
    async createCustomer(request) {
      const customer = await stripe.customers.create(
        {
          ...(request.email ? { email: request.email } : {}),
          ...(request.name ? { name: request.name } : {}),
          metadata: { brandId: request.brandId, customerId: request.customerId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { providerCustomerId: customer.id };
    },
    async detachCard(request) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(request.providerCardId);
      } catch (error) {
        if (isMissing(error)) throw unknownPayment();
        throw error;
      }
      const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      if (owner === null) return; // already detached
      if (owner !== request.providerCustomerId) throw unknownPayment();
      await stripe.paymentMethods.detach(request.providerCardId);
    },
  };
}
