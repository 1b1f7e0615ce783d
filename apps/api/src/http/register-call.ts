import { type CallContract, fail, idSchema, MESSAGES, ok } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { findSession } from '../modules/auth/session-repository.ts';
import type { RequestContext } from './context.ts';
import { describeZodError, HttpError } from './errors.ts';

/** What a call handler receives besides the context. */
export interface CallInput<B> {
  body: B;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract call at `/api/v1/<call.path>`: validates the body with the contract
 * schema (400 with a clear message otherwise), resolves the tenant context (brand from
 * `brandId` in the body, or the `brandId` query parameter for GET calls; customer from the
 * unprefixed `Authorization` token, which must belong to that brand), runs the handler and
 * answers `{ success: 1, data }`.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  deps: AppDeps,
  call: C,
  handler: (ctx: RequestContext, input: CallInput<z.output<C['body']>>) => Promise<z.input<C['data']>>,
): void {
  app.route({
    method: call.method,
    url: `/api/v1/${call.path}`,
    handler: async (request, reply) => {
      const raw = call.method === 'GET' ? {} : (request.body ?? {});
      const parsed = call.body.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, raw));
      const body = parsed.data as z.output<C['body']> & { brandId?: string; language?: 'EN' | 'AR' };
      const query = request.query as Record<string, string | undefined>;
      const brandIdRaw = call.method === 'GET' ? query.brandId : body.brandId;
      const ctx: RequestContext = {
        brandId: '',
        customerId: null,
        language: body.language ?? (query.language === 'AR' ? 'AR' : 'EN'),
        ip: request.ip,
        now: deps.now(),
      };
      if (brandIdRaw !== undefined) {
        const brandId = idSchema.safeParse(brandIdRaw);
        if (!brandId.success) throw new HttpError(400, 'brandId: must be a valid id');
        ctx.brandId = brandId.data;
      }
      const token = request.headers.authorization?.trim();
      if (token) {
        const session = await findSession(deps.db, token, ctx.now);
        if (session && (!ctx.brandId || session.brandId === ctx.brandId)) {
          ctx.brandId = session.brandId;
          ctx.customerId = session.customerId;
        }
      }
      if (call.auth && !ctx.customerId) throw new HttpError(401, MESSAGES.unauthorized);
      if (!ctx.brandId) throw new HttpError(400, 'brandId is required');
      const data = await handler(ctx, {
        body,
        params: request.params as Record<string, string>,
        request,
        reply,
      });
      return ok(data);
    },
  });
}

/** The error handler: every failure is `{ success: 0, message }` with the right status, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(fail(error.message, error.extra));
    }
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : MESSAGES.somethingIncorrect;
      return reply.status(err.statusCode).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(MESSAGES.defaultError));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(`No match for ${request.url.split('?')[0]}`));
  });
}
