import type { Db } from '../../db/client.ts';
import { type BrandShellInfo, findBrandShellInfo } from '../brand/service.ts';

/** How long a brand's shell information is reused, in milliseconds. */
const SHELL_TTL_MS = 30_000;
/** Entries kept before the cache is emptied (a bound against hosts or names made up by clients). */
const MAX_ENTRIES = 10_000;

/**
 * A per-app cache of what the boot shell shows of a brand, keyed by `id:<brandId>` or
 * `tmp:<temporaryDomainName>`, 30 s per entry (issue 2: the HTML page does not wait on the
 * database each time). Unknown brands are cached as null too.
 */
export function createShellCache(db: Db) {
  const cache = new Map<string, { brand: BrandShellInfo | null; until: number }>();
  return async (
    by: { brandId: string } | { temporaryDomainName: string },
  ): Promise<BrandShellInfo | null> => {
    const key = 'brandId' in by ? `id:${by.brandId}` : `tmp:${by.temporaryDomainName}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.brand;
    const brand = await findBrandShellInfo(db, by);
    if (cache.size > MAX_ENTRIES) cache.clear();
    cache.set(key, { brand, until: Date.now() + SHELL_TTL_MS });
    return brand;
  };
}

/** A brand's shell information by id or temporary domain name, cached (createShellCache). */
export type ShellCache = ReturnType<typeof createShellCache>;
