import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@sufra/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { PaymentEvent, WebhookProvider } from '../gateway.ts';
import { insertIntegrationSecretsOnce, readIntegrationSecrets } from '../repository.ts';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../webhook-signature.ts';

/** The brand_integration_secrets provider name of the sandbox gateway's secrets. */
export const SANDBOX_PROVIDER = 'SANDBOX';

/**
 * The brand's sandbox webhook secret (`whsec_sbx_` + 48 hex characters), kept server-side in
 * brand_integration_secrets (provider 'SANDBOX', `secrets.webhookSecret`), created on first use
 * (INSERT … ON CONFLICT DO NOTHING, so concurrent first uses agree on one secret).
 */
export async function sandboxWebhookSecret(db: Db, brandId: string): Promise<string> {
  const existing = await readSecret(db, brandId);
  if (existing) return existing;
  await insertIntegrationSecretsOnce(db, brandId, SANDBOX_PROVIDER, {
    webhookSecret: `whsec_sbx_${randomBytes(24).toString('hex')}`,
  });
  const created = await readSecret(db, brandId);
  if (!created) throw new Error('The sandbox webhook secret could not be stored');
  return created;
}

async function readSecret(db: Db, brandId: string): Promise<string | null> {
  const secret = (await readIntegrationSecrets(db, brandId, SANDBOX_PROVIDER))?.webhookSecret;
  return typeof secret === 'string' && secret.length >= 16 ? secret : null;
}

/** A sandbox event body (Stripe's event shape, the fields Sufra reads). */
const sandboxEventSchema = z.object({
  id: z.string().min(1).max(100),
  object: z.literal('event'),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(100),
      amount: z.number().int().positive(),
      amount_refunded: z.number().int().min(0),
      status: z.string(),
      last_payment_error: z.object({ code: z.string() }).nullable(),
    }),
  }),
});

/** The Sufra payment status a sandbox event reports, or null for an event type Sufra ignores. */
function statusOf(type: string, amount: number, refunded: number): PaymentStatus | null {
  switch (type) {
    case 'payment_intent.succeeded':
      return 'SUCCEEDED';
    case 'payment_intent.payment_failed':
      return 'FAILED';
    case 'payment_intent.canceled':
      return 'CANCELLED';
    case 'payment_intent.requires_action':
      return 'REQUIRES_ACTION';
    case 'payment_intent.processing':
      return 'PENDING';
    case 'charge.refunded':
      return refunded >= amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    default:
      return null;
  }
}

/**
 * Reads a verified sandbox webhook body as a PaymentEvent: JSON of sandboxEventSchema with a known
 * type (payment_intent.succeeded / payment_failed / canceled / requires_action / processing,
 * charge.refunded). Anything else → null (answered 400).
 */
function parseSandboxEvent(rawBody: Buffer): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = sandboxEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  const intent = event.data.object;
  const status = statusOf(event.type, intent.amount, intent.amount_refunded);
  if (!status) return null;
  return {
    eventId: event.id,
    eventType: event.type,
    providerPaymentId: intent.id,
    status,
    amountFils: intent.amount,
    refundedFils: intent.amount_refunded,
    failureCode: intent.last_payment_error?.code ?? null,
    raw: json,
  };
}

/**
 * The sandbox's webhooks: path segment 'sandbox', payments.provider 'SANDBOX', the brand's secret
 * (sandboxWebhookSecret, created on first use), the `Sufra-Signature` header (webhook-signature.ts,
 * 300 s tolerance) and parseSandboxEvent.
 */
export const sandboxWebhooks: WebhookProvider = {
  pathName: 'sandbox',
  provider: SANDBOX_PROVIDER,
  secretFor: (db, brandId) => sandboxWebhookSecret(db, brandId),
  verify: (headers, rawBody, secret, nowSeconds) =>
    verifyWebhookSignature(headers[SIGNATURE_HEADER], rawBody, secret, nowSeconds),
  parse: parseSandboxEvent,
};
