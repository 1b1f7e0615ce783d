import { TIMERS } from '@sufra/contract';

/**
 * The code that was sent in this browser tab, per brand and phone (002 §2.12, §4.5; issue 6). Kept
 * in sessionStorage with the resend deadline as an absolute time, so a reload of the code screen
 * keeps the customer on it with the countdown running on from where it was (it used to restart
 * at 30 s), while a new tab, or a code screen opened without a sent code, goes back to login.
 */
function key(brandId: string, phoneNumber: string): string {
  return `sufra:${brandId}:otp:${phoneNumber}`;
}

function read(brandId: string, phoneNumber: string): { resendAt: number } | null {
  try {
    const raw = sessionStorage.getItem(key(brandId, phoneNumber));
    const parsed = raw ? (JSON.parse(raw) as { resendAt?: unknown }) : null;
    return parsed && typeof parsed.resendAt === 'number' ? { resendAt: parsed.resendAt } : null;
  } catch {
    return null;
  }
}

/** Records that a code was sent (or sent again) to `phoneNumber` now: resend is allowed in 30 s (002 §4.5). */
export function markCodeSent(brandId: string, phoneNumber: string, now: number = Date.now()): void {
  try {
    sessionStorage.setItem(
      key(brandId, phoneNumber),
      JSON.stringify({ resendAt: now + TIMERS.otpResendCooldownSeconds * 1000 }),
    );
  } catch {
    // Storage refused (private mode): the countdown then restarts on reload.
  }
}

/** Whether a code was sent to `phoneNumber` in this tab (002 §2.12). */
export function codeSentThisSession(brandId: string, phoneNumber: string): boolean {
  return read(brandId, phoneNumber) !== null;
}

/** Whole seconds left before a resend is allowed (0 when allowed, 002 §2.12); 30 when nothing is recorded. */
export function resendSecondsLeft(brandId: string, phoneNumber: string, now: number = Date.now()): number {
  const entry = read(brandId, phoneNumber);
  if (!entry) return TIMERS.otpResendCooldownSeconds;
  return Math.max(0, Math.ceil((entry.resendAt - now) / 1000));
}

/** Forgets the sent code once the customer is signed in. */
export function clearCodeSent(brandId: string, phoneNumber: string): void {
  try {
    sessionStorage.removeItem(key(brandId, phoneNumber));
  } catch {
    // nothing to forget
  }
}
