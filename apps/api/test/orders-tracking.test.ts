import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../src/db/schema.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore, orderRow } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 5 "Trust before growth", task 1 (decision 0007; 002 §2.19, §7): tracking answers the
 * order's own signed-in customer in full, anyone else only with the order's unguessable tracking
 * token and without personal data; guesses get the one 404 "Sorry, we couldn't find the order.".
 */
describe.each(testDatabases())('order tracking privacy on %s (issue 5, decision 0007)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let owner: string;
  let stranger: string;
  let other: {
    brandId: string;
    storeId: string;
    token: string;
    menu: Awaited<ReturnType<typeof createMenu>>;
  };
  const PHONE = '+971507654321';
  const FULL_NAME = 'Aisha Al-Mansoori Khalid';
  const EMAIL = 'aisha.private@example.com';
  const VEHICLE = 'White Nissan A 12345';
  const REQUEST = 'Ring twice, flat 1203 Marina Heights';

  const customer = async (b: string, phoneNumber: string, name: string, email: string | null = null) => {
    const [c] = await t.database.db
      .insert(customers)
      .values({ brandId: b, phoneNumber, name, email })
      .returning();
    return createSession(t.database.db, b, c!.id, new Date());
  };

  /** 1 × Fries 8.50 + 5 % VAT = 8.93. */
  const friesOrder = (b: string, s: string, m: typeof menu, over: Record<string, unknown> = {}) => ({
    brandId: b,
    storeId: s,
    orderType: { type: 'PICKUP' },
    paymentType: 'CASH',
    orderedMenu: [{ itemId: m.fries.id, categoryId: m.category.id, quantity: 1, price: 8.5, options: [] }],
    itemsTotalPrice: 8.5,
    totalOrderPrice: 8.93,
    orderLevelSpecialRequest: REQUEST,
    pickupVehicleInfo: VEHICLE,
    ...over,
  });
  const place = async () => {
    const res = await post(t.app, 'order/place-order-v2', friesOrder(brandId, storeId, menu), {
      authorization: owner,
    });
    expect(res.status).toBe(200);
    return res.body.data.savedOrder as { _id: string; orderNumber: string; trackingToken: string };
  };
  const track = (
    idOrNumber: string,
    query: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    get(
      t.app,
      `order/get-order-tracking-info/${encodeURIComponent(idOrNumber)}`,
      { brandId, ...query },
      headers,
    );
  /** Fails when any personal datum of the customer appears anywhere in the answer. */
  const expectNoPersonalData = (body: unknown) => {
    const text = JSON.stringify(body);
    for (const secret of [
      PHONE,
      PHONE.slice(4),
      'Mansoori',
      'Khalid',
      EMAIL,
      VEHICLE,
      'Marina',
      'phoneNumber',
      'email',
    ])
      expect(text, `answer contains ${secret}`).not.toContain(secret);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db, { orderNumberPrefix: 'TRK' })).id;
    storeId = (await createStore(db, brandId)).id;
    menu = await createMenu(db, brandId);
    owner = await customer(brandId, PHONE, FULL_NAME, EMAIL);
    stranger = await customer(brandId, '+971509999999', 'Stranger');
    const ob = (await createBrand(db, { orderNumberPrefix: 'TRK' })).id;
    other = {
      brandId: ob,
      storeId: (await createStore(db, ob)).id,
      token: await customer(ob, PHONE, FULL_NAME, EMAIL),
      menu: await createMenu(db, ob),
    };
  });
  afterAll(() => t.close());

  it('a new order gets a 256-bit base64url tracking token, returned to its customer only', async () => {
    const placed = await place();
    expect(placed.trackingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row!.trackingToken).toBe(placed.trackingToken);
    const info = await post(
      t.app,
      `order/get-order-info/${placed.orderNumber}`,
      { brandId },
      { authorization: owner },
    );
    expect(info.body.data.order.trackingToken).toBe(placed.trackingToken);
    const list = await get(t.app, 'order/getCustomerOrders', { brandId }, { authorization: owner });
    const listed = (list.body.data.orders as Array<{ _id: string; trackingToken: string }>).find(
      (o) => o._id === placed._id,
    );
    expect(listed!.trackingToken).toBe(placed.trackingToken);
  });

  // 0100 IS10: the API takes the order's id or its number (the web routes carry the number).
  it('IS10: the signed-in owner reads the order by number or id with full detail, without a token', async () => {
    const placed = await place();
    for (const key of [placed.orderNumber, placed._id]) {
      const res = await track(key, {}, { authorization: owner });
      expect(res.status).toBe(200);
      expect(res.body.data.access).toBe('owner');
      expect(res.body.data.orders).toMatchObject({
        orderNumber: placed.orderNumber,
        customer: { name: FULL_NAME, phoneNumber: PHONE },
        pickupVehicleInfo: VEHICLE,
        orderLevelSpecialRequest: REQUEST,
        trackingToken: placed.trackingToken,
      });
    }
  });

  it('the token answer has the status and store but no phone, e-mail, surname, vehicle or special request', async () => {
    const placed = await place();
    for (const key of [placed.orderNumber, placed._id]) {
      const res = await track(key, { t: placed.trackingToken });
      expect(res.status).toBe(200);
      expect(res.body.data.access).toBe('link');
      expect(res.body.data.orders).toMatchObject({
        orderNumber: placed.orderNumber,
        orderStatus: 'PENDING',
        customer: { firstName: 'Aisha' },
        storeInfo: { mobileNumber: '+97140000000' },
      });
      expect(res.body.data.orders).not.toHaveProperty('trackingToken');
      expectNoPersonalData(res.body);
    }
    // Another signed-in customer of the brand holding the link also gets the public answer only.
    const shared = await track(placed.orderNumber, { t: placed.trackingToken }, { authorization: stranger });
    expect(shared.body.data.access).toBe('link');
    expectNoPersonalData(shared.body);
  });

  it('60 sequential numbers tried anonymously (and by another customer) give 0 personal data and one identical 404', async () => {
    await place();
    await place();
    const unknown = await track('TRK-99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: "Sorry, we couldn't find the order.",
    });
    let found = 0;
    for (let n = 1; n <= 60; n++) {
      const number = `TRK-${String(n).padStart(5, '0')}`;
      for (const attempt of [
        await track(number),
        await track(number, { t: 'a'.repeat(43) }),
        await track(number, {}, { authorization: stranger }),
      ]) {
        if (attempt.status === 200) found++;
        expect(attempt.status).toBe(404);
        expect(attempt.body).toEqual(unknown.body);
        expectNoPersonalData(attempt.body);
      }
    }
    expect(found).toBe(0);
  });

  it("a wrong, missing, malformed or other order's token gets the same 404", async () => {
    const a = await place();
    const b = await place();
    const cases: Array<Record<string, string>> = [
      {},
      { t: '' },
      { t: b.trackingToken },
      { t: a.trackingToken.slice(0, -1) },
      { t: 'x'.repeat(500) },
    ];
    for (const query of cases) {
      const res = await track(a.orderNumber, query);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: "Sorry, we couldn't find the order.",
      });
    }
  });

  // 0100 IS10: the id-or-number lookup is scoped by brand (0004): TRK-00001 of one brand is never another's.
  it("IS10: another brand's token or customer gets nothing, by number or by id", async () => {
    const mine = await place();
    const res = await post(
      t.app,
      'order/place-order-v2',
      friesOrder(other.brandId, other.storeId, other.menu),
      {
        authorization: other.token,
      },
    );
    const theirs = res.body.data.savedOrder as { _id: string; orderNumber: string; trackingToken: string };
    // Same prefix on purpose: TRK-00001 exists in both brands.
    expect(theirs.orderNumber).toMatch(/^TRK-/);
    const attempts = [
      // brand A's order with brand B's brandId, even with the right token
      get(t.app, `order/get-order-tracking-info/${mine.orderNumber}`, {
        brandId: other.brandId,
        t: mine.trackingToken,
      }),
      get(t.app, `order/get-order-tracking-info/${mine._id}`, {
        brandId: other.brandId,
        t: mine.trackingToken,
      }),
      // brand B's token presented for brand A's order number
      track(mine.orderNumber, { t: theirs.trackingToken }),
      // brand B's order by id under brand A, with its token
      track(theirs._id, { t: theirs.trackingToken }),
      // brand B's customer (same phone) signed in, asking brand A
      track(mine.orderNumber, {}, { authorization: other.token }),
      // brand A's owner asking brand B for brand A's order
      get(
        t.app,
        `order/get-order-tracking-info/${mine.orderNumber}`,
        { brandId: other.brandId },
        { authorization: owner },
      ),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: "Sorry, we couldn't find the order.",
      });
    }
  });

  it('older rows have the database default token (≥ 128 random bits) and it works as a link', async () => {
    const placed = await place();
    await t.database.db
      .update(orders)
      .set({ trackingToken: `legacy${'0'.repeat(58)}` })
      .where(eq(orders.id, placed._id));
    const [fresh] = await t.database.db
      .insert(orders)
      .values(
        orderRow(
          {
            brandId,
            storeId,
            customerId: (await t.database.db.select().from(orders).where(eq(orders.id, placed._id)))[0]!
              .customerId,
          },
          {
            orderNumber: 'TRK-LEGACY',
            status: 'ACCEPTED',
            itemsTotalFils: 850,
            taxFils: 43,
            totalFils: 893,
            customerSnapshot: { name: FULL_NAME, phoneNumber: PHONE, email: EMAIL },
          },
        ),
      )
      .returning();
    expect(fresh!.trackingToken).toMatch(/^[0-9a-f]{64}$/);
    const res = await track('TRK-LEGACY', { t: fresh!.trackingToken });
    expect(res.body.data).toMatchObject({ access: 'link', orders: { orderStatus: 'ACCEPTED' } });
    expectNoPersonalData(res.body);
  });
});
