import type { z } from 'zod';

/** HTTP method of a call. The spec's default is POST (000 §7.1, 002 §7); GET only where marked. */
export type HttpMethod = 'GET' | 'POST';

/**
 * One API call of the contract: its path under `/api/v1/` exactly as the spec writes it
 * (path parameters as `:name`), its method, the zod schema of the request body (POST) and of
 * the `data` of a successful response. The API validates with `body`, the web client is
 * typed by `data` (it reaches the call through `ROUTES`, without the schemas), and the OpenAPI document is generated from both.
 */
export interface CallContract<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** Path relative to `/api/v1/`, e.g. `order/place-order-v2` or `order/get-order-info/:id`. */
  path: string;
  method: HttpMethod;
  /** Request body schema (POST) — always accepts the common `language` field. */
  body: B;
  /** Schema of `data` in a `{ success: 1, data }` answer. */
  data: D;
  /** Whether the call needs the customer's token in `Authorization` (unprefixed, 000 §6). */
  auth: boolean;
  /** One-line summary for the OpenAPI document. */
  summary: string;
}

/** Declares a call; a typed identity function so each call file stays one expression. */
export function defineCall<B extends z.ZodType, D extends z.ZodType>(call: CallContract<B, D>) {
  return call;
}

/** The `data` of a call's successful answer, e.g. `CallData<typeof getBrandMenu>`. */
export type CallData<C extends CallContract> = z.output<C['data']>;
