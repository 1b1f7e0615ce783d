/**
 * One value per brand, built on first use by `load` and kept until the brand is invalidated or
 * `ttlMs` pass (decision 0016). Concurrent misses share one build; a build that started before an
 * invalidation is answered to its callers but not kept; a failed build is not kept (the next call
 * tries again), so a brand that does not exist yet is never remembered as missing.
 */
export class BrandCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; until: number; settled?: T }>();
  private generation = 0;

  /** `load` builds a brand's value; `ttlMs` is how long it is reused without an invalidation. */
  constructor(
    private readonly load: (brandId: string) => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  /** The brand's value, built when missing or older than the TTL at `nowMs` (milliseconds). */
  get(brandId: string, nowMs: number = Date.now()): Promise<T> {
    const hit = this.entries.get(brandId);
    if (hit && hit.until > nowMs) return hit.value;
    const startedAt = this.generation;
    const value = this.load(brandId);
    const entry: { value: Promise<T>; until: number; settled?: T } = { value, until: nowMs + this.ttlMs };
    this.entries.set(brandId, entry);
    value.then(
      (settled) => {
        entry.settled = settled;
        if (startedAt !== this.generation && this.entries.get(brandId)?.value === value)
          this.entries.delete(brandId);
      },
      () => {
        if (this.entries.get(brandId)?.value === value) this.entries.delete(brandId);
      },
    );
    return value;
  }

  /**
   * Drops a brand's value if it is still `stale` (a caller found it out of date): concurrent callers
   * holding the same stale value cause one new build, not one each; builds in flight are kept.
   */
  dropIfStill(brandId: string, stale: T): void {
    if (this.entries.get(brandId)?.settled === stale) this.entries.delete(brandId);
  }

  /** Drops a brand's value (`*`: every brand's); builds in flight are answered but not kept. */
  invalidate(brandId: string): void {
    this.generation++;
    if (brandId === '*') this.entries.clear();
    else this.entries.delete(brandId);
  }
}
