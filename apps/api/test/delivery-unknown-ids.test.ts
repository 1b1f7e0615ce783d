import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orders, stores } from '../src/db/schema.ts';
import { customerAddresses, mappedAreas } from '../src/db/schema-delivery.ts';
import { invalidateZoneIndex } from '../src/modules/delivery/zone-index.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { areaBrand } from './support/area-delivery.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Ids that are not ids: refused by the contract (idSchema) with 400 naming the field. */
const MALFORMED: unknown[] = [
  'nope',
  '',
  '42',
  42,
  null,
  true,
  [randomUUID()],
  {},
  `${randomUUID()}x`,
  "' OR 1=1 --",
];

/**
 * Issue 8, decision 0016 (Answers): an unknown id of a delivery area, mapped area, city, country,
 * store or saved address is refused by each call as its contract says — 404 with the call's text
 * (never a 500, never an empty success that hides the mistake, unless the contract says so) — and
 * a malformed id is 400 naming the field. On the seeded demo (Al Nile MAPPED_AREA_BASED,
 * Burgerato AREA_BASED) and an AREA_BASED fixture for place-order; nothing is written.
 */
describe.each(testDatabases())('unknown and malformed delivery ids on %s', (kind) => {
  let t: TestApp;
  let alnile: string;
  let burgerato: string;
  let arjan: string;
  let burgeratoStore: string;
  let token: string;
  let zoneId: string;
  let area: { areaId: string; cityId: string; countryId: string };
  let fx: Awaited<ReturnType<typeof areaBrand>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await seedDemoBrands(db);
    const brandId = async (name: string) =>
      (await db.select().from(brands).where(eq(brands.temporaryDomainName, name)))[0]!.id;
    alnile = await brandId('alnile');
    burgerato = await brandId('burgerato');
    const all = await db.select().from(stores);
    arjan = all.find((s) => s.brandId === alnile && /Arjan/.test(s.nameEn))!.id;
    burgeratoStore = all.find((s) => s.brandId === burgerato)!.id;
    zoneId = (await db.select().from(mappedAreas).where(eq(mappedAreas.storeId, arjan)))[0]!.id;
    const served = await post(t.app, 'delivery-method/get-delivery-areas-of-single-store-business', {
      brandId: burgerato,
      storeId: burgeratoStore,
    });
    const entry = served.body.data.AREA_BASED.areaBaseRes[0];
    area = { areaId: entry.areaID._id, cityId: entry.cityID._id, countryId: entry.countryID._id };
    token = (await signedInCustomer(db, alnile, '+971501118001')).token;
    fx = await areaBrand(db);
  }, 240_000);
  afterAll(async () => t?.close());

  const call = (path: string, body: Record<string, unknown>, auth?: string) =>
    post(t.app, path, body, auth ? { authorization: auth } : {});
  const refused = async (path: string, body: Record<string, unknown>, status: number, message: string) => {
    const res = await call(path, body, path.startsWith('user/') ? token : undefined);
    expect([res.status, res.body], `${path} ${JSON.stringify(body)}`).toEqual([
      status,
      { success: 0, code: expect.any(String), message },
    ]);
  };
  const malformed = async (path: string, base: Record<string, unknown>, field: string, auth?: string) => {
    for (const bad of MALFORMED) {
      const res = await call(path, { ...base, [field]: bad }, auth);
      expect(res.status, `${path} ${field}=${JSON.stringify(bad)}`).toBe(400);
      expect(res.body.success).toBe(0);
      expect(res.body.message, `${path} ${field}=${JSON.stringify(bad)}`).toMatch(
        new RegExp(`^${field}[: ]`),
      );
    }
  };

  it('get-stores-by-mapped-area: unknown, inactive or another kind of id → 404 "does not deliver"; malformed → 400 (001 §4.3)', async () => {
    const path = 'store/get-stores-by-mapped-area';
    await refused(path, { brandId: alnile, mappedAreaId: randomUUID() }, 404, MESSAGES.storeDoesNotDeliver);
    await refused(path, { brandId: alnile, mappedAreaId: arjan }, 404, MESSAGES.storeDoesNotDeliver);
    await refused(path, { brandId: alnile, mappedAreaId: area.areaId }, 404, MESSAGES.storeDoesNotDeliver);
    await t.database.db.update(mappedAreas).set({ isActive: false }).where(eq(mappedAreas.id, zoneId));
    invalidateZoneIndex(alnile, t.database.db);
    try {
      await refused(path, { brandId: alnile, mappedAreaId: zoneId }, 404, MESSAGES.storeDoesNotDeliver);
    } finally {
      await t.database.db.update(mappedAreas).set({ isActive: true }).where(eq(mappedAreas.id, zoneId));
      invalidateZoneIndex(alnile, t.database.db);
    }
    expect((await call(path, { brandId: alnile, mappedAreaId: zoneId })).status).toBe(200);
    await malformed(path, { brandId: alnile }, 'mappedAreaId');
    await refused(path, { brandId: alnile }, 400, 'mappedAreaId is required');
  });

  it('getStoresByDeliveryArea: an unknown area, or a city or country id as the area → 404; malformed → 400 (001 §4.3)', async () => {
    const path = 'store/getStoresByDeliveryArea';
    expect((await call(path, { brandId: burgerato, areaId: area.areaId })).status).toBe(200);
    for (const areaId of [randomUUID(), area.cityId, area.countryId, zoneId])
      await refused(path, { brandId: burgerato, areaId }, 404, MESSAGES.storeDoesNotDeliver);
    await malformed(path, { brandId: burgerato }, 'areaId');
  });

  it('get-delivery-area-info: unknown or mismatched country, city, area → 404 (ADDR-08); malformed → 400; unknown store → 404', async () => {
    const path = 'delivery-method/get-delivery-area-info';
    const base = { brandId: burgerato, storeId: burgeratoStore, deliveryMethodType: 'AREA_BASED', ...area };
    expect((await call(path, base)).status).toBe(200);
    for (const patch of [
      { areaId: randomUUID() },
      { cityId: randomUUID() },
      { countryId: randomUUID() },
      { areaId: area.cityId }, // a city's id where the area's should be
      { cityId: area.areaId, areaId: area.cityId }, // swapped
    ])
      await refused(path, { ...base, ...patch }, 404, MESSAGES.storeDoesNotDeliver);
    for (const [method, ids] of [
      ['COUNTRY_BASED', { countryId: randomUUID() }],
      ['CITY_BASED', { countryId: area.countryId, cityId: randomUUID() }],
    ] as const)
      await refused(
        path,
        { brandId: burgerato, storeId: burgeratoStore, deliveryMethodType: method, ...ids },
        404,
        MESSAGES.storeDoesNotDeliver,
      );
    await refused(path, { ...base, storeId: randomUUID() }, 404, MESSAGES.somethingIncorrect);
    for (const field of ['areaId', 'cityId', 'countryId', 'storeId']) await malformed(path, base, field);
    const pizza = await call(path, { ...base, deliveryMethodType: 'PIZZA_BASED' });
    expect([pizza.status, pizza.body.message]).toEqual([400, expect.stringMatching(/^deliveryMethodType: /)]);
  });

  it('get-delivery-areas-of-single-store-business and get-store-zones: unknown store → 404; malformed → 400', async () => {
    for (const path of [
      'delivery-method/get-delivery-areas-of-single-store-business',
      'delivery-method/get-store-zones',
    ]) {
      await refused(path, { brandId: alnile, storeId: randomUUID() }, 404, MESSAGES.somethingIncorrect);
      await malformed(path, { brandId: alnile }, 'storeId');
    }
  });

  it('delivery menu: an unknown or malformed areaID or store; an AREA_BASED brand’s unknown area (TIMING-09)', async () => {
    const path = 'menus/get-delivery-store-menu-v2';
    await refused(
      path,
      { brandId: alnile, storeId: arjan, areaID: randomUUID() },
      404,
      MESSAGES.storeDoesNotDeliver,
    );
    await refused(
      path,
      { brandId: burgerato, storeId: burgeratoStore, areaID: randomUUID() },
      404,
      MESSAGES.storeDoesNotDeliver,
    );
    await refused(
      path,
      { brandId: alnile, storeId: randomUUID(), areaID: zoneId },
      404,
      MESSAGES.somethingIncorrect,
    );
    await malformed(path, { brandId: alnile, storeId: arjan }, 'areaID');
    await malformed(path, { brandId: alnile, areaID: zoneId }, 'storeId');
  });

  it('saved addresses: unknown area ids are refused and not stored; an unknown zone filter keeps none; malformed → 400', async () => {
    const before = Number((await t.database.db.select({ n: count() }).from(customerAddresses))[0]!.n);
    const home = {
      brandId: alnile,
      address: 'Villa 12, Street 4, Arjan',
      addressType: 'Home',
      street: 'Street 4',
      city: 'Dubai',
      coordinates: { lat: 25.060672, lng: 55.236512 },
    };
    for (const field of ['mappedAreaId', 'countryId', 'cityId', 'areaId']) {
      await refused(
        'user/add-user-address',
        { ...home, [field]: randomUUID() },
        400,
        MESSAGES.storeDoesNotDeliver,
      );
      await malformed('user/add-user-address', home, field, token);
    }
    const ar = await call('user/add-user-address', { ...home, areaId: randomUUID(), language: 'AR' }, token);
    expect(ar.body.message).toBe(MESSAGES_AR.storeDoesNotDeliver);
    expect(Number((await t.database.db.select({ n: count() }).from(customerAddresses))[0]!.n)).toBe(before);
    expect((await call('user/add-user-address', home, token)).status).toBe(200);
    const filtered = await call(
      'user/get-user-addresses-v2',
      { brandId: alnile, deliveryMethod: 'MAPPED_AREA_BASED', mappedAreaId: randomUUID() },
      token,
    );
    expect([filtered.status, filtered.body.data.userAddresses]).toEqual([200, []]);
    for (const field of ['mappedAreaId', 'areaId', 'selectedUserAddressId'])
      await malformed('user/get-user-addresses-v2', { brandId: alnile }, field, token);
    for (const path of ['user/remove-user-address', 'user/updateUserAddress']) {
      await refused(path, { ...home, userAddressId: randomUUID() }, 404, MESSAGES.addressNotFound);
      await malformed(path, home, 'userAddressId', token);
    }
  });

  it('place-order (AREA_BASED): unknown area, city or country → 409 paused; unknown saved address → 404; malformed → 400; nothing written', async () => {
    const orderCount = async () =>
      Number(
        (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.brandId, fx.brandId)))[0]!.n,
      );
    const inline = {
      address: 'Villa 12, Street 4, Arjan',
      addressType: 'Home',
      street: 'Street 4',
      city: 'dubai',
      country: 'uae',
      area: 'arjan',
      orderDeliveryLoc: { type: 'Point', coordinates: [25.06, 55.24] },
      countryId: fx.countryId,
      cityId: fx.cityId,
      areaId: fx.areaId,
    };
    // 2 × 25 = 50; the area's fee 5; VAT 5 % of 55 = 2.75; total 57.75.
    const body = (deliveryAddress: Record<string, unknown>) =>
      orderBody(
        { brandId: fx.brandId, storeId: fx.storeId },
        [burgerLine(fx.menu, 2)],
        {
          itemsTotalPrice: 50,
          totalOrderPrice: 57.75,
        },
        { orderType: { type: 'DELIVERY' }, deliveryAddress },
      );
    const before = await orderCount();
    for (const patch of [
      { areaId: randomUUID() },
      { cityId: randomUUID() },
      { countryId: randomUUID() },
      { areaId: fx.nahdaId },
    ]) {
      const res = await placeOrder(t.app, body({ ...inline, ...patch }), fx.token);
      expect([res.status, res.body.message], JSON.stringify(patch)).toEqual([409, MESSAGES.deliveryPaused]);
    }
    const unknownSaved = await placeOrder(t.app, body({ userAddressId: randomUUID() }), fx.token);
    expect([unknownSaved.status, unknownSaved.body.message]).toEqual([404, MESSAGES.addressNotFound]);
    for (const field of ['areaId', 'cityId', 'countryId', 'userAddressId'])
      for (const bad of MALFORMED) {
        const res = await placeOrder(t.app, body({ ...inline, [field]: bad }), fx.token);
        expect(res.status, `${field}=${JSON.stringify(bad)}`).toBe(400);
        expect(res.body.message).toMatch(new RegExp(`^deliveryAddress\\.${field}[: ]`));
      }
    expect(await orderCount()).toBe(before);
    const ok = await placeOrder(t.app, body(inline), fx.token);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.brandId, fx.brandId), eq(orders.id, ok.body.data.savedOrder._id)));
    // The known ids: the Arjan entry's terms (5 AED), whatever the request said.
    expect(row!.deliveryFeeFils).toBe(500);
    expect(row!.deliverySnapshot).toMatchObject({ method: 'AREA_BASED', areaName: { en: 'Arjan' } });
  });
});
