import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { everyDay, type StoreOpeningHours } from '../src/db/json-shapes.ts';
import { stores } from '../src/db/schema.ts';
import { mappedAreas } from '../src/db/schema-delivery.ts';
import { BrandStores, StoreSnapshot } from '../src/modules/delivery/store-snapshots.ts';
import {
  invalidateZoneIndex,
  STORE_TTL_MS,
  ZONE_TTL_MS,
  ZONES_CHANGED_CHANNEL,
  ZoneIndexCache,
} from '../src/modules/delivery/zone-index.ts';
import { toStore } from '../src/modules/stores/store-mapper.ts';
import { deliveryBrand, INSIDE } from './support/delivery-orders.ts';
import { createBrand, createStore, NEVER_OPEN } from './support/factory.ts';
import { createAppOn, createFreshPostgres, type FreshPostgres } from './support/shared-database.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Lunch and a window past midnight (Friday 18:00–02:00), Asia/Dubai (000 §3 Store openingHours). */
const HOURS: StoreOpeningHours = {
  ...everyDay(['11:00', '15:00']),
  '5': [
    ['11:00', '15:00'],
    ['18:00', '02:00'],
  ],
};
/** A daily happy-hour waiver 16:00–18:00 Dubai (decision 0015), and the fee waived from 80 AED. */
const DAILY_WAIVER = {
  onOrderAmount: { isEnabled: true, amountFils: 8_000 },
  onDateRange: { isEnabled: true, startDateTime: 0, endDateTime: 0 },
  dailyWindow: { from: '16:00', to: '18:00' },
};

/**
 * Decision 0016 (store cache): store lookups answer stores from snapshots kept next to the zone
 * index. A snapshot answers exactly what toStore would at every instant (000 §3 Store: isOpened,
 * pre-order slots of 000 §2.10, the waiver of WAIVER-01), and a change is seen at once when
 * announced (in-process invalidation, pg_notify), within STORE_TTL_MS when it is not.
 */
