import {
  type CallContract,
  type Language,
  OPERATOR_API_PREFIX,
  ok,
  operatorAcceptOrder,
  operatorGetOrder,
  operatorListOrders,
  operatorRejectOrder,
  operatorSetCourier,
  operatorSetItemSoldOut,
  operatorSetOrderStatus,
} from '@sufra/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { zodRefusal } from '../../http/errors.ts';
import {
  checkResponse,
  contractBody,
  contractCompilers,
  contractRouteSchema,
} from '../../http/register-call.ts';
import { AppError } from '../../platform/errors.ts';
import {
  actOnOrder,
  getOperatorOrder,
  listOperatorOrders,
  type OperatorScope,
} from '../orders/lifecycle-service.ts';
import { createRateLimiter, OPERATOR_RATE_LIMIT, type RateLimiter } from './rate-limit.ts';
import { authenticateOperator, setItemSoldOut } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract of an operator API route (issue 17); tenancy and customer authentication skip it. */
    operatorCall?: CallContract;
  }
}

/** Answers are parsed with their contract in the API tests (SUFRA_CHECK_RESPONSES, as registerCall does). */
const CHECK_RESPONSES = process.env.SUFRA_CHECK_RESPONSES === 'true';

/**
 * The language of an operator API request (issue 17): Arabic when the first language of
 * `Accept-Language` is Arabic (`ar`, `ar-AE`, …), else English.
 */
function operatorLanguage(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'AR' : 'EN';
}

/**
 * The OpenAPI schema of an operator call: the contract's (body, params, responses) with its own
 * query only and the `operatorKey` bearer security scheme.
 */
function operatorRouteSchema(call: CallContract): FastifySchema {
  const base = contractRouteSchema(call);
  const {
    querystring: _common,
    security: _token,
    ...rest
  } = base as FastifySchema & {
    security?: unknown;
  };
  const own = call.query && Object.keys(call.query.shape).length > 0 ? { querystring: call.query } : {};
  return { ...rest, ...own, tags: ['operator'], security: [{ operatorKey: [] }] } as FastifySchema;
}

/** A request part parsed with its schema, or 400 naming the field. */
function parsePart<S extends z.ZodObject | undefined>(
  schema: S,
  raw: unknown,
  part: 'path' | 'query',
): S extends z.ZodObject ? z.output<S> : Record<string, never> {
  if (!schema || Object.keys(schema.shape).length === 0) return {} as never;
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw zodRefusal(parsed.error, raw ?? {}, part);
  return parsed.data as never;
}

/** What an operator handler receives: the caller's scope and the parsed request parts. */
interface OperatorInput<C extends CallContract> {
  scope: OperatorScope;
  body: z.output<C['body']>;
  params: z.output<NonNullable<C['params']>>;
  query: z.output<NonNullable<C['query']>>;
}

/**
 * The operator API (issue 17, decision 0024) under `/api/operator/v1/`, each call of the contract
 * (packages/contract operator/calls.ts) with `Authorization: Bearer sufra_op_…`:
 * `GET orders?status=&since=&limit=&cursor=`, `GET orders/{id}`, `POST orders/{id}/accept
 * {prepMinutes}`, `POST orders/{id}/reject {reason}`, `POST orders/{id}/status {status, reason?}`,
 * `POST orders/{id}/courier {name, phone, vehicle?, lat?, lng?}`, `POST items/{id}/sold-out
 * {soldOut, until?}`. Each request, in order: language from Accept-Language; 401
 * operatorKeyInvalid for a missing, unknown or revoked key; 429 operatorRateLimited with
 * Retry-After past `rateLimit` requests per key (default 120 a minute, in this process); 400 for a
 * bad body, path or query naming the field; then the call — an order of another store than the
 * key's, or of another brand, is 404 as an unknown one. Answers `{ success: 1, data }`.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'>,
  opts: { rateLimit?: { limit: number; windowMs: number } } = {},
): void {
  const limiter: RateLimiter = createRateLimiter(opts.rateLimit ?? OPERATOR_RATE_LIMIT);
  const route = <C extends CallContract>(
    call: C,
    handler: (input: OperatorInput<C>) => Promise<z.input<C['data']>>,
  ) => {
    app.route({
      method: call.method,
      url: `${OPERATOR_API_PREFIX}${call.path}`,
      config: { operatorCall: call },
      schema: operatorRouteSchema(call),
      ...contractCompilers,
      handler: async (request: FastifyRequest, reply) => {
        const ctx = request.ctx;
        ctx.language = operatorLanguage(request.headers['accept-language']);
        const caller = await authenticateOperator(deps.db, request.headers.authorization, ctx.now);
        const retryAfter = limiter.take(caller.keyId, ctx.now.getTime());
        if (retryAfter !== null) {
          reply.header('retry-after', String(retryAfter));
          throw new AppError('operatorRateLimited', 429, { args: [retryAfter] });
        }
        const body = contractBody(call, request);
        const params = parsePart(call.params, request.params, 'path');
        const query = parsePart(call.query, request.query, 'query');
        const data = await handler({ scope: caller.scope, body, params, query } as OperatorInput<C>);
        if (CHECK_RESPONSES) checkResponse(call, data);
        return ok(data);
      },
    });
  };
  route(operatorListOrders, ({ scope, query }) => listOperatorOrders(deps.db, scope, query));
  route(operatorGetOrder, async ({ scope, params }) => ({
    order: await getOperatorOrder(deps.db, scope, params.orderId),
  }));
  route(operatorAcceptOrder, ({ scope, params, body }) =>
    actOnOrder(deps.db, scope, params.orderId, { kind: 'accept', prepMinutes: body.prepMinutes }),
  );
  route(operatorRejectOrder, ({ scope, params, body }) =>
    actOnOrder(deps.db, scope, params.orderId, { kind: 'reject', reason: body.reason }),
  );
  route(operatorSetOrderStatus, ({ scope, params, body }) =>
    actOnOrder(deps.db, scope, params.orderId, { kind: 'status', status: body.status, reason: body.reason }),
  );
  route(operatorSetCourier, ({ scope, params, body }) =>
    actOnOrder(deps.db, scope, params.orderId, { kind: 'courier', ...body }),
  );
  route(operatorSetItemSoldOut, ({ scope, params, body }) =>
    setItemSoldOut(deps.db, scope, params.itemId, body),
  );
}
