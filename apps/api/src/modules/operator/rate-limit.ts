/**
 * The operator API's rate limit (issue 17, decision 0024): at most `limit` requests per key per
 * fixed window of `windowMs`, counted in this process's memory (several server processes each
 * allow that many; the key's bucket starts again when the window ends).
 */
export interface RateLimiter {
  /**
   * Counts one request of `key` at `nowMs` (ms since the epoch): null when allowed, else the
   * whole seconds until the window ends (≥ 1, the Retry-After).
   */
  take(key: string, nowMs: number): number | null;
}

/** The default of the operator API: 120 requests a minute per key. */
export const OPERATOR_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

/** A fixed-window limiter in memory (see RateLimiter); old windows are dropped as they are met. */
export function createRateLimiter(
  opts: { limit: number; windowMs: number } = OPERATOR_RATE_LIMIT,
): RateLimiter {
  const buckets = new Map<string, { start: number; count: number }>();
  return {
    take(key, nowMs) {
      let bucket = buckets.get(key);
      // A clock that went back (a test's, or a corrected one) starts a new window too.
      if (!bucket || nowMs < bucket.start || nowMs - bucket.start >= opts.windowMs) {
        if (buckets.size > 10_000) {
          for (const [k, b] of buckets) if (nowMs - b.start >= opts.windowMs) buckets.delete(k);
        }
        bucket = { start: nowMs, count: 0 };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      if (bucket.count <= opts.limit) return null;
      return Math.max(1, Math.ceil((bucket.start + opts.windowMs - nowMs) / 1000));
    },
  };
}
