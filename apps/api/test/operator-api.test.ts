import { MESSAGES, MESSAGES_AR, messageTexts, SANDBOX_TEST_CARDS } from '@sufra/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, items, orderStatusHistory, orders } from '../src/db/schema.ts';
import { storeItemAvailability } from '../src/db/schema-availability.ts';
import { outboxEvents, payments } from '../src/db/schema-payments.ts';
import { walletLedger } from '../src/db/schema-promotions.ts';
import { revokeOperatorKey } from '../src/modules/operator/service.ts';
import { customerMessageOutboxHandlers } from '../src/modules/orders/customer-messages.ts';
import { paymentOutboxHandlers } from '../src/modules/payments/routes.ts';
import type { OrderMessageInput } from '../src/platform/messaging-transport.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import { type CardWorld, cardCall, cardWorld, friesStock, outboxCount } from './support/card-orders.ts';
import { cardIntentBody, cardToken, placedCardOrder } from './support/card-payments.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { insertOrder, operatorCall, operatorKey } from './support/operator.ts';
import { friesLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { createLoyaltyPolicy } from './support/promotions-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

const INTENT = 'orders-checkout-payment/stripe/create-payment-intent-v2';

/**
 * The order lifecycle through the operator API (issue 17, decision 0024): accept with a prep time,
 * reject with a reason, the kitchen's stages, READY, the courier and its positions, sold-out items;
 * keys scoped to stores and revocable; every refusal an envelope; reject and cancel undo what the
 * order took, once.
 */
describe.each(testDatabases())('operator API on %s (issue 17)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let storeB: { id: string };
  let allKey: string;
  let keyA: string;
  let keyB: string;
  let otherBrandKey: string;
  const db = () => t.database.db;
  const ids = () => ({ brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id });
  const call = (method: 'GET' | 'POST', path: string, key: string | null, body?: unknown, h = {}) =>
    operatorCall(t.app, method, path, key, body, h);

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'card-elements');
    await createLoyaltyPolicy(db(), w.brand.id);
    storeB = await createStore(db(), w.brand.id);
    allKey = await operatorKey(db(), w.brand.temporaryDomainName);
    keyA = await operatorKey(db(), w.brand.temporaryDomainName, [w.store.id]);
    keyB = await operatorKey(db(), w.brand.temporaryDomainName, [storeB.id]);
    const other = await createBrand(db());
    await createStore(db(), other.id);
    otherBrandKey = await operatorKey(db(), other.temporaryDomainName);
  });
  afterAll(() => t?.close());

  const statusOf = async (orderId: string) => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const history = await db()
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at));
    return { row: row!, history: history.map((h) => h.status) };
  };

  it('a cash order goes through every action: accept (ETA), preparing, READY, delivered, complete — each bumps the version and writes order.status_changed', async () => {
    const clock = new Date('2026-11-28T10:00:00Z');
    t.setNow(clock);
    const placed = await placeOrder(
      t.app,
      orderBody({ brandId: w.brand.id, storeId: w.store.id }, [friesLine(w.menu, 2)], {
        itemsTotalPrice: 17,
        totalOrderPrice: 17.85,
      }),
      w.token,
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.savedOrder._id as string;

    const listed = await call('GET', 'orders?status=PENDING', keyA);
    expect(listed.status).toBe(200);
    expect(listed.body.data.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    const one = await call('GET', `orders/${orderId}`, keyA);
    expect(one.body.data.order).toMatchObject({
      _id: orderId,
      orderStatus: 'PENDING',
      version: 0,
      customer: { firstName: 'Card' },
      orderType: { type: 'PICKUP' },
      timingType: 'ASAP',
      courier: null,
      prepMinutes: null,
    });
    expect(one.body.data.order).not.toHaveProperty('trackingToken');
    expect(JSON.stringify(one.body)).not.toContain(w.customer.phoneNumber);

    const accepted = await call('POST', `orders/${orderId}/accept`, keyA, { prepMinutes: 20 });
    expect(accepted.status).toBe(200);
    const readyAt = Math.floor(clock.getTime() / 1000) + 20 * 60;
    expect(accepted.body.data).toMatchObject({
      changed: true,
      order: { orderStatus: 'ACCEPTED', prepMinutes: 20, estimatedReadyAt: readyAt, version: 1 },
    });
    // The customer sees the ETA (issue 17).
    const mine = await cardCall(t.app, `order/get-order-info/${orderId}`, { brandId: w.brand.id }, w.token);
    expect(mine.body.data.order.expectedTime).toBe(readyAt);
    // The same action again: 200, nothing written.
    const again = await call('POST', `orders/${orderId}/accept`, keyA, { prepMinutes: 30 });
    expect(again.body.data).toMatchObject({ changed: false, order: { prepMinutes: 20, version: 1 } });

    expect((await call('POST', `orders/${orderId}/status`, keyA, { status: 'PREPARING' })).status).toBe(200);
    const ready = await call('POST', `orders/${orderId}/status`, keyA, { status: 'READY' });
    expect(ready.body.data).toMatchObject({
      changed: true,
      order: { orderStatus: 'PREPARING', readyAt: expect.any(Number), version: 3 },
    });
    expect((await call('POST', `orders/${orderId}/status`, keyA, { status: 'DELIVERED' })).status).toBe(200);
    const done = await call('POST', `orders/${orderId}/status`, keyA, { status: 'COMPLETE' });
    expect(done.body.data.order).toMatchObject({ orderStatus: 'COMPLETE', version: 5 });
    expect((await statusOf(orderId)).history).toEqual([
      'PENDING',
      'ACCEPTED',
      'PREPARING',
      'DELIVERED',
      'COMPLETE',
    ]);
    const events = await db()
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.topic, 'order.status_changed'), eq(outboxEvents.brandId, w.brand.id)));
    const mineEvents = events
      .map((e) => e.payload as Record<string, unknown>)
      .filter((p) => p.orderId === orderId);
    expect(mineEvents.map((p) => [p.from, p.to, p.version])).toEqual([
      ['PENDING', 'ACCEPTED', 1],
      ['ACCEPTED', 'PREPARING', 2],
      ['PREPARING', 'DELIVERED', 4],
      ['DELIVERED', 'COMPLETE', 5],
    ]);
    // A move the state machine refuses: 409 naming the status now, in the request's language.
    const late = await call(
      'POST',
      `orders/${orderId}/reject`,
      keyA,
      { reason: 'too late' },
      {
        'accept-language': 'ar-AE,ar;q=0.9',
      },
    );
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      success: 0,
      code: 'orderStatusConflict',
      message: messageTexts('orderStatusConflict', 'COMPLETE', 'REJECTED').AR,
    });
    t.setNow(null);
  });

  it('dispatch: a delivery order gets its courier (E.164) and moves ON_THE_WAY; positions at most every 5 s (429 otherwise)', async () => {
    const order = await insertOrder(db(), ids(), {
      serviceType: 'DELIVERY',
      deliverySnapshot: null,
    });
    const t0 = new Date('2026-11-28T11:00:00Z');
    t.setNow(t0);
    const early = await call('POST', `orders/${order.id}/courier`, keyA, {
      name: 'Ali',
      phone: '0501234567',
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('orderNotDispatchable');
    await call('POST', `orders/${order.id}/accept`, keyA, { prepMinutes: 10 });
    const badPhone = await call('POST', `orders/${order.id}/courier`, keyA, { name: 'Ali', phone: '12345' });
    expect(badPhone).toMatchObject({ status: 400, body: { success: 0, code: 'courierPhoneInvalid' } });
    const sent = await call('POST', `orders/${order.id}/courier`, keyA, {
      name: 'Ali',
      phone: '050 123 4567',
      vehicle: 'Bike D 12345',
    });
    expect(sent.body.data).toMatchObject({
      changed: true,
      order: {
        orderStatus: 'ON_THE_WAY',
        courier: {
          name: 'Ali',
          phone: '+971501234567',
          vehicle: 'Bike D 12345',
          lat: null,
          positionAt: null,
        },
      },
    });
    const pos = { name: 'Ali', phone: '+971501234567', lat: 25.2, lng: 55.27 };
    expect(
      (await call('POST', `orders/${order.id}/courier`, keyA, pos)).body.data.order.courier,
    ).toMatchObject({
      lat: 25.2,
      lng: 55.27,
      vehicle: 'Bike D 12345',
      positionAt: Math.floor(t0.getTime() / 1000),
    });
    t.setNow(new Date(t0.getTime() + 4_000));
    const tooSoon = await call('POST', `orders/${order.id}/courier`, keyA, { ...pos, lat: 25.21 });
    expect(tooSoon).toMatchObject({
      status: 429,
      body: { success: 0, code: 'courierPositionTooOften', message: MESSAGES.courierPositionTooOften },
    });
    t.setNow(new Date(t0.getTime() + 5_000));
    const next = await call('POST', `orders/${order.id}/courier`, keyA, { ...pos, lat: 25.21 });
    expect(next.body.data.order.courier.lat).toBe(25.21);
    const unpaired = await call('POST', `orders/${order.id}/courier`, keyA, { ...pos, lng: undefined });
    expect(unpaired.status).toBe(400);
    t.setNow(null);
  });

  it('attacker: no key, a garbage key, a revoked key → 401 envelope; store A key on store B order, another brand’s key → 404', async () => {
    const orderB = await insertOrder(db(), { ...ids(), storeId: storeB.id });
    const key = await operatorKey(db(), w.brand.temporaryDomainName, [w.store.id]);
    for (const bad of [null, 'sufra_op_nothing', 'x'.repeat(300), `${key}x`]) {
      const res = await call('GET', 'orders', bad);
      expect(res, String(bad)).toMatchObject({
        status: 401,
        body: { success: 0, code: 'operatorKeyInvalid', message: MESSAGES.operatorKeyInvalid },
      });
    }
    expect((await call('GET', 'orders', key)).status).toBe(200);
    await revokeOperatorKey(db(), { idOrPrefix: key.slice(0, 16) }, new Date());
    const revoked = await call(
      'POST',
      `orders/${orderB.id}/accept`,
      key,
      { prepMinutes: 10 },
      {
        'accept-language': 'ar',
      },
    );
    expect(revoked).toMatchObject({
      status: 401,
      body: { code: 'operatorKeyInvalid', message: MESSAGES_AR.operatorKeyInvalid },
    });
    for (const [k, label] of [
      [keyA, 'store A key'],
      [otherBrandKey, 'other brand'],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', `orders/${orderB.id}`, undefined],
        ['GET', `orders/${orderB.orderNumber}`, undefined],
        ['POST', `orders/${orderB.id}/accept`, { prepMinutes: 10 }],
        ['POST', `orders/${orderB.id}/reject`, { reason: 'no' }],
        ['POST', `orders/${orderB.id}/status`, { status: 'CANCELLED' }],
        ['POST', `orders/${orderB.id}/courier`, { name: 'A', phone: '+971501234567' }],
      ] as const) {
        const res = await call(method, path, k, body);
        expect(res, `${label} ${method} ${path}`).toMatchObject({
          status: 404,
          body: { success: 0, code: 'orderNotFound' },
        });
      }
      const listed = await call('GET', 'orders', k);
      expect(listed.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(orderB.id);
    }
    expect((await statusOf(orderB.id)).row).toMatchObject({ status: 'PENDING', version: 0 });
    expect((await call('GET', `orders/${orderB.id}`, keyB)).status).toBe(200);
    expect((await call('GET', `orders/${orderB.id}`, allKey)).status).toBe(200);
  });

  it('bad input is a 400 envelope naming the field: prepMinutes outside 5–90, an empty or long reason, an unknown status', async () => {
    const order = await insertOrder(db(), ids());
    for (const [path, body, field] of [
      ['accept', { prepMinutes: 4 }, 'prepMinutes'],
      ['accept', { prepMinutes: 91 }, 'prepMinutes'],
      ['accept', { prepMinutes: 'soon' }, 'prepMinutes'],
      ['reject', { reason: '  ' }, 'reason'],
      ['reject', { reason: 'x'.repeat(301) }, 'reason'],
      ['status', { status: 'PENDING_PAYMENT' }, 'status'],
      ['status', { status: 'ACCEPTED' }, 'status'],
    ] as const) {
      const res = await call('POST', `orders/${order.id}/${path}`, keyA, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.success).toBe(0);
      expect(res.body.message).toContain(field);
    }
    expect((await call('GET', 'orders?since=yesterday', keyA)).status).toBe(400);
    expect((await call('GET', 'orders?limit=0', keyA)).status).toBe(400);
    expect((await call('GET', 'orders?cursor=bm9wZQ', keyA)).status).toBe(400);
    expect((await statusOf(order.id)).row.version).toBe(0);
  });

  it('reject of a card-paid order: one refund through the gateway, stock and wallet redeem back, the customer told why — even when reject is called twice', async () => {
    const stockBefore = await friesStock(db(), w);
    const order = await placedCardOrder(t.app, w, w.token, 2);
    const pm = await cardToken(t.app, w, SANDBOX_TEST_CARDS.success);
    const paid = await cardCall(t.app, INTENT, cardIntentBody(w, order, pm), w.token, `op-pay-${kind}`);
    expect(paid.body.data.gatewayData.isVerified).toBe(true);
    const orderId = order.savedOrder._id;
    expect((await statusOf(orderId)).row.status).toBe('PENDING');
    expect(await friesStock(db(), w)).toBe(stockBefore - 2);

    const [first, second] = await Promise.all([
      call('POST', `orders/${orderId}/reject`, keyA, { reason: 'out of fries' }),
      call('POST', `orders/${orderId}/reject`, keyA, { reason: 'out of fries' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.changed, second.body.data.changed].sort()).toEqual([false, true]);
    const third = await call('POST', `orders/${orderId}/reject`, keyA, { reason: 'again' });
    expect(third.body.data).toMatchObject({
      changed: false,
      order: { orderStatus: 'REJECTED', statusReason: 'out of fries' },
    });
    expect(await friesStock(db(), w)).toBe(stockBefore);
    expect(await outboxCount(db(), w.brand.id, 'payment.refund_required', orderId)).toBe(1);
    expect(await outboxCount(db(), w.brand.id, 'order.customer_message', orderId)).toBe(1);
    const handlers = paymentOutboxHandlers(t.app, { db: db(), now: () => new Date() });
    for (let round = 0; round < 5; round++) await dispatchOutbox(db(), handlers);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedFils: payment!.amountFils });
    // The customer is told why, once (decision 0031).
    const told: OrderMessageInput[] = [];
    const messaging = {
      sendCode: async () => {},
      sendOrderMessage: async (m: OrderMessageInput) => void told.push(m),
    };
    for (let round = 0; round < 2; round++)
      await dispatchOutbox(db(), customerMessageOutboxHandlers({ db: db(), messaging }));
    expect(told.filter((m) => m.params[1] === order.savedOrder.orderNumber)).toMatchObject([
      { kind: 'rejected', params: [w.brand.brandName, order.savedOrder.orderNumber, 'out of fries'] },
    ]);
    // A cancel after the reject changes nothing (the order is final): no second refund.
    const cancel = await call('POST', `orders/${orderId}/status`, keyA, { status: 'CANCELLED' });
    expect(cancel.status).toBe(409);
    expect(await outboxCount(db(), w.brand.id, 'payment.refund_required', orderId)).toBe(1);
    const info = await cardCall(t.app, `order/get-order-info/${orderId}`, { brandId: w.brand.id }, w.token);
    expect(info.body.data.order).toMatchObject({ orderStatus: 'REJECTED', paymentStatus: 'REFUNDED' });
  });

  it('cancel of a cash order with a wallet redeem: the redeem comes back once, the stock too', async () => {
    const stockBefore = await friesStock(db(), w);
    const [customer] = await db()
      .insert(customers)
      .values({ brandId: w.brand.id, phoneNumber: '+971509998877', name: 'Wallet User' })
      .returning();
    const { createSession } = await import('../src/platform/session-repository.ts');
    const token = await createSession(db(), w.brand.id, customer!.id, new Date());
    // 4 fries = 34 AED; redeem 3.40 (10 %) → 30.60 + 5 % VAT = 32.13.
    const placed = await placeOrder(
      t.app,
      orderBody(
        { brandId: w.brand.id, storeId: w.store.id },
        [friesLine(w.menu, 4)],
        {
          itemsTotalPrice: 34,
          totalOrderPrice: 32.13,
        },
        { loyaltyApplied: { redeemAmount: 3.4 } },
      ),
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.savedOrder._id as string;
    await call('POST', `orders/${orderId}/accept`, allKey, { prepMinutes: 15 });
    const res = await call('POST', `orders/${orderId}/status`, allKey, {
      status: 'CANCELLED',
      reason: 'kitchen fire',
    });
    expect(res.body.data.order).toMatchObject({ orderStatus: 'CANCELLED', statusReason: 'kitchen fire' });
    await call('POST', `orders/${orderId}/status`, allKey, { status: 'CANCELLED' });
    const ledger = await db()
      .select({ kind: walletLedger.kind, amount: walletLedger.amountFils })
      .from(walletLedger)
      .where(eq(walletLedger.customerId, customer!.id))
      .orderBy(asc(walletLedger.createdAt));
    expect(ledger.map((l) => l.kind)).toEqual(['grant', 'redeem', 'refund']);
    expect(ledger[2]!.amount).toBe(340);
    expect(await friesStock(db(), w)).toBe(stockBefore);
    expect(await outboxCount(db(), w.brand.id, 'payment.refund_required', orderId)).toBe(0);
  });

  it('concurrent actions: accept and reject at once → one wins, the other gets 409 naming the new status (or 200 unchanged for the same action)', async () => {
    for (let i = 0; i < 4; i++) {
      const order = await insertOrder(db(), ids());
      const [a, r] = await Promise.all([
        call('POST', `orders/${order.id}/accept`, keyA, { prepMinutes: 10 }),
        call('POST', `orders/${order.id}/reject`, keyA, { reason: 'busy' }),
      ]);
      const statuses = [a.status, r.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : r;
      const { row, history } = await statusOf(order.id);
      expect(loser.body.code).toBe('orderStatusConflict');
      expect(loser.body.message).toContain(row.status);
      // Inserted without a history row: the one move is the only one.
      expect(history).toEqual([row.status]);
      expect(row.version).toBe(1);
      const [x, y] = await Promise.all([
        call('POST', `orders/${order.id}/status`, keyA, { status: 'COMPLETE' }),
        call('POST', `orders/${order.id}/status`, keyA, { status: 'COMPLETE' }),
      ]);
      if (row.status === 'ACCEPTED') {
        expect([x.body.data.changed, y.body.data.changed].sort()).toEqual([false, true]);
        expect((await statusOf(order.id)).history).toEqual(['ACCEPTED', 'COMPLETE']);
      } else {
        expect([x.status, y.status]).toEqual([409, 409]);
      }
    }
  });

  it('GET orders: newest first, filtered by status and since, paginated with limit and cursor', async () => {
    const brand = await createBrand(db());
    const store = await createStore(db(), brand.id);
    const [customer] = await db()
      .insert(customers)
      .values({ brandId: brand.id, phoneNumber: '+971501110000', name: 'Lister' })
      .returning();
    const key = await operatorKey(db(), brand.temporaryDomainName);
    const base = Date.parse('2026-11-20T10:00:00Z');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await insertOrder(
          db(),
          { brandId: brand.id, storeId: store.id, customerId: customer!.id },
          { placedAt: new Date(base + i * 60_000), status: i === 4 ? 'ACCEPTED' : 'PENDING' },
        ),
      );
    await insertOrder(
      db(),
      { brandId: brand.id, storeId: store.id, customerId: customer!.id },
      { status: 'PENDING_PAYMENT', paymentType: 'CREDIT_CARD' },
    );
    const page1 = await call('GET', 'orders?limit=2', key);
    expect(page1.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([made[4]!.id, made[3]!.id]);
    const page2 = await call('GET', `orders?limit=2&cursor=${page1.body.data.nextCursor}`, key);
    expect(page2.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([made[2]!.id, made[1]!.id]);
    const page3 = await call('GET', `orders?limit=2&cursor=${page2.body.data.nextCursor}`, key);
    expect(page3.body.data).toMatchObject({ nextCursor: null });
    expect(page3.body.data.orders).toHaveLength(1);
    const accepted = await call('GET', 'orders?status=ACCEPTED', key);
    expect(accepted.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([made[4]!.id]);
    const since = await call('GET', `orders?since=${encodeURIComponent('2026-11-20T10:03:00Z')}`, key);
    expect(since.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([made[4]!.id, made[3]!.id]);
    // Another brand's cursor is refused, not followed.
    const foreign = await call('GET', `orders?cursor=${page1.body.data.nextCursor}`, allKey);
    expect(foreign.status).toBe(400);
  });

  it('sold-out (decision 0030): an all-stores key marks brand-wide, a store key marks its stores only; `storeId` narrows; 404 outside the scope', async () => {
    const res = await call('POST', `items/${w.menu.burger.id}/sold-out`, allKey, {
      soldOut: true,
      until: '2099-11-28T22:00:00Z',
    });
    expect(res.body).toEqual({
      success: 1,
      data: { itemId: w.menu.burger.id, soldOut: true, until: '2099-11-28T22:00:00.000Z', storeIds: null },
    });
    const [row] = await db().select().from(items).where(eq(items.id, w.menu.burger.id));
    expect(row).toMatchObject({ isOutOfStock: true });
    // A key of store A on a brand-wide menu item: marked at store A only.
    const atA = await call('POST', `items/${w.menu.fries.id}/sold-out`, keyA, { soldOut: true });
    expect(atA.body.data).toMatchObject({ soldOut: true, storeIds: [w.store.id] });
    const marks = await db()
      .select()
      .from(storeItemAvailability)
      .where(eq(storeItemAvailability.itemId, w.menu.fries.id));
    expect(marks.map((m) => m.storeId)).toEqual([w.store.id]);
    const [fries] = await db().select().from(items).where(eq(items.id, w.menu.fries.id));
    expect(fries).toMatchObject({ isOutOfStock: false });
    // Store A's key naming store B: outside its scope.
    expect(
      (await call('POST', `items/${w.menu.fries.id}/sold-out`, keyA, { soldOut: true, storeId: storeB.id }))
        .status,
    ).toBe(404);
    // An all-stores key naming one store marks that store only.
    const atB = await call('POST', `items/${w.menu.fries.id}/sold-out`, allKey, {
      soldOut: true,
      storeId: storeB.id,
    });
    expect(atB.body.data.storeIds).toEqual([storeB.id]);
    expect(
      (await call('POST', `items/${w.menu.burger.id}/sold-out`, otherBrandKey, { soldOut: false })).status,
    ).toBe(404);
    // Another brand's store named by an all-stores key: 404, nothing written.
    const foreign = await createStore(db(), (await createBrand(db())).id);
    expect(
      (
        await call('POST', `items/${w.menu.fries.id}/sold-out`, allKey, {
          soldOut: true,
          storeId: foreign.id,
        })
      ).status,
    ).toBe(404);
    const storeMenu = await createMenu(db(), w.brand.id, { storeId: w.store.id });
    expect((await call('POST', `items/${storeMenu.fries.id}/sold-out`, keyA, { soldOut: true })).status).toBe(
      200,
    );
    expect((await call('POST', `items/${storeMenu.fries.id}/sold-out`, keyB, { soldOut: true })).status).toBe(
      404,
    );
    expect((await call('POST', `items/not-a-uuid/sold-out`, keyA, { soldOut: true })).status).toBe(400);
    const past = await call('POST', `items/${w.menu.fries.id}/sold-out`, allKey, {
      soldOut: true,
      until: '2020-01-01T00:00:00Z',
    });
    expect(past.body).toMatchObject({ success: 0, code: 'soldOutUntilPassed' });
    // Turned back by an all-stores key: brand-wide mark and every store's mark cleared.
    await call('POST', `items/${w.menu.burger.id}/sold-out`, allKey, { soldOut: false });
    await call('POST', `items/${w.menu.fries.id}/sold-out`, allKey, { soldOut: false });
    const [back] = await db().select().from(items).where(eq(items.id, w.menu.burger.id));
    expect(back).toMatchObject({ isOutOfStock: false, outOfStockUntil: null });
    expect(
      await db()
        .select()
        .from(storeItemAvailability)
        .where(eq(storeItemAvailability.itemId, w.menu.fries.id)),
    ).toEqual([]);
    await call('POST', `items/${storeMenu.fries.id}/sold-out`, keyA, { soldOut: false });
  });

  it('rate limit per key: past 120 requests a minute → 429 envelope with Retry-After; another key is not affected', async () => {
    const brand = await createBrand(db());
    await createStore(db(), brand.id);
    const busy = await operatorKey(db(), brand.temporaryDomainName);
    const calm = await operatorKey(db(), brand.temporaryDomainName);
    t.setNow(new Date('2026-11-28T12:00:00Z'));
    for (let i = 0; i < 120; i++) expect((await call('GET', 'orders?limit=1', busy)).status).toBe(200);
    const limited = await call('GET', 'orders?limit=1', busy, undefined, { 'accept-language': 'ar' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.body).toEqual({
      success: 0,
      code: 'operatorRateLimited',
      message: messageTexts('operatorRateLimited', 60).AR,
    });
    expect((await call('GET', 'orders?limit=1', calm)).status).toBe(200);
    t.setNow(new Date('2026-11-28T12:01:00Z'));
    expect((await call('GET', 'orders?limit=1', busy)).status).toBe(200);
    t.setNow(null);
  });

  it('hostile input to every POST call: malformed JSON, wrong types, arrays, huge values → a 4xx envelope, never a 5xx, nothing moved', async () => {
    const order = await insertOrder(db(), ids(), { serviceType: 'DELIVERY' });
    // A key of its own: the others' requests count against their own rate limit.
    const key = await operatorKey(db(), w.brand.temporaryDomainName, [w.store.id]);
    const paths = ['accept', 'reject', 'status', 'courier'].map((p) => `orders/${order.id}/${p}`);
    paths.push(`items/${w.menu.fries.id}/sold-out`);
    const bodies = [
      '{',
      '[]',
      'null',
      '"text"',
      '{"prepMinutes":1e400}',
      '{"prepMinutes":[5]}',
      '{"reason":{"$ne":1}}',
      '{"status":"COMPLETE","reason":123}',
      '{"name":"A","phone":"+971501234567","lat":"25","lng":55}',
      '{"name":"A","phone":"+971501234567","lat":91,"lng":55}',
      `{"name":"${'x'.repeat(101)}","phone":"+971501234567"}`,
      '{"soldOut":"yes"}',
      '{"soldOut":true,"until":"tomorrow"}',
    ];
    for (const path of paths)
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/operator/v1/${path}`,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${path} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${payload}`).toBeLessThan(500);
        expect(res.json(), `${path} ${payload}`).toMatchObject({ success: 0, message: expect.any(String) });
      }
    for (const bad of ['orders/%ZZ', `orders/${'9'.repeat(300)}`, 'orders/a.b/accept'])
      expect((await call('GET', bad, key)).status, bad).toBeLessThan(500);
    expect((await statusOf(order.id)).row).toMatchObject({ status: 'PENDING', version: 0 });
  });
});
