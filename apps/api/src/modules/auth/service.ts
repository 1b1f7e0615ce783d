/**
 * Sign-in by one-time code and the profile (002 §2.11–§2.13, §4.5, §5, §7; issue 2 sign-in
 * policy). The clock is `ctx.now` only; all counters are in PostgreSQL (repository.ts).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, TIMERS, type User } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createSession } from '../../platform/session-repository.ts';
import { refuseBlacklistedPhone } from '../blacklist/service.ts';
import { requireBrand } from '../brand/service.ts';
import { maskPhoneNumber } from './mask-phone.ts';
import { type MessagingTransport, sendCodeWithRetry, type WarnLog } from './messaging.ts';
import { MessagingError } from './messaging-whatsapp.ts';
import { type ParsedPhone, parseCustomerPhone } from './phone.ts';
import {
  addWrongTry,
  type CodeAudience,
  consumeCode,
  hitRateLimit,
  latestOpenCode,
  refundRateLimitHit,
  retireOlderCodes,
  storeCodeWithinLimit,
  updateCustomerProfile,
  upsertCustomer,
  withdrawCode,
} from './repository.ts';

export type { CodeAudience, ParsedPhone };

/** One hour, in seconds: the window of the send and verify limits. */
const HOUR_SECONDS = 60 * 60;

/**
 * Verify attempts allowed per IP per hour (Sufra's choice; the spec is silent): the per-IP send
 * limit times the wrong tries per code (30 × 5 = 150), room for every code an IP may ask for to be
 * tried the allowed number of times.
 */
export const VERIFY_MAX_PER_IP_PER_HOUR = LIMITS.otpMaxSendsPerIpPerHour * LIMITS.otpMaxWrongTries;

/** Prefix of the stored hash format `hmac-sha256$<salt, base64url>$<hex digest>`. */
const HASH_SCHEME = 'hmac-sha256';

/**
 * Hashes a code for storage: HMAC-SHA256 of the code keyed with a per-code random 128-bit salt,
 * as `hmac-sha256$<salt>$<hex>` (codes are never stored in plain text).
 */
export function hashOtpCode(code: string, salt: string = randomBytes(16).toString('base64url')): string {
  return `${HASH_SCHEME}$${salt}$${createHmac('sha256', salt).update(code).digest('hex')}`;
}

