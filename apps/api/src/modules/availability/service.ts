/**
 * Sold out and busy (issue 17, decision 0030): per-store sold-out marks of items and modifier
 * options, a store's pause of new ASAP orders and its extra preparation time — the staff calls,
 * the operator API's item mark, and what the menu reads of them.
 */
import type { StoreAvailability } from '@sufra/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { dropBrandCaches } from '../../platform/brand-changes.ts';
import { AppError } from '../../platform/errors.ts';
import { requireStaffForStore } from '../staff/service.ts';
import { isStorePaused, nextOpeningAfter, type StoreRow } from '../stores/service.ts';
import {
  liveStoreMarks,
  type MarkTarget,
  soldOutAtStore,
  storesServing,
  writeBrandItemMark,
  writeStoreBusy,
  writeStoreMarks,
} from './repository.ts';

export type { MarkTarget };

const MINUTE_MS = 60_000;

/**
 * What the menu of one store (or the brand menu, `storeId` null) reads of the sold-out marks at
 * `now`: the item and option ids sold out at that store by its own marks, every store's item marks
 * (the spec's `unavailableStores` of an item, 000 §3: `nextAvailableTime` unix seconds or null),
 * and the earliest future end of any mark (epoch ms, null: none) — the menu cache keeps nothing
 * past it.
 */
export interface MenuAvailability {
  itemsHere: ReadonlySet<string>;
  optionsHere: ReadonlySet<string>;
  unavailableStores: ReadonlyMap<string, Array<{ storeId: string; nextAvailableTime: number | null }>>;
  nextChangeAt: number | null;
}

/** The menu's view of the brand's per-store marks at `now` (one read; see MenuAvailability). */
export async function menuAvailability(
  db: Db,
  brandId: string,
  storeId: string | null,
  now: Date,
): Promise<MenuAvailability> {
  const marks = await liveStoreMarks(db, brandId, now);
  const itemsHere = new Set<string>();
  const optionsHere = new Set<string>();
  const unavailableStores = new Map<string, Array<{ storeId: string; nextAvailableTime: number | null }>>();
  let nextChangeAt: number | null = null;
  for (const m of marks) {
    const until = m.soldOutUntil?.getTime() ?? null;
    if (until !== null && (nextChangeAt === null || until < nextChangeAt)) nextChangeAt = until;
    if (m.itemId) {
      if (m.storeId === storeId) itemsHere.add(m.itemId);
      const list = unavailableStores.get(m.itemId) ?? [];
      list.push({ storeId: m.storeId, nextAvailableTime: until === null ? null : Math.floor(until / 1000) });
      unavailableStores.set(m.itemId, list);
    } else if (m.modifierId && m.storeId === storeId) optionsHere.add(m.modifierId);
  }
  return { itemsHere, optionsHere, unavailableStores, nextChangeAt };
}

/** Whether a brand-wide mark (`is_out_of_stock`, `out_of_stock_until`) holds at `now` (decision 0030). */
export function brandMarkHolds(
  row: { isOutOfStock: boolean; outOfStockUntil: Date | null },
  now: Date,
): boolean {
  return row.isOutOfStock && (row.outOfStockUntil === null || row.outOfStockUntil.getTime() > now.getTime());
}

/** The store's state as the staff calls answer it (StoreAvailability of the contract). */
async function stateOf(db: Db, ctx: RequestContext, store: StoreRow): Promise<StoreAvailability> {
  const rows = await soldOutAtStore(db, ctx.brandId, store.id, ctx.now);
  return {
    storeId: store.id,
    soldOut: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      itemId: r.itemId,
      name: { en: r.nameEn, ar: r.nameAr },
      scope: r.scope,
      until: r.until?.toISOString() ?? null,
    })),
    isPaused: isStorePaused(store, ctx.now),
    ordersPausedUntil: isStorePaused(store, ctx.now) ? store.ordersPausedUntil!.toISOString() : null,
    extraPrepMinutes: store.extraPrepMinutes,
    nextOpeningAt: nextOpeningAfter(store.openingHours, ctx.now)?.toISOString() ?? null,
  };
}

/**
 * GET staff/stores/:storeId/availability (issue 17): the store's sold-out marks holding now, its
 * pause and extra prep. 401 staffLoginRequired / 404 somethingIncorrect (requireStaffForStore).
 */
export async function getStoreAvailability(db: Db, ctx: RequestContext, storeId: string) {
  return stateOf(db, ctx, await requireStaffForStore(db, ctx, storeId));
}

/**
 * The end of a sold-out mark as asked (issue 17): 'next-opening' → the store's next opening by
 * its Asia/Dubai hours (null when it has no hours: until turned back); an ISO time → that time,
 * 400 soldOutUntilPassed unless later than `now`; null / absent → null (until turned back).
 */
