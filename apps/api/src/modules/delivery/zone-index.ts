import Flatbush from 'flatbush';
import type { DatabaseEvents } from '../../db/client.ts';
import { BRAND_CHANGE_CHANNELS, dropBrandCaches, registerBrandCache } from '../../platform/brand-changes.ts';
import { BrandCache } from './brand-cache.ts';
import { type Bbox, pointInZone, withinRadius, type ZoneGeometry } from './geo.ts';
import type { BrandStores } from './store-snapshots.ts';

/** One active mapped area as the index keeps it. Money in fils, time in minutes, radius in metres. */
export interface ZoneRecord {
  id: string;
  storeId: string;
  areaType: 'POLYGON' | 'DISTANCE';
  nameEn: string;
  nameAr: string;
  cityEn: string;
  cityAr: string;
  geometry: ZoneGeometry | null;
  radiusM: number | null;
  /** The store's point: the centre of a DISTANCE zone. */
  centre: { lat: number; lng: number };
  /** [minLng, minLat, maxLng, maxLat]: the POLYGON's stored bbox, or the DISTANCE circle's box. */
  bbox: Bbox;
  deliveryFeeFils: number;
  minOrderFils: number;
  deliveryTimeMinutes: number;
  sort: number;
}

/**
 * The active mapped areas of one brand behind a packed R-tree of their boxes (flatbush), so a
 * lookup tests exactly only the zones whose box holds the point: hundreds of polygons per brand
 * cost a few box comparisons and one or two point-in-polygon tests.
 */
export class ZoneIndex {
  private readonly tree: Flatbush | null;
  constructor(readonly zones: readonly ZoneRecord[]) {
    if (zones.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(zones.length);
    for (const z of zones) tree.add(z.bbox[0], z.bbox[1], z.bbox[2], z.bbox[3]);
    tree.finish();
    this.tree = tree;
  }

  /** Every zone containing the point (decision 0016: edges inside, holes outside), in index order. */
  containing(lat: number, lng: number): ZoneRecord[] {
    if (!this.tree) return [];
    const hits = this.tree.search(lng, lat, lng, lat).sort((a, b) => a - b);
    const out: ZoneRecord[] = [];
    for (const i of hits) {
      const z = this.zones[i];
      if (!z) continue;
      const inside =
        z.areaType === 'POLYGON'
          ? z.geometry !== null && pointInZone(z.geometry, lat, lng)
          : z.radiusM !== null && withinRadius(z.centre, z.radiusM, lat, lng);
      if (inside) out.push(z);
    }
    return out;
  }

  /** The zone with this id, or undefined. */
  byId(id: string): ZoneRecord | undefined {
    return this.zones.find((z) => z.id === id);
  }
}

/** How long an index is reused without a change notice, in milliseconds (a safety net only). */
export const ZONE_TTL_MS = 60_000;

/**
 * How long a brand's store snapshots are reused without a change notice, in milliseconds. Short,
 * because stores can be written by something that tells no one (a seed run by another process
 * starting on the same PostgreSQL, SQL by hand): such a change is seen within 5 s; every write
 * path of Sufra that runs while servers serve (import:zones, store settings) announces itself and
 * is seen by the next request (decision 0016, store cache).
 */
export const STORE_TTL_MS = 5_000;

/**
 * The zone indexes of one app, one per brand, built on first use by `load` and kept until the
 * brand's zones change (invalidate) or ZONE_TTL_MS pass; and next to them the brand's stores as
 * snapshots (store-snapshots.ts: read once, shaped once, time-dependent fields per minute), kept
 * until the same invalidation or STORE_TTL_MS. Concurrent misses share one build; a build that
 * started before an invalidation is answered but not kept.
 */
export class ZoneIndexCache {
  private readonly indexes: BrandCache<ZoneIndex>;
  private readonly storeSets: BrandCache<BrandStores>;

  /** `load` reads a brand's active zones; `loadStores` its stores (may reject: not kept). */
  constructor(
    load: (brandId: string) => Promise<ZoneRecord[]>,
    loadStores: (brandId: string) => Promise<BrandStores>,
    ttl: { zonesMs?: number; storesMs?: number } = {},
  ) {
    this.indexes = new BrandCache(
      (brandId) => load(brandId).then((zones) => new ZoneIndex(zones)),
      ttl.zonesMs ?? ZONE_TTL_MS,
    );
    this.storeSets = new BrandCache(loadStores, ttl.storesMs ?? STORE_TTL_MS);
  }

  /** The brand's index, built when missing or stale. */
  get(brandId: string, nowMs: number = Date.now()): Promise<ZoneIndex> {
    return this.indexes.get(brandId, nowMs);
  }

  /** The brand's stores, read when missing or stale; rejects (404) for an unknown brand. */
  stores(brandId: string, nowMs: number = Date.now()): Promise<BrandStores> {
    return this.storeSets.get(brandId, nowMs);
  }

  /**
   * Drops a brand's stores if they are still `stale` (read again on the next call), e.g. when a zone
   * names a store they lack; concurrent callers with the same stale stores cause one read.
   */
  dropStores(brandId: string, stale: BrandStores): void {
    this.storeSets.dropIfStill(brandId, stale);
  }

  /** Drops a brand's index and stores (`*`: every brand's). */
  invalidate(brandId: string): void {
    this.indexes.invalidate(brandId);
    this.storeSets.invalidate(brandId);
  }
}

/** The PostgreSQL notification channel of zone changes; the payload is the brand id or `*`. */
export const ZONES_CHANGED_CHANNEL = BRAND_CHANGE_CHANNELS.zones;

/** Registers an app's zone cache (reading `db`) for dropBrandCaches('zones', …); `dispose` unregisters it. */
export function registerZoneCache(cache: ZoneIndexCache, db: unknown): () => void {
  return registerBrandCache('zones', db, (brandId) => cache.invalidate(brandId));
}

/**
 * Drops a brand's zone index in this process: of the apps reading `db` (the importer passes the
 * handle it wrote with), or of every app when `db` is omitted. Other processes learn of the change
 * from the ZONES_CHANGED_CHANNEL notification sent in the writing transaction.
 */
export function invalidateZoneIndex(brandId: string, db?: unknown): void {
  dropBrandCaches('zones', brandId, db);
}

/** Makes `cache` drop a brand's index whenever any process announces a zone change. Resolves to the unsubscribe. */
export function subscribeZoneChanges(
  events: DatabaseEvents,
  cache: ZoneIndexCache,
): Promise<() => Promise<void>> {
  return events.listen(ZONES_CHANGED_CHANNEL, (brandId) => cache.invalidate(brandId || '*'));
}
