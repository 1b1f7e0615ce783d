import { fail, MESSAGES } from '@sufra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { describeZodError, HttpError } from './errors.ts';
import { safePath } from './safe-url.ts';

/** Clear messages for Fastify's own 4xx errors, by code (Fastify docs: Errors). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

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
): string {
  const issues = error.validation.map((v) => ({
    path: v.instancePath.split('/').filter((key) => key !== ''),
    code: v.keyword,
    message: v.message ?? 'Invalid input',
  }));
  return describeZodError(
    { issues } as unknown as z.ZodError,
    validatedPart(request, error.validationContext),
  );
}

/**
 * The error and not-found handlers: every failure is `{ success: 0, message }` with the right
 * status, never a stack trace (CONVENTIONS: errors). HttpError answers its status and message; a
 * zod provider validation error 400 with describeZodError's sentence (contract routes attach
 * their validation and answer it themselves, this covers any other zod-validated route);
 * Fastify's 4xx errors a clear message by code; anything else is logged and answered 500. The
 * 404 message names the path without its query, cleaned and cut to 80 characters (issue 5).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(fail(error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(fail(describeValidation(error, request)));
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message = (err.code && FRAMEWORK_MESSAGES[err.code]) ?? MESSAGES.somethingIncorrect;
      return reply.status(err.statusCode).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(MESSAGES.defaultError));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(`No match for ${safePath(request.url)}`));
  });
}

/**
 * Fastify's `frameworkErrors` option (Fastify docs: Server, frameworkErrors): errors raised by
 * the router before any route runs — FST_ERR_BAD_URL (400, a malformed %-escape) and
 * FST_ERR_MAX_PARAM_LENGTH (414, a path parameter over maxParamLength) — answered as the
 * envelope without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const message =
    (error.code && FRAMEWORK_MESSAGES[error.code]) ?? (status >= 500 ? MESSAGES.defaultError : 'Bad request');
  reply.code(status).send(fail(message));
}
