import { type CallContract, idSchema, PREVIEW_TOKEN_HEADER } from '@sufra/contract';
import type { AppError } from '../platform/errors.ts';
import { ANONYMOUS, type RequestContext } from './context.ts';
import { fieldProblemError } from './errors.ts';
import { sharedPlugin } from './plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request context (tenant, actor, language, client address, time); see http/context.ts. */
    ctx: RequestContext;
    /** Set when the request named a malformed brandId: the 400 message registerCall answers. */
    brandIdProblem: AppError | null;
  }
  interface FastifyContextConfig {
    /** The contract of a route declared with registerCall; tenancy and authentication run only there. */
    call?: CallContract;
  }
}

/** Whether a contract's body declares a `brandId` field (fields it does not declare are stripped). */
function bodyDeclaresBrandId(call: CallContract): boolean {
  const shape = (call.body as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'brandId' in shape;
}

/** Whether a contract declares the preview token header (issue 19: the preview's read-only calls). */
function declaresPreviewToken(call: CallContract): boolean {
  const shape = (call.headers as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && PREVIEW_TOKEN_HEADER in shape;
}

/**
 * Tenancy (ARCHITECTURE: request context first; Tenancy): decorates every request with `ctx`,
 * started in onRequest with no brand, the anonymous actor, the client `ip` (per the trustProxy
 * setting) and `now` read once from the injected clock. On contract routes (route config
 * `call`), a preHandler resolves the brand once: the `brandId` query parameter of a GET call
 * (none for a `brandless` one),
 * or `brandId` of a POST body whose contract declares it, and the language (`language` of the
 * body, or of the query for GET), and — on a call whose contract declares it (issue 19, decision
 * 0036) — the preview token of the `x-preview-token` header. A malformed brandId is recorded in `brandIdProblem` (answered
 * 400 by registerCall after the body has been validated), never thrown here.
 */
export const tenancyPlugin = sharedPlugin<{ now: () => Date }>('sufra-tenancy', async (app, { now }) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('brandIdProblem', null);
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      brandId: '',
      customerId: null,
      language: 'EN',
      ip: request.ip,
      now: now(),
      actor: ANONYMOUS,
    };
  });
  app.addHook('preHandler', async (request) => {
    const call = request.routeOptions.config.call;
    if (!call) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = (call.method === 'GET' ? {} : (request.body ?? {})) as Record<string, unknown>;
    const language = call.method === 'GET' ? query.language : body.language;
    request.ctx.language = language === 'AR' ? 'AR' : 'EN';
    // Issue 19 (decision 0036): only a call whose contract declares the header reads the token.
    const preview = request.headers[PREVIEW_TOKEN_HEADER];
    if (declaresPreviewToken(call) && typeof preview === 'string' && preview !== '')
      request.ctx.previewToken = preview;
    const raw =
      call.method === 'GET'
        ? call.brandless
          ? undefined
          : query.brandId
        : bodyDeclaresBrandId(call)
          ? body.brandId
          : undefined;
    if (raw === undefined) return;
    const brandId = idSchema.safeParse(raw);
    if (brandId.success) request.ctx.brandId = brandId.data;
    else request.brandIdProblem = fieldProblemError('brandId', 'mustBeValidId');
  });
});
