import { PROVIDER_TIMEOUT_MS } from './common.ts';

/** A non-2xx answer of a hosted provider's REST API: its HTTP status and parsed body. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The payment provider answered ${status}`);
  }
}

/**
 * A JSON REST client of the hosted providers' contracts (docs/payments.md, "Hosted providers'
 * REST contract"): every call sends `Authorization: Bearer <secret key>`, `Accept` and (with a
 * body) `Content-Type: application/json`; money-moving calls add `Idempotency-Key`. 2xx answers
 * are parsed as JSON; anything else throws ProviderHttpError (status + body); a network failure or
 * a timeout (PROVIDER_TIMEOUT_MS) throws the fetch error.
 */
export function restClient(baseUrl: string, secretKey: string) {
  return async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${secretKey}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!res.ok) throw new ProviderHttpError(res.status, parsed);
    return parsed as T;
  };
}
