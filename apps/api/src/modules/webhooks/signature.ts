import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (issue 17, decision 0025; https://www.standardwebhooks.com): the
 * signed content is `${webhook-id}.${webhook-timestamp}.${body}`, the key the bytes that a secret
 * `whsec_<base64>` encodes after its prefix, the signature `v1,<base64 HMAC-SHA256>`; several
 * signatures (a secret being rotated) are separated by spaces in one `webhook-signature` header.
 */

/** The prefix of a Standard Webhooks secret. */
export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (a 256-bit HMAC key). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The HMAC key of a secret: base64-decoded after `whsec_` (a secret without the prefix is decoded whole). */
function secretKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** One `v1,<base64>` signature of `${id}.${timestamp}.${body}` with `secret` (timestamp: unix seconds). */
export function signOnce(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The `webhook-signature` header value: one `v1,<base64>` per secret, space-separated (during a
 * rotation the current and the previous secret both sign; issue 17).
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): string {
  return secrets.map((s) => signOnce(s, id, timestamp, body)).join(' ');
}

/**
 * Whether any `v1,` signature of `header` is `secret`'s signature of `${id}.${timestamp}.${body}`
 * (constant-time comparison). The receiver's side; the tests use it next to docs/webhooks.md's own.
 */
export function signatureMatches(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signOnce(secret, id, timestamp, body));
  return header.split(' ').some((candidate) => {
    const got = Buffer.from(candidate);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID (26 Crockford base32 characters: 48 bits of milliseconds, then 80 bits) of `timeMs` and
 * the first 10 bytes of `entropy`.
 */
function ulid(timeMs: number, entropy: Buffer): string {
  let time = '';
  let t = Math.max(0, Math.floor(timeMs));
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let bits = 0n;
  for (const byte of entropy.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let rest = '';
  for (let i = 0; i < 16; i++) {
    rest = CROCKFORD[Number(bits & 31n)] + rest;
    bits >>= 5n;
  }
  return time + rest;
}

/**
 * The Standard Webhooks message id of an event: `msg_` + a ULID of the event's time whose random
 * part is derived from `source` (the outbox row's id) — the same event always gets the same id, so
 * a fan-out run twice writes each delivery once and receivers dedupe by it (issue 17).
 */
export function eventIdFor(source: string, at: Date): string {
  return `msg_${ulid(at.getTime(), createHash('sha256').update(source).digest())}`;
}
