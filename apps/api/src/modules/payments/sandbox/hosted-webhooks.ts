import type { PaymentStatus } from '@sufra/contract';
import { z } from 'zod';
import type { WebhookProvider } from '../gateway.ts';
import {
  jsonOf,
  SANDBOX_EVENT_OBJECT_FIELDS,
  sandboxEventReader,
  sandboxWebhookProvider,
} from './webhooks.ts';

/** The object of a sandbox payment-order event (Stripe's event envelope around a payment order, fils). */
const paymentOrderSchema = z.object({
  id: z.string().min(1).max(64),
  object: z.literal('payment_order'),
  paymentOrderNo: z.string().min(1).max(100),
  ...SANDBOX_EVENT_OBJECT_FIELDS,
  metaData: z.object({ brandId: z.string() }).passthrough(),
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

/**
 * The brand a hosted-iframe webhook body claims (`data.object.metaData.brandId`, 001 §7.8
 * metaData), read BEFORE verification only to pick the secret to verify with — trusted only once
 * the signature made with that brand's secret matches. Null when the body has none.
 */
export function claimedBrandId(rawBody: Buffer): string | null {
  const brandId = (jsonOf(rawBody) as { data?: { object?: { metaData?: { brandId?: unknown } } } } | null)
    ?.data?.object?.metaData?.brandId;
  return typeof brandId === 'string' ? brandId : null;
}

/**
 * The sandbox's hosted-iframe webhooks (decision 0022): posted to the notifyUrl
 * `/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook` (no brand in the path: it is the
 * signed payload's metaData.brandId), signed like every sandbox event (`Sufra-Signature`, the
 * brand's sandbox secret, 300 s tolerance), payments.provider 'SANDBOX'.
 */
export const sandboxIframeWebhooks: WebhookProvider = sandboxWebhookProvider(
  'hosted-iframe',
  // payment_order.paid / settled → SUCCEEDED, failed → FAILED, closed → CANCELLED, refunded →
  // (PARTIALLY_)REFUNDED; the provider payment id is the merchantOrderNo (`data.object.id`).
  sandboxEventReader(paymentOrderSchema, statusOf),
);