describe('store snapshots answer exactly as toStore (decision 0016, 000 §3 Store)', () => {
  let database: Database;
  let rows: Array<typeof stores.$inferSelect>;
  beforeAll(async () => {
    database = await openDatabase({});
    const brandId = (await createBrand(database.db)).id;
    rows = [
      await createStore(database.db, brandId, {
        openingHours: HOURS,
        isPreOrderEnabledForDelivery: true,
        isPreOrderEnabledForPickup: true,
        preOrderSettingsForDelivery: { daysAhead: 2, slotMinutes: 45, leadMinutes: 50 },
        preOrderSettingsForPickup: { daysAhead: 3, slotMinutes: 15, leadMinutes: 0 },
        deliveryChargesWaiver: DAILY_WAIVER,
      }),
      await createStore(database.db, brandId, { openingHours: NEVER_OPEN, isPreOrderEnabledForPickup: true }),
    ];
  }, 60_000);
  afterAll(async () => database?.close());

  it('at every 53rd minute of 8 days and around every boundary (open, close, waiver, midnight), in and out of order (000 §2.10, §3)', () => {
    const start = Date.parse('2026-11-19T19:58:00Z'); // Thursday 23:58 in Dubai
    const instants: number[] = [];
    for (let m = 0; m < 8 * 1440; m += 53)
      for (const s of [0, 1, 59]) instants.push(start + m * 60_000 + s * 1000);
    // Each Dubai day's boundaries, one second before and at: midnight, 02:00, 11:00, 15:00, 16:00, 18:00.
    const dubaiMidnight = Date.parse('2026-11-20T00:00:00+04:00');
    for (let d = 0; d < 8; d++)
      for (const hh of [0, 2, 11, 15, 16, 18])
        for (const s of [-1, 0]) instants.push(dubaiMidnight + (d * 1440 + hh * 60) * 60_000 + s * 1000);
    // Out of order too: the per-minute memo must never answer another minute's fields.
    const shuffled = instants.map((_t, i) => instants[(i * 7919) % instants.length]!);
    for (const [row, base] of [
      [rows[0]!, 'en'],
      [rows[1]!, 'ar'],
    ] as const) {
      const snapshot = new StoreSnapshot(row, base);
      for (const t of [...instants, ...shuffled]) {
        const now = new Date(t);
        // JSON: the same fields, values and key order as the uncached answer.
        expect(JSON.stringify(snapshot.at(now)), now.toISOString()).toBe(
          JSON.stringify(toStore(row, now, base)),
        );
      }
    }
  });

  it('isOpened and the slots follow the Dubai minute, not the second (TIMING-02, 000 §2.10)', () => {
    const snapshot = new StoreSnapshot(rows[0]!, 'en');
    const at = (iso: string) => snapshot.at(new Date(iso));
    const firstPickupSlot = (iso: string) => at(iso).availablePreOrderSlotsForPickup[0];
    // Monday 2026-11-23 in Dubai (UTC+4): lunch 11:00–15:00, 15-minute pickup slots, no lead.
    expect(firstPickupSlot('2026-11-23T10:44:59Z')).toEqual(expect.objectContaining({ day: '2026-11-23' }));
    expect(firstPickupSlot('2026-11-23T10:44:59Z')!.slots[0]).toBe('14:45 - 15:00');
    expect(firstPickupSlot('2026-11-23T10:45:59Z')!.slots[0]).toBe('14:45 - 15:00');
    expect(firstPickupSlot('2026-11-23T10:46:00Z')).toEqual({
      day: '2026-11-24',
      slots: expect.arrayContaining(['11:00 - 11:15']),
    });
    expect([at('2026-11-23T10:59:59Z').isOpened, at('2026-11-23T11:00:00Z').isOpened]).toEqual([true, false]);
  });

  it('answers are frozen where shared: a caller cannot change the next request’s store', () => {
    const snapshot = new StoreSnapshot(rows[0]!, 'en');
    const a = snapshot.at(new Date('2026-11-23T08:00:00Z'));
    expect(() => {
      (a.translations.en as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    a.isOpened = false; // the top level is each request's own
    expect(snapshot.at(new Date('2026-11-23T08:00:30Z')).isOpened).toBe(true);
  });
});

describe('the zone cache keeps stores STORE_TTL_MS and zones ZONE_TTL_MS (decision 0016)', () => {
  const counting = () => {
    const loads = { zones: 0, stores: 0 };
    let fail = false;
    const cache = new ZoneIndexCache(
      async () => {
        loads.zones++;
        return [];
      },
      async () => {
        loads.stores++;
        if (fail) throw new Error('no brand');
        return new BrandStores('en', []);
      },
    );
    return { cache, loads, failNext: (v: boolean) => (fail = v) };
  };

  it('reused until the TTL, read again at it; invalidate drops both, for one brand or all', async () => {
    const { cache, loads } = counting();
    await cache.stores('b', 0);
    await cache.stores('b', STORE_TTL_MS - 1);
    await cache.get('b', 0);
    await cache.get('b', ZONE_TTL_MS - 1);
    expect(loads).toEqual({ zones: 1, stores: 1 });
    await cache.stores('b', STORE_TTL_MS);
    await cache.get('b', STORE_TTL_MS);
    expect(loads).toEqual({ zones: 1, stores: 2 });
    cache.invalidate('b');
    await cache.stores('b', STORE_TTL_MS + 1);
    await cache.get('b', STORE_TTL_MS + 1);
    expect(loads).toEqual({ zones: 2, stores: 3 });
    await cache.stores('c', STORE_TTL_MS + 1);
    cache.invalidate('*');
    await cache.stores('b', STORE_TTL_MS + 2);
    await cache.stores('c', STORE_TTL_MS + 2);
    expect(loads.stores).toBe(6);
  });

  it('a read in flight during an invalidation is answered but not kept; a failed read is not kept', async () => {
    const { cache, loads, failNext } = counting();
    const pending = cache.stores('b', 0);
    cache.invalidate('b');
    await pending;
    await cache.stores('b', 1);
    expect(loads.stores).toBe(2);
    failNext(true);
    await expect(cache.stores('x', 0)).rejects.toThrow('no brand');
    failNext(false);
    await cache.stores('x', 1);
    expect(loads.stores).toBe(4);
  });

  it('stale stores dropped by several callers at once are read once; a newer read is not dropped', async () => {
    const { cache, loads } = counting();
    const stale = await cache.stores('b', 0);
    cache.dropStores('b', stale);
    cache.dropStores('b', stale);
    const [one, two] = await Promise.all([cache.stores('b', 1), cache.stores('b', 1)]);
    cache.dropStores('b', stale); // the newer read stays
    await cache.stores('b', 2);
    expect([loads.stores, one === two, one === stale]).toEqual([2, true, false]);
  });
});

describe.each(testDatabases())('store changes reach the lookups on %s (decision 0016)', (kind) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof deliveryBrand>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await deliveryBrand(t.database.db);
  }, 120_000);
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const lookup = async () => {
    const res = await post(t.app, 'store/get-stores-by-coordinates', { brandId: f.brandId, ...INSIDE });
    expect(res.status).toBe(200);
    return res.body.data.find((e: { storeId: { _id: string } }) => e.storeId._id === f.storeId).storeId;
  };
  const setStore = (patch: Partial<typeof stores.$inferInsert>) =>
    t.database.db.update(stores).set(patch).where(eq(stores.id, f.storeId));

  it('hours, delivery switch and pre-orders changed, then invalidated as store settings do: the next request sees them', async () => {
    expect(await lookup()).toMatchObject({ isOpened: true, isDeliveryEnabled: true });
    await setStore({
      openingHours: NEVER_OPEN,
      isDeliveryEnabled: false,
      isPreOrderEnabledForDelivery: true,
      preOrderSettingsForDelivery: { daysAhead: 5, slotMinutes: 20, leadMinutes: 0 },
    });
    invalidateZoneIndex(f.brandId, t.database.db);
    expect(await lookup()).toMatchObject({
      isOpened: false,
      isDeliveryEnabled: false,
      isPreOrderEnabledForDelivery: true,
      availablePreOrderSlotsForDelivery: [],
      preOrderSettingsForDelivery: { daysAhead: 5, slotMinutes: 20, leadMinutes: 0 },
    });
    // The delivery menu and check-coordinates read the same snapshots (ADDR-13: paused).
    const menu = await post(t.app, 'menus/get-delivery-store-menu-v2', {
      brandId: f.brandId,
      storeId: f.storeId,
      ...INSIDE,
    });
    expect([menu.status, menu.body.message]).toEqual([404, MESSAGES.deliveryPaused]);
    const check = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId: f.brandId,
      storeId: f.storeId,
      ...INSIDE,
    });
    const own = check.body.data.stores.find((e: { storeId: { _id: string } }) => e.storeId._id === f.storeId);
    expect(own.storeId).toMatchObject({ isOpened: false, isDeliveryEnabled: false });
    await setStore({ openingHours: HOURS, isDeliveryEnabled: true, isPreOrderEnabledForDelivery: false });
    invalidateZoneIndex(f.brandId, t.database.db);
    expect(await lookup()).toMatchObject({ isDeliveryEnabled: true, availablePreOrderSlotsForDelivery: [] });
  });

  it('a silent write (no notice) is answered from the snapshot until STORE_TTL_MS, then read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await setStore({ nameEn: 'Before' });
    invalidateZoneIndex(f.brandId, t.database.db);
    expect((await lookup()).translations.en.name).toBe('Before');
    await setStore({ nameEn: 'After' });
    vi.setSystemTime(Date.now() + STORE_TTL_MS - 100);
    expect((await lookup()).translations.en.name).toBe('Before');
    vi.setSystemTime(Date.now() + 200);
    expect((await lookup()).translations.en.name).toBe('After');
  });

  it('a zone whose store the snapshots lack (created after them, written silently) reads the stores again', async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    invalidateZoneIndex(f.brandId, t.database.db);
    await lookup(); // index and stores read at t0
    vi.setSystemTime(t0 + ZONE_TTL_MS - 4_000);
    await lookup(); // stores read again (older than STORE_TTL_MS), the index kept
    const late = await createStore(t.database.db, f.brandId, { isDeliveryEnabled: true, nameEn: 'Late' });
    await t.database.db.insert(mappedAreas).values({
      brandId: f.brandId,
      storeId: late.id,
      nameEn: 'Late',
      nameAr: 'متأخر',
      areaType: 'POLYGON',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [55.23, 25.05],
            [55.25, 25.05],
            [55.25, 25.07],
            [55.23, 25.05],
          ],
        ],
      },
      minLng: 55.23,
      minLat: 25.05,
      maxLng: 55.25,
      maxLat: 25.07,
    });
    // The index is read again (ZONE_TTL_MS), the stores of 4 s ago are still within STORE_TTL_MS.
    vi.setSystemTime(t0 + ZONE_TTL_MS + 1);
    const res = await post(t.app, 'store/get-stores-by-coordinates', {
      brandId: f.brandId,
      lat: 25.055,
      lng: 55.245,
    });
    const names = res.body.data.map(
      (e: { storeId: { translations: { en: { name: string } } } }) => e.storeId.translations.en.name,
    );
    expect(names).toContain('Late');
  });

  it('an unknown brand is 404 and not remembered: once created, it answers', async () => {
    const id = randomUUID();
    const before = await post(t.app, 'store/get-stores-by-coordinates', { brandId: id, ...INSIDE });
    expect(before.status).toBe(404);
    await createBrand(t.database.db, { id });
    const after = await post(t.app, 'store/get-stores-by-coordinates', { brandId: id, ...INSIDE });
    expect([after.status, after.body.data]).toEqual([200, []]);
  });

  it("check-coordinates: another brand's store is still 404 'Something was incorrect.'", async () => {
    const other = await deliveryBrand(t.database.db);
    const res = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId: f.brandId,
      storeId: other.storeId,
      ...INSIDE,
    });
    expect([res.status, res.body.message]).toEqual([404, MESSAGES.somethingIncorrect]);
  });
});

