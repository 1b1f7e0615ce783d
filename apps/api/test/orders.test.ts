import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  idempotencyKeys,
  items,
  modifiers,
  orderLines,
  orderStatusHistory,
  orders,
  stores,
} from '../src/db/schema.ts';
import { dropBrandCaches } from '../src/platform/brand-changes.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('orders on %s (001 §7.3, 002 §7)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let closedStoreId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let token: string;
  let otherToken: string;
  let otherBrand: {
    brandId: string;
    storeId: string;
    token: string;
    menu: Awaited<ReturnType<typeof createMenu>>;
  };

  const customer = async (b: string, phoneNumber: string) => {
    const [c] = await t.database.db
      .insert(customers)
      .values({ brandId: b, phoneNumber, name: 'Test' })
      .returning();
    return createSession(t.database.db, b, c!.id, new Date());
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db, { orderNumberPrefix: 'TST' })).id;
    storeId = (await createStore(db, brandId)).id;
    closedStoreId = (await createStore(db, brandId, { openingHours: NEVER_OPEN })).id;
    menu = await createMenu(db, brandId);
    token = await customer(brandId, '+971501111111');
    otherToken = await customer(brandId, '+971502222222');
    const ob = (await createBrand(db)).id;
    otherBrand = {
      brandId: ob,
      storeId: (await createStore(db, ob)).id,
      token: await customer(ob, '+971503333333'),
      menu: await createMenu(db, ob),
    };
  });
  afterAll(() => t.close());

  /** 2 × Burger with Juice (+3.50) and Cheese (+2.00) = 2 × 30.50, + 1 × Fries 8.50 = 69.50; 5 % VAT 3.48; total 72.98. */
  const order = (over: Record<string, unknown> = {}) => ({
    brandId,
    storeId,
    orderType: { type: 'PICKUP', EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
    paymentType: 'CASH',
    orderedMenu: [
      {
        itemId: menu.burger.id,
        categoryId: menu.category.id,
        quantity: 2,
        price: 30.5,
        options: [
          { optionId: menu.juice.id, modifierGroupId: menu.drinks.id, quantity: 1, price: 3.5 },
          { optionId: menu.cheese.id, modifierGroupId: menu.extras.id, quantity: 1, price: 2 },
        ],
      },
      { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
    ],
    itemsTotalPrice: 69.5,
    totalOrderPrice: 72.98,
    orderLevelSpecialRequest: 'No onions',
    ...over,
  });
  const countOrders = async () => Number((await t.database.db.select({ n: count() }).from(orders))[0]!.n);

  it('places a pickup cash order: totals recomputed in fils with 5 % VAT, lines and options snapshotted, status PENDING', async () => {
    const res = await post(t.app, 'order/place-order-v2', order(), { authorization: token });
    expect(res.status).toBe(200);
    expect(res.body.data.savedOrder.orderNumber).toMatch(/^TST-\d{5}$/);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.body.data.savedOrder._id));
    expect(row).toMatchObject({
      itemsTotalFils: 6950,
      taxFils: 348,
      totalFils: 7298,
      status: 'PENDING',
      serviceType: 'PICKUP',
      specialRequest: 'No onions',
    });
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    expect(lines.map((l) => [l.titleEn, l.quantity, l.unitPriceFils, l.lineTotalFils])).toEqual([
      ['Burger', 2, 3050, 6100],
      ['Fries', 1, 850, 850],
    ]);
    expect(lines[0]!.options).toEqual([
      expect.objectContaining({ nameEn: 'Juice', priceFils: 350, quantity: 1 }),
      expect.objectContaining({ nameEn: 'Cheese', priceFils: 200, quantity: 1 }),
    ]);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row!.id));
    expect(history.map((h) => h.status)).toEqual(['PENDING']);
  });

  it("refuses a tampered price with 409 'menu updated' and writes nothing (000 §2.22)", async () => {
    const before = await countOrders();
    const tampered = order({ itemsTotalPrice: 60, totalOrderPrice: 63 });
    (tampered.orderedMenu as Array<{ price: number }>)[0]!.price = 26;
    const res = await post(t.app, 'order/place-order-v2', tampered, { authorization: token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: 0, error_category: 'menu_updated' });
    expect(res.body.message).toMatch(/Our menu has just been updated/);
    expect(await countOrders()).toBe(before);
  });

  it('refuses totals that differ even when the lines are right', async () => {
    const res = await post(t.app, 'order/place-order-v2', order({ totalOrderPrice: 69.5 }), {
      authorization: token,
    });
    expect(res.status).toBe(409);
  });

  it('refuses an item that no longer exists (inactive) with menu updated', async () => {
    await t.database.db.update(items).set({ isActive: false }).where(eq(items.id, menu.fries.id));
    const res = await post(t.app, 'order/place-order-v2', order(), { authorization: token });
    await t.database.db.update(items).set({ isActive: true }).where(eq(items.id, menu.fries.id));
    expect(res.status).toBe(409);
    expect(res.body.error_category).toBe('menu_updated');
  });

  it('a required group left empty is refused with the 000 §5 text', async () => {
    const body = order({ itemsTotalPrice: 33.5, totalOrderPrice: 35.18 });
    body.orderedMenu = [
      { itemId: menu.burger.id, categoryId: menu.category.id, quantity: 1, price: 25, options: [] },
    ];
    const res = await post(t.app, 'order/place-order-v2', body, { authorization: token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select at least 1 side options from the Drink section to proceed');
  });

  it('a closed store is refused (001 §8.3)', async () => {
    const res = await post(t.app, 'order/place-order-v2', order({ storeId: closedStoreId }), {
      authorization: token,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'We apologize, but our store is closed right now. We hope to see you soon!',
    );
  });

  it('a payment type the store does not offer is refused (001 §5.1)', async () => {
    const res = await post(t.app, 'order/place-order-v2', order({ paymentType: 'CARD_MACHINE' }), {
      authorization: token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a payment method');
  });

  it("another brand's store, items or token are refused and nothing is written", async () => {
    const before = await countOrders();
    const foreignStore = await post(t.app, 'order/place-order-v2', order({ storeId: otherBrand.storeId }), {
      authorization: token,
    });
    expect(foreignStore.status).toBe(404);
    const foreignToken = await post(t.app, 'order/place-order-v2', order(), {
      authorization: otherBrand.token,
    });
    expect(foreignToken.status).toBe(401);
    const foreignItem = order();
    foreignItem.orderedMenu = [
      {
        itemId: otherBrand.menu.fries.id,
        categoryId: otherBrand.menu.category.id,
        quantity: 1,
        price: 8.5,
        options: [],
      },
    ];
    const res = await post(
      t.app,
      'order/place-order-v2',
      { ...foreignItem, itemsTotalPrice: 8.5, totalOrderPrice: 8.93 },
      { authorization: token },
    );
    expect(res.status).toBe(409);
    expect(await countOrders()).toBe(before);
  });

  it('without a token: 401; bad input: 400 with a clear message', async () => {
    expect((await post(t.app, 'order/place-order-v2', order())).status).toBe(401);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...order(), orderedMenu: [] }, /orderedMenu/],
      [{ ...order(), storeId: undefined }, /storeId is required/],
      [{ ...order(), paymentType: 'BITCOIN' }, /paymentType/],
      [{ ...order(), totalOrderPrice: 'lots' }, /totalOrderPrice/],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, 'order/place-order-v2', body, { authorization: token });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(0);
      expect(res.body.message).toMatch(message);
    }
  });

  it('an Idempotency-Key retry returns the first result and writes one order; another body with the key is refused', async () => {
    const before = await countOrders();
    const headers = { authorization: token, 'idempotency-key': 'retry-key-1' };
    const first = await post(t.app, 'order/place-order-v2', order(), headers);
    const second = await post(t.app, 'order/place-order-v2', order(), headers);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countOrders()).toBe(before + 1);
    const other = await post(
      t.app,
      'order/place-order-v2',
      order({ orderLevelSpecialRequest: 'x' }),
      headers,
    );
    expect(other.status).toBe(409);
  });

  it('stock (000 §5): more than the stock is refused, an order decrements it, and none left is out of stock', async () => {
    await t.database.db
      .update(items)
      .set({ isStockEnabled: true, availableStock: 1 })
      .where(eq(items.id, menu.fries.id));
    try {
      const one = order({ itemsTotalPrice: 8.5, totalOrderPrice: 8.93 });
      one.orderedMenu = [
        { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
      ];
      const two = order({ itemsTotalPrice: 17, totalOrderPrice: 17.85 });
      two.orderedMenu = [
        { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 2, price: 8.5, options: [] },
      ];
      const over = await post(t.app, 'order/place-order-v2', two, { authorization: token });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('Maximum available quantity reached');
      expect((await post(t.app, 'order/place-order-v2', one, { authorization: token })).status).toBe(200);
      const [fries] = await t.database.db.select().from(items).where(eq(items.id, menu.fries.id));
      expect(fries!.availableStock).toBe(0);
      const again = await post(t.app, 'order/place-order-v2', one, { authorization: token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This item is out of stock, sorry for inconvenience');
    } finally {
      await t.database.db.update(items).set({ isStockEnabled: false }).where(eq(items.id, menu.fries.id));
    }
  });

  it('an option that no longer exists (deleted, or of another group) is refused with menu updated (000 §2.22)', async () => {
    const before = await countOrders();
    const unknown = order();
    (unknown.orderedMenu as Array<{ options: Array<{ optionId: string }> }>)[0]!.options[1]!.optionId =
      '00000000-0000-4000-8000-000000000000';
    const res = await post(t.app, 'order/place-order-v2', unknown, { authorization: token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: 0, error_category: 'menu_updated' });
    const wrongGroup = order();
    (wrongGroup.orderedMenu as Array<{ options: Array<{ modifierGroupId: string }> }>)[0]!
      .options[1]!.modifierGroupId = menu.drinks.id;
    expect((await post(t.app, 'order/place-order-v2', wrongGroup, { authorization: token })).status).toBe(
      409,
    );
    expect(await countOrders()).toBe(before);
  });

  it('a service the store does not offer, and missing required vehicle info, are refused (001 §5.1)', async () => {
    const dineIn = await post(t.app, 'order/place-order-v2', order({ orderType: { type: 'DINE IN' } }), {
      authorization: token,
    });
    // Issue 18 (decision 0032 'Store settings'): a store without dine-in answers 404 dineInNotAvailable.
    expect(dineIn.status).toBe(404);
    expect(dineIn.body).toMatchObject({
      code: 'dineInNotAvailable',
      message: 'This store is not taking dine-in orders right now',
    });
    await t.database.db
      .update(stores)
      .set({ vehicleInfoForPickup: { isActive: true, isRequired: true } })
      .where(eq(stores.id, storeId));
    // Written behind the app's back: the store cache is told, as a store settings change tells it.
    dropBrandCaches('zones', brandId);
    try {
      const missing = await post(t.app, 'order/place-order-v2', order({ pickupVehicleInfo: ' x ' }), {
        authorization: token,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Please enter your vehicle information');
      const given = await post(
        t.app,
        'order/place-order-v2',
        order({ pickupVehicleInfo: ' White Nissan A 12345 ' }),
        { authorization: token },
      );
      expect(given.status).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, given.body.data.savedOrder._id));
      expect(row!.pickupVehicleInfo).toBe('White Nissan A 12345');
    } finally {
      await t.database.db
        .update(stores)
        .set({ vehicleInfoForPickup: { isActive: false, isRequired: false } })
        .where(eq(stores.id, storeId));
      dropBrandCaches('zones', brandId);
    }
  });

  it("a modifier's stock is decremented by option quantity × line quantity, and over it is refused (000 §5)", async () => {
    await t.database.db
      .update(modifiers)
      .set({ isStockEnabled: true, availableStock: 3 })
      .where(eq(modifiers.id, menu.cheese.id));
    try {
      expect((await post(t.app, 'order/place-order-v2', order(), { authorization: token })).status).toBe(200);
      const [cheese] = await t.database.db.select().from(modifiers).where(eq(modifiers.id, menu.cheese.id));
      expect(cheese!.availableStock).toBe(1); // 2 burgers × 1 cheese
      const again = await post(t.app, 'order/place-order-v2', order(), { authorization: token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Maximum available quantity reached');
    } finally {
      await t.database.db
        .update(modifiers)
        .set({ isStockEnabled: false })
        .where(eq(modifiers.id, menu.cheese.id));
    }
  });

  it('two concurrent requests with one Idempotency-Key write one order and answer the same body', async () => {
    const before = await countOrders();
    const headers = { authorization: token, 'idempotency-key': 'concurrent-key' };
    const [a, b] = await Promise.all([
      post(t.app, 'order/place-order-v2', order(), headers),
      post(t.app, 'order/place-order-v2', order(), headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await countOrders()).toBe(before + 1);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'concurrent-key'));
    expect(keys).toHaveLength(1);
  });

  it('an Idempotency-Key longer than 200 characters is refused', async () => {
    const res = await post(t.app, 'order/place-order-v2', order(), {
      authorization: token,
      'idempotency-key': 'k'.repeat(201),
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(0);
  });

  it("'Your Orders' lists the customer's orders newest first; another customer's are not there", async () => {
    const res = await get(t.app, 'order/getCustomerOrders', { brandId }, { authorization: token });
    expect(res.status).toBe(200);
    const list = res.body.data.orders as Array<{
      orderNumber: string;
      orderPlacedTime: number;
      totalOrderPrice: number;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const numbers = list.map((o) => o.orderNumber);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    expect(list.some((o) => o.totalOrderPrice === 72.98)).toBe(true);
    const other = await get(t.app, 'order/getCustomerOrders', { brandId }, { authorization: otherToken });
    expect(other.body.data.orders).toEqual([]);
    expect((await get(t.app, 'order/getCustomerOrders', { brandId })).status).toBe(401);
  });

  it('tracking by id or number within the brand, with the link token (decision 0007); order info only for its customer (002 §7)', async () => {
    const placed = (await post(t.app, 'order/place-order-v2', order(), { authorization: token })).body.data
      .savedOrder;
    const byNumber = await get(t.app, `order/get-order-tracking-info/${placed.orderNumber}`, {
      brandId,
      t: placed.trackingToken,
    });
    expect(byNumber.body.data.orders).toMatchObject({
      _id: placed._id,
      orderStatus: 'PENDING',
      totalOrderPrice: 72.98,
    });
    const byId = await get(t.app, `order/get-order-tracking-info/${placed._id}`, {
      brandId,
      t: placed.trackingToken,
    });
    expect(byId.body.data.orders.orderNumber).toBe(placed.orderNumber);
    const wrongBrand = await get(t.app, `order/get-order-tracking-info/${placed._id}`, {
      brandId: otherBrand.brandId,
      t: placed.trackingToken,
    });
    expect(wrongBrand.status).toBe(404);
    expect(wrongBrand.body.message).toBe("Sorry, we couldn't find the order.");
    const mine = await post(
      t.app,
      `order/get-order-info/${placed.orderNumber}`,
      { brandId },
      { authorization: token },
    );
    expect(mine.body.data.order.orderedMenu[0].translations.ar.title).toBe('برجر');
    const notMine = await post(
      t.app,
      `order/get-order-info/${placed.orderNumber}`,
      { brandId },
      { authorization: otherToken },
    );
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Order not found');
  });
});
