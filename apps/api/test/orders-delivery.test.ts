import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import {
  deliveryBrand,
  INSIDE,
  inlineAddress,
  NOWHERE,
  OTHER_STORE_ONLY,
} from './support/delivery-orders.ts';
import { createBrand, createStore } from './support/factory.ts';
import { burgerLine, friesLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 8, decision 0017: place-order-v2 for DELIVERY takes the fee and the minimum from the
 * store's zone holding the address's point (001 §7.3, §5.4; 000 §4.10), never from the request.
 */
describe.each(testDatabases())('delivery orders on %s', (kind) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof deliveryBrand>>;
  let foreign: { storeId: string; addressId: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    f = await deliveryBrand(db);
    const other = await deliveryBrand(db);
    foreign = { storeId: other.storeId, addressId: other.addressId };
  }, 120_000);
  afterAll(async () => t?.close());

  const ordersOfBrand = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.brandId, f.brandId)))[0]!.n,
    );
  /** A delivery cash order of `burgers` burgers (25 AED each) with the given amounts and extras. */
  const delivery = (
    burgers: number,
    amounts: { itemsTotalPrice: number; totalOrderPrice: number },
    over = {},
  ) =>
    orderBody({ brandId: f.brandId, storeId: f.storeId }, [burgerLine(f.menu, burgers)], amounts, {
      orderType: { type: 'DELIVERY' },
      deliveryAddress: inlineAddress(INSIDE),
      // The browser's fee and time are accepted and ignored (the zone's are 7 AED, 40 min).
      deliveryFee: 1,
      deliveryTime: 5,
      ...over,
    });

  it('inside the zone: the fee is the zone’s 7 AED (VAT on items + fee), snapshotted with the address', async () => {
    // 2 × 25 = 50; fee 7; VAT 5 % of 57 = 2.85; total 59.85.
    const res = await placeOrder(
      t.app,
      delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 59.85 }),
      f.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = await post(
      t.app,
      `order/get-order-info/${res.body.data.savedOrder._id}`,
      { brandId: f.brandId },
      {
        authorization: f.token,
      },
    );
    expect(info.body.data.order).toMatchObject({
      deliveryFee: 7,
      totalOrderPrice: 59.85,
      timingType: 'ASAP',
      preOrderSlot: null,
      deliveryAddress: {
        address: 'Villa 12, Street 4, Arjan',
        street: 'Street 4',
        orderDeliveryLoc: { type: 'Point', coordinates: [INSIDE.lat, INSIDE.lng] },
        deliveryMethod: 'MAPPED_AREA_BASED',
        zoneId: f.zoneId,
        areaName: { en: 'Arjan', ar: 'أرجان' },
        deliveryFee: 7,
        minOrder: 30,
        deliveryTime: 40,
      },
    });
    // The public tracking answer never carries the address.
    const token = info.body.data.order.trackingToken;
    const pub = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order/get-order-tracking-info/${res.body.data.savedOrder.orderNumber}?brandId=${f.brandId}&t=${token}&app_version=26`,
    });
    expect(pub.json().data.orders.deliveryAddress).toBeUndefined();
  });

  it('a total computed without the zone’s fee is refused (the browser’s deliveryFee is not trusted)', async () => {
    const before = await ordersOfBrand();
    const res = await placeOrder(
      t.app,
      delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 52.5 }, { deliveryFee: 0 }),
      f.token,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.menuUpdated);
    expect(await ordersOfBrand()).toBe(before);
  });

  it('WAIVER-01: from 100 AED the fee is waived to 0 (VAT on the items only)', async () => {
    const res = await placeOrder(t.app, delivery(4, { itemsTotalPrice: 100, totalOrderPrice: 105 }), f.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (
      await t.database.db.select().from(orders).where(eq(orders.id, res.body.data.savedOrder._id))
    )[0]!;
    expect(row).toMatchObject({
      deliveryFeeFils: 0,
      waiverFils: 700,
      totalFils: 10_500,
      deliveryZoneId: f.zoneId,
    });
  });

  it('a saved address of the customer is used; another customer’s or another brand’s address → 404, nothing written', async () => {
    const saved = { deliveryAddress: { userAddressId: f.addressId } };
    const ok = await placeOrder(
      t.app,
      delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 59.85 }, saved),
      f.token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const before = await ordersOfBrand();
    for (const userAddressId of [f.theirAddressId, foreign.addressId]) {
      const res = await placeOrder(
        t.app,
        delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 59.85 }, { deliveryAddress: { userAddressId } }),
        f.token,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MESSAGES.addressNotFound);
    }
    expect(await ordersOfBrand()).toBe(before);
  });

  it('another brand’s store → 404; a store whose delivery is off → 400', async () => {
    const foreignStore = await placeOrder(
      t.app,
      delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 59.85 }, { storeId: foreign.storeId }),
      f.token,
    );
    expect(foreignStore.status).toBe(404);
    const off = await placeOrder(
      t.app,
      delivery(2, { itemsTotalPrice: 50, totalOrderPrice: 59.85 }, { storeId: f.offStoreId }),
      f.token,
    );
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(MESSAGES.serviceNotAvailable);
  });

  it('a forged order for a point outside every zone of its store → 409 paused text, nothing written', async () => {
    const before = await ordersOfBrand();
    for (const point of [OTHER_STORE_ONLY, NOWHERE]) {
      const res = await placeOrder(
        t.app,
        delivery(
          2,
          { itemsTotalPrice: 50, totalOrderPrice: 52.5 },
          { deliveryAddress: inlineAddress(point), deliveryFee: 0 },
        ),
        f.token,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MESSAGES.deliveryPaused);
    }
    expect(await ordersOfBrand()).toBe(before);
  });

  it("001 §5.4: below the zone's minimum → 400 'Add {x} AED more' (EN and AR), nothing written", async () => {
    const before = await ordersOfBrand();
    // Fries 8.50 < 30: 21.50 more.
    const body = orderBody(
      { brandId: f.brandId, storeId: f.storeId },
      [friesLine(f.menu, 1)],
      {
        itemsTotalPrice: 8.5,
        totalOrderPrice: 16.28,
      },
      { orderType: { type: 'DELIVERY' }, deliveryAddress: inlineAddress(INSIDE) },
    );
    const res = await placeOrder(t.app, body, f.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.addMoreForMinimum('21.50'));
    const ar = await placeOrder(t.app, { ...body, language: 'AR' }, f.token);
    expect(ar.body.message).toBe(MESSAGES_AR.addMoreForMinimum('21.50'));
    expect(await ordersOfBrand()).toBe(before);
  });

  it('bad coordinates (strings, null, out of range, NaN) and a missing address → 400', async () => {
    const amounts = { itemsTotalPrice: 50, totalOrderPrice: 59.85 };
    for (const coordinates of [['25.06', 55.24], [null, 55.24], [95, 55.24], [25.06, 181], [25.06]]) {
      const res = await placeOrder(
        t.app,
        delivery(2, amounts, { deliveryAddress: inlineAddress({ coordinates }) }),
        f.token,
      );
      expect(res.status, JSON.stringify(coordinates)).toBe(400);
    }
    const nan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/place-order-v2?app_version=26&app_name=WEB_STORE_FRONT',
      headers: { authorization: f.token, 'content-type': 'application/json' },
      payload: JSON.stringify(delivery(2, amounts)).replace('[25.06,55.24]', '[NaN,55.24]'),
    });
    expect(nan.statusCode).toBe(400);
    const none = await placeOrder(t.app, delivery(2, amounts, { deliveryAddress: null }), f.token);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.chooseAddress);
    const noStreet = await placeOrder(
      t.app,
      delivery(2, amounts, { deliveryAddress: { ...inlineAddress(INSIDE), street: '' } }),
      f.token,
    );
    expect(noStreet.body.message).toBe(MESSAGES.chooseAddress);
  });

  it('a brand without a shipping method → 404 noDeliveryMethod; pickup orders are unchanged', async () => {
    const db = t.database.db;
    const brandId = (await createBrand(db)).id;
    const storeId = (await createStore(db, brandId, { isDeliveryEnabled: true })).id;
    const { token } = await signedInCustomer(db, brandId, '+971501230009');
    const res = await placeOrder(
      t.app,
      orderBody(
        { brandId, storeId },
        [burgerLine(f.menu, 1)],
        { itemsTotalPrice: 25, totalOrderPrice: 26.25 },
        {
          orderType: { type: 'DELIVERY' },
          deliveryAddress: inlineAddress(INSIDE),
        },
      ),
      token,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MESSAGES.noDeliveryMethod);
    const pickup = await placeOrder(
      t.app,
      orderBody({ brandId: f.brandId, storeId: f.storeId }, [burgerLine(f.menu, 1)], {
        itemsTotalPrice: 25,
        totalOrderPrice: 26.25,
      }),
      f.token,
    );
    expect(pickup.status).toBe(200);
  });
});
