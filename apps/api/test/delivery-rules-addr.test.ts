import { MESSAGES } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orders, stores } from '../src/db/schema.ts';
import { customerAddresses, storeDeliveryAreas } from '../src/db/schema-delivery.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { areaBrand } from './support/area-delivery.ts';
import { createBrand } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** A point in AL BARSHA SOUTH THIRD, served by Al Nile Arjan only. */
const ARJAN = { lat: 25.060672, lng: 55.236512 };
/** On the water 2.3 km from Al Nile Marina: its 3 km DISTANCE circle only. */
const MARINA_WATER = { lat: 25.09, lng: 55.115 };

/**
 * Catalogue rules of area ADDR with a server side (001 §2.3, §4.3–§4.4, §5.2–§5.3, §7.3; issue 8):
 * on the seeded demo (Al Nile MAPPED_AREA_BASED with a DISTANCE circle, Burgerato AREA_BASED) and
 * an AREA_BASED fixture for orders.
 */
describe.each(testDatabases())('address rules on the server on %s', (kind) => {
  let t: TestApp;
  let alnile: string;
  let burgerato: string;
  const store = {} as Record<'arjan' | 'mirdif' | 'marina', string>;
  let me: { customerId: string; token: string };
  let fx: Awaited<ReturnType<typeof areaBrand>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await seedDemoBrands(db);
    const id = async (name: string) =>
      (await db.select().from(brands).where(eq(brands.temporaryDomainName, name)))[0]!.id;
    alnile = await id('alnile');
    burgerato = await id('burgerato');
    const all = await db.select().from(stores).where(eq(stores.brandId, alnile));
    for (const k of ['arjan', 'mirdif', 'marina'] as const)
      store[k] = all.find((s) => s.nameEn.toLowerCase().includes(k))!.id;
    me = await signedInCustomer(db, alnile, '+971501242001');
    fx = await areaBrand(db);
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (path: string, body: Record<string, unknown>, token?: string) =>
    post(t.app, path, body, token ? { authorization: token } : {});
  const home = {
    brandId: '',
    address: 'Villa 12, Street 4, Arjan',
    addressType: 'Home',
    street: 'Street 4',
    city: 'Dubai',
    coordinates: ARJAN,
  };
  /** An AREA_BASED delivery order of 2 burgers (50 + Arjan's 5 AED fee + 5 % VAT = 57.75). */
  const areaOrder = (deliveryAddress: Record<string, unknown>) =>
    placeOrder(
      t.app,
      orderBody(
        { brandId: fx.brandId, storeId: fx.storeId },
        [burgerLine(fx.menu, 2)],
        {
          itemsTotalPrice: 50,
          totalOrderPrice: 57.75,
        },
        { orderType: { type: 'DELIVERY' }, deliveryAddress },
      ),
      fx.token,
    );
  const inline = (over: Record<string, unknown> = {}) => ({
    address: 'Villa 12, Street 4, Arjan',
    addressType: 'Home',
    street: 'Street 4',
    city: 'dubai',
    country: 'uae',
    area: 'arjan',
    orderDeliveryLoc: { type: 'Point', coordinates: [ARJAN.lat, ARJAN.lng] },
    countryId: fx.countryId,
    cityId: fx.cityId,
    areaId: fx.areaId,
    ...over,
  });
  const fxOrders = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.brandId, fx.brandId)))[0]!.n,
    );

  it('ADDR-05 (5.2): the map’s default point (lat 23, lng 54) is no address — refused when saved and when ordered; nothing written', async () => {
    const mine = () =>
      t.database.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, me.customerId));
    const before = await mine();
    const body = { ...home, brandId: alnile, coordinates: { lat: 23, lng: 54 } };
    const add = await call('user/add-user-address', body, me.token);
    expect([add.status, add.body.message]).toEqual([400, MESSAGES.chooseLocation]);
    expect(await mine()).toEqual(before);
    const ordersBefore = await fxOrders();
    const order = await areaOrder(inline({ orderDeliveryLoc: { type: 'Point', coordinates: [23, 54] } }));
    expect([order.status, order.body.message]).toEqual([400, MESSAGES.chooseAddress]);
    // A row saved before this check (or by hand) at the default point is refused the same way.
    const [legacy] = await t.database.db
      .insert(customerAddresses)
      .values({ brandId: fx.brandId, customerId: fx.customerId, ...inline(), lat: 23, lng: 54 })
      .returning();
    const saved = await areaOrder({ userAddressId: legacy!.id });
    expect([saved.status, saved.body.message]).toEqual([400, MESSAGES.chooseAddress]);
    expect(await fxOrders()).toBe(ordersBefore);
    // A point next to it is a point (only the exact default is "not chosen").
    const near = await call(
      'user/add-user-address',
      { ...body, coordinates: { lat: 23.0001, lng: 54 } },
      me.token,
    );
    expect(near.status).toBe(200);
  });

  it('ADDR-03 (5.2): an address without its street or city cannot be ordered to (400 "Please choose an address.")', async () => {
    const before = await fxOrders();
    for (const over of [{ street: '' }, { city: '' }, { street: '   ' }]) {
      const res = await areaOrder(inline(over));
      expect([res.status, res.body.message], JSON.stringify(over)).toEqual([400, MESSAGES.chooseAddress]);
    }
    expect(await fxOrders()).toBe(before);
  });

  it('ADDR-07 (5.2): each area-based method needs its ids — area info, the delivery menu and place-order say which', async () => {
    const info = (deliveryMethodType: string, ids: Record<string, string>) =>
      call('delivery-method/get-delivery-area-info', {
        brandId: fx.brandId,
        storeId: fx.storeId,
        deliveryMethodType,
        ...ids,
      });
    const { countryId, cityId, areaId } = fx;
    const cases: Array<[string, Record<string, string>, string]> = [
      ['COUNTRY_BASED', {}, MESSAGES.selectCountry],
      ['CITY_BASED', { countryId }, MESSAGES.selectCity],
      ['CITY_BASED', { cityId }, MESSAGES.selectCity],
      ['AREA_BASED', { countryId, cityId }, MESSAGES.selectArea],
      ['AREA_BASED', { cityId, areaId }, MESSAGES.selectArea],
      ['AREA_BASED', { countryId, areaId }, MESSAGES.selectArea],
    ];
    for (const [method, ids, text] of cases) {
      const res = await info(method, ids);
      expect([res.status, res.body.message], `${method} ${Object.keys(ids)}`).toEqual([400, text]);
    }
    for (const [method, ids] of [
      ['COUNTRY_BASED', { countryId }],
      ['CITY_BASED', { countryId, cityId }],
      ['AREA_BASED', { countryId, cityId, areaId }],
    ] as const)
      expect((await info(method, ids)).status, method).toBe(200);
    const menu = await call('menus/get-delivery-store-menu-v2', { brandId: fx.brandId, storeId: fx.storeId });
    expect([menu.status, menu.body.message]).toEqual([400, MESSAGES.selectArea]);
    const before = await fxOrders();
    const order = await areaOrder(inline({ areaId: undefined }));
    expect([order.status, order.body.message]).toEqual([400, MESSAGES.selectArea]);
    expect(await fxOrders()).toBe(before);
  });

  it('ADDR-23 (7.3): lower-cased city, country and area are taken as sent; the fee comes from the ids, not from these texts', async () => {
    const lower = await areaOrder(inline());
    expect(lower.status, JSON.stringify(lower.body)).toBe(200);
    const upper = await areaOrder(inline({ city: 'DUBAI', country: 'UAE', area: 'ARJAN' }));
    expect(upper.status).toBe(200);
    const rows = await Promise.all(
      [lower, upper].map(
        async (r) =>
          (await t.database.db.select().from(orders).where(eq(orders.id, r.body.data.savedOrder._id)))[0]!,
      ),
    );
    expect(rows.map((r) => [r.deliveryFeeFils, r.deliveryZoneId])).toEqual([
      [500, rows[0]!.deliveryZoneId],
      [500, rows[0]!.deliveryZoneId],
    ]);
    expect(rows[0]!.deliverySnapshot).toMatchObject({ city: 'dubai', country: 'uae', area: 'arjan' });
    // Naming Al Barsha in the text while sending Arjan's ids still charges Arjan's 5 AED.
    const mislabelled = await areaOrder(inline({ area: 'al barsha' }));
    expect(mislabelled.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, mislabelled.body.data.savedOrder._id));
    expect(row!.deliveryFeeFils).toBe(500);
  });

  it('ADDR-09 (2.3): reverse geocoding names the zone; outside every zone the area is null (the browser writes "unknown"); abroad null', async () => {
    const reverse = (p: { lat: number; lng: number }) =>
      call('geo/reverse-geocode', { brandId: alnile, ...p });
    expect((await reverse(ARJAN)).body.data.address).toMatchObject({
      area: { en: 'AL BARSHA SOUTH THIRD' },
      city: { en: 'Dubai' },
      country: 'AE',
    });
    const sharjah = (await reverse({ lat: 25.3463, lng: 55.4209 })).body.data.address;
    expect(sharjah).toMatchObject({ area: null, country: 'AE', street: '' });
    expect(sharjah.city).not.toBeNull();
    expect((await reverse({ lat: 23.588, lng: 58.3829 })).body.data).toEqual({ address: null }); // Muscat
  });

  it('ADDR-11, ADDR-12 (4.3–4.4): every listed area leads back to its store; a point’s entry id is its mapped area; DISTANCE is marked', async () => {
    const areas = await call('delivery-method/get-brand-delivery-areas', {
      brandId: alnile,
      updateMethod: true,
    });
    const ids: string[] = areas.body.data.deliveryAreas.flatMap(
      (c: { areas: Array<{ mappedAreaId: string }> }) => c.areas.map((a) => a.mappedAreaId),
    );
    expect(ids.length).toBeGreaterThanOrEqual(16);
    for (const mappedAreaId of ids) {
      const res = await call('store/get-stores-by-mapped-area', { brandId: alnile, mappedAreaId });
      expect(
        res.body.data.map((e: { _id: string }) => e._id),
        mappedAreaId,
      ).toEqual([mappedAreaId]);
    }
    for (const p of [ARJAN, MARINA_WATER]) {
      const [entry] = (await call('store/get-stores-by-coordinates', { brandId: alnile, ...p })).body.data;
      expect(entry._id).toBe(entry.mappedAreaInfo.mappedAreaId._id);
      const back = await call('store/get-stores-by-mapped-area', {
        brandId: alnile,
        mappedAreaId: entry._id,
      });
      expect(back.body.data[0]).toMatchObject({
        storeId: { _id: entry.storeId._id },
        deliveryFee: entry.deliveryFee,
      });
    }
    const [circle] = (await call('store/get-stores-by-coordinates', { brandId: alnile, ...MARINA_WATER }))
      .body.data;
    expect([circle.mappedAreaType, circle.storeId._id]).toEqual(['DISTANCE', store.marina]);
    // Area-based: the entry's areaID leads to the stores of that area.
    const served = await call('delivery-method/get-brand-delivery-areas', { brandId: burgerato });
    const area = served.body.data.deliveryAreas[0].cityAreas[0].areaInfo;
    const byArea = await call('store/getStoresByDeliveryArea', { brandId: burgerato, areaId: area._id });
    expect(byArea.body.data[0].areaID._id).toBe(area._id);
  });

  it('ADDR-14 (4.4): outside the selected branch but inside another → the change-branch question with that branch; nowhere → paused', async () => {
    const other = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.mirdif,
      ...ARJAN,
    });
    expect(other.body).toMatchObject({
      success: 1,
      message: MESSAGES.changeBranchToDeliver,
      data: { foundInSelectedStore: false },
    });
    expect(other.body.data.stores.map((e: { storeId: { _id: string } }) => e.storeId._id)).toEqual([
      store.arjan,
    ]);
    const own = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.arjan,
      ...ARJAN,
    });
    expect([own.body.message, own.body.data.foundInSelectedStore]).toEqual([undefined, true]);
    const none = await call('store/check-coordinates-in-store-delivery-range', {
      brandId: alnile,
      storeId: store.arjan,
      lat: 25.15,
      lng: 55.1,
    });
    expect(none.body).toMatchObject({
      message: MESSAGES.deliveryPaused,
      data: { foundInSelectedStore: false, stores: [] },
    });
  });

  it('ADDR-17 (4.4), ADDR-18 (5.3): newest first with the selected one first; only with the brand’s token', async () => {
    const added: string[] = [];
    for (const address of ['Flat 1, Tower A, Arjan', 'Flat 2, Tower B, Arjan', 'Flat 3, Tower C, Arjan'])
      added.push(
        (await call('user/add-user-address', { ...home, brandId: alnile, address }, me.token)).body.data
          .address._id,
      );
    const list = async (body: Record<string, unknown>) =>
      (
        await call('user/get-user-addresses-v2', { brandId: alnile, ...body }, me.token)
      ).body.data.userAddresses.map((a: { _id: string }) => a._id);
    const newestFirst = await list({});
    expect(newestFirst.slice(0, 3)).toEqual([...added].reverse());
    const selected = await list({ selectedUserAddressId: added[0] });
    expect(selected).toEqual([added[0], ...newestFirst.filter((x: string) => x !== added[0])]);
    for (const path of [
      'user/get-user-addresses-v2',
      'user/add-user-address',
      'user/updateUserAddress',
      'user/remove-user-address',
    ]) {
      const res = await call(path, { ...home, brandId: alnile, userAddressId: added[0] });
      expect([res.status, res.body.success], path).toEqual([401, 0]);
    }
  });

  it('ADDR-20 (4.2): updateMethod is accepted; a method with no served areas is an empty list; no method → 404', async () => {
    const mapped = await call('delivery-method/get-brand-delivery-areas', {
      brandId: alnile,
      updateMethod: true,
    });
    expect([mapped.status, mapped.body.data.deliveryMethod]).toEqual([200, 'MAPPED_AREA_BASED']);
    await t.database.db
      .update(storeDeliveryAreas)
      .set({ isActive: false })
      .where(eq(storeDeliveryAreas.brandId, fx.brandId));
    const empty = await call('delivery-method/get-brand-delivery-areas', {
      brandId: fx.brandId,
      updateMethod: true,
    });
    expect(empty.body).toEqual({ success: 1, data: { deliveryMethod: 'AREA_BASED', deliveryAreas: [] } });
    await t.database.db
      .update(storeDeliveryAreas)
      .set({ isActive: true })
      .where(eq(storeDeliveryAreas.brandId, fx.brandId));
    const bare = await createBrand(t.database.db);
    const none = await call('delivery-method/get-brand-delivery-areas', {
      brandId: bare.id,
      updateMethod: true,
    });
    expect([none.status, none.body.message]).toEqual([404, MESSAGES.noDeliveryMethod]);
  });
});
