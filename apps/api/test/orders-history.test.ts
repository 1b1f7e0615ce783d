import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, customers, orderLines, orders } from '../src/db/schema.ts';
import { findOrder, insertOrder, loadOrderDetails } from '../src/modules/orders/repository.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createStore, orderRow } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 5 "Trust before growth", tasks 4 and 5: order/getCustomerOrders is paginated (keyset on
 * placed time then id; `limit`, opaque `cursor`, `nextCursor`; decision 0007, 002 §7), and every
 * orders repository function takes the tenant context and filters by its brand.
 */
describe.each(testDatabases())('order history pages and tenant scoping on %s (issue 5, 002 §7)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let customerId: string;
  let token: string;
  let otherToken: string;
  let otherBrandId: string;
  const TOTAL = 230;

  const row = (n: number, placedAt: Date, customer: string) =>
    orderRow(
      { brandId, storeId, customerId: customer },
      {
        orderNumber: `HIS-${String(n).padStart(5, '0')}`,
        itemsTotalFils: 100 * n,
        taxFils: 5 * n,
        totalFils: 105 * n,
        customerSnapshot: { name: 'History', phoneNumber: '+971501112233', email: null },
        placedAt,
      },
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db, { orderNumberPrefix: 'HIS' })).id;
    storeId = (await createStore(db, brandId)).id;
    otherBrandId = (await createBrand(db)).id;
    const [c] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: '+971501112233', name: 'History' })
      .returning();
    const [o] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: '+971501112244', name: 'Other' })
      .returning();
    customerId = c!.id;
    token = await createSession(db, brandId, c!.id, new Date());
    otherToken = await createSession(db, brandId, o!.id, new Date());
    // 230 orders; groups of 3 share one placed time (ties are broken by id), one per minute.
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: TOTAL }, (_, i) =>
      row(i + 1, new Date(base + Math.floor(i / 3) * 60_000), customerId),
    );
    for (let i = 0; i < rows.length; i += 100) await db.insert(orders).values(rows.slice(i, i + 100));
    await db.insert(orders).values({ ...row(9999, new Date(base), o!.id) });
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string>, auth = token) =>
    get(t.app, 'order/getCustomerOrders', { brandId, ...query }, { authorization: auth });

  it(`walks all ${TOTAL} orders (more than the old 200 cap) newest first, without gaps or repeats`, async () => {
    const seen: Array<{ _id: string; orderPlacedTime: number; orderNumber: string }> = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await page({ limit: '100', ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      sizes.push(res.body.data.orders.length);
      seen.push(...res.body.data.orders);
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([100, 100, 30]);
    expect(new Set(seen.map((o) => o._id)).size).toBe(TOTAL);
    expect(seen.every((o) => o.orderNumber.startsWith('HIS-') && o.orderNumber !== 'HIS-09999')).toBe(true);
    const times = seen.map((o) => o.orderPlacedTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The newest minute holds 229 and 230 (the id breaks the tie); the oldest 1, 2 and 3.
    expect(
      seen
        .slice(0, 2)
        .map((o) => o.orderNumber)
        .sort(),
    ).toEqual(['HIS-00229', 'HIS-00230']);
    expect(
      seen
        .slice(-3)
        .map((o) => o.orderNumber)
        .sort(),
    ).toEqual(['HIS-00001', 'HIS-00002', 'HIS-00003']);
  });

  it('the default page is 50 with a nextCursor; the last page has nextCursor null', async () => {
    const first = await page({});
    expect(first.body.data.orders).toHaveLength(50);
    expect(typeof first.body.data.nextCursor).toBe('string');
    const all = await page({ limit: '100' });
    const second = await page({ limit: '100', cursor: all.body.data.nextCursor });
    const third = await page({ limit: '100', cursor: second.body.data.nextCursor });
    expect(third.body.data.orders).toHaveLength(30);
    expect(third.body.data.nextCursor).toBeNull();
  });

  it("limit outside 1–100, a forged cursor or another customer's cursor are refused with 400", async () => {
    for (const limit of ['0', '101', 'abc', '1.5']) {
      const res = await page({ limit });
      expect(res.status, `limit ${limit}`).toBe(400);
      expect(res.body.message).toMatch(/^limit/);
    }
    const mine = (await page({ limit: '1' })).body.data.nextCursor as string;
    const foreign = await page({ cursor: mine }, otherToken);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'cursor: not a valid page cursor',
    });
    for (const cursor of ['garbage', Buffer.from('o:not-a-uuid').toString('base64url'), 'x'.repeat(201)]) {
      expect((await page({ cursor })).status).toBe(400);
    }
  });

  it("another customer's page holds only their own order", async () => {
    const res = await page({}, otherToken);
    expect(res.body.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['HIS-09999']);
    expect(res.body.data.nextCursor).toBeNull();
  });

  it('repository functions take the tenant context first and filter by its brand (task 5)', async () => {
    const db = t.database.db;
    // insertOrder numbers the order from the brand's sequence: past the numbers written by hand above.
    await db.update(brands).set({ orderSequence: 50_000 }).where(eq(brands.id, brandId));
    const created = await db.transaction((tx) =>
      insertOrder(tx, { brandId }, { ...row(5000, new Date(), customerId), brandId: otherBrandId } as never, [
        {
          itemId: '00000000-0000-4000-8000-000000000001',
          categoryId: '00000000-0000-4000-8000-000000000002',
          sku: null,
          titleEn: 'Thing',
          titleAr: 'شيء',
          imageUrls: [],
          quantity: 1,
          unitPriceFils: 100,
          lineTotalFils: 100,
          options: [],
          position: 0,
        },
      ]),
    );
    // The context's brand wins over a brandId smuggled into the row.
    expect(created.brandId).toBe(brandId);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, created.id));
    expect(line!.brandId).toBe(brandId);
    const own = await loadOrderDetails(db, { brandId }, [created.id]);
    expect(own.lines).toHaveLength(1);
    expect(own.history.map((h) => h.status)).toEqual(['COMPLETE']);
    const foreign = await loadOrderDetails(db, { brandId: otherBrandId }, [created.id]);
    expect(foreign).toEqual({ lines: [], history: [] });
    expect(await findOrder(db, { brandId: otherBrandId }, created.id)).toBeNull();
    expect(await findOrder(db, { brandId: otherBrandId }, created.orderNumber)).toBeNull();
    // And through the API: the owner of brand A asking with brand B's id is anonymous there.
    const res = await post(
      t.app,
      `order/get-order-info/${created.orderNumber}`,
      { brandId: otherBrandId },
      { authorization: token },
    );
    expect(res.status).toBe(401);
  });

  it("insertOrder snapshots the customer's row in its own statement; a customer that is gone → 401 loginToContinue, nothing written (issue 16)", async () => {
    const db = t.database.db;
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const gone = '00000000-0000-4000-8000-0000000000ff';
    const write = db.transaction((tx) =>
      insertOrder(tx, { brandId }, { ...row(6000, new Date(), gone) } as never, []),
    );
    await expect(write).rejects.toMatchObject({ code: 'loginToContinue', statusCode: 401 });
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const placed = await db.transaction((tx) =>
      insertOrder(tx, { brandId }, { ...row(6001, new Date(), customerId) } as never, []),
    );
    const [stored] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored!.customerSnapshot).toEqual({
      name: 'History',
      phoneNumber: expect.any(String),
      email: null,
    });
  });
});
