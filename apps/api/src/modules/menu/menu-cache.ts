import { createHash } from 'node:crypto';
import type { RequestContext } from '../../http/context.ts';
import { dropBrandCaches, registerBrandCache } from '../../platform/brand-changes.ts';
import { COMPRESS_THRESHOLD, type ContentCoding, encodeBody } from './content-encoding.ts';

/** One representation of a cached answer: its bytes and strong ETag. */
export interface Representation {
  body: Buffer;
  etag: string;
  /** The `content-encoding` to send, when not identity. */
  encoding?: 'br' | 'gzip';
}

/**
 * A cached, serialised menu answer (`{ success: 1, data }` as UTF-8 JSON bytes: sent as they are,
 * not encoded again per request) with its ETag, and its compressed representations once asked for
 * (issue 6: compressed once per body, not per request).
 */
export interface CachedBody {
  body: Buffer;
  /** Strong ETag `"<menuId>-<sha1 of the body>"`: a new menu, or any change of the body, changes it. */
  etag: string;
  /** The menu the body was built from. */
  menuId: string;
  /** Epoch milliseconds after which the entry is rebuilt. */
  until: number;
  /** The br / gzip representations, made on the first request of each (see representation). */
  encoded: { br?: Representation; gzip?: Representation };
}

const ETAG_SUFFIX = { br: '-br', gzip: '-gz' } as const;

/**
 * The representation of `entry` in `coding`: identity is the JSON text with the entry's ETag; br
 * and gzip are compressed on first use and kept with the entry, each with its own strong ETag (the
 * identity one with `-br` / `-gz` before the closing quote: RFC 9110 §8.8.3, a strong validator
 * belongs to one representation, and caches varying on Accept-Encoding tell the variants apart by
 * it). Bodies under 1 KB are identity whatever was asked.
 */
export function representation(entry: CachedBody, coding: ContentCoding): Representation {
  if (coding === 'identity' || entry.body.length < COMPRESS_THRESHOLD) return entry;
  let rep = entry.encoded[coding];
  if (!rep) {
    rep = {
      body: encodeBody(coding, entry.body),
      etag: `${entry.etag.slice(0, -1)}${ETAG_SUFFIX[coding]}"`,
      encoding: coding,
    };
    entry.encoded[coding] = rep;
  }
  return rep;
}

/**
 * What a cache miss builds: the menu's id, the answer's `data`, and `expiresAt` (epoch ms, or
 * null/absent): when something the answer shows ends by itself — a sold-out mark's `until`, a
 * store's pause (decision 0030) — so the entry is not kept past it.
 */
export interface MenuBuild {
  menuId: string;
  data: unknown;
  expiresAt?: number | null;
}

/** How long an answer is reused: short, because `storeInfo.isOpened` depends on the time. */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

/**
 * The cache key of a menu answer: brand, language and the call (with its store), e.g.
 * `<brandId>:EN:brand` or `<brandId>:AR:pickup:<storeId>`. Starts with the brand id so that
 * invalidation can drop a brand's entries.
 */
export function menuCacheKey(brandId: string, language: string, call: string): string {
  return `${brandId}:${language}:${call}`;
}

/**
 * The menu answers of one app, cached in memory for 5 s per key (ARCHITECTURE: menus cached
 * with ETags). Each app (buildApp) has its own; other processes drop their copies when told
 * through the database's LISTEN/NOTIFY (menu-events.ts).
 */
export class MenuCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  /** Bumped by every invalidation: a build that started before one is served but not stored. */
  private generation = 0;

  /**
   * The cached answer of `key`, or a new one from `build` (which loads the menu and returns its id,
   * the `data` of the answer and when it expires by itself); concurrent misses of one key share a
   * single build. An entry is kept 5 s, or until the build's `expiresAt` when that is sooner
   * (decision 0030: a sold-out mark is not served past its `until`). A build that throws (404,
   * 400…) is not cached.
   */
  async get(key: string, nowMs: number, build: () => Promise<MenuBuild>) {
    const hit = this.entries.get(key);
    if (hit && hit.until > nowMs) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const startedAt = this.generation;
    const promise = (async () => {
      const { menuId, data, expiresAt } = await build();
      const body = Buffer.from(JSON.stringify({ success: 1, data }));
      const etag = `"${menuId}-${createHash('sha1').update(body).digest('base64url')}"`;
      // An unchanged body (the same ETag) keeps the variants already compressed for it.
      const encoded = hit?.etag === etag ? hit.encoded : {};
      const until = Math.min(nowMs + TTL_MS, expiresAt ?? Number.POSITIVE_INFINITY);
      const entry: CachedBody = { body, etag, menuId, until, encoded };
      if (startedAt === this.generation) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, entry);
      }
      return entry;
    })();
    this.inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
    }
  }

  /** Drops every answer of a brand (`*`: of every brand), including builds under way. */
  invalidate(brandId: string): void {
    this.generation++;
    for (const map of [this.entries, this.inFlight]) {
      for (const key of map.keys()) if (brandId === '*' || key.startsWith(`${brandId}:`)) map.delete(key);
    }
  }
}

/**
 * Creates the menu cache of an app reading `db`, registered for dropBrandCaches('menu', …)
 * (platform/brand-changes.ts); `dispose` unregisters it (on app close).
 */
export function createMenuCache(db: unknown): { cache: MenuCache; dispose: () => void } {
  const cache = new MenuCache();
  return { cache, dispose: registerBrandCache('menu', db, (brandId) => cache.invalidate(brandId)) };
}

/**
 * Drops the cached menu answers of a brand in this process: of the apps that read `db`, or of
 * every app when `db` is omitted (dropBrandCaches of platform/brand-changes.ts). Apps on other
 * connections or processes learn of the change through the `sufra_menu_changed` notification.
 */
export function invalidateMenuCache(brandId: string, db?: unknown): void {
  dropBrandCaches('menu', brandId, db);
}

/** Reads the menu module's cached answers from outside the module (the pages' boot data). */
export interface MenuReader {
  /**
   * menus/get-brand-menu's answer for `ctx` (brand and language): the `{ success: 1, data }`
   * JSON bytes, built and cached as the call builds them. Throws the call's AppErrors (404 when
   * the brand or its active menu is missing).
   */
  brandMenuBody(ctx: RequestContext): Promise<Buffer>;
}
