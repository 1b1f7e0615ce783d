import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema.ts';
import { brandDeliverySettings, mappedAreas } from '../src/db/schema-delivery.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Issue 8: the delivery calls (001 §7.2) on the seeded demo geography (decision 0016). */
describe.each(testDatabases())('delivery calls on %s', (kind) => {
  let t: TestApp;
  let alnile: string;
  let burgerato: string;
  const store = {} as Record<'arjan' | 'barsha' | 'mirdif' | 'marina' | 'burgerato', string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoBrands(t.database.db);
    const db = t.database.db;
    const id = async (name: string) =>
      (await db.select().from(brands).where(eq(brands.temporaryDomainName, name)))[0]!.id;
    alnile = await id('alnile');
    burgerato = await id('burgerato');
    const all = await db.select().from(stores);
    const by = (re: RegExp) => all.find((s) => re.test(s.nameEn))!.id;
    Object.assign(store, {
      arjan: by(/Arjan/),
      barsha: by(/Barsha 1/),
      mirdif: by(/Mirdif/),
      marina: by(/Marina/),
      burgerato: by(/Burgerato/),
    });
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (path: string, body: Record<string, unknown>) => post(t.app, path, body);

  it('the seed: Al Nile delivers from 4 stores (POLYGON + one DISTANCE), MAPPED_AREA_BASED, switched on with pre-orders and a dinner-hours branch; Burgerato AREA_BASED, on', async () => {
    const zones = await t.database.db.select().from(mappedAreas).where(eq(mappedAreas.brandId, alnile));
    expect(new Set(zones.map((z) => z.storeId)).size).toBe(4);
    expect(zones.filter((z) => z.areaType === 'DISTANCE')).toHaveLength(1);
    expect((await call('brands/get-brand-active-delivery-method', { brandId: alnile })).body.data).toEqual({
      deliveryMethod: 'MAPPED_AREA_BASED',
    });
    expect(
      (await call('brands/get-brand-active-delivery-method', { brandId: burgerato })).body.data
        .deliveryMethod,
    ).toBe('AREA_BASED');
    const rows = await t.database.db.select().from(stores);
    const alnileRows = rows.filter((s) => s.brandId === alnile);
    expect(
      alnileRows.map((s) => [
        s.isDeliveryEnabled,
        s.isPreOrderEnabledForDelivery,
        s.isPreOrderEnabledForPickup,
      ]),
    ).toEqual(alnileRows.map(() => [true, true, true]));
    expect(rows.find((s) => s.id === store.mirdif)!.openingHours).toMatchObject({
      '5': [['17:00', '23:30']],
    });
    expect(rows.find((s) => s.id === store.burgerato)).toMatchObject({
      isDeliveryEnabled: true,
      // The payments seed (decision 0022) puts the sandbox card first for both services.
      paymentOptions: {
        DELIVERY: ['CREDIT_CARD', 'CASH', 'CARD_MACHINE'],
        PICKUP: ['CREDIT_CARD', 'CASH', 'CARD_MACHINE'],
      },
    });
    // Seeding again writes nothing (idempotent), and a store the owner switched off stays off.
    await t.database.db.update(stores).set({ isDeliveryEnabled: false }).where(eq(stores.id, store.marina));
    expect(await seedDemoBrands(t.database.db)).toBe(false);
    const [marina] = await t.database.db.select().from(stores).where(eq(stores.id, store.marina));
    expect(marina!.isDeliveryEnabled).toBe(false);
    await t.database.db.update(stores).set({ isDeliveryEnabled: true }).where(eq(stores.id, store.marina));
  });

  it('upgrades a database seeded before issue 8 once: Al Barsha 1 moved to its real point, zones back, no duplicate branches', async () => {
    const db = t.database.db;
    await db.delete(mappedAreas).where(eq(mappedAreas.brandId, alnile));
    await db.delete(brandDeliverySettings).where(eq(brandDeliverySettings.brandId, alnile));
    await db.update(stores).set({ lat: 25.111031, lng: 55.194978 }).where(eq(stores.id, store.barsha));
    expect(await seedDemoBrands(db)).toBe(true);
    const alnileStores = await db.select().from(stores).where(eq(stores.brandId, alnile));
    expect(alnileStores).toHaveLength(4);
    expect(alnileStores.find((s) => s.id === store.barsha)).toMatchObject({
      lat: 25.1186111,
      lng: 55.1983333,
    });
    const res = await call('store/get-stores-by-coordinates', {
      brandId: alnile,
      lat: 25.060672,
      lng: 55.236512,
    });
    expect(res.body.data[0].storeId._id).toBe(store.arjan);
    expect(await seedDemoBrands(db)).toBe(false);
  });

  it('get-stores-by-coordinates: Arjan in its community; two stores share AL BARSHA SOUTH FIRST, nearest first; none in the sea', async () => {
    const arjan = await call('store/get-stores-by-coordinates', {
      brandId: alnile,
      lat: 25.060672,
      lng: 55.236512,
    });
    expect(arjan.status).toBe(200);
    expect(arjan.body.data).toHaveLength(1);
    expect(arjan.body.data[0]).toMatchObject({
      storeId: { _id: store.arjan },
      mappedAreaType: 'POLYGON',
      deliveryFee: 5,
      minOrder: 30,
      deliveryTime: 30,
      areaName: 'AL BARSHA SOUTH THIRD',
      distance: 0,
    });
    const shared = await call('store/get-stores-by-coordinates', {
      brandId: alnile,
      lat: 25.086661,
      lng: 55.230959,
      language: 'AR',
    });
    expect(shared.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id)).toEqual([
      store.arjan,
      store.barsha,
    ]);
    expect(shared.body.data[0].areaName).toBe('البرشاء جنوب الأولى');
    expect(
      (await call('store/get-stores-by-coordinates', { brandId: alnile, lat: 25.15, lng: 55.1 })).body.data,
    ).toEqual([]);
  });

  it('DISTANCE: a point on the water 2.3 km from the Marina branch is served by its 3 km circle', async () => {
    const res = await call('store/get-stores-by-coordinates', { brandId: alnile, lat: 25.09, lng: 55.115 });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      storeId: { _id: store.marina },
      mappedAreaType: 'DISTANCE',
      deliveryFee: 12,
    });
    expect(res.body.data[0].distance).toBeGreaterThan(2300);
  });

  it.each([
    [{ lat: 'x', lng: 55 }, 'lat', MESSAGES.latitudeRange],
    [{ lat: '25.1', lng: 55 }, 'lat', MESSAGES.latitudeRange],
    [{ lat: 91, lng: 55 }, 'lat', MESSAGES.latitudeRange],
    [{ lat: -90.5, lng: 55 }, 'lat', MESSAGES.latitudeRange],
    [{ lat: 25, lng: 180.01 }, 'lng', MESSAGES.longitudeRange],
    [{ lat: 25, lng: null }, 'lng', MESSAGES.longitudeRange],
  ])('bad coordinates %j → 400 naming the field', async (point, field, text) => {
    const res = await call('store/get-stores-by-coordinates', { brandId: alnile, ...point });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: 0, code: expect.any(String), message: `${field}: ${text}` });
  });

  it('bad coordinates in Arabic; NaN (not JSON) is refused; a missing lat is named', async () => {
    const ar = await call('store/get-stores-by-coordinates', {
      brandId: alnile,
      lat: 200,
      lng: 55,
      language: 'AR',
    });
    expect(ar.status).toBe(400);
    expect(ar.body.message).toContain(MESSAGES_AR.latitudeRange);
    const nan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/store/get-stores-by-coordinates?app_version=26',
      headers: { 'content-type': 'application/json' },
      payload: `{"brandId":"${alnile}","lat":NaN,"lng":55}`,
    });
    expect(nan.statusCode).toBe(400);
    const missing = await call('store/get-stores-by-coordinates', { brandId: alnile, lng: 55 });
    expect(missing.body.message).toBe('lat is required');
  });

  it("another brand's zones are never matched; an unknown brand is 404", async () => {
    expect(
      (
        await call('store/get-stores-by-coordinates', {
          brandId: burgerato,
          lat: 25.060672,
          lng: 55.236512,
        })
      ).body.data,
    ).toEqual([]);
    expect(
      (await call('store/get-stores-by-coordinates', { brandId: randomUUID(), lat: 25, lng: 55 })).status,
    ).toBe(404);
  });

  it('get-stores-by-mapped-area: its store; another brand\'s or an unknown id → 404 "does not deliver" (EN/AR)', async () => {
    const [zone] = await t.database.db
      .select()
      .from(mappedAreas)
      .where(eq(mappedAreas.storeId, store.mirdif))
      .limit(1);
    const res = await call('store/get-stores-by-mapped-area', { brandId: alnile, mappedAreaId: zone!.id });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      _id: zone!.id,
      storeId: { _id: store.mirdif },
      distance: null,
    });
    const foreign = await call('store/get-stores-by-mapped-area', {
      brandId: burgerato,
      mappedAreaId: zone!.id,
    });
    expect(foreign).toMatchObject({
      status: 404,
      body: { success: 0, code: 'storeDoesNotDeliver', message: MESSAGES.storeDoesNotDeliver },
    });
    const ar = await call('store/get-stores-by-mapped-area', {
      brandId: alnile,
      mappedAreaId: randomUUID(),
      language: 'AR',
    });
    expect(ar.body.message).toBe(MESSAGES_AR.storeDoesNotDeliver);
    expect(
      (await call('store/get-stores-by-mapped-area', { brandId: alnile, mappedAreaId: 'nope' })).status,
    ).toBe(400);
  });

  it('check-coordinates: found at the selected store; other branches → the change-branch question; none → paused (AR too)', async () => {
    const found = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.arjan,
      lat: 25.060672,
      lng: 55.236512,
    });
    expect(found.body).toMatchObject({
      success: 1,
      data: { foundInSelectedStore: true, mappedAreaType: 'POLYGON', areaName: 'AL BARSHA SOUTH THIRD' },
    });
    expect(found.body.message).toBeUndefined();
    const other = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.mirdif,
      lat: 25.060672,
      lng: 55.236512,
    });
    expect(other.body).toMatchObject({
      success: 1,
      message: MESSAGES.changeBranchToDeliver,
      data: { foundInSelectedStore: false },
    });
    expect(other.body.data.stores[0].storeId._id).toBe(store.arjan);
    const none = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.arjan,
      lat: 25.15,
      lng: 55.1,
      language: 'AR',
    });
    expect(none.body).toMatchObject({
      success: 1,
      message: MESSAGES_AR.deliveryPaused,
      data: { foundInSelectedStore: false, stores: [] },
    });
    const foreign = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.burgerato,
      lat: 25,
      lng: 55,
    });
    expect(foreign.status).toBe(404);
  });

  it('get-brand-delivery-areas: Al Nile mapped areas grouped by city; Burgerato cities with their served areas; no method → 404', async () => {
    const mapped = await call('delivery-method/get-brand-delivery-areas', {
      brandId: alnile,
      updateMethod: true,
    });
    expect(mapped.body.data.deliveryMethod).toBe('MAPPED_AREA_BASED');
    expect(mapped.body.data.deliveryAreas[0].city).toEqual({ en: 'Dubai', ar: 'دبي' });
    expect(mapped.body.data.deliveryAreas[0].areas.length).toBeGreaterThanOrEqual(16);
    const areas = await call('delivery-method/get-brand-delivery-areas', { brandId: burgerato });
    expect(areas.body.data.deliveryMethod).toBe('AREA_BASED');
    const abuDhabi = areas.body.data.deliveryAreas.find(
      (c: { cityInfo: { cityNameEN: string } }) => c.cityInfo.cityNameEN === 'Abu Dhabi',
    );
    expect(
      abuDhabi.cityAreas.map((a: { areaInfo: { areaNameEN: string } }) => a.areaInfo.areaNameEN),
    ).toEqual(
      expect.arrayContaining(['Bani Yas City', 'Mussafah', 'Khalifa City', 'Abu Dhabi', 'Al Ain City']),
    );
    expect(abuDhabi.cityInfo.cityNameAR).toBe('أبو ظبي');
    const bare = await createBrand(t.database.db);
    const none = await call('delivery-method/get-brand-delivery-areas', {
      brandId: bare.id,
      language: 'AR',
    });
    expect(none).toMatchObject({
      status: 404,
      body: { success: 0, code: 'noDeliveryMethod', message: MESSAGES_AR.noDeliveryMethod },
    });
    expect((await call('brands/get-brand-active-delivery-method', { brandId: bare.id })).body.data).toEqual({
      deliveryMethod: null,
    });
  });

  it('AREA_BASED: stores by area, store areas by method, area info; foreign and unknown ids refused', async () => {
    const areas = await call('delivery-method/get-brand-delivery-areas', { brandId: burgerato });
    const abuDhabi = areas.body.data.deliveryAreas.find(
      (c: { cityInfo: { cityNameEN: string } }) => c.cityInfo.cityNameEN === 'Abu Dhabi',
    );
    const baniYas = abuDhabi.cityAreas.find(
      (a: { areaInfo: { areaNameEN: string } }) => a.areaInfo.areaNameEN === 'Bani Yas City',
    ).areaInfo;
    const byArea = await call('store/getStoresByDeliveryArea', { brandId: burgerato, areaId: baniYas._id });
    expect(byArea.body.data).toHaveLength(1);
    expect(byArea.body.data[0]).toMatchObject({
      storeId: { _id: store.burgerato },
      areaID: { _id: baniYas._id },
      deliveryFee: 5,
      minOrder: 25,
    });
    expect(
      (await call('store/getStoresByDeliveryArea', { brandId: alnile, areaId: baniYas._id })).status,
    ).toBe(404);
    const single = await call('delivery-method/get-delivery-areas-of-single-store-business', {
      brandId: burgerato,
      storeId: store.burgerato,
    });
    expect(single.body.data.AREA_BASED.methodName).toBe('AREA_BASED');
    expect(single.body.data.AREA_BASED.areaBaseRes).toHaveLength(6);
    expect(
      (
        await call('delivery-method/get-delivery-areas-of-single-store-business', {
          brandId: burgerato,
          storeId: store.arjan,
        })
      ).status,
    ).toBe(404);
    const row = byArea.body.data[0];
    const info = await call('delivery-method/get-delivery-area-info', {
      brandId: burgerato,
      storeId: store.burgerato,
      deliveryMethodType: 'AREA_BASED',
      countryId: row.countryID._id,
      cityId: row.cityID._id,
      areaId: baniYas._id,
    });
    expect(info.body.data.areaMethod.areaBaseRes).toMatchObject({
      deliveryFee: 5,
      minOrder: 25,
      deliveryTime: 30,
    });
    const noArea = await call('delivery-method/get-delivery-area-info', {
      brandId: burgerato,
      storeId: store.burgerato,
      deliveryMethodType: 'AREA_BASED',
      language: 'AR',
    });
    expect(noArea).toMatchObject({ status: 400, body: { message: MESSAGES_AR.selectArea } });
    const notServed = await call('delivery-method/get-delivery-area-info', {
      brandId: burgerato,
      storeId: store.burgerato,
      deliveryMethodType: 'COUNTRY_BASED',
      countryId: row.countryID._id,
    });
    expect(notServed).toMatchObject({ status: 404, body: { message: MESSAGES.storeDoesNotDeliver } });
  });
});
