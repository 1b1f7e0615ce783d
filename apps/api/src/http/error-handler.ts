import { fail, type Language, type LocalizedText, messageTexts } from '@sufra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { describeZodErrorTexts, HttpError } from './errors.ts';
import { safePath } from './safe-url.ts';

/** Clear messages for Fastify's own 4xx errors, by code (Fastify docs: Errors). */
const FRAMEWORK_MESSAGES: Record<string, LocalizedText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messageTexts('invalidJsonBody'),
  FST_ERR_CTP_EMPTY_JSON_BODY: messageTexts('invalidJsonBody'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messageTexts('unsupportedContentType'),
  FST_ERR_CTP_BODY_TOO_LARGE: messageTexts('bodyTooLarge'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messageTexts('bodyLengthMismatch'),
  FST_ERR_BAD_URL: messageTexts('badUrl'),
  FST_ERR_MAX_PARAM_LENGTH: messageTexts('addressTooLong'),
};

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
): LocalizedText {
  const issues = error.validation.map((v) => ({
    ...(v as { params?: Record<string, unknown> }).params,
    path: v.instancePath.split('/').filter((key) => key !== ''),
    code: v.keyword,
    message: v.message ?? 'Invalid input',
  }));
  return describeZodErrorTexts(
    { issues } as unknown as z.ZodError,
    validatedPart(request, error.validationContext),
  );
}

/**
 * The error and not-found handlers: every failure is `{ success: 0, message }` with the right
 * status, never a stack trace (CONVENTIONS: errors), in the request's language (requestLanguage,
 * issue 6: the catalogue of packages/contract's messages.ts). HttpError answers its status and message; a
 * zod provider validation error 400 with describeZodError's sentence (contract routes attach
 * their validation and answer it themselves, this covers any other zod-validated route);
 * Fastify's 4xx errors a clear message by code; anything else is logged and answered 500. The
 * 404 message names the path without its query, cleaned and cut to 80 characters (issue 5).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(fail(error.messageIn(language), { code: error.code, ...error.extra }));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(fail(error.messageIn(language), error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fail(describeValidation(error, request)[language]));
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const texts = (err.code && FRAMEWORK_MESSAGES[err.code]) || messageTexts('somethingIncorrect');
      return reply.status(err.statusCode).send(fail(texts[language]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(messageTexts('defaultError')[language]));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(messageTexts('noMatch', safePath(request.url))[requestLanguage(request)]));
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
  const texts =
    (error.code && FRAMEWORK_MESSAGES[error.code]) ||
    messageTexts(status >= 500 ? 'defaultError' : 'badRequest');
  reply.code(status).send(fail(texts[requestLanguage(request)]));
}
