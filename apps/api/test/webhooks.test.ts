import { and, count, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { outboxEvents } from '../src/db/schema-payments.ts';
import { webhookDeliveries } from '../src/db/schema-webhooks.ts';
import {
  deliverDue,
  replayDelivery,
  runWebhookCommand,
  WebhookCommandError,
  webhookOutboxHandlers,
} from '../src/modules/webhooks/service.ts';
import { dispatchOutbox, enqueueOutbox } from '../src/platform/outbox.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createFreshPostgres } from './support/shared-database.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';
import {
  docsVerifyWebhook,
  type Receiver,
  startReceiver,
  type VerifyWebhook,
} from './support/webhook-receiver.ts';

/** The test schedule: the production one's shape (six delays) in seconds instead of hours. */
const SCHEDULE = [10_000, 60_000, 600_000, 3_600_000, 21_600_000, 86_400_000];

describe.each(testDatabases())('outbound webhooks on %s (issue 17, decision 0025)', (kind) => {
  let t: TestApp;
  let db: Database['db'];
  let verify: VerifyWebhook;
  let a: { brandId: string; storeId: string; slug: string };
  let b: { brandId: string; slug: string };
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let hookA: Receiver;
  let hookB: Receiver;
  let secretA = '';
  let endpointA = '';
  let phone = 0;
  const clock = { now: new Date() };
  const deps = () => ({ db, now: () => clock.now, production: false });
  // The outbox rows are stamped by the database's clock: the fan-out reads the real time.
  const fanOut = () => dispatchOutbox(db, webhookOutboxHandlers(deps()), { limit: 100 });
  const deliver = () => deliverDue(db, { now: () => clock.now, schedule: SCHEDULE, timeoutMs: 5_000 });
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.db;
    verify = await docsVerifyWebhook();
    const brandA = await createBrand(db);
    const storeId = (await createStore(db, brandA.id)).id;
    a = { brandId: brandA.id, storeId, slug: brandA.temporaryDomainName };
    menu = await createMenu(db, brandA.id);
    const brandB = await createBrand(db);
    b = { brandId: brandB.id, slug: brandB.temporaryDomainName };
    hookA = await startReceiver();
    hookB = await startReceiver();
    const added = await runWebhookCommand(deps(), { command: 'add', brand: a.slug, url: hookA.url });
    if (added.command !== 'add') throw new Error('add');
    secretA = added.secret;
    endpointA = added.endpoint.id;
    await runWebhookCommand(deps(), { command: 'add', brand: b.slug, url: hookB.url });
  });
  afterAll(async () => {
    await hookA?.close();
    await hookB?.close();
    await t?.close();
  });

  const placeCashOrder = async () => {
    const me = await signedInCustomer(db, a.brandId, `+97150777${String(++phone).padStart(4, '0')}`);
    const res = await placeOrder(
      t.app,
      orderBody(a, [burgerLine(menu, 2)], { itemsTotalPrice: 50, totalOrderPrice: 52.5 }),
      me.token,
    );
    expect(res.status).toBe(200);
    return res.body.data.savedOrder as { _id: string; orderNumber: string };
  };
  const outboxRows = async (topic: string) =>
    (
      await db
        .select({ n: count() })
        .from(outboxEvents)
        .where(and(eq(outboxEvents.brandId, a.brandId), eq(outboxEvents.topic, topic)))
    )[0]!.n;
  const nowSeconds = () => Math.floor(clock.now.getTime() / 1000);

  it('the secret is the Standard Webhooks whsec_ form of 32 bytes', () => {
    expect(secretA).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secretA.slice(6), 'base64')).toHaveLength(32);
  });

  it("a placed order reaches its brand's receiver once, with a valid signature (the docs' verify and standardwebhooks); another brand's receiver gets nothing", async () => {
    clock.now = new Date();
    const before = await outboxRows('order.created');
    const order = await placeCashOrder();
    // Written by the order's own statement: exactly one row more.
    expect(await outboxRows('order.created')).toBe(before + 1);
    expect(await fanOut()).toMatchObject({ dispatched: 1, failed: 0 });
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(hookA.received).toHaveLength(1);
    expect(hookB.received).toHaveLength(0);
    const got = hookA.received[0]!;
    expect(got.headers['webhook-id']).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    const event = verify(secretA, got.headers, got.body, nowSeconds());
    expect(new Webhook(secretA).verify(got.body, got.headers)).toEqual(event);
    expect(event).toMatchObject({
      type: 'order.created',
      data: {
        orderId: order._id,
        orderNumber: order.orderNumber,
        orderStatus: 'PENDING',
        brand: { id: a.brandId, slug: a.slug },
        store: { id: a.storeId },
        serviceType: 'PICKUP',
        totals: { itemsTotal: { aed: '50.00', fils: 5000 }, total: { aed: '52.50', fils: 5250 } },
      },
    });
    // No personal data of the customer.
    expect(got.body).not.toMatch(/\+97150777/);
  });

  it('a refused order writes no event', async () => {
    const before = await outboxRows('order.created');
    const me = await signedInCustomer(db, a.brandId, `+97150777${String(++phone).padStart(4, '0')}`);
    const res = await placeOrder(
      t.app,
      orderBody(a, [burgerLine(menu, 2)], { itemsTotalPrice: 50, totalOrderPrice: 40 }),
      me.token,
    );
    expect(res.status).toBe(409);
    expect(await outboxRows('order.created')).toBe(before);
  });

  it('each order event type once per endpoint, even when the fan-out runs twice for a row', async () => {
    hookA.received.length = 0;
    const order = await placeCashOrder();
    await db.transaction(async (tx) => {
      await enqueueOutbox(tx, a.brandId, 'order.status_changed', {
        orderId: order._id,
        from: 'PENDING',
        to: 'ACCEPTED',
        version: 2,
      });
      await enqueueOutbox(tx, a.brandId, 'order.paid', { orderId: order._id, paymentId: 'pay_1' });
      await enqueueOutbox(tx, a.brandId, 'order.refunded', {
        orderId: order._id,
        paymentId: 'pay_1',
        refundedFils: 1250,
        amountFils: 5250,
      });
    });
    expect(await fanOut()).toMatchObject({ dispatched: 4, failed: 0 });
    // A dispatcher that died after the handler: the rows are handled again → nothing new.
    await db.update(outboxEvents).set({ dispatchedAt: null }).where(eq(outboxEvents.brandId, a.brandId));
    await fanOut();
    expect(await deliver()).toMatchObject({ delivered: 4 });
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const events = hookA.received.map((r) => verify(secretA, r.headers, r.body, nowSeconds()));
    expect(events.map((e) => e.type).sort()).toEqual([
      'order.created',
      'order.paid',
      'order.refunded',
      'order.status_changed',
    ]);
    expect(new Set(hookA.received.map((r) => r.headers['webhook-id'])).size).toBe(4);
    const changed = events.find((e) => e.type === 'order.status_changed')!;
    expect(changed.data).toMatchObject({
      orderStatus: 'ACCEPTED',
      change: { from: 'PENDING', to: 'ACCEPTED', version: 2 },
    });
    expect(events.find((e) => e.type === 'order.refunded')!.data).toMatchObject({
      refund: { refunded: { aed: '12.50', fils: 1250 }, paymentAmount: { aed: '52.50', fils: 5250 } },
    });
    expect(hookB.received).toHaveLength(0);
  });

  it('a tampered body, a wrong secret or a stale timestamp fails verification', async () => {
    const got = hookA.received[0]!;
    const tampered = got.body.replace('"orderStatus":"', '"orderStatus":"X');
    expect(tampered).not.toBe(got.body);
    expect(() => verify(secretA, got.headers, tampered, nowSeconds())).toThrow(/signature/);
    expect(() => new Webhook(secretA).verify(tampered, got.headers)).toThrow();
    const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => verify(other, got.headers, got.body, nowSeconds())).toThrow(/signature/);
    expect(() => verify(secretA, got.headers, got.body, nowSeconds() + 301)).toThrow(/timestamp/);
    expect(() =>
      verify(secretA, { ...got.headers, 'webhook-id': 'msg_other' }, got.body, nowSeconds()),
    ).toThrow();
  });

  it('a 500 then a 200 → delivered once, after the 10 s delay; replay sends it again with the same id', async () => {
    hookA.received.length = 0;
    hookA.answers = [500];
    await placeCashOrder();
    await fanOut();
    expect(await deliver()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    later(9_000);
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    later(1_500);
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    later(3_600_000);
    expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(hookA.received).toHaveLength(2);
    const id = hookA.received[0]!.headers['webhook-id']!;
    expect(hookA.received[1]!.headers['webhook-id']).toBe(id);
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastResponseStatus: 200 });

    await replayDelivery(deps(), row!.id);
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(hookA.received).toHaveLength(3);
    expect(hookA.received[2]!.headers['webhook-id']).toBe(id);
    expect(hookA.received[2]!.body).toBe(hookA.received[1]!.body);
    expect(verify(secretA, hookA.received[2]!.headers, hookA.received[2]!.body, nowSeconds()).type).toBe(
      'order.created',
    );
  });

  it('a receiver that always fails: 7 attempts over the schedule, then dead; replay revives it', async () => {
    hookA.received.length = 0;
    hookA.fallback = 503;
    try {
      await placeCashOrder();
      await fanOut();
      const outcomes = [];
      outcomes.push(await deliver());
      for (const delay of SCHEDULE) {
        later(delay - 1);
        expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 0 });
        later(1);
        outcomes.push(await deliver());
      }
      expect(outcomes.slice(0, 6).every((o) => o.retried === 1)).toBe(true);
      expect(outcomes[6]).toEqual({ delivered: 0, retried: 0, dead: 1 });
      later(100 * 86_400_000);
      expect(await deliver()).toEqual({ delivered: 0, retried: 0, dead: 0 });
      expect(hookA.received).toHaveLength(7);
      const id = hookA.received[0]!.headers['webhook-id']!;
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, id));
      expect(row).toMatchObject({
        status: 'dead',
        attempts: 7,
        lastResponseStatus: 503,
        lastError: 'HTTP 503',
      });
      const listed = await runWebhookCommand(deps(), { command: 'list', brand: a.slug });
      expect(listed.command === 'list' && listed.deliveries.find((d) => d.id === row!.id)?.status).toBe(
        'dead',
      );
      hookA.fallback = 200;
      await replayDelivery(deps(), row!.id);
      expect(await deliver()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    } finally {
      hookA.fallback = 200;
    }
  });

  it('an unreachable receiver counts as a failed attempt (no crash), retried later', async () => {
    const closed = await startReceiver();
    await closed.close();
    const added = await runWebhookCommand(deps(), {
      command: 'add',
      brand: a.slug,
      url: closed.url,
      events: ['order.paid'],
    });
    await db.transaction((tx) =>
      enqueueOutbox(tx, a.brandId, 'order.paid', { orderId: 'gone', paymentId: 'p' }),
    );
    // The order does not exist: nothing to send, nothing failed.
    expect(await fanOut()).toMatchObject({ failed: 0 });
    const order = await placeCashOrder();
    await db.transaction((tx) =>
      enqueueOutbox(tx, a.brandId, 'order.paid', { orderId: order._id, paymentId: 'p' }),
    );
    await fanOut();
    const r = await deliver();
    expect(r.retried).toBe(1);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, added.command === 'add' ? added.endpoint.id : ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', lastResponseStatus: null });
    expect(rows[0]!.lastError).toBeTruthy();
    await runWebhookCommand(deps(), { command: 'remove', id: rows[0]!.endpointId });
    expect(
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, rows[0]!.id)),
    ).toHaveLength(0);
  });

  it('rotation: for 24 h each request is signed with both secrets and both verify; then only the new one', async () => {
    hookA.received.length = 0;
    clock.now = new Date();
    const rotated = await runWebhookCommand(deps(), { command: 'rotate', id: endpointA });
    if (rotated.command !== 'rotate') throw new Error('rotate');
    const fresh = rotated.secret;
    expect(fresh).not.toBe(secretA);
    await placeCashOrder();
    await fanOut();
    await deliver();
    const during = hookA.received[0]!;
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(secretA, during.headers, during.body, nowSeconds()).type).toBe('order.created');
    expect(verify(fresh, during.headers, during.body, nowSeconds()).type).toBe('order.created');
    expect(new Webhook(secretA).verify(during.body, during.headers)).toBeTruthy();
    later(24 * 3_600_000 + 1_000);
    await placeCashOrder();
    await fanOut();
    await deliver();
    const after = hookA.received[1]!;
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verify(fresh, after.headers, after.body, nowSeconds()).type).toBe('order.created');
    expect(() => verify(secretA, after.headers, after.body, nowSeconds())).toThrow(/signature/);
    secretA = fresh;
  });

  it('commands refuse what they should: URLs, brands, event types, ids; production refuses private addresses', async () => {
    const refused = (cmd: Parameters<typeof runWebhookCommand>[1], production = false) =>
      expect(runWebhookCommand({ ...deps(), production }, cmd)).rejects.toBeInstanceOf(WebhookCommandError);
    await refused({ command: 'add', brand: a.slug, url: 'ftp://example.com/x' });
    await refused({ command: 'add', brand: a.slug, url: 'javascript:alert(1)' });
    await refused({ command: 'add', brand: a.slug, url: 'http://user:pw@example.com/x' });
    await refused({ command: 'add', brand: a.slug, url: 'not a url' });
    await refused({ command: 'add', brand: 'no-such-brand', url: hookA.url });
    await refused({ command: 'add', brand: a.slug, url: hookA.url, events: ['order.deleted'] });
    for (const url of [
      hookA.url,
      'http://localhost:8080/x',
      'http://10.1.2.3/x',
      'http://192.168.0.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:80/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://0.0.0.0/x',
    ])
      await refused({ command: 'add', brand: a.slug, url }, true);
    await refused({ command: 'replay', id: '00000000-0000-4000-8000-000000000000' });
    await refused({ command: 'replay', id: "x' or 1=1 --" });
    await refused({ command: 'rotate', id: 'nope' });
    await refused({ command: 'remove', id: '00000000-0000-4000-8000-000000000000' });
    await refused({ command: 'list', brand: 'no-such-brand' });
    // A public address is accepted in production.
    const ok = await runWebhookCommand(
      { ...deps(), production: true },
      {
        command: 'add',
        brand: a.slug,
        url: 'https://93.184.215.14/hook',
      },
    );
    expect(ok.command === 'add' && ok.endpoint.url).toBe('https://93.184.215.14/hook');
    if (ok.command === 'add') await runWebhookCommand(deps(), { command: 'remove', id: ok.endpoint.id });
  });

  it('in production an attempt to a private address is not sent (checked again at each attempt), and retried', async () => {
    hookA.received.length = 0;
    await placeCashOrder();
    await fanOut();
    const r = await deliverDue(db, { now: () => clock.now, schedule: SCHEDULE, allowPrivate: false });
    expect(r).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(hookA.received).toHaveLength(0);
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointA), eq(webhookDeliveries.status, 'pending')));
    expect(row!.lastError).toMatch(/private or loopback/);
    later(10_000);
    expect(await deliver()).toEqual({ delivered: 1, retried: 0, dead: 0 });
  });

  it('an endpoint filtered to other event types gets nothing of this one', async () => {
    const only = await startReceiver();
    try {
      await runWebhookCommand(deps(), {
        command: 'add',
        brand: a.slug,
        url: only.url,
        events: ['order.refunded'],
      });
      await placeCashOrder();
      await fanOut();
      await deliver();
      expect(only.received).toHaveLength(0);
    } finally {
      await only.close();
    }
  });
});

