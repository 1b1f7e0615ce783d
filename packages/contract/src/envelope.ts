import { z } from 'zod';
import { NEW_VERSION_ENFORCED } from './constants.ts';

/**
 * The response envelope of every call (000 §7.1): `success` 1 for ok, 0 for failure, with
 * `data` and/or `message`. A failure never carries a stack trace.
 */
export type Envelope<T> = { success: 1; data: T; message?: string } | Failure;

/**
 * A failed answer: `{ success: 0, code, message }`, optionally `error_category` and `data`. `code`
 * is the catalogue key of the message (MessageKey of messages.ts, e.g. 'couponNotFound'; issue 16:
 * errors by code) — what the web maps to fields and screens; `message` is its text in the request's
 * language. `code` is absent only on answers that carry no catalogue text (none today).
 */
export interface Failure {
  success: 0;
  code?: string;
  message: string;
  error_category?: string;
  data?: unknown;
}

/** Builds a success envelope around `data`. */
export function ok<T>(data: T, message?: string): { success: 1; data: T; message?: string } {
  return message === undefined ? { success: 1, data } : { success: 1, data, message };
}

/** Builds a failure envelope with the given user-facing message. */
export function fail(message: string, extra: Omit<Failure, 'success' | 'message'> = {}): Failure {
  return { success: 0, message, ...extra };
}

/** Zod schema of a success-or-failure envelope whose `data` is `data` (used by the web client). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(1), data, message: z.string().optional() }),
    z.object({
      success: z.literal(0),
      code: z.string().optional(),
      message: z.string(),
      error_category: z.string().optional(),
      data: z.unknown().optional(),
    }),
  ]);
}

/** Failure answered when app_version is below the configured minimum (000 §4.1). */
export function newVersionEnforced(message: string): Failure {
  return fail(message, { error_category: NEW_VERSION_ENFORCED, data: [{ actions: [{ refresh: true }] }] });
}
