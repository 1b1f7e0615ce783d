import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orders, stores } from '../src/db/schema.ts';
import { customerAddresses } from '../src/db/schema-delivery.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { deliveryBrand, INSIDE, inlineAddress } from './support/delivery-orders.ts';
import { burgerLine, orderBody } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** A call that takes a point: the raw JSON body with `lat` and `lng` spliced in as JSON text. */
interface Target {
  path: string;
  /** The field names the 400 message starts with. */
  latField: string;
  lngField: string;
  token?: () => string;
  body: (lat: string, lng: string, extra?: string) => string;
  /** What a body without a latitude answers (400). */
  missingLat: string;
}

/** JSON values that are not a latitude: overflowing numbers (±Infinity once parsed), wrong types. */
const NOT_A_LATITUDE = [
  '1e999',
  '-1e999',
  '91',
  '-90.000001',
  '"25.1"',
  '"abc"',
  '""',
  '[25.1]',
  '[]',
  '{}',
  'true',
  'null',
];
const NOT_A_LONGITUDE = ['1e999', '-1e999', '181', '-180.5', '"55.2"', '[55.2]', '{}', 'false', 'null'];
/** Not JSON at all (JavaScript's NaN and Infinity): refused before any field is read. */
const NOT_JSON = ['NaN', 'Infinity', '-Infinity'];
/** A stack trace, an error class or a source path must never reach a client. */
const LEAK = /\bat \S+ \(|Error\b|node_modules|\.ts:\d|\bstack\b/;

/**
 * Decision 0016 (Coordinates), 0017 (place-order's point), issue 8: every delivery call that
 * takes a point refuses a bad one with 400 `{ success: 0, code: expect.any(String), message }` naming the field — NaN,
 * ±Infinity, out of range, strings, arrays, objects, booleans, null, missing — never a 5xx, never a
 * stack trace, and writes nothing. Real demo data (Al Nile's zones) and the delivery fixture.
 */
describe.each(testDatabases())('bad coordinates on every delivery call on %s', (kind) => {
  let t: TestApp;
  let targets: Target[];
  let written: () => Promise<number[]>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    await seedDemoBrands(db);
    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    const brandId = alnile!.id;
    const [arjan] = (await db.select().from(stores).where(eq(stores.brandId, brandId))).filter((s) =>
      /Arjan/.test(s.nameEn),
    );
    const storeId = arjan!.id;
    const me = await signedInCustomer(db, brandId, '+971501117001');
    const [saved] = await db
      .insert(customerAddresses)
      .values({
        brandId,
        customerId: me.customerId,
        address: 'Villa 12, Street 4, Arjan',
        addressType: 'Home',
        street: 'Street 4',
        city: 'Dubai',
        country: 'UAE',
        lat: 25.060672,
        lng: 55.236512,
      })
      .returning();
    const f = await deliveryBrand(db);
    const order = JSON.stringify(
      orderBody(
        { brandId: f.brandId, storeId: f.storeId },
        [burgerLine(f.menu, 2)],
        {
          itemsTotalPrice: 50,
          totalOrderPrice: 59.85,
        },
        { orderType: { type: 'DELIVERY' }, deliveryAddress: inlineAddress(INSIDE) },
      ),
    );
    const point = (la: string, ln: string) => `"lat":${la},"lng":${ln}`;
    const fields =
      '"address":"Villa 12, Street 4, Arjan","addressType":"Home","street":"Street 4","city":"Dubai"';
    targets = [
      {
        path: 'store/get-stores-by-coordinates',
        latField: 'lat',
        lngField: 'lng',
        body: (la, ln, x = '') => `{"brandId":"${brandId}",${point(la, ln)}${x}}`,
        missingLat: 'lat is required',
      },
      {
        path: 'store/check-coordinates-in-store-delivery-range',
        latField: 'lat',
        lngField: 'lng',
        body: (la, ln, x = '') => `{"brandId":"${brandId}","storeId":"${storeId}",${point(la, ln)}${x}}`,
        missingLat: 'lat is required',
      },
      {
        path: 'geo/reverse-geocode',
        latField: 'lat',
        lngField: 'lng',
        body: (la, ln, x = '') => `{"brandId":"${brandId}",${point(la, ln)}${x}}`,
        missingLat: 'lat is required',
      },
      {
        path: 'menus/get-delivery-store-menu-v2',
        latField: 'lat',
        lngField: 'lng',
        body: (la, ln, x = '') => `{"brandId":"${brandId}","storeId":"${storeId}",${point(la, ln)}${x}}`,
        // The point is optional here (an areaID may stand for it): without one, the place is missing.
        missingLat: MESSAGES.chooseLocation,
      },
      {
        path: 'user/add-user-address',
        latField: 'coordinates.lat',
        lngField: 'coordinates.lng',
        token: () => me.token,
        body: (la, ln, x = '') => `{"brandId":"${brandId}",${fields},"coordinates":{${point(la, ln)}}${x}}`,
        missingLat: 'coordinates.lat is required',
      },
      {
        path: 'user/updateUserAddress',
        latField: 'coordinates.lat',
        lngField: 'coordinates.lng',
        token: () => me.token,
        body: (la, ln, x = '') =>
          `{"brandId":"${brandId}","userAddressId":"${saved!.id}",${fields},"coordinates":{${point(la, ln)}}${x}}`,
        missingLat: 'coordinates.lat is required',
      },
      {
        path: 'user/get-user-addresses-v2',
        latField: 'storeLocation.lat',
        lngField: 'storeLocation.lng',
        token: () => me.token,
        body: (la, ln, x = '') =>
          `{"brandId":"${brandId}","deliveryMethod":"MAPPED_AREA_BASED","distance":3000,"storeLocation":{${point(la, ln)}}${x}}`,
        missingLat: 'storeLocation.lat is required',
      },
      {
        path: 'order/place-order-v2',
        latField: 'deliveryAddress.orderDeliveryLoc.coordinates.0',
        lngField: 'deliveryAddress.orderDeliveryLoc.coordinates.1',
        token: () => f.token,
        body: (la, ln, x = '') => {
          const out = order.replace('[25.06,55.24]', la === '' ? `[${ln}]` : `[${la},${ln}]`);
          return x ? `${out.slice(0, -1)}${x}}` : out;
        },
        missingLat:
          'deliveryAddress.orderDeliveryLoc.coordinates: Too small: expected array to have >=2 items',
      },
    ];
    const rows = async (table: typeof orders | typeof customerAddresses) =>
      Number((await db.select({ n: count() }).from(table))[0]!.n);
    written = async () => [await rows(orders), await rows(customerAddresses)];
  }, 240_000);
  afterAll(async () => t?.close());

  const send = async (target: Target, payload: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${target.path}?app_version=26&app_name=WEB_STORE_FRONT`,
      headers: {
        'content-type': 'application/json',
        ...(target.token ? { authorization: target.token() } : {}),
      },
      payload,
    });
    const body = res.json();
    // Refused the same way everywhere: the failure envelope only, no trace.
    expect(Object.keys(body).sort(), `${target.path} ${payload}`).toEqual(['code', 'message', 'success']);
    expect(body.success).toBe(0);
    expect(body.message).not.toMatch(LEAK);
    return { status: res.statusCode, message: body.message as string };
  };

  it('a good point is answered (the bodies are right apart from the point)', async () => {
    for (const target of targets) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${target.path}?app_version=26&app_name=WEB_STORE_FRONT`,
        headers: {
          'content-type': 'application/json',
          ...(target.token ? { authorization: target.token() } : {}),
        },
        payload: target.body('25.06', '55.24'),
      });
      expect(res.statusCode, `${target.path}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });

  it('latitude not a number from -90 to 90 (±Infinity, 91, strings, arrays, objects, booleans, null) → 400 naming it', async () => {
    const before = await written();
    for (const target of targets)
      for (const v of NOT_A_LATITUDE)
        expect(await send(target, target.body(v, '55.24')), `${target.path} lat ${v}`).toEqual({
          status: 400,
          message: `${target.latField}: ${MESSAGES.latitudeRange}`,
        });
    expect(await written()).toEqual(before);
  });

  it('longitude not a number from -180 to 180 (±Infinity, 181, strings, arrays, objects, booleans, null) → 400 naming it', async () => {
    const before = await written();
    for (const target of targets)
      for (const v of NOT_A_LONGITUDE)
        expect(await send(target, target.body('25.06', v)), `${target.path} lng ${v}`).toEqual({
          status: 400,
          message: `${target.lngField}: ${MESSAGES.longitudeRange}`,
        });
    expect(await written()).toEqual(before);
  });

  it('NaN and ±Infinity (not JSON) → 400 "The request body is not valid JSON", in either place', async () => {
    for (const target of targets)
      for (const v of NOT_JSON) {
        for (const payload of [target.body(v, '55.24'), target.body('25.06', v)])
          expect(await send(target, payload), `${target.path} ${v}`).toEqual({
            status: 400,
            message: 'The request body is not valid JSON',
          });
      }
  });

  it('a missing latitude → 400 naming what is missing', async () => {
    for (const target of targets) {
      const payload =
        target.path === 'order/place-order-v2'
          ? target.body('', '55.24')
          : target.body('0', '55.24').replace(/"lat":0,/, '');
      expect(await send(target, payload), target.path).toEqual({ status: 400, message: target.missingLat });
    }
  });

  it('in Arabic: the field named and the latitude and longitude texts of decision 0016', async () => {
    for (const target of targets) {
      const lat = await send(target, target.body('91', '55.24', ',"language":"AR"'));
      expect(lat.status, target.path).toBe(400);
      expect(lat.message, target.path).toContain(`\u2068${target.latField}\u2069`);
      expect(lat.message, target.path).toContain(MESSAGES_AR.latitudeRange);
      const lng = await send(target, target.body('25.06', '-181', ',"language":"AR"'));
      expect(lng.message, target.path).toContain(`\u2068${target.lngField}\u2069`);
      expect(lng.message, target.path).toContain(MESSAGES_AR.longitudeRange);
    }
  });
});
