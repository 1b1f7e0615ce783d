import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { z } from 'zod';
import type { PaymentEvent, WebhookProvider } from '../gateway.ts';
import { SIGNATURE_HEADER, type SignatureProblem, verifyWebhookSignature } from '../webhook-signature.ts';
import { CHECKOUT_PROVIDER } from './checkout-com.ts';
import { acquireOrderSchema, HOSTED_IFRAME_PROVIDER, normaliseAcquireOrder } from './hosted-iframe-rest.ts';
import { HOSTED_PAGE_PROVIDER, hostedPageSchema, hostedPageStatus } from './hosted-page-rest.ts';
import { providerWebhookSecret } from './secrets.ts';
import { STRIPE_PROVIDER } from './stripe.ts';

/** JSON of a raw body, or undefined. */
function json(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Stripe

/** Stripe's signature header (https://docs.stripe.com/webhooks#verify-manually): `t=…,v1=…[,v0=…]`. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('event'),
  type: z.string().min(1).max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const stripeIntentSchema = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('payment_intent'),
  amount: z.number().int().positive(),
  last_payment_error: z.object({ code: z.string().nullish() }).nullish(),
});

const stripeChargeSchema = z.object({
  id: z.string().min(1),
  object: z.literal('charge'),
  payment_intent: z.string().min(1),
  amount: z.number().int().positive(),
  amount_refunded: z.number().int().min(0),
});

const STRIPE_INTENT_EVENTS: Record<string, PaymentStatus> = {
  'payment_intent.succeeded': 'SUCCEEDED',
  'payment_intent.payment_failed': 'FAILED',
  'payment_intent.canceled': 'CANCELLED',
  'payment_intent.requires_action': 'REQUIRES_ACTION',
  'payment_intent.processing': 'PENDING',
};

/**
 * Reads a verified Stripe event (https://docs.stripe.com/api/events/object): the
 * `payment_intent.*` events of STRIPE_INTENT_EVENTS (data.object a PaymentIntent; the failure code
 * from last_payment_error.code) and `charge.refunded` (data.object a Charge: its payment_intent,
 * cumulative amount_refunded → REFUNDED or PARTIALLY_REFUNDED). Anything else → null.
 */
export function parseStripeEvent(rawBody: Buffer): PaymentEvent | null {
  const raw = json(rawBody);
  const event = stripeEventSchema.safeParse(raw);
  if (!event.success) return null;
  const { id, type, data } = event.data;
  const intentStatus = STRIPE_INTENT_EVENTS[type];
  if (intentStatus) {
    const intent = stripeIntentSchema.safeParse(data.object);
    if (!intent.success) return null;
    return {
      eventId: id,
      eventType: type,
      providerPaymentId: intent.data.id,
      status: intentStatus,
      amountFils: intent.data.amount,
      refundedFils: 0,
      failureCode:
        intentStatus === 'FAILED' ? (intent.data.last_payment_error?.code ?? 'card_declined') : null,
      raw,
    };
  }
  if (type === 'charge.refunded') {
    const charge = stripeChargeSchema.safeParse(data.object);
    if (!charge.success) return null;
    const { amount, amount_refunded: refunded } = charge.data;
    return {
      eventId: id,
      eventType: type,
      providerPaymentId: charge.data.payment_intent,
      status: refunded >= amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      amountFils: amount,
      refundedFils: refunded,
      failureCode: null,
      raw,
    };
  }
  return null;
}

/**
 * Stripe's webhooks (path segment 'stripe', payments.provider 'STRIPE'): the brand's endpoint
 * signing secret `whsec_…` (brand_integration_secrets STRIPE `webhookSecret`), the
 * `Stripe-Signature` header — the same scheme as Sufra's own (webhook-signature.ts: HMAC-SHA256 of
 * `${t}.${rawBody}`, any v1 may match, 300 s tolerance as Stripe's libraries) — and
 * parseStripeEvent.
 */
export const stripeWebhooks: WebhookProvider = {
  pathName: 'stripe',
  provider: STRIPE_PROVIDER,
  secretFor: (db, brandId) => providerWebhookSecret(db, brandId, 'card-elements'),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyWebhookSignature(headers[STRIPE_SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parseStripeEvent,
};

// ---------------------------------------------------------------------------------------------
// Checkout.com

/** Checkout.com's signature header: hex HMAC-SHA256 of the raw body with the webhook's secret key. */
export const CHECKOUT_SIGNATURE_HEADER = 'cko-signature';

/**
 * How old (or how far in the future) a Checkout.com event's `created_on` may be, seconds. The
 * signature has no timestamp, so a copy replayed later is refused past this age (3 days: longer
 * than Checkout.com's retries); within it a copy is a 'duplicate' by its event id.
 */
export const CHECKOUT_EVENT_MAX_AGE_SECONDS = 3 * 24 * 3600;

/** How far in the future an event's `created_on` may be (clock skew), seconds. */
const FUTURE_SKEW_SECONDS = 300;

/**
 * Verifies `Cko-Signature` (https://www.checkout.com/docs/developer-resources/webhooks — "the
 * HMAC-SHA256 of the body, with the secret key of the webhook"): missing → 'missing'; not 64 hex
 * characters → 'malformed'; no match (constant-time) → 'mismatch'; a matching event whose
 * `created_on` is more than CHECKOUT_EVENT_MAX_AGE_SECONDS old (or more than 300 s ahead), or
 * absent → 'stale'. Null when valid.
 */
export function verifyCheckoutSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  nowSeconds: number,
): SignatureProblem | null {
  if (header === undefined || header === '') return 'missing';
  if (Array.isArray(header) || !/^[0-9a-f]{64}$/i.test(header.trim())) return 'malformed';
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  if (!timingSafeEqual(Buffer.from(header.trim(), 'hex'), expected)) return 'mismatch';
  const created = (json(rawBody) as { created_on?: unknown } | undefined)?.created_on;
  const at = typeof created === 'string' ? Date.parse(created) / 1000 : Number.NaN;
  if (!Number.isFinite(at)) return 'stale';
  if (nowSeconds - at > CHECKOUT_EVENT_MAX_AGE_SECONDS || at - nowSeconds > FUTURE_SKEW_SECONDS)
    return 'stale';
  return null;
}

const checkoutEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created_on: z.string(),
  data: z.object({
    id: z.string().min(1).max(255),
    amount: z.number().int().min(0).optional(),
    response_code: z.string().optional(),
    balances: z
      .object({
        total_refunded: z.number().int().min(0).optional(),
        available_to_refund: z.number().int().min(0).optional(),
      })
      .optional(),
  }),
});

