import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, stores } from '../src/db/schema.ts';
import { orderFeedbacks } from '../src/db/schema-feedback.ts';
import { outboxEvents } from '../src/db/schema-payments.ts';
import { webhookDeliveries } from '../src/db/schema-webhooks.ts';
import { runStaffCommand } from '../src/modules/staff/service.ts';
import { addEndpoint, webhookOutboxHandlers } from '../src/modules/webhooks/service.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import { type CardWorld, cardWorld } from './support/card-orders.ts';
import { createBrand, createStore } from './support/factory.ts';
import { insertOrder, operatorCall, operatorKey } from './support/operator.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Customer feedback (issue 17, 002 §2.21, decision 0029): `feedbacks/create` by the order's own
 * customer only, once, after DELIVERED or COMPLETE; the store's rating; the operator's order
 * carries it; 'feedback.created' is written with it and fanned out to the brand's webhooks.
 */
describe.each(testDatabases())('feedbacks/create on %s (issue 17)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let otherBrand: { id: string; token: string; orderId: string };
  const db = () => t.database.db;
  const ids = () => ({ brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id });
  const rate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(t.app, 'feedbacks/create', { brandId: w.brand.id, ...body }, headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(db(), 'none');
    const brand = await createBrand(db());
    const store = await createStore(db(), brand.id);
    const [customer] = await db()
      .insert(customers)
      .values({ brandId: brand.id, phoneNumber: w.customer.phoneNumber, name: 'Same Phone' })
      .returning();
    const order = await insertOrder(db(), { brandId: brand.id, storeId: store.id, customerId: customer!.id });
    otherBrand = {
      id: brand.id,
      token: await createSession(db(), brand.id, customer!.id, new Date()),
      orderId: order.id,
    };
  });
  afterAll(() => t?.close());

  it('the own customer rates a COMPLETE order once: the answer, the row, the store rating, the outbox row', async () => {
    const order = await insertOrder(db(), ids(), { status: 'COMPLETE' });
    const res = await rate(
      { orderId: order.orderNumber, rating: 4, comment: '  Hot and fast  ' },
      { authorization: w.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.feedback).toMatchObject({ orderId: order.id, rating: 4, comment: 'Hot and fast' });
    const rows = await db().select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandId: w.brand.id, customerId: w.customer.id, rating: 4 });
    const [store] = await db().select().from(stores).where(eq(stores.id, w.store.id));
    expect(store).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    const outbox = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.brandId, w.brand.id), eq(outboxEvents.topic, 'feedback.created')));
    const mine = outbox.filter((o) => (o.payload as { orderId?: string }).orderId === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      storeId: w.store.id,
      rating: 4,
      comment: 'Hot and fast',
    });

    // A second feedback on the same order: 409, in the request's language; nothing more written.
    const twice = await rate({ orderId: order.id, rating: 1, language: 'AR' }, { authorization: w.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      success: 0,
      code: 'feedbackAlreadySent',
      message: MESSAGES_AR.feedbackAlreadySent,
    });
    expect(await db().select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, order.id))).toHaveLength(
      1,
    );
    const [after] = await db().select().from(stores).where(eq(stores.id, w.store.id));
    expect(after).toMatchObject({ ratingSum: 4, ratingCount: 1 });

    // The customer's order and the operator's carry it; the public tracking answer does not.
    const info = await post(
      t.app,
      `order/get-order-info/${order.id}`,
      { brandId: w.brand.id },
      {
        authorization: w.token,
      },
    );
    expect(info.body.data.order.feedback).toEqual({ rating: 4, comment: 'Hot and fast' });
    const key = await operatorKey(db(), w.brand.temporaryDomainName);
    const op = await operatorCall(t.app, 'GET', `orders/${order.id}`, key);
    expect(op.body.data.order.feedback).toEqual({ rating: 4, comment: 'Hot and fast' });
    const token = (info.body.data.order as { trackingToken: string }).trackingToken;
    const link = await get(t.app, `order/get-order-tracking-info/${order.orderNumber}`, {
      brandId: w.brand.id,
      t: token,
    });
    expect(link.status).toBe(200);
    expect(link.body.data.orders).not.toHaveProperty('feedback');
  });

  it('a DELIVERED order can be rated; before that a clear 409 (EN and AR)', async () => {
    const delivered = await insertOrder(db(), ids(), { status: 'DELIVERED' });
    expect((await rate({ orderId: delivered.id, rating: 5 }, { authorization: w.token })).status).toBe(200);
    for (const status of ['PENDING', 'ACCEPTED', 'PREPARING', 'ON_THE_WAY', 'REJECTED', 'CANCELED']) {
      const order = await insertOrder(db(), ids(), { status });
      const en = await rate({ orderId: order.id, rating: 5 }, { authorization: w.token });
      expect(en.status, status).toBe(409);
      expect(en.body).toEqual({ success: 0, code: 'feedbackNotYet', message: MESSAGES.feedbackNotYet });
      const ar = await rate({ orderId: order.id, rating: 5, language: 'AR' }, { authorization: w.token });
      expect(ar.body.message).toBe(MESSAGES_AR.feedbackNotYet);
      expect(
        await db().select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, order.id)),
      ).toHaveLength(0);
    }
  });

  it('ratings outside 1–5, fractions and over-long comments are refused 400 with the catalogue text', async () => {
    const order = await insertOrder(db(), ids(), { status: 'COMPLETE' });
    for (const rating of [0, 6, 2.5, -1, '5']) {
      const res = await rate({ orderId: order.id, rating }, { authorization: w.token });
      expect(res.status, String(rating)).toBe(400);
      // The house refusal of a bad field (issue 16): 'fieldProblem' naming the field, with the catalogue's text.
      expect(res.body).toMatchObject({ success: 0, code: 'fieldProblem' });
      expect(res.body.message).toContain('rating');
      expect(res.body.message).toContain(MESSAGES.feedbackRatingInvalid);
    }
    const ar = await rate({ orderId: order.id, rating: 0, language: 'AR' }, { authorization: w.token });
    expect(ar.body.message).toContain(MESSAGES_AR.feedbackRatingInvalid);
    const long = await rate(
      { orderId: order.id, rating: 3, comment: 'x'.repeat(1001) },
      { authorization: w.token },
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(MESSAGES.feedbackCommentTooLong);
    expect(await db().select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, order.id))).toHaveLength(
      0,
    );
  });

  it('attackers: no token, another customer, another brand, a staff token — nothing written', async () => {
    const order = await insertOrder(db(), ids(), { status: 'COMPLETE' });
    const none = await rate({ orderId: order.id, rating: 1 });
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(0);

    const other = await rate({ orderId: order.id, rating: 1 }, { authorization: w.otherToken });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: 0, code: 'orderNotFound', message: MESSAGES.orderNotFound });
    const byNumber = await rate({ orderId: order.orderNumber, rating: 1 }, { authorization: w.otherToken });
    expect(byNumber.status).toBe(404);

    // A token of another brand on this brand's call: not accepted; and on its own brand, this order is unknown.
    const crossToken = await rate({ orderId: order.id, rating: 1 }, { authorization: otherBrand.token });
    expect(crossToken.status).toBe(401);
    const crossBrand = await post(
      t.app,
      'feedbacks/create',
      { brandId: otherBrand.id, orderId: order.id, rating: 1 },
      { authorization: otherBrand.token },
    );
    expect(crossBrand.status).toBe(404);
    // And this brand's customer cannot rate the other brand's order through either brand.
    const theirs = await rate({ orderId: otherBrand.orderId, rating: 1 }, { authorization: w.token });
    expect(theirs.status).toBe(404);

    const [staff] = await runStaffCommand(
      db(),
      {
        action: 'add',
        temporaryDomainName: w.brand.temporaryDomainName,
        phoneNumber: '+971501230001',
        role: 'owner',
        storeIds: [],
      },
      new Date(),
    );
    const staffToken = await createStaffSession(db(), w.brand.id, staff!.id, new Date());
    const asStaff = await rate({ orderId: order.id, rating: 1 }, { authorization: `Staff ${staffToken}` });
    expect(asStaff.status).toBe(401);
    const staffAsBearer = await rate({ orderId: order.id, rating: 1 }, { authorization: staffToken });
    expect(staffAsBearer.status).toBe(401);

    expect(await db().select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, order.id))).toHaveLength(
      0,
    );
  });

  it("the store's rating is on the store the storefront reads (read-only star display)", async () => {
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId: w.brand.id });
    expect(res.status).toBe(200);
    const store = (res.body.data.stores as Array<{ _id: string; rating?: unknown }>).find(
      (s) => s._id === w.store.id,
    );
    const [row] = await db().select().from(stores).where(eq(stores.id, w.store.id));
    expect(row!.ratingCount).toBeGreaterThanOrEqual(2);
    expect(store?.rating).toEqual({
      rating: Math.round((row!.ratingSum / row!.ratingCount) * 10) / 10,
      reviews: row!.ratingCount,
    });
  });

  it("'feedback.created' reaches the brand's webhook endpoints (once), not another brand's", async () => {
    const deps = { db: db(), now: () => new Date(), production: false };
    const mineHook = await addEndpoint(deps, {
      brand: w.brand.temporaryDomainName,
      url: 'http://127.0.0.1:9/a',
    });
    const [other] = await db().select().from(stores).where(eq(stores.brandId, otherBrand.id));
    expect(other).toBeDefined();
    const theirs = await createBrand(db());
    const theirHook = await addEndpoint(deps, {
      brand: theirs.temporaryDomainName,
      url: 'http://127.0.0.1:9/b',
    });
    const order = await insertOrder(db(), ids(), { status: 'COMPLETE' });
    expect(
      (await rate({ orderId: order.id, rating: 5, comment: 'Great' }, { authorization: w.token })).status,
    ).toBe(200);
    await dispatchOutbox(db(), webhookOutboxHandlers(deps), { limit: 100 });
    await dispatchOutbox(db(), webhookOutboxHandlers(deps), { limit: 100 });
    const sent = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, mineHook.endpoint.id));
    const forOrder = sent.filter(
      (d) => (d.payload as { data?: { orderId?: string } }).data?.orderId === order.id,
    );
    expect(forOrder).toHaveLength(1);
    expect(forOrder[0]).toMatchObject({ eventType: 'feedback.created' });
    expect(forOrder[0]!.payload).toMatchObject({
      type: 'feedback.created',
      data: { orderId: order.id, orderNumber: order.orderNumber, rating: 5, comment: 'Great' },
    });
    expect(JSON.stringify(forOrder[0]!.payload)).not.toContain(w.customer.phoneNumber);
    const leaked = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, theirHook.endpoint.id));
    expect(leaked).toHaveLength(0);
  });
});
