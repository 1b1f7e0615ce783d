import { isSitePath } from '@sufra/contract';
import { AppError } from '../../../platform/errors.ts';

/** How long a provider call may take before it is abandoned, in milliseconds. */
export const PROVIDER_TIMEOUT_MS = 20_000;

/** Whether `host` is a loopback host (plain http is allowed there: local stand-ins and tests). */
function isLoopback(host: string): boolean {
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/**
 * A provider base URL from configuration (issue 9): an absolute https URL, or http on a loopback
 * host (local stand-ins of a provider, contract tests). Answers the URL without a trailing slash.
 * Throws an Error (a configuration fault, answered 500 by the caller's error handler) otherwise.
 */
export function providerBaseUrl(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what} is not configured`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${what} is not a URL`);
  }
  const ok = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  if (!ok || url.username || url.password || url.search || url.hash)
    throw new Error(`${what} must be an https URL without credentials, query or fragment`);
  return url.toString().replace(/\/+$/, '');
}

/**
 * The absolute URL a provider sends the customer back to (3-D Secure, hosted page), from the
 * gateway request's `returnUrl` (issue 9, decision 0022): an absolute https URL (http on a
 * loopback host) is used as is; a path of the site ('/…', not '//') is resolved against the
 * brand's store-front URL (`brands.store_front_url`, 000 §3 storeFrontURL). Anything else, or a
 * path with no store-front URL configured → AppError 400 'invalidPaymentIntent'.
 */
export function absoluteReturnUrl(returnUrl: string, siteUrl: string | null | undefined): string {
  if (returnUrl.startsWith('/') && !isSitePath(returnUrl)) throw new AppError('invalidPaymentIntent', 400);
  if (isSitePath(returnUrl)) {
    if (!siteUrl) throw new AppError('invalidPaymentIntent', 400);
    let base: string;
    try {
      base = providerBaseUrl(siteUrl, 'The store-front URL');
    } catch {
      throw new AppError('invalidPaymentIntent', 400);
    }
    return new URL(returnUrl, `${base}/`).toString();
  }
  try {
    const url = new URL(returnUrl);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname)))
      return url.toString();
  } catch {
    // falls through to the refusal below
  }
  throw new AppError('invalidPaymentIntent', 400);
}

/** `url` with the query parameter `name=value` added (replacing one of that name). */
export function withQuery(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

/** The error of an unknown provider payment id (gateway.ts retrieve): 404 MESSAGES.orderNotFound. */
export function unknownPayment(): AppError {
  return new AppError('orderNotFound', 404);
}

/** A required string secret of a brand's stored integration secrets, or an Error naming it. */
export function requiredSecret(
  secrets: Record<string, unknown> | null,
  name: string,
  provider: string,
): string {
  const value = secrets?.[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new Error(`The ${provider} integration has no ${name} in brand_integration_secrets`);
  return value.trim();
}