function resolveUntil(
  until: 'next-opening' | string | null | undefined,
  store: Pick<StoreRow, 'openingHours'>,
  now: Date,
): Date | null {
  if (until === undefined || until === null) return null;
  if (until === 'next-opening') return nextOpeningAfter(store.openingHours, now);
  const at = new Date(until);
  if (!(at.getTime() > now.getTime())) throw new AppError('soldOutUntilPassed', 400);
  return at;
}

/**
 * POST staff/stores/:storeId/sold-out (issue 17, decision 0030): marks the item or option sold out
 * at this store only (store_item_availability) until `until` (resolveUntil), or turns this store's
 * mark back. Every server's menus show it at once (NOTIFY at commit; this process's caches now).
 * 404 availabilityTargetNotFound when the target is not on a menu serving the store.
 */
export async function setStoreSoldOut(
  db: Db,
  ctx: RequestContext,
  storeId: string,
  input: { target: MarkTarget; soldOut: boolean; until?: 'next-opening' | string | null | undefined },
): Promise<StoreAvailability> {
  const store = await requireStaffForStore(db, ctx, storeId);
  const until = input.soldOut ? resolveUntil(input.until, store, ctx.now) : null;
  const serving = await storesServing(db, ctx.brandId, [store.id], input.target);
  if (serving.length === 0) throw new AppError('availabilityTargetNotFound', 404);
  await writeStoreMarks(db, {
    brandId: ctx.brandId,
    storeIds: serving,
    target: input.target,
    soldOut: input.soldOut,
    until,
  });
  dropBrandCaches('menu', ctx.brandId, db);
  return stateOf(db, ctx, store);
}

/**
 * POST staff/stores/:storeId/pause (issue 17): pauses new ASAP orders until now + `minutes`
 * rounded up to the whole minute (the store snapshots read time by the minute), or resumes (0).
 */
export async function pauseStore(
  db: Db,
  ctx: RequestContext,
  storeId: string,
  minutes: 0 | 15 | 30 | 60,
): Promise<StoreAvailability> {
  const store = await requireStaffForStore(db, ctx, storeId);
  const until =
    minutes === 0
      ? null
      : new Date(Math.ceil((ctx.now.getTime() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  const written = await writeStoreBusy(db, { brandId: ctx.brandId, storeId, ordersPausedUntil: until });
  dropBrandCaches('menu', ctx.brandId, db);
  dropBrandCaches('zones', ctx.brandId, db);
  return stateOf(db, ctx, { ...store, ...written });
}

/** POST staff/stores/:storeId/extra-prep (issue 17): sets the store's extra preparation minutes (0–120). */
export async function setExtraPrep(
  db: Db,
  ctx: RequestContext,
  storeId: string,
  minutes: number,
): Promise<StoreAvailability> {
  const store = await requireStaffForStore(db, ctx, storeId);
  const written = await writeStoreBusy(db, { brandId: ctx.brandId, storeId, extraPrepMinutes: minutes });
  dropBrandCaches('menu', ctx.brandId, db);
  dropBrandCaches('zones', ctx.brandId, db);
  return stateOf(db, ctx, { ...store, ...written });
}

/**
 * The operator API's item mark (POST items/{itemId}/sold-out, issue 17, decision 0030), in the
 * key's store scope: `storeIds` null (a key of every store) marks the item brand-wide
 * (items.is_out_of_stock and out_of_stock_until; turning back also clears every store's mark);
 * a key of some stores marks it at each of those stores that serve it. `storeId`, when given,
 * narrows to that one store (it must be in the key's scope). `until` null: until turned back.
 * Answers the stores marked (`storeIds` null: brand-wide), or null when nothing matched (another
 * brand's item, or one none of the stores serve).
 */
export async function markItemForOperator(
  db: Db,
  input: {
    brandId: string;
    storeIds: readonly string[] | null;
    storeId?: string | undefined;
    itemId: string;
    soldOut: boolean;
    until: Date | null;
  },
): Promise<{ storeIds: string[] | null } | null> {
  const target = { itemId: input.itemId };
  if (input.storeIds === null && input.storeId === undefined) {
    const changed = await writeBrandItemMark(db, {
      brandId: input.brandId,
      itemId: input.itemId,
      soldOut: input.soldOut,
      until: input.soldOut ? input.until : null,
    });
    if (!changed) return null;
    dropBrandCaches('menu', input.brandId, db);
    return { storeIds: null };
  }
  const scope =
    input.storeId === undefined
      ? (input.storeIds ?? [])
      : input.storeIds === null || input.storeIds.includes(input.storeId)
        ? [input.storeId]
        : [];
  const serving = await storesServing(db, input.brandId, scope, target);
  if (serving.length === 0) return null;
  await writeStoreMarks(db, {
    brandId: input.brandId,
    storeIds: serving,
    target,
    soldOut: input.soldOut,
    until: input.soldOut ? input.until : null,
  });
  dropBrandCaches('menu', input.brandId, db);
  return { storeIds: serving };
}
