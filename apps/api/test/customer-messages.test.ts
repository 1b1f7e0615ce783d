import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMessages } from '../src/db/schema.ts';
import { devOutboxTransport } from '../src/modules/auth/messaging.ts';
import { MessagingError } from '../src/modules/auth/messaging-whatsapp.ts';
import { listOrderMessages } from '../src/modules/orders/customer-message-repository.ts';
import { customerMessageText, etaRangeText } from '../src/modules/orders/customer-message-texts.ts';
import { customerMessageOutboxHandlers } from '../src/modules/orders/customer-messages.ts';
import type { MessagingTransport, OrderMessageInput } from '../src/platform/messaging-transport.ts';
import { dispatchOutbox } from '../src/platform/outbox.ts';
import { createBrand, createStore } from './support/factory.ts';
import { insertOrder, operatorCall, operatorKey } from './support/operator.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** A transport that records order messages and fails while `down` is set. */
class RecordingTransport implements MessagingTransport {
  sent: OrderMessageInput[] = [];
  down = false;
  async sendCode(): Promise<void> {}
  async sendOrderMessage(input: OrderMessageInput): Promise<void> {
    if (this.down) throw new MessagingError('down', 503);
    this.sent.push(input);
  }
}

/**
 * Issue 17 "Messages the customer expects" (decision 0031): accepted (with the ETA), ready for
 * pickup, on the way, rejected (with the reason) — from the outbox through the messaging
 * transport, in the customer's language, once each.
 */
