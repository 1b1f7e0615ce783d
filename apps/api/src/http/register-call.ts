import {
  type CallContract,
  type CallHeaders,
  type CallParams,
  type CallQuery,
  commonQuerySchema,
  idSchema,
  LANGUAGES,
  type LocalizedText,
  type MessageKey,
  ok,
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
import { type RequestPart, zodRefusal } from './errors.ts';

/**
 * What a call handler receives besides the context: the body, the call's own query parameters,
 * the path parameters and the headers the call declares, each parsed with the contract (defaults
 * applied, e.g. `query.limit` 50 on getCustomerOrders; `headers['idempotency-key']` on a
 * money-moving call), and the raw request and reply.
 */
export interface CallInput<C extends CallContract> {
  body: z.output<C['body']>;
  query: CallQuery<C>;
  params: CallParams<C>;
  headers: CallHeaders<C>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Adds a `message` to the success envelope (e.g. 001 §7.2 check-coordinates), in the request's language. */
  setMessage: (texts: LocalizedText) => void;
}

/**
 * The Fastify route schema of a contract call (zod, for fastify-type-provider-zod and the
 * OpenAPI document): `summary`; `body` (POST); `querystring` — app_version, app_name, referrer,
 * plus brandId and language for a GET call that names a brand, plus the call's own `query`;
 * `params` and `headers` of the contract;
 * `response` 200 the success envelope of `call.data`, 4xx the failure envelope; `security`
 * `token` when the call needs a customer, `staffToken` when it needs staff (issue 17).
 */
export function contractRouteSchema(call: CallContract): FastifySchema {
  const getQuery =
    call.method === 'GET' && !call.brandless
      ? { brandId: idSchema, language: z.enum(LANGUAGES).optional() }
      : {};
  return {
    summary: call.summary,
    ...(call.method === 'POST' ? { body: call.body } : {}),
    querystring: z.object({ ...commonQuerySchema.shape, ...getQuery, ...call.query?.shape }),
    ...(declared(call.params) ? { params: call.params } : {}),
    ...(declared(call.headers) ? { headers: call.headers } : {}),
    response: {
      200: call.eventStream
        ? {
            description: 'Server-Sent Events: `event: order`, `id: <version>`, `data: <JSON>` per change',
            content: {
              'text/event-stream': { schema: z.string().describe(`Each event's data: ${eventDataNote}`) },
            },
          }
        : z
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
    ...(call.auth === 'staff'
      ? { security: [{ staffToken: [] }] }
      : call.auth
        ? { security: [{ token: [] }] }
        : {}),
  };
}

/** How an event stream's data is described in the OpenAPI document (the data schema is the contract's). */
const eventDataNote = "the JSON of the call's data schema (packages/contract), one value per event";

/** A compiler that accepts everything and leaves the request part as it came. */
const passThrough: FastifySchemaCompiler<unknown> = () => () => true;

/**
 * The compilers of a contract route. Only the body is validated by Fastify (zod provider), with
 * `attachValidation`, so a bad body reaches the handler and is answered by `contractBody` with our
 * message; the call's query, params and headers are parsed by `contractInput` (registerCall), in
 * the order of our refusals; the rest of the querystring schema is documentation. The
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
 * The headers a contract call declares, parsed: 400 naming `header <name>` when malformed
 * (parseHeaders). For directly registered calls (issue 19: the menus, branding/getBrandSettings).
 */
export function contractHeaders<C extends CallContract>(call: C, request: FastifyRequest): CallHeaders<C> {
  return parseHeaders(declared(call.headers), request.headers) as CallHeaders<C>;
}

/** The schema when it names at least one field (defineCall gives every call empty ones), else undefined. */
function declared(schema: z.ZodObject | undefined): z.ZodObject | undefined {
  return schema && Object.keys(schema.shape).length > 0 ? schema : undefined;
}

/** A request part's schema applied to its raw value: the parsed value, or throws 400 naming the field. */
function parsePart(schema: z.ZodObject | undefined, raw: unknown, part: RequestPart): unknown {
  if (!schema) return {};
  const input = raw ?? {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw zodRefusal(parsed.error, input, part);
  return parsed.data;
}

/**
 * Headers whose refusal has codes of its own: a missing or malformed Idempotency-Key (issue 5,
 * issue 9) — 400 idempotencyKeyRequired when absent, idempotencyKeyLength when not 1–200
 * characters (or sent twice).
 */
const HEADER_REFUSALS: Record<string, { missing: MessageKey; bad: MessageKey }> = {
  'idempotency-key': { missing: 'idempotencyKeyRequired', bad: 'idempotencyKeyLength' },
};

/** The headers a call declares, parsed (HEADER_REFUSALS' codes, else 400 naming `header <name>`). */
function parseHeaders(schema: z.ZodObject | undefined, raw: FastifyRequest['headers']): unknown {
  if (!schema) return {};
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const name = String(parsed.error.issues[0]?.path[0] ?? '');
  const codes = Object.hasOwn(HEADER_REFUSALS, name) ? HEADER_REFUSALS[name] : undefined;
  if (codes) throw new AppError(raw[name] === undefined ? codes.missing : codes.bad, 400);
  throw zodRefusal(parsed.error, raw, 'header');
}

/**
 * The parser of a contract call's path parameters, own query parameters and headers: each parsed
 * with the contract's `params`, `query` and `headers` (issue 16: routes validate all they
 * receive), in that order; a part with no fields is not parsed (`{}`). Errors: 400 'fieldProblem'
 * naming `path <name>` (e.g. "path orderId: must be 1 to 200 letters, digits, - or _"), 400
 * 'fieldProblem'/'fieldRequired' naming the query field (e.g. "limit: Too small: …"), 400
 * idempotencyKeyRequired / idempotencyKeyLength. Query keys the call
 * does not declare (the common app_version, app_name, referrer; brandId and language of a GET,
 * which the tenancy plugin reads) are ignored here, never refused.
 */
function contractInput<C extends CallContract>(
  call: C,
): (request: FastifyRequest) => { params: CallParams<C>; query: CallQuery<C>; headers: CallHeaders<C> } {
  const params = declared(call.params);
  const query = declared(call.query);
  const headers = declared(call.headers);
  return (request) => ({
    params: parsePart(params, request.params, 'path') as CallParams<C>,
    query: parsePart(query, request.query, 'query') as CallQuery<C>,
    headers: parseHeaders(headers, request.headers) as CallHeaders<C>,
  });
}

/**
 * Registers one contract call at `/api/v1/<call.path>` with its route schema (contractRouteSchema):
 * validates the body with the contract schema (400 with a clear message otherwise), then its path
 * parameters, own query parameters and headers (contractInput), then takes the context the
 * tenancy and authentication plugins resolved (`request.ctx`: brand from `brandId` in the body, or
 * the `brandId` query parameter for GET calls; customer from the unprefixed `Authorization` token,
 * which must belong to that brand). Errors, in this order: 400 bad body, 400 bad path parameter,
 * 400 bad query parameter, 400 missing or bad header (e.g. idempotencyKeyRequired), 400 malformed
 * brandId, 401 'unauthorized' for `auth: true` calls without a customer, 401 'staffLoginRequired'
 * for `auth: 'staff'` calls without a staff member of the brand (issue 17: a customer token is not
 * staff, a staff token is not a customer), 403 'accessBlocked' for a `refusesBlacklisted` call of a
 * customer blacklisted at the brand (issue 19), 400 'brandId is required' (not for a
 * `brandless` call). Runs the handler with the parsed input and answers `{ success: 1, data }`.
 * A path ending in '/' is also registered without it (issue 19).
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: RequestContext, input: CallInput<C>) => Promise<z.input<C['data']>>,
): void {
  const inputOf = contractInput(call);
  // Issue 19: a path the spec writes with a trailing slash (001 §7.6 initiate-frames-payment-request/)
  // is answered with and without it; the form without is left out of the OpenAPI document.
  const urls = call.path.endsWith('/') ? [call.path, call.path.slice(0, -1)] : [call.path];
  for (const [i, path] of urls.entries())
    app.route({
      method: call.method,
      url: `/api/v1/${path}`,
      config: { call },
      schema: i === 0 ? contractRouteSchema(call) : { ...contractRouteSchema(call), hide: true },
      ...contractCompilers,
      handler: async (request, reply) => {
        const body = contractBody(call, request) as z.output<C['body']> & { language?: 'EN' | 'AR' };
        const input = inputOf(request);
        const ctx = request.ctx;
        if (body.language) ctx.language = body.language;
        if (request.brandIdProblem) throw request.brandIdProblem;
        if (call.auth === 'staff') {
          if (ctx.actor?.kind !== 'staff') throw new AppError('staffLoginRequired', 401);
        } else if (call.auth && !ctx.customerId) throw new AppError('unauthorized', 401);
        // Issue 19 (decision 0033): a blacklisted customer places no order and starts no payment.
        if (call.refusesBlacklisted && ctx.customerBlacklisted) throw new AppError('accessBlocked', 403);
        if (!ctx.brandId && !call.brandless) throw new AppError('fieldRequired', 400, { args: ['brandId'] });
        let message: string | undefined;
        const data = await handler(ctx, {
          body,
          ...input,
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
