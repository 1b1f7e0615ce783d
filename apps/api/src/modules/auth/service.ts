import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES, TIMERS, type User } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireBrand } from '../brand/service.ts';
import { maskPhoneNumber } from './mask-phone.ts';
import type { MessagingTransport } from './messaging.ts';
import { parseCustomerPhone } from './phone.ts';
import {
  addWrongTry,
  consumeCode,
  countCodesSince,
  hitRateLimit,
  latestOpenCode,
  storeCode,
  updateCustomerProfile,
  upsertCustomer,
} from './repository.ts';
import { createSession } from './session-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_PER_IP_PER_HOUR = 60;

/** Hashes a code with a random salt: 'salt:sha256(salt:code)' (codes are never stored in plain text). */
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sends (or resends) a 4-digit code (002 §2.11, §4.5): valid 10 minutes; at most 5 sends per
 * phone per brand per hour (429) and a per-IP limit (429); a new code retires the older ones.
 * Answers the E.164 phone, the masked phone and the timers.
 */
export async function sendCode(
  db: Db,
  messaging: MessagingTransport,
  ctx: RequestContext,
  input: { phoneNumber: string; countryCode: string },
) {
  const brand = await requireBrand(db, ctx.brandId);
  const phone = parseCustomerPhone(input.phoneNumber, input.countryCode);
  if ((await hitRateLimit(db, `otp-send-ip:${ctx.ip}`, HOUR_MS, ctx.now)) > LIMITS.otpMaxSendsPerIpPerHour) {
    throw new HttpError(429, MESSAGES.tooManyRequests);
  }
  const sent = await countCodesSince(db, ctx, phone.e164, new Date(ctx.now.getTime() - HOUR_MS));
  if (sent >= LIMITS.otpMaxSendsPerPhonePerHour) throw new HttpError(429, MESSAGES.tooManySends);
  const code = String(randomInt(0, 10 ** LIMITS.otpDigits)).padStart(LIMITS.otpDigits, '0');
  await storeCode(
    db,
    ctx,
    phone.e164,
    hashCode(code),
    new Date(ctx.now.getTime() + LIMITS.otpValidSeconds * 1000),
  );
  await messaging.sendCode({
    brandId: brand.id,
    brandName: ctx.language === 'AR' ? brand.brandNameAr : brand.brandName,
    phoneNumber: phone.e164,
    code,
    language: ctx.language,
  });
  return {
    phoneNumber: phone.e164,
    maskedPhoneNumber: maskPhoneNumber(phone.dialCode, phone.nationalNumber),
    resendAfterSeconds: TIMERS.otpResendCooldownSeconds,
    expiresInSeconds: LIMITS.otpValidSeconds,
  };
}

/**
 * Verifies a code (002 §2.12, §4.5): the phone's latest open code, unexpired, with fewer than 5
 * wrong tries; single use. On success the customer of this brand is created if new and a token
 * valid for this brand only is answered with the user.
 */
export async function verifyCode(
  db: Db,
  ctx: RequestContext,
  input: { phoneNumber: string; countryCode: string; verificationCode: string },
): Promise<{ token: string; user: User }> {
  await requireBrand(db, ctx.brandId);
  const phone = parseCustomerPhone(input.phoneNumber, input.countryCode);
  if ((await hitRateLimit(db, `otp-verify-ip:${ctx.ip}`, HOUR_MS, ctx.now)) > VERIFY_PER_IP_PER_HOUR) {
    throw new HttpError(429, MESSAGES.tooManyRequests);
  }
  const open = await latestOpenCode(db, ctx, phone.e164);
  if (!open) throw new HttpError(400, MESSAGES.invalidCode);
  if (open.wrongTries >= LIMITS.otpMaxWrongTries) throw new HttpError(400, MESSAGES.tooManyTries);
  if (open.expiresAt.getTime() <= ctx.now.getTime()) throw new HttpError(400, MESSAGES.codeExpired);
  if (!codeMatches(open.codeHash, input.verificationCode)) {
    const tries = await addWrongTry(db, open.id);
    throw new HttpError(400, tries >= LIMITS.otpMaxWrongTries ? MESSAGES.tooManyTries : MESSAGES.invalidCode);
  }
  if (!(await consumeCode(db, open.id, ctx.now))) throw new HttpError(400, MESSAGES.invalidCode);
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

/** Updates the signed-in customer's name and email (002 §2.13, §5). */
export async function updateProfile(
  db: Db,
  ctx: RequestContext,
  input: { name: string; email?: string | undefined },
) {
  const row = await updateCustomerProfile(db, ctx, input.name, input.email ?? null);
  if (!row) throw new HttpError(401, MESSAGES.loginToContinue);
  return { name: row.name ?? '', email: row.email };
}
