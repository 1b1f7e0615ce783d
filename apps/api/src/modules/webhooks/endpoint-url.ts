import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Whether an IPv4 address is private, loopback, link-local, CGNAT, unspecified, multicast or reserved. */
function privateV4(a: string): boolean {
  const [p, q] = a.split('.').map(Number) as [number, number];
  return (
    p === 0 ||
    p === 10 ||
    p === 127 ||
    (p === 100 && q >= 64 && q <= 127) ||
    (p === 169 && q === 254) ||
    (p === 172 && q >= 16 && q <= 31) ||
    (p === 192 && q === 168) ||
    p >= 224
  );
}

/** Whether an address (IPv4 or IPv6, IPv4-mapped included) is not a public internet address. */
export function isPrivateAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(a) === 4) return privateV4(a);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return privateV4(mapped[1]!);
  // IPv4-mapped in hex (as the URL parser writes it: ::ffff:7f00:1 = 127.0.0.1), and the
  // deprecated IPv4-compatible form (::7f00:1).
  const hex = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (hex) {
    const hi = Number.parseInt(hex[1]!, 16);
    const lo = Number.parseInt(hex[2]!, 16);
    return privateV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return (
    a === '::' ||
    a === '::1' ||
    a.startsWith('fc') ||
    a.startsWith('fd') ||
    a.startsWith('fe8') ||
    a.startsWith('fe9') ||
    a.startsWith('fea') ||
    a.startsWith('feb') ||
    a.startsWith('ff')
  );
}

/**
 * Checks an endpoint URL at add time (issue 17, decision 0025) and returns it normalised, or a
 * refusal reason (English, operator-facing): http or https only, no user name or password, at most
 * 2 000 characters; with `allowPrivate` false (production) the host must not be, nor resolve to, a
 * private, loopback or link-local address (a webhook must not reach Sufra's own network).
 */
export async function checkEndpointUrl(
  raw: string,
  opts: { allowPrivate: boolean },
): Promise<{ url: string } | { refused: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: `not a URL: ${raw.slice(0, 100)}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { refused: 'the URL must be http or https' };
  if (url.username || url.password) return { refused: 'the URL must not carry a user name or password' };
  if (url.href.length > 2000) return { refused: 'the URL is longer than 2000 characters' };
  if (!opts.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === 'localhost' || host.endsWith('.localhost'))
      return { refused: 'a private or loopback address is refused in production' };
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((r) => r.address);
    } catch {
      return { refused: `the host ${host} does not resolve` };
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress))
      return { refused: 'a private or loopback address is refused in production' };
  }
  return { url: url.href };
}