describe.each(testDatabases())(
  'two webhook workers at once on %s deliver each event once (issue 17)',
  (kind) => {
    let a: Database;
    let b: Database;
    let drop = async () => {};
    let hook: Receiver;
    beforeAll(async () => {
      if (kind === 'postgres') {
        const fresh = await createFreshPostgres();
        a = await openDatabase({ url: fresh.url });
        b = await openDatabase({ url: fresh.url });
        drop = fresh.drop;
      } else {
        a = await openDatabase({});
        b = a;
      }
      hook = await startReceiver();
    });
    afterAll(async () => {
      await hook?.close();
      if (b !== a) await b?.close();
      await a?.close();
      await drop();
    });

    it('40 events, two endpoints, two workers: 80 requests, each (endpoint, id) once', async () => {
      const brand = await createBrand(a.db);
      const deps = { db: a.db, now: () => new Date(), production: false };
      await runWebhookCommand(deps, {
        command: 'add',
        brand: brand.temporaryDomainName,
        url: `${hook.url}?e=1`,
      });
      await runWebhookCommand(deps, {
        command: 'add',
        brand: brand.temporaryDomainName,
        url: `${hook.url}?e=2`,
      });
      await a.db.transaction(async (tx) => {
        for (let i = 0; i < 40; i++) await enqueueOutbox(tx, brand.id, 'feedback.created', { n: i });
      });
      await dispatchOutbox(a.db, webhookOutboxHandlers(deps), { limit: 100 });
      const drain = async (db: Database['db']) => {
        let total = 0;
        for (;;) {
          const r = await deliverDue(db, { limit: 7 });
          total += r.delivered;
          if (r.delivered + r.retried + r.dead === 0) return total;
        }
      };
      const [one, two] = await Promise.all([drain(a.db), drain(b.db)]);
      expect(one + two).toBe(80);
      expect(hook.received).toHaveLength(80);
      const ids = hook.received.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(40);
      const data = hook.received.map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n);
      expect(new Set(data).size).toBe(40);
    });
  },
);
