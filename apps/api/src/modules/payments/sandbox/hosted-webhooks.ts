import type { PaymentStatus } from '@sufra/contract';
import { z } from 'zod';
import type { PaymentEvent, WebhookProvider } from '../gateway.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../webhook-signature.ts';
import { SANDBOX_PROVIDER, sandboxWebhookSecret } from './webhooks.ts';

/** A sandbox payment-order event (Stripe's event envelope around a payment order, fils). */
const paymentOrderEventSchema = z.object({
  id: z.string().min(1).max(100),
  object: z.literal('event'),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(64),
      object: z.literal('payment_order'),
      paymentOrderNo: z.string().min(1).max(100),
      amount: z.number().int().positive(),
      amount_refunded: z.number().int().min(0),
      status: z.string(),
      last_payment_error: z.object({ code: z.string() }).nullable(),
      metaData: z.object({ brandId: z.string() }).passthrough(),
    }),
  }),
});

/** The Sufra status a payment-order event reports, or null for a type Sufra ignores. */
function statusOf(type: string, amount: number, refunded: number): PaymentStatus | null {
  switch (type) {
    case 'payment_order.paid':
    case 'payment_order.settled':
      return 'SUCCEEDED';
    case 'payment_order.failed':
      return 'FAILED';
    case 'payment_order.closed':
      return 'CANCELLED';
    case 'payment_order.refunded':
      return refunded >= amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    default:
      return null;
  }
}

const json = (rawBody: Buffer): unknown => {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * The brand a hosted-iframe webhook body claims (`data.object.metaData.brandId`, 001 §7.8
 * metaData), read BEFORE verification only to pick the secret to verify with — trusted only once
 * the signature made with that brand's secret matches. Null when the body has none.
 */
export function claimedBrandId(rawBody: Buffer): string | null {
  const brandId = (json(rawBody) as { data?: { object?: { metaData?: { brandId?: unknown } } } } | null)?.data
    ?.object?.metaData?.brandId;
  return typeof brandId === 'string' ? brandId : null;
}

/**
 * Reads a verified payment-order event: payment_order.paid / settled → SUCCEEDED, failed → FAILED,
 * closed → CANCELLED, refunded → (PARTIALLY_)REFUNDED; the provider payment id is the
 * merchantOrderNo (`data.object.id`). Anything else → null (answered 400).
 */
function parsePaymentOrderEvent(rawBody: Buffer): PaymentEvent | null {
  const raw = json(rawBody);
  const parsed = paymentOrderEventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const order = parsed.data.data.object;
  const status = statusOf(parsed.data.type, order.amount, order.amount_refunded);
  if (!status) return null;
  return {
    eventId: parsed.data.id,
    eventType: parsed.data.type,
    providerPaymentId: order.id,
    status,
    amountFils: order.amount,
    refundedFils: order.amount_refunded,
    failureCode: order.last_payment_error?.code ?? null,
    raw,
  };
}

/**
 * The sandbox's hosted-iframe webhooks (decision 0022): posted to the notifyUrl
 * `/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook` (no brand in the path: it is the
 * signed payload's metaData.brandId), signed like every sandbox event (`Sufra-Signature`, the
 * brand's sandbox secret, 300 s tolerance), payments.provider 'SANDBOX'.
 */
export const sandboxIframeWebhooks: WebhookProvider = {
  pathName: 'hosted-iframe',
  provider: SANDBOX_PROVIDER,
  secretFor: (db, brandId) => sandboxWebhookSecret(db, brandId),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyWebhookSignature(headers[SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parsePaymentOrderEvent,
};
