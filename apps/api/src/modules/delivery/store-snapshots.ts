import type { Store } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import { type BrandRow, requireBrand } from '../brand/service.ts';
import {
  brandStoreRows,
  type StoreRow,
  type StoreTimeFields,
  storeTimeFields,
  toStore,
} from '../stores/service.ts';

/** Freezes an answer part shared by many requests, so a caller that changes it fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const MINUTE_MS = 60_000;

/**
 * One store row of a brand as the storefront's Store (000 §3), shaped once (decision 0016, store
 * cache): every field that does not depend on the time is computed when the snapshot is made;
 * `isOpened`, the pre-order slots and the waiver (storeTimeFields) are computed at most once per
 * minute — they read only the Asia/Dubai minute of the time — and kept for that minute. `at(now)`
 * is equal to `toStore(row, now, baseLanguage)` for every `now`. The shared parts are frozen.
 */
export class StoreSnapshot {
  private readonly fixed: Store;
  private memo: { minute: number; fields: StoreTimeFields } | null = null;

  /** `row` as read; `baseLanguage` is the brand's base language. */
  constructor(
    readonly row: StoreRow,
    baseLanguage: 'en' | 'ar',
  ) {
    this.fixed = deepFreeze(toStore(row, new Date(0), baseLanguage));
  }

  /** The Store at `now`: the fixed fields with this minute's time-dependent fields (same key order). */
  at(now: Date): Store {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    let memo = this.memo;
    if (memo?.minute !== minute) {
      memo = { minute, fields: deepFreeze(storeTimeFields(this.row, now)) };
      this.memo = memo;
    }
    return { ...this.fixed, ...memo.fields };
  }
}

/**
 * The stores of one brand as snapshots, with the brand's base language and, when read from the
 * database, the brand's row (one read of each table): place-order reads its brand and store here
 * (issue 16: two queries fewer per order). The row's `orderSequence` is stale by design — the
 * sequence is only ever taken in the order's transaction.
 */
export class BrandStores {
  private readonly byId: Map<string, StoreSnapshot>;
  /** When the rows were read (Date.now(), milliseconds). */
  readonly readAt: number = Date.now();

  /** `rows`: every store of the brand; `baseLanguage`: the brand's; `brand`: its row (null in unit tests). */
  constructor(
    readonly baseLanguage: 'en' | 'ar',
    rows: readonly StoreRow[],
    readonly brand: BrandRow | null = null,
  ) {
    this.byId = new Map(rows.map((r) => [r.id, new StoreSnapshot(r, baseLanguage)]));
  }

  /** The snapshot of a store of the brand, or undefined (unknown, or another brand's). */
  get(storeId: string): StoreSnapshot | undefined {
    return this.byId.get(storeId);
  }
}

/**
 * Reads a brand and its stores for the zone cache (zone-index.ts ZoneIndexCache.stores): 404
 * 'brand not found' (requireBrand) when the brand does not exist — a failed load is not cached.
 */
export async function loadBrandStores(db: Db, brandId: string): Promise<BrandStores> {
  const brand = await requireBrand(db, { brandId });
  const rows = await brandStoreRows(db, brandId);
  return new BrandStores(brand.baseLanguage === 'ar' ? 'ar' : 'en', rows, brand);
}
