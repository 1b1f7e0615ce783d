import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@sufra/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { PaymentEvent, WebhookProvider } from '../gateway.ts';
import { insertIntegrationSecretsOnce, readIntegrationSecrets } from '../integrations-repository.ts';
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

/** The fields Sufra reads of a sandbox event's object, whatever its kind (fils). */
export const SANDBOX_EVENT_OBJECT_FIELDS = {
  amount: z.number().int().positive(),
  amount_refunded: z.number().int().min(0),
  status: z.string(),
  last_payment_error: z.object({ code: z.string() }).nullable(),
};

/** A sandbox event's object as Sufra reads it: the provider payment id and the amounts (fils). */
interface SandboxEventObject {
  id: string;
  amount: number;
  amount_refunded: number;
  last_payment_error: { code: string } | null;
}

/** A body's JSON, or null when it is not JSON. */
export function jsonOf(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A reader of verified sandbox webhook bodies (Stripe's event envelope — id, object 'event', type,
 * created, data.object — around an object of `objectSchema`) as PaymentEvents: the status is
 * `statusOf(type, amount, amount_refunded)`, the provider payment id `data.object.id`. A body
 * that is not JSON of that shape, or of a type `statusOf` ignores (null) → null (answered 400).
 */
export function sandboxEventReader(
  objectSchema: z.ZodType<SandboxEventObject>,
  statusOf: (type: string, amount: number, refunded: number) => PaymentStatus | null,
): (rawBody: Buffer) => PaymentEvent | null {
  const eventSchema = z.object({
    id: z.string().min(1).max(100),
    object: z.literal('event'),
    type: z.string().min(1).max(100),
    created: z.number().int(),
    data: z.object({ object: objectSchema }),
  });
  return (rawBody) => {
    const raw = jsonOf(rawBody);
    const parsed = eventSchema.safeParse(raw);
    if (!parsed.success) return null;
    const event = parsed.data;
    const object = event.data.object;
    const status = statusOf(event.type, object.amount, object.amount_refunded);
    if (!status) return null;
    return {
      eventId: event.id,
      eventType: event.type,
      providerPaymentId: object.id,
      status,
      amountFils: object.amount,
      refundedFils: object.amount_refunded,
      failureCode: object.last_payment_error?.code ?? null,
      raw,
    };
  };
}

/**
 * A sandbox WebhookProvider: path segment `pathName`, payments.provider 'SANDBOX', the brand's
 * secret (sandboxWebhookSecret, created on first use), the `Sufra-Signature` header
 * (webhook-signature.ts, 300 s tolerance) and `parse`.
 */
export function sandboxWebhookProvider(
  pathName: string,
  parse: (rawBody: Buffer) => PaymentEvent | null,
): WebhookProvider {
  return {
    pathName,
    provider: SANDBOX_PROVIDER,
    secretFor: (db, brandId) => sandboxWebhookSecret(db, brandId),
    verify: (headers, rawBody, secret, nowSeconds) =>
      verifyWebhookSignature(headers[SIGNATURE_HEADER], rawBody, secret, nowSeconds),
    parse,
  };
}

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
 * The sandbox's webhooks: path segment 'sandbox', events of payment intents (Stripe's shape):
 * payment_intent.succeeded / payment_failed / canceled / requires_action / processing,
 * charge.refunded.
 */
export const sandboxWebhooks: WebhookProvider = sandboxWebhookProvider(
  'sandbox',
  sandboxEventReader(z.object({ id: z.string().min(1).max(100), ...SANDBOX_EVENT_OBJECT_FIELDS }), statusOf),
);
