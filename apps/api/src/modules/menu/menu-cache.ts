import { createHash } from 'node:crypto';

/** A cached, serialised menu answer (`{ success: 1, data }` as JSON text) with its ETag. */
export interface CachedBody {
  body: string;
  /** Strong ETag `"<menuId>-<sha1 of the body>"`: a new menu, or any change of the body, changes it. */
  etag: string;
  /** The menu the body was built from. */
  menuId: string;
  /** Epoch milliseconds after which the entry is rebuilt. */
  until: number;
}

/** How long an answer is reused: short, because `storeInfo.isOpened` depends on the time. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, CachedBody>();
const inFlight = new Map<string, Promise<CachedBody>>();

/**
 * The cache key of a menu answer: brand, language and the call (with its store), e.g.
 * `<brandId>:EN:brand` or `<brandId>:AR:pickup:<storeId>`. Starts with the brand id so that
 * invalidateMenuCache can drop a brand's entries.
 */
export function menuCacheKey(brandId: string, language: string, call: string): string {
  return `${brandId}:${language}:${call}`;
}

/**
 * A menu answer cached in memory for 5 s per key (ARCHITECTURE: menus cached with ETags).
 * `build` loads the menu and returns its id and the `data` of the answer; concurrent misses of
 * one key share a single build. A build that throws (404, 400…) is not cached. Nothing another
 * API instance needs lives here (scale out: each instance has its own 5 s copy).
 */
export async function cachedBody(
  key: string,
  nowMs: number,
  build: () => Promise<{ menuId: string; data: unknown }>,
): Promise<CachedBody> {
  const hit = cache.get(key);
  if (hit && hit.until > nowMs) return hit;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const promise = (async () => {
    const { menuId, data } = await build();
    const body = JSON.stringify({ success: 1, data });
    const entry: CachedBody = {
      body,
      etag: `"${menuId}-${createHash('sha1').update(body).digest('base64url')}"`,
      menuId,
      until: nowMs + TTL_MS,
    };
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, entry);
    return entry;
  })();
  inFlight.set(key, promise);
  try {
    return await promise;
  } finally {
    inFlight.delete(key);
  }
}

/** Drops every cached menu answer of a brand (the importer calls it after replacing a menu). */
export function invalidateMenuCache(brandId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${brandId}:`)) cache.delete(key);
}
