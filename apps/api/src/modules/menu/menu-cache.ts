import { createHash } from 'node:crypto';

/** A cached, serialised menu answer with its ETag. */
export interface CachedBody {
  body: string;
  etag: string;
  until: number;
}

const TTL_MS = 5_000;
const cache = new Map<string, CachedBody>();

/**
 * Menu answers cached in memory for 5 s per key (brand, store, call). Short, because `isOpened`
 * depends on the time; nothing another API instance needs lives here (ARCHITECTURE: scale out).
 */
export async function cachedBody(
  key: string,
  nowMs: number,
  build: () => Promise<unknown>,
): Promise<CachedBody> {
  const hit = cache.get(key);
  if (hit && hit.until > nowMs) return hit;
  const body = JSON.stringify({ success: 1, data: await build() });
  const entry = {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    until: nowMs + TTL_MS,
  };
  if (cache.size > 5_000) cache.clear();
  cache.set(key, entry);
  return entry;
}

/** Drops every cached answer of a brand (after a menu import). */
export function invalidateMenuCache(brandId: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${brandId}:`)) cache.delete(key);
}
