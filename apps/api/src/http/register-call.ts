import {
  type CallContract,
  commonQuerySchema,
  customerOrdersQuerySchema,
  getCustomerOrders,
  getDevOutbox,
  getOrderTrackingInfo,
  idSchema,
  LANGUAGES,
  type LocalizedText,
  ok,
  orderTrackingQuerySchema,
} from '@sufra/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import type { RequestContext } from './context.ts';
import { zodRefusal } from './errors.ts';

/** What a call handler receives besides the context. */
export interface CallInput<B> {
  body: B;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Adds a `message` to the success envelope (e.g. 001 §7.2 check-coordinates), in the request's language. */
  setMessage: (texts: LocalizedText) => void;
}

/** Query parameters a call reads besides the common ones (the contract exports them apart). */
const CALL_QUERIES = new Map<CallContract, z.ZodObject>([
  [getCustomerOrders, customerOrdersQuerySchema],
  [getOrderTrackingInfo, orderTrackingQuerySchema],
  // dev/outbox (demo mode) filters by phone and names no brand (modules/dev/routes.ts).
  [getDevOutbox, z.object({ phoneNumber: z.string().max(40).optional() })],
]);

/** GET calls that take no `brandId` query parameter. */
const BRANDLESS_GET_CALLS = new Set<CallContract>([getDevOutbox]);

/** The `:name` parameters of a contract path, in order. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
}

/**
 * The Fastify route schema of a contract call (zod, for fastify-type-provider-zod and the
 * OpenAPI document): `summary`; `body` (POST); `querystring` — app_version, app_name, referrer,
 * plus brandId and language for GET, plus the call's own query; `params` from the path;
 * `response` 200 the success envelope of `call.data`, 4xx the failure envelope; `security`
 * `token` when the call needs a customer.
 */
export function contractRouteSchema(call: CallContract): FastifySchema {
  const params = pathParams(call.path);
  const getQuery =
    call.method === 'GET' && !BRANDLESS_GET_CALLS.has(call)
      ? { brandId: idSchema, language: z.enum(LANGUAGES).optional() }
      : {};
  const ownQuery = CALL_QUERIES.get(call)?.shape ?? {};
  return {
    summary: call.summary,
    ...(call.method === 'POST' ? { body: call.body } : {}),
    querystring: z.object({ ...commonQuerySchema.shape, ...getQuery, ...ownQuery }),
    ...(params.length > 0
      ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) }
      : {}),
    response: {
      200: z
        .object({ success: z.literal(1), data: call.data, message: z.string().optional() })
        .describe('The call succeeded: { success: 1, data }'),
      '4xx': z
        .object({
          success: z.literal(0),
          code: z.string().optional(),
          message: z.string(),
          error_category: z.string().optional(),
        })
        .describe('Refused: { success: 0, code, message } naming the problem'),
    },
    ...(call.auth ? { security: [{ token: [] }] } : {}),
  };
}

/** A compiler that accepts everything and leaves the request part as it came. */
const passThrough: FastifySchemaCompiler<unknown> = () => () => true;

/**
 * The compilers of a contract route. Only the body is validated by Fastify (zod provider), with
 * `attachValidation`, so a bad body reaches the handler and is answered by `contractBody` with our
 * message; querystring and params are documentation (handlers and plugins read them raw). The
 * response schema is documentation only: answers are serialised with JSON.stringify as before,
 * never checked against the contract (a mismatch must not turn into a 500 or a stripped field).
 */
export const contractCompilers: {
  attachValidation: true;
  validatorCompiler: FastifySchemaCompiler<unknown>;
  serializerCompiler: FastifySerializerCompiler<unknown>;
} = {
  attachValidation: true,
  validatorCompiler: (req) =>
    req.httpPart === 'body' ? (validatorCompiler(req as never) as never) : passThrough(req),
  serializerCompiler: () => (data) => JSON.stringify(data),
};

/**
 * The validated body of a contract call: the body the zod provider already parsed, or, when it
 * refused it (or for GET), our own parse of the raw body — 400 with describeZodError's message
 * naming the bad field.
 */
export function contractBody<C extends CallContract>(call: C, request: FastifyRequest): z.output<C['body']> {
  if (call.method === 'POST' && !request.validationError) return request.body as z.output<C['body']>;
  const raw = call.method === 'GET' ? {} : (request.body ?? {});
  const parsed = call.body.safeParse(raw);
  if (!parsed.success) throw zodRefusal(parsed.error, raw);
  return parsed.data as z.output<C['body']>;
}

/**
 * Registers one contract call at `/api/v1/<call.path>` with its route schema (contractRouteSchema):
 * validates the body with the contract schema (400 with a clear message otherwise), then takes the
 * context the tenancy and authentication plugins resolved (`request.ctx`: brand from `brandId` in
 * the body, or the `brandId` query parameter for GET calls; customer from the unprefixed
 * `Authorization` token, which must belong to that brand). Errors, in this order: 400 bad body,
 * 400 malformed brandId, 401 for `auth` calls without a customer, 400 'brandId is required'. Runs
 * the handler and answers `{ success: 1, data }`.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: RequestContext, input: CallInput<z.output<C['body']>>) => Promise<z.input<C['data']>>,
): void {
  app.route({
    method: call.method,
    url: `/api/v1/${call.path}`,
    config: { call },
    schema: contractRouteSchema(call),
    ...contractCompilers,
    handler: async (request, reply) => {
      const body = contractBody(call, request) as z.output<C['body']> & { language?: 'EN' | 'AR' };
      const ctx = request.ctx;
      checkPathParams(request.params as Record<string, string>);
      if (body.language) ctx.language = body.language;
      if (request.brandIdProblem) throw request.brandIdProblem;
      if (call.auth && !ctx.customerId) throw new AppError('unauthorized', 401);
      if (!ctx.brandId) throw new AppError('fieldRequired', 400, { args: ['brandId'] });
      let message: string | undefined;
      const data = await handler(ctx, {
        body,
        params: request.params as Record<string, string>,
        request,
        reply,
        setMessage: (texts) => {
          message = texts[ctx.language];
        },
      });
      if (CHECK_RESPONSES) checkResponse(call, data);
      return ok(data, message);
    },
  });
}

/** What a path parameter may be: an id, an order number, a provider's or a link's reference. */
const PATH_PARAM = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Refuses a malformed path parameter before any work (issue 16: routes validate all they
 * receive): 400 'fieldProblem' naming `path <name>` unless it is 1–200 letters, digits, '-' or '_'
 * — every id, order number and provider or link reference Sufra hands out is.
 */
function checkPathParams(params: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(params ?? {})) {
    if (!PATH_PARAM.test(value))
      throw new AppError('fieldProblem', 400, {
        args: [
          `path ${name}`,
          'must be 1 to 200 letters, digits, - or _',
          'يجب أن يتكون من 1 إلى 200 حرف أو رقم أو - أو _',
        ],
      });
  }
}

/**
 * Whether every answer is parsed with its call's `data` schema before it is sent (issue 16: "every
 * call's response parses with its contract schema in the API tests"): on in the API tests
 * (vitest.config.ts sets SUFRA_CHECK_RESPONSES), off in production, where the types already agree.
 */
const CHECK_RESPONSES = process.env.SUFRA_CHECK_RESPONSES === 'true';

/** Throws (a 500, logged with the schema's complaint) when `data` does not parse with `call.data`. */
export function checkResponse(call: CallContract, data: unknown): void {
  const parsed = call.data.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${call.path}: the answer does not match its contract at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
}
