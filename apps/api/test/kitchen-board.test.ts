/**
 * The kitchen board's API (issue 17 "The kitchen (staff)", decision 0028), as an attacker would
 * try it: a customer token, no token, staff of another brand, staff of another store; disallowed
 * and concurrent transitions; the live stream refused with nothing sent; a placed order reaching
 * an open board within a second (migration 0015's NOTIFY on insert).
 */
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/modules/staff/service.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import { type CardWorld, cardWorld } from './support/card-orders.ts';
import { type EventStreamClient, openEventStream } from './support/event-stream.ts';
import { createStore } from './support/factory.ts';
import { insertOrder } from './support/operator.ts';
import { friesLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { createAppOn, createFreshPostgres, type ProcessLikeApp } from './support/shared-database.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

let seq = 0;
const phone = () => `+97150${String(2_000_000 + ++seq * 7919).slice(-7)}`;

describe.each(testDatabases())('kitchen board on %s (issue 17)', (kind) => {
  let t: TestApp;
  let a: CardWorld;
  let b: CardWorld;
  let storeA2: string;
  let ownerA: string;
  let staffA2: string;
  let ownerB: string;
  let base: string;
  const streams: EventStreamClient[] = [];
  const db = () => t.database.db;
  const staffAuth = (token: string) => ({ authorization: `Staff ${token}` });

  const member = async (w: CardWorld, role: 'owner' | 'staff', storeIds: string[] = []) => {
    const p = phone();
    const list = await runStaffCommand(
      db(),
      { action: 'add', temporaryDomainName: w.brand.temporaryDomainName, phoneNumber: p, role, storeIds },
      new Date(),
    );
    const entry = list.find((m) => m.phoneNumber === p)!;
    return createStaffSession(db(), w.brand.id, entry.id, new Date());
  };
  const board = (token: string | null, storeId: string, brandId = a.brand.id, headers = {}) =>
    get(t.app, 'staff/orders', { brandId, storeId }, { ...(token ? staffAuth(token) : {}), ...headers });
  const act = (token: string | null, orderId: string, action: string, body: object, brandId = a.brand.id) =>
    post(t.app, `staff/orders/${orderId}/${action}`, { brandId, ...body }, token ? staffAuth(token) : {});
  const pending = (storeId: string, over: Parameters<typeof insertOrder>[2] = {}) =>
    insertOrder(db(), { brandId: a.brand.id, storeId, customerId: a.customer.id }, over);

  beforeAll(async () => {
    t = await createTestApp(kind, { events: true });
    a = await cardWorld(db(), 'none');
    b = await cardWorld(db(), 'none');
    storeA2 = (await createStore(db(), a.brand.id)).id;
    ownerA = await member(a, 'owner');
    staffA2 = await member(a, 'staff', [storeA2]);
    ownerB = await member(b, 'owner');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    t.app.server.closeAllConnections();
    await t?.close();
  });

  it("lists a store's open orders and today's finished ones, not older finished nor awaiting payment", async () => {
    const open = await pending(a.store.id, { pickupVehicleInfo: 'White Nissan A 12345' });
    const doneToday = await pending(a.store.id, { status: 'PENDING' });
    await act(ownerA, doneToday.id, 'reject', { reason: 'Out of buns' });
    const oldDone = await pending(a.store.id, { status: 'COMPLETE' }); // no history row today
    const awaiting = await pending(a.store.id, { status: 'PENDING_PAYMENT' });
    const other = await pending(storeA2);
    const res = await board(ownerA, a.store.id);
    expect(res.status).toBe(200);
    const ids = res.body.data.orders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(doneToday.id);
    expect(ids).not.toContain(oldDone.id);
    expect(ids).not.toContain(awaiting.id);
    expect(ids).not.toContain(other.id);
    const card = res.body.data.orders.find((o: { _id: string }) => o._id === open.id);
    expect(card).toMatchObject({
      orderStatus: 'PENDING',
      pickupVehicleInfo: 'White Nissan A 12345',
      customer: { firstName: 'Customer' },
      feedback: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('+971501112233');
    expect(res.body.data.orders.find((o: { _id: string }) => o._id === doneToday.id)).toMatchObject({
      orderStatus: 'REJECTED',
      statusReason: 'Out of buns',
    });
    expect(res.body.data.dayStart).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it('refuses a customer token, no token and another brand’s staff on every call (401), in EN and AR', async () => {
    const order = await pending(a.store.id);
    const calls = [
      () =>
        get(t.app, 'staff/orders', { brandId: a.brand.id, storeId: a.store.id }, { authorization: a.token }),
      () => board(null, a.store.id),
      () => board(ownerB, a.store.id),
      () =>
        post(
          t.app,
          `staff/orders/${order.id}/accept`,
          { brandId: a.brand.id, prepMinutes: 20 },
          { authorization: a.token },
        ),
      () => act(null, order.id, 'reject', { reason: 'x' }),
      () => act(ownerB, order.id, 'status', { status: 'PREPARING' }),
      () => act(ownerB, order.id, 'courier', { name: 'Ali', phone: '0501234567' }),
      () =>
        get(t.app, 'staff/events', { brandId: a.brand.id, storeId: a.store.id }, { authorization: a.token }),
      () => get(t.app, 'staff/events', { brandId: a.brand.id, storeId: a.store.id }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        success: 0,
        code: 'staffLoginRequired',
        message: MESSAGES.staffLoginRequired,
      });
    }
    const ar = await get(t.app, 'staff/orders', { brandId: a.brand.id, storeId: a.store.id, language: 'AR' });
    expect(ar.body.message).toBe(MESSAGES_AR.staffLoginRequired);
    // The order did not move.
    expect(
      (await board(ownerA, a.store.id)).body.data.orders.find((o: { _id: string }) => o._id === order.id),
    ).toMatchObject({ orderStatus: 'PENDING' });
  });

  it("answers another brand's store, and staff on a store they do not work in, as an unknown store (404)", async () => {
    const unknown = await board(ownerA, '00000000-0000-4000-8000-000000000000');
    const foreign = await board(ownerA, b.store.id);
    const notMine = await board(staffA2, a.store.id);
    for (const res of [foreign, notMine]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await board(staffA2, storeA2)).status).toBe(200);
    // brand B's owner naming brand B but brand A's store.
    expect((await board(ownerB, a.store.id, b.brand.id)).status).toBe(404);
  });

  it("answers an order of a store the member does not work in (or another brand's) as an unknown order (404), nothing moved", async () => {
    const inA1 = await pending(a.store.id);
    const inB = await insertOrder(db(), {
      brandId: b.brand.id,
      storeId: b.store.id,
      customerId: b.customer.id,
    });
    const unknown = await act(staffA2, '00000000-0000-4000-8000-000000000000', 'accept', { prepMinutes: 20 });
    expect(unknown.status).toBe(404);
    const notMine = await act(staffA2, inA1.id, 'accept', { prepMinutes: 20 });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual(unknown.body);
    const byNumber = await act(staffA2, inA1.orderNumber, 'reject', { reason: 'x' });
    expect(byNumber.status).toBe(404);
    const foreign = await act(ownerA, inB.id, 'accept', { prepMinutes: 20 });
    expect(foreign.status).toBe(404);
    const foreignAsB = await act(ownerB, inA1.id, 'accept', { prepMinutes: 20 }, b.brand.id);
    expect(foreignAsB.status).toBe(404);
    expect(
      (await board(ownerA, a.store.id)).body.data.orders.find((o: { _id: string }) => o._id === inA1.id),
    ).toMatchObject({ orderStatus: 'PENDING', version: 0 });
  });

  it('moves an order through the lifecycle; a repeat is changed:false; a disallowed move 409 naming the status (EN/AR)', async () => {
    const order = await pending(storeA2);
    const accepted = await act(staffA2, order.id, 'accept', { prepMinutes: 20 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      changed: true,
      order: { orderStatus: 'ACCEPTED', prepMinutes: 20 },
    });
    expect(accepted.body.data.order.estimatedReadyAt).toBeGreaterThan(Date.now() / 1000 + 19 * 60);
    const again = await act(staffA2, order.id, 'accept', { prepMinutes: 45 });
    expect(again.body.data).toMatchObject({ changed: false, order: { prepMinutes: 20 } });
    expect((await act(staffA2, order.id, 'status', { status: 'PREPARING' })).body.data.changed).toBe(true);
    const ready = await act(staffA2, order.id, 'status', { status: 'READY' });
    expect(ready.body.data.order).toMatchObject({ orderStatus: 'PREPARING', readyAt: expect.any(Number) });
    const late = await act(staffA2, order.id, 'reject', { reason: 'too late' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: 0, code: 'orderStatusConflict' });
    expect(late.body.message).toContain('PREPARING');
    const lateAr = await act(staffA2, order.id, 'reject', { reason: 'too late', language: 'AR' });
    expect(lateAr.status).toBe(409);
    expect(lateAr.body.message).not.toBe(late.body.message);
    expect(lateAr.body.message).toContain('PREPARING');
    // A pickup order has no courier.
    const courier = await act(staffA2, order.id, 'courier', { name: 'Ali', phone: '0501234567' });
    expect(courier.status).toBe(409);
    expect(courier.body.code).toBe('orderNotDispatchable');
    expect((await act(staffA2, order.id, 'status', { status: 'DELIVERED' })).status).toBe(200);
    expect((await act(staffA2, order.id, 'status', { status: 'COMPLETE' })).body.data.order.orderStatus).toBe(
      'COMPLETE',
    );
    const prep = await act(staffA2, order.id, 'accept', { prepMinutes: 4 });
    expect(prep.status).toBe(400);
  });

  it('dispatches a delivery order with its courier (ON_THE_WAY)', async () => {
    const order = await pending(a.store.id, { serviceType: 'DELIVERY' });
    await act(ownerA, order.id, 'accept', { prepMinutes: 15 });
    const sent = await act(ownerA, order.id, 'courier', {
      name: 'Ravi',
      phone: '050 123 4567',
      vehicle: 'Bike 7',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.order).toMatchObject({
      orderStatus: 'ON_THE_WAY',
      courier: { name: 'Ravi', phone: '+971501234567', vehicle: 'Bike 7' },
    });
    const again = await act(ownerA, order.id, 'courier', {
      name: 'Ravi',
      phone: '+971501234567',
      vehicle: 'Bike 7',
    });
    expect(again.body.data.changed).toBe(false);
  });

  it('two concurrent accepts: one changes the order, the other answers changed:false or 409', async () => {
    const order = await pending(a.store.id);
    const [x, y] = await Promise.all([
      act(ownerA, order.id, 'accept', { prepMinutes: 20 }),
      act(ownerA, order.id, 'accept', { prepMinutes: 30 }),
    ]);
    const changed = [x, y].filter((r) => r.status === 200 && r.body.data.changed === true);
    expect(changed).toHaveLength(1);
    const other = x === changed[0] ? y : x;
    expect(other.status === 409 || other.body.data.changed === false).toBe(true);
    // Accept against reject at once: exactly one wins; the loser gets 409 naming the winner's status.
    const race = await pending(a.store.id);
    const [acc, rej] = await Promise.all([
      act(ownerA, race.id, 'accept', { prepMinutes: 20 }),
      act(ownerA, race.id, 'reject', { reason: 'Closing early' }),
    ]);
    expect([acc.status, rej.status].sort()).toEqual([200, 409]);
    const loser = acc.status === 409 ? acc : rej;
    expect(loser.body.code).toBe('orderStatusConflict');
    expect(loser.body.message).toMatch(acc.status === 409 ? /REJECTED/ : /ACCEPTED/);
  });

  it('refuses the stream of a store the member does not work in with the JSON envelope, nothing streamed', async () => {
    for (const [token, storeId, brandId] of [
      [staffA2, a.store.id, a.brand.id],
      [ownerA, b.store.id, a.brand.id],
      [ownerB, a.store.id, b.brand.id],
    ] as const) {
      const s = await openEventStream(
        `${base}/api/v1/staff/events?${new URLSearchParams({ brandId, storeId })}`,
        staffAuth(token),
      );
      streams.push(s);
      expect(s.response.status).toBe(404);
      expect(s.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await s.response.json()).toMatchObject({ success: 0 });
      expect(s.events).toEqual([]);
    }
    expect(t.app.boardEvents.size()).toBe(0);
  });

  it('streams a placed order to its store’s board within 1 s (not to another store’s), never compressed', async () => {
    const url = (storeId: string) =>
      `${base}/api/v1/staff/events?${new URLSearchParams({ brandId: a.brand.id, storeId })}`;
    const s = await openEventStream(url(a.store.id), {
      ...staffAuth(ownerA),
      'accept-encoding': 'br, gzip',
    });
    const s2 = await openEventStream(url(storeA2), staffAuth(staffA2));
    streams.push(s, s2);
    expect(s.response.status).toBe(200);
    expect(s.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.response.headers.get('x-accel-buffering')).toBe('no');
    expect(s.response.headers.get('content-encoding')).toBeNull();
    await s.waitFor((e) => e.event === 'ready');
    await s2.waitFor((e) => e.event === 'ready');
    const placed = await placeOrder(
      t.app,
      orderBody({ brandId: a.brand.id, storeId: a.store.id }, [friesLine(a.menu, 1)], {
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
      }),
      a.token,
    );
    expect(placed.status).toBe(200);
    const committed = Date.now();
    const orderId = placed.body.data.savedOrder._id as string;
    const event = await s.waitFor((e) => e.event === 'order' && JSON.parse(e.data!).orderId === orderId, {
      timeoutMs: 1000,
    });
    expect(Date.now() - committed).toBeLessThan(1000);
    expect(JSON.parse(event.data!)).toEqual({ orderId, version: 0, orderStatus: 'PENDING' });
    await act(ownerA, orderId, 'accept', { prepMinutes: 20 });
    const moved = await s.waitFor(
      (e) => e.event === 'order' && JSON.parse(e.data!).orderStatus === 'ACCEPTED',
    );
    expect(JSON.parse(moved.data!)).toMatchObject({ orderId, version: 1 });
    expect(s2.events.filter((e) => e.event === 'order')).toEqual([]);
    s.close();
    s2.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'kitchen board across two processes on one PostgreSQL (issue 17)',
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

    it('an order placed on process B reaches the board held by process A within 1 s', async () => {
      const db = a.database.db;
      const w = await cardWorld(db, 'none');
      const list = await runStaffCommand(
        db,
        {
          action: 'add',
          temporaryDomainName: w.brand.temporaryDomainName,
          phoneNumber: phone(),
          role: 'owner',
          storeIds: [],
        },
        new Date(),
      );
      const token = await createStaffSession(db, w.brand.id, list[0]!.id, new Date());
      const s = await openEventStream(
        `${base}/api/v1/staff/events?${new URLSearchParams({ brandId: w.brand.id, storeId: w.store.id })}`,
        { authorization: `Staff ${token}` },
      );
      try {
        expect(s.response.status).toBe(200);
        await s.waitFor((e) => e.event === 'ready');
        const placed = await placeOrder(
          b.app,
          orderBody({ brandId: w.brand.id, storeId: w.store.id }, [friesLine(w.menu, 1)], {
            itemsTotalPrice: 8.5,
            totalOrderPrice: 8.93,
          }),
          w.token,
        );
        expect(placed.status).toBe(200);
        const committed = Date.now();
        const orderId = placed.body.data.savedOrder._id as string;
        await s.waitFor((e) => e.event === 'order' && JSON.parse(e.data!).orderId === orderId, {
          timeoutMs: 1000,
        });
        expect(Date.now() - committed).toBeLessThan(1000);
      } finally {
        s.close();
      }
    });
  },
);
