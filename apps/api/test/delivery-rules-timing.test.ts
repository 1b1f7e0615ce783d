import { MESSAGES } from '@sufra/contract';
import { defaultTiming } from '@sufra/pricing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../src/db/json-shapes.ts';
import { orders } from '../src/db/schema.ts';
import { brandDeliverySettings, mappedAreas } from '../src/db/schema-delivery.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Every day 12:00–15:00 and 18:00–23:00 in Asia/Dubai. */
const LUNCH_DINNER = everyDay(['12:00', '15:00'], ['18:00', '23:00']);
/** Monday 2026-11-23, 16:00 in Dubai: between lunch and dinner. */
const MONDAY_4PM = new Date('2026-11-23T12:00:00Z');

/** A 0.01° square zone around `lat`, `lng` with the given delivery time (minutes); fee and minimum 0. */
const squareAt = (lat: number, lng: number, deliveryTimeMinutes = 45) => ({
  areaType: 'POLYGON',
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lng - 0.005, lat - 0.005],
        [lng + 0.005, lat - 0.005],
        [lng + 0.005, lat + 0.005],
        [lng - 0.005, lat + 0.005],
        [lng - 0.005, lat - 0.005],
      ],
    ],
  },
  minLng: lng - 0.005,
  minLat: lat - 0.005,
  maxLng: lng + 0.005,
  maxLat: lat + 0.005,
  deliveryTimeMinutes,
});

/** Where each store's own zone is (one store per zone, so a point names one store). */
const AT = {
  open: { lat: 25.1, lng: 55.1 },
  closedPre: { lat: 25.1, lng: 55.2 },
  closedNoPre: { lat: 25.1, lng: 55.3 },
  off: { lat: 25.1, lng: 55.4 },
} as const;
type Kind = keyof typeof AT;

/**
 * Catalogue rules of areas TIMING, SVC and ADDR with a server side (issue 8; 000 §2.9, §4.4, §4.6;
 * 001 §4.2, §4.4, §4.5, §5): what the server answers as store info is what the browser's timing
 * rules read (packages/pricing), and the server accepts exactly the timing they derive.
 * MAPPED_AREA_BASED fixture, Monday 16:00 in Dubai.
 */
