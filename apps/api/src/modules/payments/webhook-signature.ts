import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature header of Sufra's sandbox webhooks (issue 9, decision 0019), Stripe's scheme
 * (Stripe docs, "Verify webhook signatures manually"): `Sufra-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 = HMAC-SHA256(secret, `${t}.${rawBody}`). Several v1 entries may be present (secret
 * rotation); one match is enough.
 */
export const SIGNATURE_HEADER = 'sufra-signature';

/** How far a signature's timestamp may be from now, in seconds (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 of `${timestamp}.${rawBody}` with `secret`, hex. */
function signaturePayload(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex');
}

/**
 * The header value for `rawBody` signed at `timestamp` (unix seconds) with `secret`:
 * `t=<timestamp>,v1=<hex>`.
 */
export function signWebhook(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return `t=${timestamp},v1=${signaturePayload(secret, timestamp, rawBody)}`;
}

/** Why a webhook is refused: no/malformed header (400), stale timestamp (400), no matching signature (401). */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Verifies a signature header against the raw body (issue 9): the header must parse as
 * `t=<integer>,v1=<64 hex>[,v1=…]`; |now − t| must be at most `toleranceSeconds` (default 300);
 * one v1 must equal the HMAC of `${t}.${rawBody}` with `secret` (compared in constant time).
 * `nowSeconds` is unix seconds. Returns null when valid, else the problem.
 */
export function verifyWebhookSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureProblem | null {
  if (header === undefined || header === '') return 'missing';
  if (Array.isArray(header)) return 'malformed';
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return 'malformed';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(signaturePayload(secret, timestamp, rawBody), 'hex');
  const match = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return match ? null : 'mismatch';
}
