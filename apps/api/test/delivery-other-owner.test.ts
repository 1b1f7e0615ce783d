import { MESSAGES } from '@sufra/contract';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { customerAddresses } from '../src/db/schema-delivery.ts';
import { areaBrand } from './support/area-delivery.ts';
import { deliveryBrand, INSIDE } from './support/delivery-orders.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Tenancy of the delivery calls (issue 8, decision 0016 Addresses, decision 0017): another
 * customer's address and another brand's address, store, area, city, country and zone are refused
 * as unknown — the same answer as an id that does not exist, so nothing about them leaks — and
 * nothing is changed (the tables are compared afterwards). Two MAPPED_AREA_BASED brands (f, g)
 * and two AREA_BASED brands (a, b) whose areas have the same names (Arjan, Al Barsha, Al Nahda).
 */
describe.each(testDatabases())('another customer’s or brand’s delivery data on %s', (kind) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof deliveryBrand>>;
  let g: Awaited<ReturnType<typeof deliveryBrand>>;
  let a: Awaited<ReturnType<typeof areaBrand>>;
  let b: Awaited<ReturnType<typeof areaBrand>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    f = await deliveryBrand(db);
    g = await deliveryBrand(db);
    a = await areaBrand(db);
    b = await areaBrand(db);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Every saved address and every order, in a stable order: what "nothing changed" compares. */
  const everything = async () => ({
    addresses: await t.database.db.select().from(customerAddresses).orderBy(asc(customerAddresses.id)),
    orders: Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n),
  });
  const as = (token: string, path: string, body: Record<string, unknown>) =>
    post(t.app, path, body, { authorization: token });
  const home = {
    address: 'Villa 12, Street 4, Arjan',
    addressType: 'Home',
    street: 'Street 4',
    city: 'Dubai',
    coordinates: INSIDE,
  };

  it("user/get-user-addresses-v2 lists only the customer's own, whatever id or filter is named", async () => {
    const before = await everything();
    const ids = (res: { body: { data: { userAddresses: Array<{ _id: string }> } } }) =>
      res.body.data.userAddresses.map((x) => x._id);
    for (const selectedUserAddressId of [f.theirAddressId, g.addressId]) {
      const res = await as(f.token, 'user/get-user-addresses-v2', {
        brandId: f.brandId,
        selectedUserAddressId,
      });
      expect(ids(res)).toEqual([f.addressId]);
    }
    // Another brand's zone or area as the filter keeps none (and says nothing about them).
    const zone = await as(f.token, 'user/get-user-addresses-v2', {
      brandId: f.brandId,
      deliveryMethod: 'MAPPED_AREA_BASED',
      mappedAreaId: g.zoneId,
    });
    expect([zone.status, ids(zone)]).toEqual([200, []]);
    const area = await as(f.token, 'user/get-user-addresses-v2', {
      brandId: f.brandId,
      deliveryMethod: 'AREA_BASED',
      areaId: b.areaId,
    });
    expect([area.status, ids(area)]).toEqual([200, []]);
    expect(await everything()).toEqual(before);
  });

  it("remove and update of another customer's or brand's address → 404 'Address not found', as an unknown id; nothing changed", async () => {
    const before = await everything();
    for (const userAddressId of [f.theirAddressId, g.addressId]) {
      for (const path of ['user/remove-user-address', 'user/updateUserAddress']) {
        const res = await as(f.token, path, {
          brandId: f.brandId,
          ...home,
          address: 'Hijacked 1',
          userAddressId,
        });
        expect([res.status, res.body], `${path} ${userAddressId}`).toEqual([
          404,
          { success: 0, code: 'addressNotFound', message: MESSAGES.addressNotFound },
        ]);
      }
    }
    // The other brand's customer, on that brand, cannot reach f's addresses either.
    const cross = await as(g.token, 'user/remove-user-address', {
      brandId: g.brandId,
      userAddressId: f.addressId,
    });
    expect(cross.status).toBe(404);
    expect(await everything()).toEqual(before);
  });

  it("an address naming another brand's zone, country, city or area is refused (400), on add and on update; nothing changed", async () => {
    const before = await everything();
    for (const ids of [
      { mappedAreaId: g.zoneId },
      { countryId: b.countryId },
      { cityId: b.cityId },
      { areaId: b.areaId },
    ]) {
      const add = await as(a.token, 'user/add-user-address', { brandId: a.brandId, ...home, ...ids });
      expect([add.status, add.body.message], JSON.stringify(ids)).toEqual([
        400,
        MESSAGES.storeDoesNotDeliver,
      ]);
      const update = await as(f.token, 'user/updateUserAddress', {
        brandId: f.brandId,
        ...home,
        ...ids,
        userAddressId: f.addressId,
      });
      expect([update.status, update.body.message]).toEqual([400, MESSAGES.storeDoesNotDeliver]);
    }
    expect(await everything()).toEqual(before);
  });

  it("place-order with another customer's or brand's saved address → 404 and no order; the answer names nothing of it", async () => {
    const order = (userAddressId: string) =>
      placeOrder(
        t.app,
        orderBody(
          { brandId: f.brandId, storeId: f.storeId },
          [burgerLine(f.menu, 2)],
          { itemsTotalPrice: 50, totalOrderPrice: 59.85 },
          { orderType: { type: 'DELIVERY' }, deliveryAddress: { userAddressId } },
        ),
        f.token,
      );
    const before = await everything();
    for (const userAddressId of [f.theirAddressId, g.addressId]) {
      const res = await order(userAddressId);
      expect([res.status, res.body]).toEqual([
        404,
        { success: 0, code: 'addressNotFound', message: MESSAGES.addressNotFound },
      ]);
    }
    expect(await everything()).toEqual(before);
    // The same body with the customer's own saved address is placed.
    const own = await order(f.addressId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("place-order (AREA_BASED) naming another brand's same-named area, city or country → 409 paused, no order", async () => {
    const inline = {
      address: 'Villa 12, Street 4, Arjan',
      addressType: 'Home',
      street: 'Street 4',
      city: 'dubai',
      country: 'uae',
      area: 'arjan',
      orderDeliveryLoc: { type: 'Point', coordinates: [INSIDE.lat, INSIDE.lng] },
    };
    // 2 × 25 = 50; Arjan's fee 5; VAT 5 % of 55 = 2.75; total 57.75.
    const order = (ids: Record<string, string>) =>
      placeOrder(
        t.app,
        orderBody(
          { brandId: a.brandId, storeId: a.storeId },
          [burgerLine(a.menu, 2)],
          { itemsTotalPrice: 50, totalOrderPrice: 57.75 },
          { orderType: { type: 'DELIVERY' }, deliveryAddress: { ...inline, ...ids } },
        ),
        a.token,
      );
    const before = await everything();
    for (const ids of [
      { countryId: b.countryId, cityId: b.cityId, areaId: b.areaId },
      { countryId: a.countryId, cityId: a.cityId, areaId: b.areaId },
      { countryId: a.countryId, cityId: b.cityId, areaId: a.areaId },
      { countryId: b.countryId, cityId: a.cityId, areaId: a.areaId },
    ]) {
      const res = await order(ids);
      expect([res.status, res.body.message], JSON.stringify(ids)).toEqual([409, MESSAGES.deliveryPaused]);
    }
    expect(await everything()).toEqual(before);
    // The brand's own ids are placed with the same body.
    const own = await order({ countryId: a.countryId, cityId: a.cityId, areaId: a.areaId });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("area lookups: another brand's same-named area → 404 'does not deliver'; its store → 404 'Something was incorrect.'", async () => {
    const byArea = await post(t.app, 'store/getStoresByDeliveryArea', {
      brandId: a.brandId,
      areaId: b.areaId,
    });
    expect([byArea.status, byArea.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const own = await post(t.app, 'store/getStoresByDeliveryArea', { brandId: a.brandId, areaId: a.areaId });
    expect(own.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id)).toEqual([a.storeId]);
    const info = (storeId: string, ids: { countryId: string; cityId: string; areaId: string }) =>
      post(t.app, 'delivery-method/get-delivery-area-info', {
        brandId: a.brandId,
        storeId,
        deliveryMethodType: 'AREA_BASED',
        ...ids,
      });
    const foreignIds = await info(a.storeId, { countryId: b.countryId, cityId: b.cityId, areaId: b.areaId });
    expect([foreignIds.status, foreignIds.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const foreignStore = await info(b.storeId, {
      countryId: b.countryId,
      cityId: b.cityId,
      areaId: b.areaId,
    });
    expect([foreignStore.status, foreignStore.body.message]).toEqual([404, MESSAGES.somethingIncorrect]);
    const single = await post(t.app, 'delivery-method/get-delivery-areas-of-single-store-business', {
      brandId: a.brandId,
      storeId: b.storeId,
    });
    expect([single.status, single.body.message]).toEqual([404, MESSAGES.somethingIncorrect]);
  });

  it("delivery menu and zone calls: another brand's store, zone or area as areaID → refused as unknown", async () => {
    const menu = (body: Record<string, unknown>) => post(t.app, 'menus/get-delivery-store-menu-v2', body);
    const foreignStore = await menu({ brandId: f.brandId, storeId: g.storeId, ...INSIDE });
    expect([foreignStore.status, foreignStore.body.message]).toEqual([404, MESSAGES.somethingIncorrect]);
    const foreignZone = await menu({ brandId: f.brandId, storeId: f.storeId, areaID: g.zoneId });
    expect([foreignZone.status, foreignZone.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const foreignArea = await menu({ brandId: a.brandId, storeId: a.storeId, areaID: b.areaId });
    expect([foreignArea.status, foreignArea.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const ownArea = await menu({ brandId: a.brandId, storeId: a.storeId, areaID: a.areaId });
    expect([ownArea.status, ownArea.body.data.storeArea.deliveryFee]).toEqual([200, 5]);
    const mapped = await post(t.app, 'store/get-stores-by-mapped-area', {
      brandId: f.brandId,
      mappedAreaId: g.zoneId,
    });
    expect([mapped.status, mapped.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const check = await post(t.app, 'store/check-coordinates-in-store-delivery-range', {
      brandId: f.brandId,
      storeId: g.storeId,
      ...INSIDE,
    });
    expect([check.status, check.body.message]).toEqual([404, MESSAGES.somethingIncorrect]);
    const zones = await post(t.app, 'delivery-method/get-store-zones', {
      brandId: f.brandId,
      storeId: g.storeId,
    });
    expect(zones.status).toBe(404);
    // The same point, seen by f: only f's stores (g's zones cover it too).
    const stores = await post(t.app, 'store/get-stores-by-coordinates', { brandId: f.brandId, ...INSIDE });
    const storeIds = stores.body.data.map((e: { storeId: { _id: string } }) => e.storeId._id);
    expect(storeIds).toContain(f.storeId);
    expect(storeIds).not.toContain(g.storeId);
  });
});
