import { z } from 'zod';
import { APP_NAME, APP_VERSION, LANGUAGES, SERVICE_TYPES } from './constants.ts';
import { problemCode } from './problem-code.ts';

/** Common query parameters of every call (000 §7.1). Both optional; the API checks app_version. */
export const commonQuerySchema = z.object({
  app_version: z.string().max(20).optional().default(APP_VERSION),
  app_name: z.string().max(60).optional().default(APP_NAME),
  referrer: z.string().max(500).optional(),
});

/** The `language` field every POST body carries, EN by default (000 §7.1). */
export const languageField = z.enum(LANGUAGES).default('EN');

/** An id of a stored entity (uuid). */
export const idSchema = z.uuid({ message: problemCode('mustBeValidId') });

/**
 * A path parameter (issue 16: routes validate all they receive): 1–200 letters, digits, '-' or
 * '_' — every id, order number and provider or link reference Sufra hands out is. The default of
 * each `:name` of a call's path (defineCall).
 */
export const pathParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, problemCode('pathSegmentShape'));

/**
 * The Idempotency-Key header of a call that places an order or moves money (issue 5, issue 9;
 * decision 0004): 1–200 characters. The API answers a missing one 400 idempotencyKeyRequired and
 * a bad one 400 idempotencyKeyLength.
 */
export const idempotencyKeySchema = z.string().min(1).max(200);

/** The headers of a money-moving call (001 §7.4–§7.9, issue 9): an Idempotency-Key, required. */
export const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** The headers of order/place-order-v2 (issue 5, decision 0004): an Idempotency-Key, optional. */
export const optionalIdempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** An amount in AED with at most 2 decimals, as the API speaks it (ARCHITECTURE: money). */
export const aedSchema = z.number().finite().multipleOf(0.01).min(0);

/** A service type as sent by clients; 'DINE IN' is accepted and normalised to DINE_IN (IS23). */
export const serviceTypeSchema = z.preprocess(
  (v) => (v === 'DINE IN' ? 'DINE_IN' : v),
  z.enum(SERVICE_TYPES),
);

/** A pair of texts in both languages. */
export const bilingualSchema = z.object({ en: z.string(), ar: z.string() });

/** Builds a POST body schema: the given fields plus the common `language`. */
export function postBody<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, language: languageField });
}
