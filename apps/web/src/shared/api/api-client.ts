import type { CallContract, CallData, Language } from '@sufra/contract';
import type { CallRoute } from '@sufra/contract/routes';
import type { z } from 'zod';
import { type CallOptions, callApi } from './client.ts';

/**
 * What a call's body takes besides what the client binds (`brandId`, `language`): the contract's
 * input type of the call's body schema, e.g. `CallBody<typeof createPaymentIntentV2>`.
 */
export type CallBody<C extends CallContract> = Omit<z.input<C['body']>, 'brandId' | 'language'>;

/** How one bound call is made: callApi's options without what the client binds. */
interface BoundCallOptions extends Omit<CallOptions, 'token' | 'language'> {
  /**
   * Send the customer's token to a call that does not require it (route `auth` false) but answers
   * the signed-in customer differently (the discounts' `usesLeft`, DISC-24; the owner's view of a
   * tracked order, decision 0007). Calls whose route needs the token always get it.
   */
  asCustomer?: boolean;
}

/**
 * The web's one API client (CONVENTIONS "One web client"; bulletproof-react `lib/api-client.ts`),
 * bound to one brand, the customer's token and the request language. `call(route, body, opts)`
 * is callApi with the brand's `brandId` in the body (POST) or the query (GET), the token when the
 * route needs it (or `asCustomer`) and the language — so api modules never thread them, and
 * screens reach the client through useApi() (api-provider.tsx).
 */
export interface ApiClient {
  /** The brand every call is made for (its `_id`); query keys start with it. */
  readonly brandId: string;
  /** The signed-in customer's token now, or null for a guest. */
  token(): string | null;
  /** The request language now ('EN' | 'AR'). */
  language(): Language;
  /** One call of the contract; the answer is the call's `data`. Throws ApiError (client.ts). */
  call<C extends CallContract>(
    route: CallRoute<C>,
    body?: Partial<z.input<C['body']>>,
    opts?: BoundCallOptions,
  ): Promise<CallData<C>>;
}

/** A value, or a function read at each request (the session's token, the UI language). */
type Live<T> = T | (() => T);
const read = <T>(value: Live<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

/**
 * Creates the API client of `brandId`. `token` and `language` are values (a test, a one-off
 * client) or functions read at each request — as bulletproof's request interceptor reads the
 * token — so a client made once per brand follows sign-in, sign-out and the language toggle.
 */
export function createApiClient(binding: {
  brandId: string;
  token: Live<string | null>;
  language: Live<Language>;
  /** Headers sent with every call, read at each request (issue 19: the preview token on a preview route). */
  headers?: Live<Record<string, string>>;
}): ApiClient {
  const { brandId } = binding;
  return {
    brandId,
    token: () => read(binding.token),
    language: () => read(binding.language),
    call(route, body = {}, { asCustomer = false, ...opts } = {}) {
      const get = route.method === 'GET';
      const headers = { ...(binding.headers ? read(binding.headers) : {}), ...opts.headers };
      return callApi(route, get ? body : { brandId, ...body }, {
        ...opts,
        // Only when there are any (a preview route's token): an ordinary call's options stay as they were.
        ...(Object.keys(headers).length ? { headers } : {}),
        ...(get ? { query: { brandId, ...opts.query } } : {}),
        token: route.auth === true || asCustomer ? read(binding.token) : null,
        language: read(binding.language),
      });
    },
  };
}
