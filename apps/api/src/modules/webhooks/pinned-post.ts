import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './endpoint-url.ts';

/**
 * A DNS lookup for one connection that refuses a host resolving to a private, loopback or
 * link-local address when `allowPrivate` is false (issue 17, decision 0025: DNS pinning). The
 * connection is made to the very address checked here — one resolution, no second one a
 * rebinding DNS server could answer differently (the check-then-fetch race of a plain fetch).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      if (list.length === 0) return callback(new Error(`${hostname} does not resolve`), '', 0);
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(new Error(`${hostname} resolves to a private address: not sent`), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * POSTs `body` to `url` with `headers` over node:http(s), the connection pinned to an address
 * guardedLookup checked; no redirect is followed (a 3xx is answered as its status). Resolves to the
 * HTTP status once the answer's head arrived (the answer's body is drained and dropped); rejects
 * on a network error, a refused address, or after `timeoutMs` (ms).
 */
export function pinnedPost(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(opts.allowPrivate),
        timeout: opts.timeoutMs,
        agent: false,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${opts.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
