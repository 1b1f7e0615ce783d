/**
 * Brand data changes and the caches that must forget them (issue 16: one place, so that the module
 * that writes a brand's data — store settings, integrations, the importers — need not import the
 * modules that cache it, and no module pair imports each other both ways).
 *
 * Two kinds of cached brand data:
 * - `menu`: menu answers (menu/menu-cache.ts), which carry store settings and payment types too;
 * - `zones`: the zone index and the brand's store snapshots (delivery/zone-index.ts).
 *
 * Other processes learn of a change from the PostgreSQL notification on the kind's channel, sent
 * by the writer inside its transaction (delivered at commit; the payload is the brand id, or `*`);
 * this process's caches are dropped at once with dropBrandCaches.
 */

/** A kind of cached brand data. */
export type BrandDataKind = 'menu' | 'zones';

/** The PostgreSQL notification channel of each kind (ARCHITECTURE: scale out). */
export const BRAND_CHANGE_CHANNELS = {
  menu: 'sufra_menu_changed',
  zones: 'sufra_zones_changed',
} as const satisfies Record<BrandDataKind, string>;

interface Entry {
  kind: BrandDataKind;
  /** The database handle the cache's app reads (a writer passes the handle it wrote with). */
  db: unknown;
  /** Drops a brand's entries (`*`: every brand's). */
  drop: (brandId: string) => void;
}

const registry = new Set<Entry>();

/**
 * Registers a cache of `kind` read through `db`; `drop(brandId)` forgets a brand (`*`: all).
 * Returns the function that unregisters it (on app close).
 */
export function registerBrandCache(
  kind: BrandDataKind,
  db: unknown,
  drop: (brandId: string) => void,
): () => void {
  const entry: Entry = { kind, db, drop };
  registry.add(entry);
  return () => registry.delete(entry);
}

/**
 * Drops a brand's cached data of `kind` in this process: in the caches reading `db` (the writer's
 * handle: the same connections see the change at once), or in every cache of that kind when `db`
 * is omitted. `brandId` `*` drops every brand's.
 */
export function dropBrandCaches(kind: BrandDataKind, brandId: string, db?: unknown): void {
  for (const entry of registry) {
    if (entry.kind === kind && (db === undefined || entry.db === db)) entry.drop(brandId);
  }
}
