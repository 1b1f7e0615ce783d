import type { CallContract, MessageKey } from '@sufra/contract';
import {
  APP_NAME,
  APP_VERSION,
  type Language,
  NEW_VERSION_ENFORCED,
  TIMERS,
} from '@sufra/contract/constants';
import { type CallRoute, callPath } from '@sufra/contract/routes';
import i18next from 'i18next';
import type { z } from 'zod';
import { uiApiLanguage } from '../i18n/api-language.ts';
import { useAppStatusStore } from '../stores/app-status-store.ts';

/**
 * An API failure with the user-facing message (already normalised, 000 §7.1, §8), the HTTP
 * `status` (0: no answer), the envelope's `error_category`, its `data` when the refusal carries
 * one (e.g. the eligible items of validate-discount-V2, DISC-09) and `code`, the message's
 * catalogue key (MessageKey of @sufra/contract, e.g. 'couponNotFound'; issue 16): what screens
 * and forms branch on — never the text. `code` is undefined for a text the catalogue does not hold.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCategory?: string,
    readonly data?: unknown,
    readonly code?: MessageKey,
  ) {
    super(message);
  }
}

/**
 * A fallback text of the client in `language` (issue 6: in the UI language), from the web's
 * texts (common namespace), which repeat the catalogue's `somethingIncorrect` and `defaultError`
 * word for word (client-texts.test.ts) — so the first screen's JavaScript does not carry the
 * whole message catalogue.
 */
const fallbackText = (key: 'somethingIncorrect' | 'defaultError', language: Language): string =>
  i18next.t(`common:${key}`, { lng: language === 'AR' ? 'ar' : 'en' });

/** 000 §5 Other rules / §8: any error text containing 'null' or 'undefined' is shown as 'Something was incorrect.'. */
export function normaliseErrorMessage(
  message: string | undefined | null,
  language: Language = uiApiLanguage(),
): string {
  if (!message || /null|undefined/.test(message)) return fallbackText('somethingIncorrect', language);
  return message;
}

/** How one call is made besides its route and body (callApi). */
export interface CallOptions {
  params?: Record<string, string>;
  /** Query parameters (GET calls take brandId here). */
  query?: Record<string, string>;
  token?: string | null;
  language?: 'EN' | 'AR';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The response envelope (000 §7.1): `{success: 1, data}` or `{success: 0, code?, message, error_category?}`. */
type Envelope =
  | { success: 1; data: unknown }
  | { success: 0; code?: unknown; message?: string | null; error_category?: string; data?: unknown };

function isEnvelope(json: unknown): json is Envelope {
  if (typeof json !== 'object' || json === null) return false;
  const { success, message } = json as { success?: unknown; message?: unknown };
  if (success === 1) return 'data' in json;
  return success === 0 && (message === undefined || message === null || typeof message === 'string');
}

/**
 * The catalogue key of a failure (issue 16): the envelope's `code`, as the server sends it (the
 * contract's Failure.code). TRANSITION FALLBACK, until the server sends `code` on every failure:
 * without one, the key is derived from the message's text by codeOfMessage (message-code.ts, the
 * catalogue loaded only then) — the only place the web reads a code out of a text. Undefined when
 * neither gives one (or the catalogue's chunk cannot load).
 */
async function failureCode(code: unknown, message: string): Promise<MessageKey | undefined> {
  if (typeof code === 'string' && code) return code as MessageKey;
  try {
    return (await import('./message-code.ts')).codeOfMessage(message);
  } catch {
    return undefined;
  }
}

let offlineTimer: ReturnType<typeof setTimeout> | undefined;

let unauthorizedHandler: ((token: string) => void) | null = null;

/**
 * Sets what a 401 answer to a call made with a token does (000 §2.2, §2.4 login guard): the app
 * start registers one that clears the brand's stored session, so the login guard sends the
 * customer to sign-in with the 'from' location. Receives the token that was refused.
 */
export function setUnauthorizedHandler(handler: ((token: string) => void) | null): void {
  unauthorizedHandler = handler;
}

/**
 * Calls one contract call at `/api/v1/<path>` with the common query (app_version=26,
 * app_name=WEB_STORE_FRONT), `language` — `opts.language`, else the UI language — in POST bodies
 * and in the query of GET calls (so the API answers its messages in the UI language, issue 6; a
 * `language` given in `opts.query` wins), the token unprefixed in
 * `Authorization` (000 §6) and a 15 000 ms time-out. `call` is the call's route
 * (`ROUTES.getBrandMenu`): the answer is typed by the contract's data schema but not parsed
 * with it in the browser — the server validates and is authoritative, and zod stays out of the
 * first screen's JavaScript (issue 6); the envelope's shape is checked here. Throws ApiError with
 * the normalised message on `success: 0`, 'Something was incorrect.' on an answer that is no
 * envelope. Every ApiError carries its catalogue `code` (failureCode; the client's own texts
 * 'defaultError' and 'somethingIncorrect' theirs).
 * Side effects (000 §4.1): a success marks the app online; a network failure or time-out sets
 * the offline state after 2 s; `new_version_enforced` sets the refresh-app state; a 401 to a
 * call made with a token (expired or invalid) calls the unauthorized handler.
 */
export async function callApi<C extends CallContract>(
  call: CallRoute<C>,
  body: Partial<z.input<C['body']>> | Record<string, unknown>,
  opts: CallOptions = {},
): Promise<z.output<C['data']>> {
  const language = opts.language ?? uiApiLanguage();
  const query = new URLSearchParams({
    app_version: APP_VERSION,
    app_name: APP_NAME,
    ...(call.method === 'GET' ? { language } : {}),
    ...(opts.query ?? {}),
  });
  const url = `/api/v1/${callPath(call, opts.params)}?${query}`;
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = opts.token;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), TIMERS.requestTimeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: call.method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      body: call.method === 'POST' ? JSON.stringify({ language, ...body }) : undefined,
      signal,
    });
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    clearTimeout(offlineTimer);
    offlineTimer = setTimeout(
      () => useAppStatusStore.getState().setOffline(true),
      TIMERS.offlineAfterFailureMs,
    );
    throw new ApiError(fallbackText('defaultError', language), 0, undefined, undefined, 'defaultError');
  } finally {
    clearTimeout(timer);
  }
  clearTimeout(offlineTimer);
  useAppStatusStore.getState().setOffline(false);
  if (response.status === 401 && opts.token) unauthorizedHandler?.(opts.token);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(
      fallbackText('defaultError', language),
      response.status,
      undefined,
      undefined,
      'defaultError',
    );
  }
  if (!isEnvelope(json))
    throw new ApiError(
      fallbackText('somethingIncorrect', language),
      response.status,
      undefined,
      undefined,
      'somethingIncorrect',
    );
  const envelope = json;
  if (envelope.success === 0) {
    if (envelope.error_category === NEW_VERSION_ENFORCED)
      useAppStatusStore.getState().setRefreshRequired(true);
    const message = normaliseErrorMessage(envelope.message, language);
    const usable = message === envelope.message;
    throw new ApiError(
      message,
      response.status,
      envelope.error_category,
      envelope.data,
      usable ? await failureCode(envelope.code, message) : 'somethingIncorrect',
    );
  }
  return envelope.data as z.output<C['data']>;
}
