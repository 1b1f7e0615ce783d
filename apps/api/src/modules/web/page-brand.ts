import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { brandIdOfHost } from '../brand/service.ts';

/** How a page names its brand: by id (a custom domain) or by temporary domain name (000 §2.1). */
export type PageBrand = { brandId: string } | { temporaryDomainName: string };

/** The request's host, lower-case, without port (X-Forwarded-Host only behind trusted proxies). */
export const hostOf = (request: FastifyRequest) => request.hostname.toLowerCase();

/**
 * Which brand a page (or its manifest) belongs to (000 §2.1, §2.4): the brand of a custom-domain
 * host, which wins over any path; else the first path segment as a temporary domain name, when it
 * looks like one; else none. `custom` tells which it was (the page's base is '/' on a custom domain).
 */
export async function pageBrand(
  db: Db,
  request: FastifyRequest,
  segment: string | undefined,
): Promise<{ by: PageBrand; custom: boolean } | null> {
  const brandId = await brandIdOfHost(db, hostOf(request));
  if (brandId) return { by: { brandId }, custom: true };
  if (segment && /^[a-z0-9-]{1,63}$/i.test(segment))
    return { by: { temporaryDomainName: segment.toLowerCase() }, custom: false };
  return null;
}
