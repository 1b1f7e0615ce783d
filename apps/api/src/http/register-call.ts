import { type CallContract, MESSAGES, ok } from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from './context.ts';
import type { AppDeps } from './deps.ts';
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
 * schema (400 with a clear message otherwise), then takes the context the tenancy and
 * authentication plugins resolved (`request.ctx`: brand from `brandId` in the body, or the
 * `brandId` query parameter for GET calls; customer from the unprefixed `Authorization` token,
 * which must belong to that brand). Errors, in this order: 400 bad body, 400 malformed brandId,
 * 401 for `auth` calls without a customer, 400 'brandId is required'. Runs the handler and
 * answers `{ success: 1, data }`. `deps` is kept for the callers' signature.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  _deps: AppDeps,
  call: C,
  handler: (ctx: RequestContext, input: CallInput<z.output<C['body']>>) => Promise<z.input<C['data']>>,
): void {
  app.route({
    method: call.method,
    url: `/api/v1/${call.path}`,
    config: { call },
    handler: async (request, reply) => {
      const raw = call.method === 'GET' ? {} : (request.body ?? {});
      const parsed = call.body.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, raw));
      const body = parsed.data as z.output<C['body']> & { language?: 'EN' | 'AR' };
      const ctx = request.ctx;
      if (body.language) ctx.language = body.language;
      if (request.brandIdProblem) throw new HttpError(400, request.brandIdProblem);
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
