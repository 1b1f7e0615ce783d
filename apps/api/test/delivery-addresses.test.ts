import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema.ts';
import { customerAddresses, mappedAreas } from '../src/db/schema-delivery.ts';
import { importZones } from '../src/seed/import-zones.ts';
import { createBrand, createStore } from './support/factory.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const square = (name: string, lng: number, lat: number, d = 0.01) => ({
  type: 'Feature',
  properties: { name_en: name, name_ar: `منطقة ${name}` },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + d, lat],
        [lng + d, lat + d],
        [lng, lat + d],
        [lng, lat],
      ],
    ],
  },
});

/** Issue 8: saved addresses (001 §3.1, §4.4, §5.2, §7.2) — a customer's own, of one brand, only. */
describe.each(testDatabases())('saved addresses on %s', (kind) => {
  let t: TestApp;
  let brandId: string;
  let otherBrandId: string;
  let zoneId: string;
  let me: { customerId: string; token: string };
  let you: { customerId: string; token: string };
  let foreigner: { customerId: string; token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const brand = await createBrand(db);
    const other = await createBrand(db);
    brandId = brand.id;
    otherBrandId = other.id;
    const store = await createStore(db, brandId);
    await importZones(db, {
      temporaryDomainName: brand.temporaryDomainName,
      store: store.id,
      collection: { type: 'FeatureCollection', features: [square('A', 55.2, 25.1)] },
    });
    const [zone] = await db.select().from(mappedAreas);
    zoneId = zone!.id;
    me = await signedInCustomer(db, brandId, '+971501110001');
    you = await signedInCustomer(db, brandId, '+971501110002');
    foreigner = await signedInCustomer(db, otherBrandId, '+971501110001');
  }, 120_000);
  afterAll(async () => t?.close());

  const as = (who: { token: string }, path: string, body: Record<string, unknown>) =>
    post(t.app, path, { brandId, ...body }, { authorization: who.token });
  const home = {
    address: 'Villa 12, Street 5, Al Barsha 1',
    addressType: 'Home',
    street: 'Street 5',
    building: 'Villa 12',
    city: 'Dubai',
    area: 'A',
    country: 'UAE',
    coordinates: { lat: 25.105, lng: 55.205 },
    deliveryMethodType: 'MAPPED_AREA_BASED',
  };

  it("add, list (selected first, filtered by mapped area), update, remove: the customer's own", async () => {
    const added = await as(me, 'user/add-user-address', { ...home, mappedAreaId: zoneId });
    expect(added.status).toBe(200);
    const id = added.body.data.address._id;
    expect(added.body.data.address).toMatchObject({
      addressType: 'Home',
      coordinates: home.coordinates,
      mappedAreaId: zoneId,
      apartmentNo: '',
    });
    const far = await as(me, 'user/add-user-address', {
      ...home,
      address: 'Office tower, DIFC',
      addressType: 'Office',
      coordinates: { lat: 25.21, lng: 55.28 },
    });
    const farId = far.body.data.address._id;
    const all = await as(me, 'user/get-user-addresses-v2', {
      deliveryMethod: 'all',
      selectedUserAddressId: id,
    });
    expect(all.body.data.userAddresses.map((a: { _id: string }) => a._id)).toEqual([id, farId]);
    const inZone = await as(me, 'user/get-user-addresses-v2', {
      deliveryMethod: 'MAPPED_AREA_BASED',
      mappedAreaId: zoneId,
    });
    expect(inZone.body.data.userAddresses.map((a: { _id: string }) => a._id)).toEqual([id]);
    const near = await as(me, 'user/get-user-addresses-v2', {
      deliveryMethod: 'MAPPED_AREA_BASED',
      distance: 2000,
      storeLocation: { lat: 25.2, lng: 55.28 },
    });
    expect(near.body.data.userAddresses.map((a: { _id: string }) => a._id)).toEqual([farId]);
    const updated = await as(me, 'user/updateUserAddress', {
      ...home,
      userAddressId: id,
      floor: '2',
      apartmentNo: '21',
    });
    expect(updated.body.data.address).toMatchObject({
      _id: id,
      floor: '2',
      apartmentNo: '21',
      mappedAreaId: null,
    });
    expect((await as(me, 'user/remove-user-address', { userAddressId: farId })).body).toEqual({
      success: 1,
      data: { userAddressId: farId },
    });
    expect((await as(me, 'user/get-user-addresses-v2', {})).body.data.userAddresses).toHaveLength(1);
  });

  it("another customer's or brand's address id → 404 'Address not found' (EN/AR), nothing changed", async () => {
    const mine = (await as(me, 'user/add-user-address', { ...home, address: 'Flat 3, Building 7' })).body.data
      .address._id;
    const before = await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.id, mine));
    for (const [who, lang] of [
      [you, 'EN'],
      [foreigner, 'AR'],
    ] as const) {
      const body = { userAddressId: mine, language: lang };
      const brand = who === foreigner ? otherBrandId : brandId;
      const text = lang === 'AR' ? MESSAGES_AR.addressNotFound : MESSAGES.addressNotFound;
      const opts = { authorization: who.token };
      expect(await post(t.app, 'user/remove-user-address', { brandId: brand, ...body }, opts)).toMatchObject({
        status: 404,
        body: { success: 0, code: expect.any(String), message: text },
      });
      expect(
        await post(t.app, 'user/updateUserAddress', { brandId: brand, ...home, ...body }, opts),
      ).toMatchObject({ status: 404, body: { message: text } });
      const list = await post(t.app, 'user/get-user-addresses-v2', { brandId: brand }, opts);
      expect(list.body.data.userAddresses.map((a: { _id: string }) => a._id)).not.toContain(mine);
    }
    expect((await as(me, 'user/remove-user-address', { userAddressId: randomUUID() })).status).toBe(404);
    expect(
      await t.database.db.select().from(customerAddresses).where(eq(customerAddresses.id, mine)),
    ).toEqual(before);
  });

  it('a foreign token (other brand) on this brand → 401; no token → 401', async () => {
    expect((await as(foreigner, 'user/get-user-addresses-v2', {})).status).toBe(401);
    expect((await post(t.app, 'user/add-user-address', { brandId, ...home })).status).toBe(401);
  });

  it("form rules (ADDR-01, ADDR-02; IS04 'Please enter full address') and coordinates, in EN and AR; another brand's area id is refused", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ address: '   ' }, `address: ${MESSAGES.enterFullAddress}`, MESSAGES_AR.enterFullAddress],
      [{ address: 'abc ' }, `address: ${MESSAGES.fullAddressMinLength}`, MESSAGES_AR.fullAddressMinLength],
      [{ addressType: 'Villa' }, `addressType: ${MESSAGES.selectAddressType}`, MESSAGES_AR.selectAddressType],
      [
        { coordinates: { lat: 25, lng: 'east' } },
        `coordinates.lng: ${MESSAGES.longitudeRange}`,
        MESSAGES_AR.longitudeRange,
      ],
      [
        { coordinates: { lat: -91, lng: 55 } },
        `coordinates.lat: ${MESSAGES.latitudeRange}`,
        MESSAGES_AR.latitudeRange,
      ],
    ];
    // IS04 (decision 0100): the first reading, verbatim.
    expect(MESSAGES.enterFullAddress).toBe('Please enter full address');
    for (const [patch, en, ar] of cases) {
      const res = await as(me, 'user/add-user-address', { ...home, ...patch });
      expect(res).toMatchObject({ status: 400, body: { success: 0, code: expect.any(String), message: en } });
      const arabic = await as(me, 'user/add-user-address', { ...home, ...patch, language: 'AR' });
      expect(arabic.body.message).toContain(ar);
    }
    const foreignStore = await createStore(t.database.db, otherBrandId);
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, otherBrandId));
    await importZones(t.database.db, {
      temporaryDomainName: brand!.temporaryDomainName,
      store: foreignStore.id,
      collection: { type: 'FeatureCollection', features: [square('B', 55.3, 25.2)] },
    });
    const zones = await t.database.db.select().from(mappedAreas).where(eq(mappedAreas.brandId, otherBrandId));
    const refused = await as(me, 'user/add-user-address', { ...home, mappedAreaId: zones[0]!.id });
    expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.storeDoesNotDeliver } });
  });
});
