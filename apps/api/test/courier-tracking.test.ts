import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { type CardWorld, cardWorld } from './support/card-orders.ts';
import { type EventStreamClient, openEventStream, type ParsedEvent } from './support/event-stream.ts';
import { insertOrder, operatorCall, operatorKey } from './support/operator.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

type Courier = {
  name: string;
  phone: string;
  vehicle: string | null;
  lat: number | null;
  lng: number | null;
};
const dataOf = (e: ParsedEvent) =>
  JSON.parse(e.data ?? '{}') as { orderStatus: string; orders: { courier?: Courier | null } };
const isOrder = (e: ParsedEvent) => e.event === 'order';

/**
 * Courier tracking (issue 17, 002 §2.20, decision 0029): the courier the operator API sets, and
 * each of its positions, bump the order's version, so the customer's live stream carries them
 * within a second; the tracking answer carries the courier; nobody else's order is readable.
 */
describe.each(testDatabases())('courier tracking on %s (issue 17)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let base: string;
  let key: string;
  const streams: EventStreamClient[] = [];
  const db = () => t.database.db;
  const ids = () => ({ brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id });

  beforeAll(async () => {
    t = await createTestApp(kind, { events: true });
    w = await cardWorld(db(), 'none');
    key = await operatorKey(db(), w.brand.temporaryDomainName);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    t.app.server.closeAllConnections();
    await t.close();
  });

  const tokenOf = async (orderId: string) =>
    (await db().select({ t: orders.trackingToken }).from(orders).where(eq(orders.id, orderId)))[0]!.t;

  it('dispatch and two position updates reach the open stream within 1 s each; the tracking answer carries the courier', async () => {
    const clock = new Date('2026-11-28T18:00:00Z');
    t.setNow(clock);
    const order = await insertOrder(db(), ids(), { serviceType: 'DELIVERY', status: 'ACCEPTED' });
    const token = await tokenOf(order.id);
    const s = await openEventStream(
      `${base}/api/v1/order/events/${order.orderNumber}?${new URLSearchParams({ brandId: w.brand.id, t: token })}`,
    );
    streams.push(s);
    expect(s.response.status).toBe(200);
    await s.waitFor(isOrder);

    const dispatched = await operatorCall(t.app, 'POST', `orders/${order.id}/courier`, key, {
      name: 'Omar',
      phone: '+971501234567',
      vehicle: 'Bike D 12345',
    });
    expect(dispatched.status).toBe(200);
    const onTheWay = await s.waitFor((e) => isOrder(e) && dataOf(e).orderStatus === 'ON_THE_WAY', {
      timeoutMs: 1000,
    });
    expect(dataOf(onTheWay).orders.courier).toMatchObject({
      name: 'Omar',
      phone: '+971501234567',
      vehicle: 'Bike D 12345',
      lat: null,
      lng: null,
    });

    for (const [i, [lat, lng]] of [
      [25.2, 55.27],
      [25.21, 55.28],
    ].entries()) {
      t.setNow(new Date(clock.getTime() + (i + 1) * 6_000));
      const from = s.events.length;
      const moved = await operatorCall(t.app, 'POST', `orders/${order.id}/courier`, key, {
        name: 'Omar',
        phone: '+971501234567',
        lat,
        lng,
      });
      expect(moved.status).toBe(200);
      const started = Date.now();
      const event = await s.waitFor((e) => isOrder(e) && dataOf(e).orders.courier?.lat === lat, {
        from,
        timeoutMs: 1000,
      });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(dataOf(event).orders.courier).toMatchObject({ lat, lng, updatedAt: expect.any(Number) });
    }

    // The tracking answer (owner and link) carries the courier as the stream does.
    const mine = await get(
      t.app,
      `order/get-order-tracking-info/${order.orderNumber}`,
      { brandId: w.brand.id },
      { authorization: w.token },
    );
    expect(mine.body.data).toMatchObject({
      access: 'owner',
      orders: { courier: { name: 'Omar', lat: 25.21, lng: 55.28, vehicle: 'Bike D 12345' } },
    });
    const link = await get(t.app, `order/get-order-tracking-info/${order.orderNumber}`, {
      brandId: w.brand.id,
      t: token,
    });
    expect(link.body.data.orders.courier).toMatchObject({ name: 'Omar', lat: 25.21 });
    t.setNow(null);
  });

  it('a courier partner with only a tracking page: the URL is on the order; a non-https one is refused', async () => {
    const order = await insertOrder(db(), ids(), { serviceType: 'DELIVERY', status: 'PREPARING' });
    const plain = await operatorCall(t.app, 'POST', `orders/${order.id}/courier`, key, {
      name: 'Partner',
      phone: '+971501234568',
      trackingUrl: 'http://track.example.com/x',
    });
    expect(plain.status).toBe(400);
    const res = await operatorCall(t.app, 'POST', `orders/${order.id}/courier`, key, {
      name: 'Partner',
      phone: '+971501234568',
      trackingUrl: 'https://track.example.com/x',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.order.courier).toMatchObject({ trackingUrl: 'https://track.example.com/x' });
    const info = await post(
      t.app,
      `order/get-order-info/${order.id}`,
      { brandId: w.brand.id },
      {
        authorization: w.token,
      },
    );
    expect(info.body.data.order.courier).toMatchObject({
      trackingUrl: 'https://track.example.com/x',
      lat: null,
    });
  });

  it("another customer's order: tracking 404 and its stream 404 with nothing sent", async () => {
    const order = await insertOrder(db(), ids(), { serviceType: 'DELIVERY', status: 'ON_THE_WAY' });
    const theirs = await get(
      t.app,
      `order/get-order-tracking-info/${order.orderNumber}`,
      { brandId: w.brand.id },
      { authorization: w.otherToken },
    );
    expect(theirs.status).toBe(404);
    const info = await post(
      t.app,
      `order/get-order-info/${order.id}`,
      { brandId: w.brand.id },
      {
        authorization: w.otherToken,
      },
    );
    expect(info.status).toBe(404);
    const s = await openEventStream(
      `${base}/api/v1/order/events/${order.orderNumber}?${new URLSearchParams({ brandId: w.brand.id, t: 'x'.repeat(40) })}`,
      { authorization: w.otherToken },
    );
    streams.push(s);
    expect(s.response.status).toBe(404);
    const body = (await s.response.json()) as { success: number; code: string };
    expect(body).toMatchObject({ success: 0, code: 'orderNotFoundTracking' });
    expect(s.events).toHaveLength(0);
  });
});
