import { getStoresForPickup, MESSAGES, storeSchema } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../src/db/json-shapes.ts';
import { toStore } from '../src/modules/stores/store-mapper.ts';
import { createBrand, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('store calls on %s (001 §2.7, §4.5, §7.2)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let closedStoreId: string;
  let otherStoreId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    closedStoreId = (await createStore(db, brandId, { openingHours: NEVER_OPEN, sort: 2 })).id;
    storeId = (
      await createStore(db, brandId, {
        sort: 1,
        paymentOptions: { DELIVERY: ['CASH'], PICKUP: ['CASH', 'CARD_MACHINE', 'CREDIT_CARD'], DINE_IN: [] },
      })
    ).id;
    await createStore(db, brandId, { isPickupEnabled: false, sort: 0 });
    const ob = (await createBrand(db)).id;
    otherStoreId = (await createStore(db, ob)).id;
  });
  afterAll(() => t.close());

  it('store/get-stores-for-pickup: pickup-enabled stores in sort order, isOpened from the opening hours', async () => {
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId });
    expect(res.status).toBe(200);
    const data = getStoresForPickup.data.parse(res.body.data);
    expect(data.stores.map((s) => [s._id, s.isOpened])).toEqual([
      [storeId, true],
      [closedStoreId, false],
    ]);
    const store = data.stores[0]!;
    expect(store).toMatchObject({
      brandId,
      taxRate: 5,
      isPickupEnabled: true,
      storeLocation: { type: 'Point', coordinates: [25.06, 55.24] },
      availablePreOrderSlotsForPickup: [],
      deliveryChargesWaiverInfo: { onOrderAmount: { isEnabled: false, amount: 0 } },
    });
    expect(store.baseLanguage.name).toBe(store.translations.en.name);
    // The online payment option is listed first (001 §5.4), then the stored order.
    expect(store.pickupPaymentOptions).toEqual([
      {
        _id: `${storeId}:PICKUP:CREDIT_CARD`,
        paymentType: 'CREDIT_CARD',
        serviceType: 'PICKUP',
        EN: { name: 'ONLINE PAYMENT (Credit/Debit Card)' },
        AR: { name: 'الدفع الإلكتروني (بطاقة ائتمان/خصم)' },
      },
      {
        _id: `${storeId}:PICKUP:CASH`,
        paymentType: 'CASH',
        serviceType: 'PICKUP',
        EN: { name: 'Cash' },
        AR: { name: 'نقدًا' },
      },
      {
        _id: `${storeId}:PICKUP:CARD_MACHINE`,
        paymentType: 'CARD_MACHINE',
        serviceType: 'PICKUP',
        EN: { name: 'Card machine' },
        AR: { name: 'جهاز البطاقة' },
      },
    ]);
    expect(store.paymentOptions.map((o) => o._id)).toEqual([`${storeId}:DELIVERY:CASH`]);
    expect(store.dineInPaymentOptions).toEqual([]);
  });

  // 0100 IS25: the spec's '/store/get-stores-for-pickup' (a leading slash) is relative to /api/v1/, not absolute.
  it("IS25: '/store/get-stores-for-pickup' is served under /api/v1/ only", async () => {
    const inject = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}?app_version=26&app_name=WEB_STORE_FRONT`,
        payload: { brandId },
      });
    expect((await inject('/api/v1/store/get-stores-for-pickup')).statusCode).toBe(200);
    const absolute = await inject('/store/get-stores-for-pickup');
    expect(absolute.statusCode).toBe(404);
    expect(absolute.json()).not.toHaveProperty('data');
  });

  // 0100 IS44: opening hours are Asia/Dubai wall-clock times, never the server's or device's zone.
  it('IS44: isOpened follows the clock in Asia/Dubai (a 10:00–03:00 store)', async () => {
    const db = t.database.db;
    const b = (await createBrand(db)).id;
    const hours = everyDay(['10:00', '03:00']);
    await createStore(db, b, { openingHours: hours });
    t.setNow(new Date('2026-11-20T09:30:00+04:00'));
    const closed = await post(t.app, 'store/get-stores-for-pickup', { brandId: b });
    t.setNow(new Date('2026-11-21T01:30:00+04:00'));
    const open = await post(t.app, 'store/get-stores-for-pickup', { brandId: b });
    t.setNow(null);
    expect(closed.body.data.stores[0].isOpened).toBe(false);
    expect(open.body.data.stores[0].isOpened).toBe(true);
  });

  it('a brand without pickup stores answers success with [] (the client shows the paused text); an unknown brand 404', async () => {
    const b = (await createBrand(t.database.db)).id;
    await createStore(t.database.db, b, { isPickupEnabled: false });
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId: b });
    expect(res.body).toEqual({ success: 1, data: { stores: [] } });
    const unknown = await post(t.app, 'store/get-stores-for-pickup', {
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: 0, code: 'brandNotFound', message: MESSAGES.brandNotFound });
    const missing = await post(t.app, 'store/get-stores-for-pickup', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: 0, code: expect.any(String), message: 'brandId is required' });
  });

  it('store/check-store-availability: true when open with the service, false when closed or not offered', async () => {
    const check = (id: string, serviceType: string) =>
      post(t.app, 'store/check-store-availability', { brandId, storeId: id, serviceType });
    expect((await check(storeId, 'PICKUP')).body).toEqual({ success: 1, data: true });
    expect((await check(closedStoreId, 'PICKUP')).body).toEqual({ success: 1, data: false });
    // Delivery is not enabled on the factory's stores.
    expect((await check(storeId, 'DELIVERY')).body).toEqual({ success: 1, data: false });
    const foreign = await check(otherStoreId, 'PICKUP');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.somethingIncorrect);
    const bad = await check(storeId, 'TAKEAWAY');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(0);
    expect(bad.body.message).toMatch(/^serviceType/);
  });

  it('toStore maps a row to the contract Store (Arabic base language uses the Arabic texts)', async () => {
    const row = await createStore(t.database.db, brandId, { nameAr: 'فرع', descriptionAr: 'وصف' });
    const store = storeSchema.parse(toStore(row, new Date(), 'ar'));
    expect(store.baseLanguage).toEqual({ name: 'فرع', description: 'وصف' });
    expect(toStore(row, new Date()).baseLanguage.name).toBe(row.nameEn);
  });
});