/** ARCHITECTURE: scale out. A store change announced by one process reaches another's snapshots. */
describe.skipIf(!process.env.DATABASE_URL)('store changes across two processes (PostgreSQL)', () => {
  let fresh: FreshPostgres;
  let a: Awaited<ReturnType<typeof createAppOn>>;
  let b: Awaited<ReturnType<typeof createAppOn>>;
  beforeAll(async () => {
    fresh = await createFreshPostgres();
    a = await createAppOn(fresh.url);
    b = await createAppOn(fresh.url);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fresh?.drop();
  });

  it('B changes the hours and notifies sufra_zones_changed in its transaction: A answers closed within a second', async () => {
    const f = await deliveryBrand(a.database.db);
    const isOpened = async () =>
      (
        await post(a.app, 'store/get-stores-by-coordinates', { brandId: f.brandId, ...INSIDE })
      ).body.data.find((e: { storeId: { _id: string } }) => e.storeId._id === f.storeId).storeId.isOpened;
    expect(await isOpened()).toBe(true);
    await b.database.db.transaction(async (tx) => {
      await tx.update(stores).set({ openingHours: NEVER_OPEN }).where(eq(stores.id, f.storeId));
      await tx.execute(sql`select pg_notify(${ZONES_CHANGED_CHANNEL}, ${f.brandId})`);
    });
    const started = performance.now();
    let open = true;
    while (open && performance.now() - started < 2000) {
      open = await isOpened();
      if (open) await new Promise((r) => setTimeout(r, 10));
    }
    expect(open).toBe(false);
    expect(performance.now() - started).toBeLessThan(STORE_TTL_MS / 5);
  });
});