describe.each(testDatabases())('customer messages on %s (issue 17)', (kind) => {
  let t: TestApp;
  let ids: { brandId: string; storeId: string; customerId: string };
  let key: string;
  let transport: RecordingTransport;
  let brandName: string;
  let brandNameAr: string;
  const db = () => t.database.db;
  const dispatch = async (rounds = 3) => {
    const handlers = customerMessageOutboxHandlers({ db: db(), messaging: transport });
    // Later rounds run 'in the future', past any retry backoff.
    for (let round = 0; round < rounds; round++)
      await dispatchOutbox(db(), handlers, { now: () => new Date(Date.now() + round * 3_600_000) });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const brand = await createBrand(db());
    brandName = brand.brandName;
    brandNameAr = brand.brandNameAr;
    const store = await createStore(db(), brand.id);
    const [customer] = await db()
      .insert(customers)
      .values({ brandId: brand.id, phoneNumber: '+971501234567', name: 'Sara' })
      .returning();
    ids = { brandId: brand.id, storeId: store.id, customerId: customer!.id };
    key = await operatorKey(db(), brand.temporaryDomainName);
    transport = new RecordingTransport();
  });
  afterAll(() => t?.close());

  it('a pickup order in English: accepted with the ETA range, then ready — each once, however often dispatched', async () => {
    t.setNow(new Date('2026-11-28T10:00:00Z'));
    const order = await insertOrder(db(), ids, {
      customerSnapshot: { name: 'Sara', phoneNumber: '+971501234567' },
    });
    expect(
      (await operatorCall(t.app, 'POST', `orders/${order.id}/accept`, key, { prepMinutes: 20 })).status,
    ).toBe(200);
    // Accepting twice writes no second message.
    await operatorCall(t.app, 'POST', `orders/${order.id}/accept`, key, { prepMinutes: 20 });
    expect(
      (await operatorCall(t.app, 'POST', `orders/${order.id}/status`, key, { status: 'READY' })).status,
    ).toBe(200);
    await Promise.all([dispatch(), dispatch()]);
    await dispatch();
    const mine = transport.sent.filter((m) => m.params[1] === order.orderNumber);
    expect(mine.map((m) => m.kind)).toEqual(['accepted', 'ready']);
    // 10:00Z + 20 min = 14:20 in Dubai; the range runs 10 minutes.
    expect(mine[0]).toMatchObject({
      phoneNumber: '+971501234567',
      language: 'EN',
      params: [brandName, order.orderNumber, '14:20–14:30'],
    });
    expect(mine[0]!.text).toContain('has accepted your order');
    expect(mine[0]!.text).toContain('14:20–14:30');
    expect(mine[1]!.text).toContain('is ready for pickup');
    const stored = await listOrderMessages(db(), ids.brandId, order.id);
    expect(stored.map((m) => m.kind)).toEqual(['accepted', 'ready']);
  });

  it('an Arabic delivery order: on the way with the courier, no "ready for pickup"; rejected orders say why, in Arabic', async () => {
    const delivery = await insertOrder(db(), ids, { serviceType: 'DELIVERY', orderLanguage: 'AR' });
    await operatorCall(t.app, 'POST', `orders/${delivery.id}/accept`, key, { prepMinutes: 15 });
    await operatorCall(t.app, 'POST', `orders/${delivery.id}/status`, key, { status: 'READY' });
    const courier = await operatorCall(t.app, 'POST', `orders/${delivery.id}/courier`, key, {
      name: 'Omar',
      phone: '0501234567',
    });
    expect(courier.status).toBe(200);
    const rejected = await insertOrder(db(), ids, { orderLanguage: 'AR' });
    await operatorCall(t.app, 'POST', `orders/${rejected.id}/reject`, key, { reason: 'نفدت البطاطس' });
    await dispatch();
    const kinds = (n: string) => transport.sent.filter((m) => m.params[1] === n);
    expect(kinds(delivery.orderNumber).map((m) => m.kind)).toEqual(['accepted', 'on_the_way']);
    expect(kinds(delivery.orderNumber).every((m) => m.language === 'AR')).toBe(true);
    expect(kinds(delivery.orderNumber)[1]!.text).toContain('في الطريق');
    expect(kinds(delivery.orderNumber)[1]!.params).toEqual([brandNameAr, delivery.orderNumber, 'Omar']);
    const [told] = kinds(rejected.orderNumber);
    expect(told).toMatchObject({
      kind: 'rejected',
      language: 'AR',
      params: [brandNameAr, rejected.orderNumber, 'نفدت البطاطس'],
    });
    expect(told!.text).toContain('نعتذر');
    expect(told!.text).toContain('نفدت البطاطس');
  });

  it('a send that fails is retried until it goes, and then never again', async () => {
    const order = await insertOrder(db(), ids);
    transport.down = true;
    await operatorCall(t.app, 'POST', `orders/${order.id}/reject`, key, { reason: 'closing early' });
    await dispatch(1);
    expect(transport.sent.filter((m) => m.params[1] === order.orderNumber)).toHaveLength(0);
    expect(await listOrderMessages(db(), ids.brandId, order.id)).toHaveLength(0);
    transport.down = false;
    await dispatch(4);
    expect(transport.sent.filter((m) => m.params[1] === order.orderNumber).map((m) => m.kind)).toEqual([
      'rejected',
    ]);
  });

  it('the dev outbox transport keeps the message text (demo mode), with no code', async () => {
    const order = await insertOrder(db(), ids, {
      customerSnapshot: { name: 'Dev', phoneNumber: '+971507770001' },
    });
    await operatorCall(t.app, 'POST', `orders/${order.id}/accept`, key, { prepMinutes: 10 });
    const handlers = customerMessageOutboxHandlers({
      db: db(),
      messaging: devOutboxTransport(db(), { demoMode: true }),
    });
    await dispatchOutbox(db(), handlers);
    const rows = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+971507770001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.devCode).toBeNull();
    expect(rows[0]!.body).toContain('has accepted your order');
    // The dev outbox page lists it under 'Order messages' (demo mode).
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox?phoneNumber=%2B971507770001' });
    expect(page.body).toContain('Latest order messages');
    expect(page.body).toContain('has accepted your order');
  });
});

describe('customer message texts (decision 0031)', () => {
  const facts = { brandName: 'Al Nile', orderNumber: 'ALN-7', eta: new Date('2026-11-28T16:05:00Z') };
  it('names the ETA as a Dubai-time range, isolated in Arabic', () => {
    expect(etaRangeText(facts.eta)).toBe('20:05–20:15');
    expect(customerMessageText('accepted', 'EN', { ...facts, delivery: true })).toBe(
      '\u2068Al Nile\u2069 has accepted your order \u2068#ALN-7\u2069. Expected at your door 20:05–20:15.',
    );
    const ar = customerMessageText('accepted', 'AR', facts);
    expect(ar).toContain('\u206820:05–20:15\u2069');
    expect(ar).toContain('قبل طلبك');
  });
  it('leaves the reason out when there is none', () => {
    expect(customerMessageText('cancelled', 'EN', facts)).not.toContain('Reason');
    expect(customerMessageText('rejected', 'EN', { ...facts, reason: 'Kitchen closed' })).toContain(
      'Reason: \u2068Kitchen closed\u2069.',
    );
  });
});