const CHECKOUT_EVENTS: Record<string, PaymentStatus> = {
  payment_approved: 'SUCCEEDED',
  payment_captured: 'SUCCEEDED',
  payment_paid: 'SUCCEEDED',
  payment_pending: 'PENDING',
  payment_declined: 'FAILED',
  payment_authentication_failed: 'FAILED',
  payment_capture_declined: 'FAILED',
  payment_canceled: 'CANCELLED',
  payment_voided: 'CANCELLED',
  payment_expired: 'CANCELLED',
  payment_refunded: 'PARTIALLY_REFUNDED',
};

/**
 * Reads a verified Checkout.com event (https://www.checkout.com/docs/developer-resources/webhooks/webhook-event-types):
 * `data.id` is the payment `pay_…`; payment_approved / captured / paid → SUCCEEDED; payment_pending
 * → PENDING; payment_declined / authentication_failed / capture_declined → FAILED with
 * `response_code`; payment_canceled / voided / expired → CANCELLED; payment_refunded →
 * PARTIALLY_REFUNDED with the refunded amount (`data.balances.total_refunded` when sent, else this
 * refund's `data.amount`: a lower bound — the payment's record keeps the highest it has seen), or
 * REFUNDED when the balances show nothing left. Anything else → null.
 */
export function parseCheckoutEvent(rawBody: Buffer): PaymentEvent | null {
  const raw = json(rawBody);
  const event = checkoutEventSchema.safeParse(raw);
  if (!event.success) return null;
  const { id, type, data } = event.data;
  let status = CHECKOUT_EVENTS[type];
  if (!status) return null;
  const amount = data.amount ?? 0;
  let refundedFils = 0;
  if (type === 'payment_refunded') {
    refundedFils = data.balances?.total_refunded ?? amount;
    if (data.balances?.available_to_refund === 0) status = 'REFUNDED';
  }
  return {
    eventId: id,
    eventType: type,
    providerPaymentId: data.id,
    status,
    amountFils: amount,
    refundedFils,
    failureCode: status === 'FAILED' ? (data.response_code ?? type) : null,
    raw,
  };
}