/** Whether `code` matches a stored `hashOtpCode` value; constant-time comparison. */
export function otpCodeMatches(stored: string, code: string): boolean {
  const [scheme, salt] = stored.split('$');
  if (scheme !== HASH_SCHEME || !salt) return false;
  const a = Buffer.from(hashOtpCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `data` of a send or resend (contract sendCodeDataSchema): E.164 phone, masked phone, timers in seconds. */
interface SendCodeResult {
  phoneNumber: string;
  maskedPhoneNumber: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Sends (or resends) a 4-digit code (002 §2.11, §2.12, §4.5, §9): the brand must exist (404); the
 * phone must be a mobile or fixed-line-or-mobile number of `countryCode` (400
 * 'Please provide a working mobile number.'); a customer code for a phone blacklisted at the brand
 * is refused 403 accessBlocked before anything is written (issue 19, decision 0033); at most `LIMITS.otpMaxSendsPerIpPerHour` sends per
 * IP per hour (429 MESSAGES.tooManyRequests) and `LIMITS.otpMaxSendsPerPhonePerHour` per phone
 * per brand per hour (429 MESSAGES.tooManySends). The code is valid `LIMITS.otpValidSeconds`
 * (600 s) and stored hashed; it goes out through `messaging`, retried once (sendCodeWithRetry,
 * failures logged on `log` at warn level), and once sent retires the phone's older codes. A send
 * that still fails (issue 16) counts against neither limit — the code is withdrawn (the previous
 * code stays valid), the IP hit is refunded — and answers 503 'Something was incorrect.' (002 §8:
 * sign-in, failed send/resend) in the request's language; an error other than a MessagingError
 * is rethrown (500). Answers `{ phoneNumber (E.164), maskedPhoneNumber, resendAfterSeconds: 30, expiresInSeconds: 600 }`.
 *
 * `opts` (issue 17, decision 0027): `audience` 'customer' (default) or 'staff' — the code is
 * stored for that audience and counted in its own per-phone limit (the per-IP limit is shared);
 * `deliver(phone)` (default: always) is asked once the phone is parsed and the limits passed
 * whether the code goes out: when it answers false the code is still stored (so the phone's
 * limit and the answer are the same) but never sent — the staff sign-in of a phone that is not
 * a staff member of the brand.
 */
export async function sendCode(
  db: Db,
  ctx: RequestContext,
  messaging: MessagingTransport,
  input: { phoneNumber: string; countryCode: string },
  log: WarnLog,
  opts: { audience?: CodeAudience; deliver?: (phone: ParsedPhone) => Promise<boolean> } = {},
): Promise<SendCodeResult> {
  const audience = opts.audience ?? 'customer';
  const brand = await requireBrand(db, ctx);
  const phone = parseCustomerPhone(input.phoneNumber, input.countryCode);
  // Issue 19 (decision 0033): no code for a phone blacklisted at the brand — refused before any write.
  if (audience === 'customer') await refuseBlacklistedPhone(db, ctx, phone.e164);
  const ipKey = `otp-send-ip:${ctx.ip}`;
  const ipHits = await hitRateLimit(db, ctx, ipKey, HOUR_SECONDS);
  if (ipHits > LIMITS.otpMaxSendsPerIpPerHour) throw new AppError('tooManyRequests', 429);
  const code = String(randomInt(0, 10 ** LIMITS.otpDigits)).padStart(LIMITS.otpDigits, '0');
  const stored = await storeCodeWithinLimit(db, ctx, {
    phoneNumber: phone.e164,
    codeHash: hashOtpCode(code),
    expiresAt: new Date(ctx.now.getTime() + LIMITS.otpValidSeconds * 1000),
    windowStart: new Date(ctx.now.getTime() - HOUR_SECONDS * 1000),
    maxPerWindow: LIMITS.otpMaxSendsPerPhonePerHour,
    audience,
  });
  if (!stored) throw new AppError('tooManySends', 429);
  if (opts.deliver && !(await opts.deliver(phone))) return sendCodeResult(phone);
  try {
    await sendCodeWithRetry(
      messaging,
      {
        brandId: brand.id,
        brandName: ctx.language === 'AR' ? brand.brandNameAr : brand.brandName,
        phoneNumber: phone.e164,
        code,
        language: ctx.language,
      },
      log,
    );
  } catch (error) {
    // The code never went out: the send it reserved is given back (no lock-out during an outage).
    await withdrawCode(db, ctx, stored.id);
    await refundRateLimitHit(db, ctx, ipKey, HOUR_SECONDS);
    if (error instanceof MessagingError) throw new AppError('somethingIncorrect', 503);
    throw error;
  }
  await retireOlderCodes(db, ctx, phone.e164, stored, audience);
  return sendCodeResult(phone);
}

/** The answer of a send: the E.164 and masked phone, the resend cooldown (30 s) and validity (600 s). */
function sendCodeResult(phone: ParsedPhone): SendCodeResult {
  return {
    phoneNumber: phone.e164,
    maskedPhoneNumber: maskPhoneNumber(phone.dialCode, phone.nationalNumber),
    resendAfterSeconds: TIMERS.otpResendCooldownSeconds,
    expiresInSeconds: LIMITS.otpValidSeconds,
  };
}

/**
 * Verifies a code (002 §2.12, §4.5): brand must exist (404), phone valid (400), at most
 * `VERIFY_MAX_PER_IP_PER_HOUR` attempts per IP per hour (429 MESSAGES.tooManyRequests). Checks the
 * phone's latest open code of this brand: none → 400 MESSAGES.invalidCode; `LIMITS.otpMaxWrongTries`
 * wrong tries used → 400 MESSAGES.tooManyTries (the code is dead); expired → 400
 * MESSAGES.codeExpired; wrong → 400 MESSAGES.invalidCode (MESSAGES.tooManyTries on the last
 * allowed try). On success the code is consumed (single use), the customer (brand, phone) is
 * created if new and a session valid for this brand only is opened. Answers `{ token, user }`.
 */
export async function verifyCode(
  db: Db,
  ctx: RequestContext,
  input: { phoneNumber: string; countryCode: string; verificationCode: string },
): Promise<{ token: string; user: User }> {
  const phone = await consumeSignInCode(db, ctx, input, 'customer');
  const customer = await upsertCustomer(db, ctx, phone.e164);
  const token = await createSession(db, ctx.brandId, customer.id, ctx.now);
  return {
    token,
    user: {
      userId: customer.id,
      brandId: ctx.brandId,
      phoneNumber: customer.phoneNumber,
      name: customer.name,
      email: customer.email,
    },
  };
}

/**
 * Checks and consumes a sign-in code of `audience` (the rules of verifyCode above, issue 17: a
 * 'staff' code is never found for a 'customer' verify and the other way round): brand must exist
 * (404), phone valid (400), a 'customer' phone not blacklisted at the brand (403 accessBlocked,
 * issue 19), the per-IP verify limit (429, shared by both audiences), then the
 * phone's latest open code of this brand and audience — 400 invalidCode / tooManyTries /
 * codeExpired as verifyCode. Resolves with the parsed phone once the code is consumed.
 */
export async function consumeSignInCode(
  db: Db,
  ctx: RequestContext,
  input: { phoneNumber: string; countryCode: string; verificationCode: string },
  audience: CodeAudience,
): Promise<ParsedPhone> {
  await requireBrand(db, ctx);
  const phone = parseCustomerPhone(input.phoneNumber, input.countryCode);
  // Issue 19: a code sent before the phone was blacklisted opens no session (nothing written).
  if (audience === 'customer') await refuseBlacklistedPhone(db, ctx, phone.e164);
  const ipHits = await hitRateLimit(db, ctx, `otp-verify-ip:${ctx.ip}`, HOUR_SECONDS);
  if (ipHits > VERIFY_MAX_PER_IP_PER_HOUR) throw new AppError('tooManyRequests', 429);
  const open = await latestOpenCode(db, ctx, phone.e164, audience);
  if (!open) throw new AppError('invalidCode', 400);
  if (open.wrongTries >= LIMITS.otpMaxWrongTries) throw new AppError('tooManyTries', 400);
  if (open.expiresAt.getTime() <= ctx.now.getTime()) throw new AppError('codeExpired', 400);
  if (!otpCodeMatches(open.codeHash, input.verificationCode)) {
    const tries = await addWrongTry(db, ctx, open.id);
    throw new AppError(tries >= LIMITS.otpMaxWrongTries ? 'tooManyTries' : 'invalidCode', 400);
  }
  // Conditional consume: a concurrent verify, a resend or the last wrong try in between loses here.
  if (!(await consumeCode(db, ctx, open.id, LIMITS.otpMaxWrongTries))) {
    throw new AppError('invalidCode', 400);
  }
  return phone;
}

/**
 * Updates the signed-in customer's name and email (002 §2.13, §4.6, §5); the body was validated by
 * the contract's profileFormSchema (name trimmed ≥ 1, email optional but valid). An omitted or
 * empty email clears it. 401 'Please login to continue' when `ctx.customerId` is not a customer
 * of `ctx.brandId`. Answers `{ name, email }`.
 */
export async function updateProfile(
  db: Db,
  ctx: RequestContext,
  input: { name: string; email?: string | undefined },
): Promise<{ name: string; email: string | null }> {
  const row = await updateCustomerProfile(db, ctx, { name: input.name, email: input.email ?? null });
  if (!row) throw new AppError('loginToContinue', 401);
  return { name: row.name ?? input.name, email: row.email };
}

// What other modules use of the auth module (issue 16: through its service): the dev outbox.
export {
  type DevOrderMessage,
  type DevOutboxMessage,
  listDevOrderMessages,
  listDevOutboxMessages,
} from './messaging.ts';
// What the staff module uses (issue 17): the transport type, the warn log and the phone parser.
export type { MessagingTransport, WarnLog };
export { parseCustomerPhone };
