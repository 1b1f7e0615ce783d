import { fail, type Language, type MessageKey } from '@sufra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { retryAfterSeconds } from '../platform/admission.ts';
import { AppError } from '../platform/errors.ts';
import { zodRefusal } from './errors.ts';
import { safePath } from './safe-url.ts';

/** The catalogue codes of Fastify's own 4xx errors, by Fastify's code (Fastify docs: Errors). */
const FRAMEWORK_CODES: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJsonBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJsonBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedContentType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bodyLengthMismatch',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'addressTooLong',
};

/**
 * What a failure is answered as (issue 16: errors by code): an AppError as it is; a zod provider
 * validation error → 400 zodRefusal naming the field; Fastify's 4xx errors → their catalogue code
 * (else 'somethingIncorrect'); anything else → 500 'defaultError' (the caller logs it).
 */
function refusalOf(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return describeValidation(error, request);
  const err = error as { statusCode?: number; code?: string };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return new AppError((err.code && FRAMEWORK_CODES[err.code]) || 'somethingIncorrect', err.statusCode);
  return new AppError('defaultError', 500);
}

/** 'EN' or 'AR' when `value` is one, else undefined. */
function languageValue(value: unknown): Language | undefined {
  return value === 'AR' || value === 'EN' ? value : undefined;
}

/**
 * The language a failure is answered in (issue 6): the request context's (`language` of the body,
 * or of the query for GET, set by the tenancy plugin), else — when the failure came before the
 * context was resolved (a bad body, a framework error) — the `language` of the body or the query,
 * else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.ctx?.language === 'AR') return 'AR';
  const body = request.body;
  const fromBody =
    body !== null && typeof body === 'object'
      ? languageValue((body as { language?: unknown }).language)
      : undefined;
  const query = request.query as { language?: unknown } | undefined;
  return fromBody ?? languageValue(query?.language) ?? request.ctx?.language ?? 'EN';
}

/** The part of the request a Fastify validation error names (its `validationContext`). */
function validatedPart(request: FastifyRequest, context: unknown): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/**
 * The message of a zod provider validation error (fastify-type-provider-zod), the same sentence
 * describeZodError gives for the contract's own parse, e.g. "brandId is required".
 */
function describeValidation(
  error: {
    validation: { instancePath: string; keyword: string; message?: string }[];
    validationContext?: unknown;
  },
  request: FastifyRequest,
): AppError {
  const issues = error.validation.map((v) => ({
    ...(v as { params?: Record<string, unknown> }).params,
    path: v.instancePath.split('/').filter((key) => key !== ''),
    code: v.keyword,
    message: v.message ?? 'Invalid input',
  }));
  return zodRefusal({ issues } as unknown as z.ZodError, validatedPart(request, error.validationContext));
}

/**
 * The error and not-found handlers: every failure is `{ success: 0, code, message }` with the right
 * status, never a stack trace (CONVENTIONS: errors), in the request's language (requestLanguage,
 * issue 6: the catalogue of packages/contract's messages.ts; issue 16: the text of the refusal's code). An AppError answers its status, code and message; a
 * zod provider validation error 400 with describeZodError's sentence (contract routes attach
 * their validation and answer it themselves, this covers any other zod-validated route);
 * Fastify's 4xx errors a clear message by code; anything else is logged and answered 500. The
 * 404 message names the path without its query, cleaned and cut to 80 characters (issue 5).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const language = requestLanguage(request);
    const refusal = refusalOf(error, request);
    // Overload (platform/admission.ts): the client may retry after this many seconds.
    if (refusal.code === 'serverBusy') reply.header('retry-after', String(retryAfterSeconds));
    // A coded refusal was decided by its service (which logs its own cause, e.g. a failed send);
    // anything else that ends here is a bug and is logged with its stack.
    if (!(error instanceof AppError) && refusal.statusCode >= 500)
      request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(refusal.statusCode)
      .send(fail(refusal.messageIn(language), { code: refusal.code, ...refusal.extra }));
  });
  app.setNotFoundHandler((request, reply) => {
    const refusal = new AppError('noMatch', 404, { args: [safePath(request.url)] });
    reply.status(404).send(fail(refusal.messageIn(requestLanguage(request)), { code: refusal.code }));
  });
}

/**
 * Fastify's `frameworkErrors` option (Fastify docs: Server, frameworkErrors): errors raised by
 * the router before any route runs — FST_ERR_BAD_URL (400, a malformed %-escape) and
 * FST_ERR_MAX_PARAM_LENGTH (414, a path parameter over maxParamLength) — answered as the
 * envelope without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const code = (error.code && FRAMEWORK_CODES[error.code]) || (status >= 500 ? 'defaultError' : 'badRequest');
  reply.code(status).send(fail(new AppError(code, status).messageIn(requestLanguage(request)), { code }));
}