/**
 * Checkout.com's webhooks (path segment 'checkout', payments.provider 'CHECKOUT'): the webhook's
 * secret key (brand_integration_secrets CHECKOUT `webhookSecret`), verifyCheckoutSignature and
 * parseCheckoutEvent.
 */
export const checkoutWebhooks: WebhookProvider = {
  pathName: 'checkout',
  provider: CHECKOUT_PROVIDER,
  secretFor: (db, brandId) => providerWebhookSecret(db, brandId, 'card-frames'),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyCheckoutSignature(headers[CHECKOUT_SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parseCheckoutEvent,
};

// ---------------------------------------------------------------------------------------------
// Hosted providers (Sufra's REST contracts, docs/payments.md)

const hostedEventBase = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int(),
});

/**
 * Reads a verified hosted-page event (docs/payments.md): `{ id, type, created, data: { object:
 * payment page } }`; the status comes from the page (hostedPageStatus), whatever the type says.
 */
export function parseHostedPageEvent(rawBody: Buffer): PaymentEvent | null {
  const raw = json(rawBody);
  const event = hostedEventBase.extend({ data: z.object({ object: hostedPageSchema }) }).safeParse(raw);
  if (!event.success) return null;
  const page = event.data.data.object;
  const status = hostedPageStatus(page);
  return {
    eventId: event.data.id,
    eventType: event.data.type,
    providerPaymentId: page.id,
    status,
    amountFils: page.amount,
    refundedFils: page.amount_refunded,
    failureCode: status === 'FAILED' ? (page.failure_code ?? 'declined') : null,
    raw,
  };
}

/**
 * Reads a verified hosted-iframe event (docs/payments.md): `{ id, type, created, data: { object:
 * { …acquireOrder, metaData: { brandId, storeId, userRefId } } } }` — the payment order with the
 * 001 §7.8 metaData beside it (where the notifyUrl route reads the brand); the payment is the
 * order's merchantOrderNo, its status acquireOrderStatus.
 */
export function parseHostedIframeEvent(rawBody: Buffer): PaymentEvent | null {
  const raw = json(rawBody);
  const event = hostedEventBase
    .extend({
      data: z.object({
        object: acquireOrderSchema.extend({ metaData: z.object({ brandId: z.string() }).passthrough() }),
      }),
    })
    .safeParse(raw);
  if (!event.success) return null;
  const order = event.data.data.object;
  const payment = normaliseAcquireOrder(order, null);
  return {
    eventId: event.data.id,
    eventType: event.data.type,
    providerPaymentId: payment.providerPaymentId,
    status: payment.status,
    amountFils: payment.amountFils,
    refundedFils: order.refundedAmount ? aedToFils(order.refundedAmount.amount) : 0,
    failureCode: payment.failureCode,
    raw,
  };
}

/**
 * The hosted page's webhooks (path segment 'hosted-page', payments.provider 'HOSTED_PAGE'):
 * `Sufra-Signature: t=…,v1=…` with the brand's HOSTED_PAGE `webhookSecret`, parseHostedPageEvent.
 */
export const hostedPageWebhooks: WebhookProvider = {
  pathName: 'hosted-page',
  provider: HOSTED_PAGE_PROVIDER,
  secretFor: (db, brandId) => providerWebhookSecret(db, brandId, 'hosted-page'),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyWebhookSignature(headers[SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parseHostedPageEvent,
};

/**
 * The hosted iframe's webhooks (path segment 'hosted-iframe', payments.provider 'HOSTED_IFRAME'):
 * `Sufra-Signature` with the brand's HOSTED_IFRAME `webhookSecret`, parseHostedIframeEvent.
 */
export const hostedIframeWebhooks: WebhookProvider = {
  pathName: 'hosted-iframe',
  provider: HOSTED_IFRAME_PROVIDER,
  secretFor: (db, brandId) => providerWebhookSecret(db, brandId, 'hosted-iframe'),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyWebhookSignature(headers[SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parseHostedIframeEvent,
};

/** The real providers' webhooks, for routes.ts's WEBHOOK_PROVIDERS. */
export const REAL_WEBHOOK_PROVIDERS: readonly WebhookProvider[] = [
  stripeWebhooks,
  checkoutWebhooks,
  hostedPageWebhooks,
  hostedIframeWebhooks,
];
