import { z } from 'zod';
import { pathParamSchema } from './common.ts';

/** HTTP method of a call. The spec's default is POST (000 §7.1, 002 §7); GET only where marked. */
export type HttpMethod = 'GET' | 'POST';

/** The zod object of a request part a call does not use (no query of its own, no headers). */
export type NoFields = z.ZodObject<Record<never, never>>;

/**
 * The `:name` parameters of a contract path as a union of names, e.g.
 * `PathParamNames<'order/get-order-info/:id'>` is `'id'`; `never` for a path without any.
 */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The default params schema of a path: each `:name` a pathParamSchema (1–200 of `[A-Za-z0-9_-]`). */
export type PathParamsSchema<P extends string> = z.ZodObject<{
  [K in PathParamNames<P>]: typeof pathParamSchema;
}>;

/**
 * One API call of the contract: its path under `/api/v1/` exactly as the spec writes it
 * (path parameters as `:name`), its method, the zod schemas of what it receives — the request
 * body (POST), its own query parameters, its path parameters, the headers it needs — and of the
 * `data` of a successful response. The API validates every request part with these (issue 16:
 * routes validate all they receive; a bad one is 400 `{ success: 0, code, message }`), the web
 * client is typed by `data` (it reaches the call through `ROUTES`, without the schemas), and the
 * OpenAPI document is generated from all of them.
 */
export interface CallContract<
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  Q extends z.ZodObject = z.ZodObject,
  P extends z.ZodObject = z.ZodObject,
  H extends z.ZodObject = z.ZodObject,
> {
  /** Path relative to `/api/v1/`, e.g. `order/place-order-v2` or `order/get-order-info/:id`. */
  path: string;
  method: HttpMethod;
  /** Request body schema (POST) — always accepts the common `language` field. */
  body: B;
  /**
   * The call's own query parameters, besides the common ones every call accepts (app_version,
   * app_name, referrer — 000 §7.1 — and, for GET, brandId and language). Keys it does not name
   * are ignored, not refused. defineCall gives a call that declares none an empty object.
   */
  query?: Q;
  /** Path parameters; defineCall fills in the default, each `:name` a pathParamSchema. */
  params?: P;
  /**
   * Headers the call reads (lower-case names), e.g. `{ 'idempotency-key': idempotencyKeySchema }`
   * for a call that places an order or moves money (issue 5, issue 9). Other headers are ignored;
   * defineCall gives a call that declares none an empty object.
   */
  headers?: H;
  /**
   * A call a blacklisted customer is refused (issue 19, decision 0033; 002 §6 'Blacklisted
   * customer'): 403 accessBlocked, before the handler runs (nothing written), when the customer's
   * phone is blacklisted at the brand — the calls that place an order or start a payment.
   */
  refusesBlacklisted?: true;
  /** A GET call that names no brand (no `brandId` query parameter; e.g. the demo-mode dev outbox). */
  brandless?: true;
  /**
   * A Server-Sent Events stream (issue 17, 002 §4.1, decision 0026): the 200 answer is
   * `text/event-stream`, each event's `data` one value of `data` (no envelope); refusals are
   * still the `{ success: 0, code, message }` JSON envelope, before anything is streamed.
   */
  eventStream?: true;
  /** Schema of `data` in a `{ success: 1, data }` answer (of each event's data for an eventStream). */
  data: D;
  /**
   * Who the call needs: `true` the customer's token in `Authorization` (unprefixed, 000 §6);
   * `'staff'` a staff token of the brand (`Authorization: Staff <token>`, issue 17, decision
   * 0027) — a customer token does not open it, nor a staff token a customer call; `false` nobody.
   */
  auth: boolean | 'staff';
  /** One-line summary for the OpenAPI document. */
  summary: string;
}

/** The `:name` parameters of a contract path, in order (e.g. `['paymentId']`). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
}

/**
 * A call as defineCall gives it: its literal path, and `query`, `params` and `headers` always
 * present (an empty object where the call declares none), so `z.output<C['query']>` is the call's
 * parsed query, e.g. `{ limit: number; cursor?: string }` for getCustomerOrders.
 */
export type DefinedCall<
  B extends z.ZodType,
  D extends z.ZodType,
  Path extends string,
  Q extends z.ZodObject,
  P extends z.ZodObject,
  H extends z.ZodObject,
> = CallContract<B, D, Q, P, H> & { path: Path; query: Q; params: P; headers: H };

/**
 * Declares a call; a typed function so each call file stays one expression. Fills in what the
 * call does not declare: no own query and no headers (empty objects), and the default `params` —
 * each `:name` of its path a pathParamSchema. The result keeps the literal path and each schema's
 * own type, so `z.output<C['query']>` and the params' names are typed.
 */
export function defineCall<
  B extends z.ZodType,
  D extends z.ZodType,
  Path extends string,
  Q extends z.ZodObject = NoFields,
  H extends z.ZodObject = NoFields,
  P extends z.ZodObject = PathParamsSchema<Path>,
>(call: CallContract<B, D, Q, P, H> & { path: Path }): DefinedCall<B, D, Path, Q, P, H> {
  const params =
    call.params ??
    z.object(Object.fromEntries(pathParamNames(call.path).map((name) => [name, pathParamSchema])));
  return {
    ...call,
    query: call.query ?? (z.object({}) as Q),
    params: params as P,
    headers: call.headers ?? (z.object({}) as H),
  };
}

/** The `data` of a call's successful answer, e.g. `CallData<typeof getBrandMenu>`. */
export type CallData<C extends CallContract> = z.output<C['data']>;

/** A call's own query parameters once parsed (defaults applied), e.g. `{ limit: number; cursor?: string }`. */
export type CallQuery<C extends CallContract> = z.output<NonNullable<C['query']>>;

/** A call's path parameters once parsed, e.g. `{ orderId: string }`. */
export type CallParams<C extends CallContract> = z.output<NonNullable<C['params']>>;

/** The headers a call reads once parsed, e.g. `{ 'idempotency-key': string }`. */
export type CallHeaders<C extends CallContract> = z.output<NonNullable<C['headers']>>;
