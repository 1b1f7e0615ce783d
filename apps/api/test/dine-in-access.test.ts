import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../src/modules/staff/service.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import {
  type DineInWorld,
  dineInBody,
  dineInWorld,
  payNowBody,
  payOrder,
  placeDineIn,
  readTab,
  sessionRow,
  tabRowCounts,
} from './support/dine-in.ts';
import { type EventStreamClient, openEventStream } from './support/event-stream.ts';
import { createStore } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Who may read or add to a table's tab, and the kitchen board's tabs (issue 18, decision 0032 'A
 * missing or wrong token reads and writes nothing'; staff calls-tables.ts): an attacker without
 * the token, with a wrong one, with another store's or brand's table or a guessed number gets the
 * same 404 tableNotFound and writes nothing; staff of another brand or store cannot list or close.
 */
describe.each(testDatabases())('dine-in access and staff tabs on %s (decision 0032)', (kind) => {
  let t: TestApp;
  let a: DineInWorld;
  let b: DineInWorld;
  let base: string;
  const streams: EventStreamClient[] = [];
  const db = () => t.database.db;
  const staffAuth = (token: string) => ({ authorization: `Staff ${token}` });
  const member = async (w: DineInWorld, role: 'owner' | 'staff', storeIds: string[] = []) => {
    const p = `+97150${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const list = await runStaffCommand(
      db(),
      { action: 'add', temporaryDomainName: w.brand.temporaryDomainName, phoneNumber: p, role, storeIds },
      new Date(),
    );
    return createStaffSession(db(), w.brand.id, list.find((m) => m.phoneNumber === p)!.id, new Date());
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { events: true });
    a = await dineInWorld(db(), 2);
    b = await dineInWorld(db(), 1);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    t.app.server.closeAllConnections();
    await t?.close();
  });

  it("0032: a wrong token, a guessed table number, another store's or another brand's table → the same 404 tableNotFound on getTableLaterOrders, the table stream and place-order; a place-order without the token too; nothing written", async () => {
    expect((await placeDineIn(t.app, a, dineInBody(a, 2), 0)).status).toBe(200);
    const before = await tabRowCounts(db());
    const otherStore = await createStore(db(), a.brand.id, {
      paymentOptions: { PICKUP: ['CASH'], DELIVERY: ['CASH'], DINE_IN: ['PAY_LATER'] },
    });
    const table = a.tables[0]!;
    const wrong = randomBytes(32).toString('base64url');
    const refs = [
      { brandId: a.brand.id, storeId: a.store.id, tableNumber: 1, tableToken: wrong },
      { brandId: a.brand.id, storeId: a.store.id, tableNumber: 1, tableToken: table.token.slice(0, 42) },
      { brandId: a.brand.id, storeId: a.store.id, tableNumber: 7, tableToken: table.token },
      { brandId: a.brand.id, storeId: otherStore.id, tableNumber: 1, tableToken: table.token },
      { brandId: a.brand.id, storeId: b.store.id, tableNumber: 1, tableToken: b.tables[0]!.token },
      { brandId: b.brand.id, storeId: a.store.id, tableNumber: 1, tableToken: table.token },
    ];
    for (const ref of refs) {
      const read = await post(t.app, 'order/getTableLaterOrders', ref);
      expect(read, JSON.stringify(ref)).toMatchObject({
        status: 404,
        body: { success: 0, code: 'tableNotFound' },
      });
      expect(JSON.stringify(read.body)).not.toContain('fetchedOrder');
      const stream = await get(t.app, 'order/table-events', {
        brandId: ref.brandId,
        storeId: ref.storeId,
        tableNumber: String(ref.tableNumber),
        t: ref.tableToken,
      });
      expect(stream).toMatchObject({ status: 404, body: { code: 'tableNotFound' } });
      const place = await placeDineIn(
        t.app,
        a,
        dineInBody(a, 1, {
          brandId: ref.brandId,
          storeId: ref.storeId,
          dineInTableNumber: ref.tableNumber,
          tableToken: ref.tableToken,
        }),
      );
      // Another brand's id with this brand's customer: refused at the sign-in (401) before the table.
      if (ref.brandId === a.brand.id)
        expect(place, JSON.stringify(ref)).toMatchObject({ status: 404, body: { code: 'tableNotFound' } });
      else expect(place.status).toBe(401);
    }
    const noToken = await placeDineIn(t.app, a, dineInBody(a, 1, { tableToken: undefined }));
    expect(noToken).toMatchObject({ status: 404, body: { code: 'tableNotFound' } });
    const ar = await post(t.app, 'order/getTableLaterOrders', { ...refs[0], language: 'AR' });
    expect(ar.body.message).toContain('رابط الطاولة');
    expect(await tabRowCounts(db())).toEqual(before);
  });

  it('0032 Store settings: a store without dine-in (the brand has isDineInEnabled off) refuses DINE_IN with 404 dineInNotAvailable', async () => {
    const off = await dineInWorld(db(), 1, { dineIn: false });
    const res = await placeDineIn(t.app, off, dineInBody(off, 1));
    expect(res).toMatchObject({ status: 404, body: { code: 'dineInNotAvailable' } });
  });

  it("staff: the store's open tabs are listed; close is refused with 409 tablePaymentInProgress while a share is held, then closes (CLOSED 'STAFF', a stream event), idempotently; staff of another store or brand cannot list or close", async () => {
    const owner = await member(a, 'owner');
    const store2 = await createStore(db(), a.brand.id);
    const other = await member(a, 'staff', [store2.id]);
    const ownerB = await member(b, 'owner');
    const placed = await placeDineIn(t.app, a, dineInBody(a, 4, {}, 1), 0);
    const tab = (await readTab(t.app, a, 1)).body.data;
    const list = await get(
      t.app,
      'staff/tables',
      { brandId: a.brand.id, storeId: a.store.id },
      staffAuth(owner),
    );
    expect(list.status).toBe(200);
    const mine = list.body.data.tabs.find((x: { sessionId: string }) => x.sessionId === tab.sessionId);
    expect(mine).toMatchObject({ tableNumber: 2, billAmount: 35.7, remainingAmount: 35.7, heldAmount: 0 });
    expect(mine.orderNumbers).toEqual([placed.body.data.savedOrder.orderNumber]);

    const close = (token: string, brandId = a.brand.id) =>
      post(t.app, `staff/tables/${tab.sessionId}/close`, { brandId }, staffAuth(token));
    expect(
      await get(t.app, 'staff/tables', { brandId: a.brand.id, storeId: a.store.id }, staffAuth(other)),
    ).toMatchObject({ status: 404, body: { code: 'somethingIncorrect' } });
    expect(await close(other)).toMatchObject({ status: 404, body: { code: 'somethingIncorrect' } });
    expect(
      (await get(t.app, 'staff/tables', { brandId: a.brand.id, storeId: a.store.id }, staffAuth(ownerB)))
        .status,
    ).toBe(401);
    expect((await close(ownerB)).status).toBe(401);
    expect((await close(ownerB, b.brand.id)).status).toBe(404);

    const held = await placeDineIn(
      t.app,
      a,
      payNowBody(
        a,
        [placed.body.data.savedOrder._id],
        { type: 'CUSTOM-AMOUNT', amount: 10, totalAmount: 10 },
        0,
        1,
      ),
      1,
    );
    expect(held.status).toBe(200);
    expect(await close(owner)).toMatchObject({ status: 409, body: { code: 'tablePaymentInProgress' } });
    // The guest abandons the payment: the order is cancelled (as the expiry sweep does) and the share released.
    const { transitionOrder } = await import('../src/modules/orders/status-service.ts');
    await db().transaction((tx) =>
      transitionOrder(
        tx,
        { brandId: a.brand.id, now: new Date() },
        held.body.data.savedOrder._id,
        'CANCELLED',
      ),
    );

    const q = new URLSearchParams({
      brandId: a.brand.id,
      storeId: a.store.id,
      tableNumber: '2',
      t: a.tables[1]!.token,
    });
    const stream = await openEventStream(
      `${base}/api/v1/order/table-events?${q}&app_version=26&app_name=WEB_STORE_FRONT`,
    );
    streams.push(stream);
    const first = await stream.waitFor((e) => e.event === 'table');
    expect(JSON.parse(first.data!).sessionId).toBe(tab.sessionId);
    const closed = await close(owner);
    expect(closed).toMatchObject({
      status: 200,
      body: { data: { changed: true, tab: { status: 'CLOSED' } } },
    });
    expect(await sessionRow(db(), tab.sessionId)).toMatchObject({ status: 'CLOSED', closedReason: 'STAFF' });
    const event = await stream.waitFor((e) => e.event === 'table' && JSON.parse(e.data!).sessionId === null);
    expect(JSON.parse(event.data!)).toMatchObject({ sessionId: null, remainingAmount: 0 });
    expect(await close(owner)).toMatchObject({ status: 200, body: { data: { changed: false } } });
  });

  it("kitchen board (0032): a dine-in order answers dineIn {tableNumber, paymentTiming, chargeAmount}; a table's payment order without lines is not food and stays off the board", async () => {
    const owner = await member(a, 'owner');
    const later = await placeDineIn(t.app, a, dineInBody(a, 2, {}, 2), 0);
    const pay = await placeDineIn(t.app, a, payNowBody(a, [later.body.data.savedOrder._id], null, 0, 2), 1);
    expect(pay.status).toBe(200);
    expect(await payOrder(t.app, a, pay.body.data, 1)).toBe(200);
    const board = await get(
      t.app,
      'staff/orders',
      { brandId: a.brand.id, storeId: a.store.id },
      staffAuth(owner),
    );
    expect(board.status).toBe(200);
    const ids = board.body.data.orders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(later.body.data.savedOrder._id);
    expect(ids).not.toContain(pay.body.data.savedOrder._id);
    const row = board.body.data.orders.find((o: { _id: string }) => o._id === later.body.data.savedOrder._id);
    expect(row.dineIn).toEqual({ tableNumber: 3, paymentTiming: 'PAY_LATER', chargeAmount: null });
  });
});