describe.each(testDatabases())('timing and service rules on the server on %s', (kind) => {
  let t: TestApp;
  let brandId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let token: string;
  const store = {} as Record<Kind, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    const lunchDinner = { isDeliveryEnabled: true, openingHours: LUNCH_DINNER };
    store.open = (
      await createStore(db, brandId, { isDeliveryEnabled: true, averagePrepTimeForPickup: 12 })
    ).id;
    store.closedPre = (
      await createStore(db, brandId, {
        ...lunchDinner,
        isPreOrderEnabledForDelivery: true,
        isPreOrderEnabledForPickup: true,
        preOrderSettingsForDelivery: { daysAhead: 2, slotMinutes: 30, leadMinutes: 45 },
      })
    ).id;
    store.closedNoPre = (await createStore(db, brandId, lunchDinner)).id;
    store.off = (await createStore(db, brandId, { isDeliveryEnabled: false })).id;
    await db.insert(brandDeliverySettings).values({ brandId, activeMethod: 'MAPPED_AREA_BASED' });
    await db.insert(mappedAreas).values([
      {
        brandId,
        storeId: store.open,
        nameEn: 'Open',
        nameAr: 'مفتوح',
        ...squareAt(AT.open.lat, AT.open.lng, 0),
      },
      { brandId, storeId: store.closedPre, nameEn: 'Pre', nameAr: 'مسبق', ...squareAt(25.1, 55.2, 1_500) },
      { brandId, storeId: store.closedNoPre, nameEn: 'Closed', nameAr: 'مغلق', ...squareAt(25.1, 55.3) },
      { brandId, storeId: store.off, nameEn: 'Off', nameAr: 'متوقف', ...squareAt(25.1, 55.4) },
    ]);
    menu = await createMenu(db, brandId);
    token = (await signedInCustomer(db, brandId, '+971501241001')).token;
    t.setNow(MONDAY_4PM);
  }, 120_000);
  afterAll(async () => t?.close());

  /** The store info (001 §3.4 entry's storeId) the browser holds after choosing a point in `k`'s zone. */
  const storeInfo = async (k: Kind) => {
    const res = await post(t.app, 'store/get-stores-by-coordinates', { brandId, ...AT[k] });
    expect(res.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id)).toEqual([store[k]]);
    return res.body.data[0].storeId;
  };
  const deliveryOrder = (k: Kind, over: Record<string, unknown> = {}) =>
    placeOrder(
      t.app,
      orderBody(
        { brandId, storeId: store[k] },
        [burgerLine(menu, 1)],
        { itemsTotalPrice: 25, totalOrderPrice: 26.25 },
        {
          orderType: { type: 'DELIVERY' },
          deliveryAddress: {
            address: 'Villa 12, Street 4',
            addressType: 'Home',
            street: 'Street 4',
            city: 'dubai',
            orderDeliveryLoc: { type: 'Point', coordinates: [AT[k].lat, AT[k].lng] },
          },
          ...over,
        },
      ),
      token,
    );
  const ordersNow = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.brandId, brandId)))[0]!.n,
    );

  it('TIMING-08 (4.6), TIMING-01 (4.4): the timing derived from the store info is the one the server accepts; none → refused as closed', async () => {
    const timingOf = async (k: Kind) => {
      const info = await storeInfo(k);
      return defaultTiming({
        isOpen: info.isOpened,
        preOrderEnabled: info.isPreOrderEnabledForDelivery,
        slots: info.availablePreOrderSlotsForDelivery,
      });
    };
    expect(await timingOf('open')).toEqual({ type: 'ASAP', preOrderSlot: null });
    expect((await deliveryOrder('open')).status).toBe(200);
    // Closed with pre-orders: the first slot of the first day is 17:00 + 45 min lead → 18:00 (dinner).
    const pre = await timingOf('closedPre');
    expect(pre).toEqual({
      type: 'PREORDER',
      preOrderSlot: { day: '2026-11-23', time: '18:00 - 18:30', slotIndex: 0 },
    });
    const placed = await deliveryOrder('closedPre', {
      timingType: 'PREORDER',
      isPreOrder: true,
      preOrderSlot: pre!.preOrderSlot,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Closed without pre-orders: no timing, so the store counts as closed; the server agrees.
    expect(await timingOf('closedNoPre')).toBeNull();
    const before = await ordersNow();
    const asap = await deliveryOrder('closedNoPre');
    expect([asap.status, asap.body.message]).toEqual([409, MESSAGES.storeClosedRightNow]);
    const later = await deliveryOrder('closedNoPre', {
      timingType: 'PREORDER',
      preOrderDay: '2026-11-23',
      preOrderSlot: '18:00 - 18:30',
    });
    expect([later.status, later.body.message]).toEqual([400, MESSAGES.preOrderNotEnabled]);
    expect(await ordersNow()).toBe(before);
  });

  it('TIMING-12 (2.9): the header’s delivery time is the zone’s minutes as the delivery menu answers them (0 → "Delivering soon"; 1,500 → 1 day 1 hour); pickup shows the store’s prep time', async () => {
    const menuAt = (k: Kind) =>
      post(t.app, 'menus/get-delivery-store-menu-v2', { brandId, storeId: store[k], ...AT[k] });
    const soon = await menuAt('open');
    expect([soon.status, soon.body.data.storeArea.deliveryTime]).toEqual([200, 0]);
    const far = await menuAt('closedPre');
    expect(far.body.data.storeArea.deliveryTime).toBe(1_500);
    const pickup = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: store.open });
    expect(pickup.body.data.storeInfo.averagePrepTimeForPickup).toBe(12);
  });

  it('ADDR-13 (4.4): each listed store says whether it is open or takes pre-orders for delivery; delivery off → the paused text', async () => {
    expect(await storeInfo('closedNoPre')).toMatchObject({
      isOpened: false,
      isPreOrderEnabledForDelivery: false,
      availablePreOrderSlotsForDelivery: [],
    });
    const pre = await storeInfo('closedPre');
    expect([
      pre.isOpened,
      pre.isPreOrderEnabledForDelivery,
      pre.availablePreOrderSlotsForDelivery.length,
    ]).toEqual([false, true, 2]);
    expect((await storeInfo('off')).isDeliveryEnabled).toBe(false);
    const menu = await post(t.app, 'menus/get-delivery-store-menu-v2', {
      brandId,
      storeId: store.off,
      ...AT.off,
    });
    expect([menu.status, menu.body.message]).toEqual([404, MESSAGES.deliveryPaused]);
    const sea = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId,
      storeId: store.open,
      lat: 25.5,
      lng: 55.9,
    });
    expect([sea.body.message, sea.body.data.stores]).toEqual([MESSAGES.deliveryPaused, []]);
  });

  it('SVC-01 (4.2): a service the store has switched off is unavailable and refused; the other one still works', async () => {
    const available = (serviceType: string) =>
      post(t.app, 'store/check-store-availability', { brandId, storeId: store.off, serviceType });
    expect((await available('DELIVERY')).body.data).toBe(false);
    expect((await available('PICKUP')).body.data).toBe(true);
    const before = await ordersNow();
    const refused = await deliveryOrder('off');
    expect([refused.status, refused.body.message]).toEqual([400, MESSAGES.serviceNotAvailable]);
    expect(await ordersNow()).toBe(before);
    const pickup = await placeOrder(
      t.app,
      orderBody({ brandId, storeId: store.off }, [burgerLine(menu, 1)], {
        itemsTotalPrice: 25,
        totalOrderPrice: 26.25,
      }),
      token,
    );
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
  });

  it('SVC-05 (5): an order type that is not a service type is refused, naming orderType; nothing written', async () => {
    const before = await ordersNow();
    for (const orderType of [{ type: 'TAKEAWAY' }, { type: '' }, 'DELIVERY', null]) {
      const res = await deliveryOrder('open', { orderType });
      expect(res.status, JSON.stringify(orderType)).toBe(400);
      expect(res.body.message).toMatch(/^orderType/);
    }
    expect(await ordersNow()).toBe(before);
  });

  it('ADDR-19 (4.5): pickup stores list open or pre-order-enabled state; none with pickup → an empty success (the paused text is the browser’s)', async () => {
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId });
    const byId = new Map(res.body.data.stores.map((s: { _id: string }) => [s._id, s]));
    expect(byId.get(store.closedNoPre)).toMatchObject({ isOpened: false, isPreOrderEnabledForPickup: false });
    expect(byId.get(store.closedPre)).toMatchObject({ isOpened: false, isPreOrderEnabledForPickup: true });
    expect(byId.get(store.open)).toMatchObject({ isOpened: true });
    const bare = await createBrand(t.database.db);
    await createStore(t.database.db, bare.id, { isPickupEnabled: false });
    const none = await post(t.app, 'store/get-stores-for-pickup', { brandId: bare.id });
    expect(none.body).toEqual({ success: 1, data: { stores: [] } });
  });
});
