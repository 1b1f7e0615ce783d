import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { setOrderStatus } from '../src/modules/orders/status-service.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { type EventStreamClient, openEventStream, type ParsedEvent } from './support/event-stream.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createAppOn, createFreshPostgres, type ProcessLikeApp } from './support/shared-database.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 17 part 3 (002 §2.19, §4.1; decision 0026): GET order/events/:orderNumber?t= streams the
 * order's public tracking answer as Server-Sent Events — at connect, then within a second of every
 * committed status change (trigger of migration 0011 → LISTEN → one read per process); resumes
 * with Last-Event-ID; authorised exactly as the tracking link (404, nothing streamed); bounded
 * per address; subscribers leave when their client does.
 */

type Placed = { _id: string; orderNumber: string; trackingToken: string };
const orderOf = (e: ParsedEvent) =>
  JSON.parse(e.data ?? '{}') as { access: string; orders: { orderNumber: string; orderStatus: string } };
const isOrder = (e: ParsedEvent) => e.event === 'order';
const withStatus = (status: string) => (e: ParsedEvent) =>
  isOrder(e) && orderOf(e).orders.orderStatus === status;

/** Waits until `check()` holds (polling every 10 ms, at most `ms`). */
async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Sets up a brand with a store, a menu and a signed-in customer on `db`; places orders through `app`. */
async function shop(app: TestApp['app'], db: TestApp['database']['db']) {
  const brandId = (await createBrand(db, { orderNumberPrefix: 'LIV' })).id;
  const storeId = (await createStore(db, brandId)).id;
  const menu = await createMenu(db, brandId);
  const [c] = await db
    .insert(customers)
    .values({ brandId, phoneNumber: '+971507654321', name: 'Aisha Al-Mansoori', email: 'aisha@example.com' })
    .returning();
  const token = await createSession(db, brandId, c!.id, new Date());
  const place = async (): Promise<Placed> => {
    const res = await post(
      app,
      'order/place-order-v2',
      {
        brandId,
        storeId,
        orderType: { type: 'PICKUP' },
        paymentType: 'CASH',
        orderedMenu: [
          { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
        ],
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
        pickupVehicleInfo: 'White Nissan A 12345',
      },
      { authorization: token },
    );
    expect(res.status).toBe(200);
    return res.body.data.savedOrder as Placed;
  };
  return { brandId, place };
}

describe.each(testDatabases())('live order events on %s (issue 17, decision 0026)', (kind) => {
  let t: TestApp;
  let base: string;
  let shopA: Awaited<ReturnType<typeof shop>>;
  let otherBrandId: string;
  const streams: EventStreamClient[] = [];
  const ctx = () => ({ brandId: shopA.brandId, now: new Date() });
  const url = (o: Placed, query: Record<string, string> = {}, brandId = shopA.brandId) =>
    `${base}/api/v1/order/events/${encodeURIComponent(o.orderNumber)}?${new URLSearchParams({ brandId, ...query })}`;
  const open = async (address: string, headers: Record<string, string> = {}) => {
    const s = await openEventStream(address, headers);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { events: true, orderStreams: { perIp: 4, heartbeatMs: 300 } });
    shopA = await shop(t.app, t.database.db);
    otherBrandId = (await createBrand(t.database.db, { orderNumberPrefix: 'LIV' })).id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    // Node's fetch may leave a fresh, request-less connection behind an aborted stream, which the
    // server would wait for (headers timeout); the test client's connections go now.
    t.app.server.closeAllConnections();
    await t.close();
  });

  it('sends the order at connect, then each status change within 1 s, never compressed or buffered', async () => {
    const order = await shopA.place();
    const s = await open(url(order, { t: order.trackingToken }), { 'accept-encoding': 'br, gzip' });
    expect(s.response.status).toBe(200);
    expect(s.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.response.headers.get('cache-control')).toContain('no-cache');
    expect(s.response.headers.get('x-accel-buffering')).toBe('no');
    expect(s.response.headers.get('content-encoding')).toBeNull();
    const first = await s.waitFor(isOrder);
    expect(orderOf(first)).toMatchObject({ access: 'link', orders: { orderNumber: order.orderNumber } });
    const placedStatus = orderOf(first).orders.orderStatus;
    // Issue 17's interface: each event's data carries the order's `orderStatus` (at its top).
    expect((JSON.parse(first.data ?? '{}') as { orderStatus?: string }).orderStatus).toBe(placedStatus);
    expect(first.id).toBe('1');
    // The public answer: never the customer's personal data (decision 0007).
    for (const secret of ['+971507654321', 'Mansoori', 'aisha@example.com', 'Nissan', order.trackingToken]) {
      expect(first.data).not.toContain(secret);
    }

    await setOrderStatus(t.database.db, ctx(), order._id, 'ACCEPTED');
    const committed = Date.now();
    const accepted = await s.waitFor(withStatus('ACCEPTED'), { timeoutMs: 1000 });
    expect(Date.now() - committed).toBeLessThan(1000);
    expect(Number(accepted.id)).toBe(2);

    await setOrderStatus(t.database.db, ctx(), order.orderNumber, 'PREPARING');
    const ready = await s.waitFor(withStatus('PREPARING'), { timeoutMs: 1000 });
    expect(Number(ready.id)).toBe(3);
    // One event per version, in order: nothing repeated.
    expect(s.events.filter(isOrder).map((e) => e.id)).toEqual(['1', '2', '3']);
    expect(placedStatus).not.toBe('PREPARING');
    s.close();
  });

  it('sends a heartbeat comment so that proxies keep the stream open', async () => {
    const order = await shopA.place();
    const s = await open(url(order, { t: order.trackingToken }));
    await s.waitFor((e) => e.comment === 'heartbeat', { timeoutMs: 1500 });
    s.close();
  });

  it('resumes with Last-Event-ID (header or query) without repeating what the client has', async () => {
    const order = await shopA.place();
    await setOrderStatus(t.database.db, ctx(), order._id, 'ACCEPTED');
    const s = await open(url(order, { t: order.trackingToken }), { 'last-event-id': '2' });
    // A heartbeat proves the stream is flowing; no order event came before it.
    await s.waitFor((e) => e.comment === 'heartbeat', { timeoutMs: 1500 });
    expect(s.events.filter(isOrder)).toEqual([]);
    await setOrderStatus(t.database.db, ctx(), order._id, 'PREPARING');
    const ready = await s.waitFor(withStatus('PREPARING'), { timeoutMs: 1000 });
    expect(ready.id).toBe('3');
    expect(s.events.filter(isOrder)).toHaveLength(1);
    s.close();

    // An older resume point gets the current state once.
    const q = await open(url(order, { t: order.trackingToken, lastEventId: '1' }));
    const now = await q.waitFor(isOrder);
    expect(now.id).toBe('3');
    expect(orderOf(now).orders.orderStatus).toBe('PREPARING');
    q.close();
  });

  it('a wrong, missing or other order token, another brand or an unknown number → 404 envelope, nothing streamed', async () => {
    const order = await shopA.place();
    const another = await shopA.place();
    const refusals = [
      url(order, { t: 'x'.repeat(43) }),
      url(order),
      url(order, { t: another.trackingToken }),
      url(order, { t: order.trackingToken }, otherBrandId),
      url({ ...order, orderNumber: 'LIV-99999' }, { t: order.trackingToken }),
    ];
    for (const address of refusals) {
      const s = await open(address);
      expect(s.response.status, address).toBe(404);
      expect(s.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await s.response.json()).toEqual({
        success: 0,
        code: 'orderNotFoundTracking',
        message: "Sorry, we couldn't find the order.",
      });
    }
    expect(t.app.orderEvents.size().streams).toBe(0);
  });

  it('a client that disconnects leaves the subscribers map; the per-address cap refuses a fifth stream with 429', async () => {
    await until(() => t.app.orderEvents.size().streams === 0);
    const order = await shopA.place();
    const four = await Promise.all([1, 2, 3, 4].map(() => open(url(order, { t: order.trackingToken }))));
    for (const s of four) await s.waitFor(isOrder);
    expect(t.app.orderEvents.size()).toEqual({ streams: 4, orders: 1 });
    const fifth = await open(url(order, { t: order.trackingToken }));
    expect(fifth.response.status).toBe(429);
    expect(((await fifth.response.json()) as { code: string }).code).toBe('tooManyOrderStreams');
    for (const s of four) s.close();
    await until(() => t.app.orderEvents.size().streams === 0);
    expect(t.app.orderEvents.size().orders).toBe(0);
    // A change of an order nobody follows any more is ignored; a new stream is admitted again.
    await setOrderStatus(t.database.db, ctx(), order._id, 'ACCEPTED');
    const again = await open(url(order, { t: order.trackingToken }));
    expect(orderOf(await again.waitFor(isOrder)).orders.orderStatus).toBe('ACCEPTED');
    again.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'live order events across two processes on one PostgreSQL (issue 17)',
  () => {
    let fresh: Awaited<ReturnType<typeof createFreshPostgres>>;
    let a: ProcessLikeApp;
    let b: ProcessLikeApp;
    let base: string;

    beforeAll(async () => {
      fresh = await createFreshPostgres();
      a = await createAppOn(fresh.url);
      b = await createAppOn(fresh.url);
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      const address = a.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      a?.app.server.closeAllConnections();
      await a?.close();
      await b?.close();
      await fresh?.drop();
    });

    it('a status change committed by process B reaches the stream held by process A within 1 s', async () => {
      const s1 = await shop(a.app, a.database.db);
      const order = await s1.place();
      const s = await openEventStream(
        `${base}/api/v1/order/events/${order.orderNumber}?${new URLSearchParams({ brandId: s1.brandId, t: order.trackingToken })}`,
      );
      try {
        expect(s.response.status).toBe(200);
        await s.waitFor(isOrder);
        await setOrderStatus(b.database.db, { brandId: s1.brandId, now: new Date() }, order._id, 'ACCEPTED');
        const committed = Date.now();
        const accepted = await s.waitFor(withStatus('ACCEPTED'), { timeoutMs: 1000 });
        expect(Date.now() - committed).toBeLessThan(1000);
        expect(accepted.id).toBe('2');
      } finally {
        s.close();
      }
    });
  },
);
