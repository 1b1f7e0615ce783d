import { IFRAME_ORDER_NOT_PAID, MESSAGES } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, paymentWebhookEvents, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { setOrderStatus } from '../src/modules/orders/status.ts';
import { sandboxWebhookSecret } from '../src/modules/payments/sandbox/webhooks.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import {
  drainOutbox,
  type HostedWorld,
  hostedWorld,
  outboxCount,
  paymentsOf,
  postForm,
  signedIn,
} from './support/hosted-factory.ts';
import { awaitingOrder, orderState, stockOf } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const CREATE = 'payment-gateway/hosted-iframe/create-payment-intent';
const CONFIRM = 'payment-gateway/hosted-iframe/payment-confirmation';
const REFUND = 'payment-gateway/hosted-iframe/payment-refund';
const WEBHOOK = '/api/v1/payment-gateway/hosted-iframe/payment-intent-webhook';
const REASON = 'Payment Status is not Paid Success or Settled even after 4 attempts';
let keys = 0;
const newKey = () => `hosted-iframe-key-${Date.now()}-${++keys}`;

/** The order's date as 001 §7.8 writes it in the subject: DD-MM-YYYY HH:mm in Asia/Dubai. */
function dubai(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dubai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * The hosted-iframe provider (001 §2.11, §4.14, §7.8; decision 0022: order first): the payment
 * order, the sandbox's wallet page in the storefront's frame, the status polling with the 4th
 * attempt's force delete, the refund, and the notifyUrl webhook — through real HTTP inject.
 */
describe.each(testDatabases())('hosted-iframe provider on %s (001 §4.14, §7.8)', (kind) => {
  let t: TestApp;
  let w: HostedWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await hostedWorld(t.database.db, 'HOSTED_IFRAME');
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const createBody = (
    order: { id: string },
    overrides: Record<string, unknown> = {},
    world: HostedWorld = w,
  ) => ({
    orderId: order.id,
    payByPayload: {
      merchantOrderNo: 'CLIENT-CHOSEN-IGNORED',
      subject: 'client subject',
      totalAmount: { currency: 'AED', amount: 30 },
      accessoryContent: { operatorId: world.brand.id, storeId: world.store.id, terminalId: 'WEB' },
      redirectUrl: '/demo/payment-confirm',
      notifyUrl: 'https://evil.example/hook',
    },
    metaData: { storeId: world.store.id, brandId: world.brand.id, userRefId: world.customer.id },
    language: 'EN',
    ...overrides,
  });
  const create = (body: unknown, key: string | null = newKey(), token = w.token) =>
    post(t.app, CREATE, body, { authorization: token, ...(key ? { 'idempotency-key': key } : {}) });
  type Created = { paymentOrderNo: string; merchantOrderNo: string; interActionParams: { tokenUrl: string } };
  const confirm = (c: Created, isFroceDelete = false, token = w.token, world: HostedWorld = w) =>
    post(
      t.app,
      CONFIRM,
      {
        storeId: world.store.id,
        brandId: world.brand.id,
        paymentOrderNo: c.paymentOrderNo,
        merchantOrderNo: c.merchantOrderNo,
        orderNo: c.paymentOrderNo,
        isFroceDelete,
        language: 'EN',
      },
      { authorization: token },
    );
  const refund = (
    c: Created,
    key = newKey(),
    token = w.token,
    refundNo = `R${c.merchantOrderNo}`.slice(0, 64),
  ) =>
    post(
      t.app,
      REFUND,
      {
        refundMerchantOrderNo: refundNo,
        originMerchantOrderNo: c.merchantOrderNo,
        amount: 30,
        reason: REASON,
      },
      { authorization: token, 'idempotency-key': key },
    );
  const wallet = (c: Created, action: string) =>
    postForm(t.app, c.interActionParams.tokenUrl, { action, lang: 'en' });
  async function started(world: HostedWorld = w) {
    const order = await awaitingOrder(db(), world);
    const res = await create(createBody(order, {}, world), newKey(), world.token);
    expect(res.status).toBe(200);
    return { order, created: res.body.data.body as Created };
  }

  it('creates the payment order server-side: merchantOrderNo M + storeId + timestamp (≤ 64), the Dubai-dated subject, the notifyUrl, the tokenUrl', async () => {
    const order = await awaitingOrder(db(), w);
    const res = await create(createBody(order));
    expect(res.status).toBe(200);
    const body = res.body.data.body as Created;
    expect(body.merchantOrderNo).toMatch(new RegExp(`^M${w.store.id}\\d{13}$`));
    expect(body.merchantOrderNo.length).toBeLessThanOrEqual(64);
    expect(body.paymentOrderNo).toMatch(/^po_sbx_[0-9a-f]{24}$/);
    expect(body.interActionParams.tokenUrl).toBe(`/api/v1/payments/sandbox/wallet/${body.paymentOrderNo}`);
    const [row] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, body.paymentOrderNo));
    const ms = Number(body.merchantOrderNo.slice(1 + w.store.id.length));
    expect(row!.metadata).toMatchObject({
      merchantOrderNo: body.merchantOrderNo,
      // The store's name as the order recorded it (its snapshot).
      subject: `Order For ${(order.storeSnapshot as { nameEn: string }).nameEn} - (${w.brand.brandName}) - ${dubai(ms)}`,
      notifyUrl: `http://localhost:80${WEBHOOK}`,
      metaData: { orderId: order.id, storeId: w.store.id, brandId: w.brand.id, userRefId: w.customer.id },
    });
    expect(row).toMatchObject({
      kind: 'hosted-iframe',
      status: 'PENDING',
      amountFils: 3_000,
      returnUrl: '/demo/payment-confirm',
    });
    const [payment] = await paymentsOf(db(), order.id);
    expect(payment).toMatchObject({
      kind: 'hosted-iframe',
      status: 'PENDING',
      providerPaymentId: body.merchantOrderNo,
    });
  });

  it('the wallet page is framable by the storefront only, and posts to the top window', async () => {
    const order = await awaitingOrder(db(), w);
    // An Arabic request gets the wallet page in Arabic: the tokenUrl carries ?lang=ar.
    const res = await create({ ...createBody(order, {}, w), language: 'AR' });
    expect(res.status).toBe(200);
    const created = res.body.data.body as Created;
    expect(created.interActionParams.tokenUrl).toBe(
      `/api/v1/payments/sandbox/wallet/${created.paymentOrderNo}?lang=ar`,
    );
    const page = await t.app.inject({ method: 'GET', url: created.interActionParams.tokenUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body.match(/target="_top"/g)).toHaveLength(3);
    expect(page.body).not.toContain('<script');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/sandbox/wallet/po_sbx_000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('PAY-iframe paid: wallet Pay → 303 to the payment-confirm route → PAID_SUCCESS, then SETTLED; order PENDING once; the notifyUrl webhooks change nothing more', async () => {
    const { order, created } = await started();
    const paid = await wallet(created, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/demo/payment-confirm?paymentOrderNo=${created.paymentOrderNo}&merchantOrderNo=${created.merchantOrderNo}`,
    );
    const first = await confirm(created);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: 1,
      data: {
        success: true,
        data: {
          status: 'PAID_SUCCESS',
          orderData: {
            acquireOrder: {
              merchantOrderNo: created.merchantOrderNo,
              orderNo: created.paymentOrderNo,
              totalAmount: { currency: 'AED', amount: 30 },
            },
          },
        },
        orderNumber: order.orderNumber,
      },
    });
    expect((await orderState(db(), order.id)).status).toBe('PENDING');
    const second = await confirm(created);
    expect(second.body.data.success).toBe(true);
    expect(second.body.data.data.status).toBe('SETTLED');
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    const events = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.brandId, w.brand.id));
    const mine = events.filter(
      (e) => (e.payload as { data: { object: { id: string } } }).data.object.id === created.merchantOrderNo,
    );
    expect(mine.map((e) => e.eventType).sort()).toEqual(['payment_order.paid', 'payment_order.settled']);
    expect(mine.every((e) => e.outcome === 'unchanged' && e.provider === 'SANDBOX')).toBe(true);
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.id)).toBe(1);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('SUCCEEDED');
    // A refund asked for an order this payment placed is refused; the payment stays.
    const refused = await refund(created);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.orderNotAwaitingPayment);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('SUCCEEDED');
  });

  it('PAY-iframe never settles: 3 polls PENDING, the 4th with isFroceDelete closes it (order CANCELLED, stock back), the refund answers ORDER_NOT_PAID, once', async () => {
    const before = await stockOf(db(), w);
    const { order, created } = await started();
    expect((await wallet(created, 'pay-never-settles')).statusCode).toBe(303);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const res = await confirm(created);
      expect(res.body.data).toMatchObject({
        success: false,
        data: { status: 'PENDING' },
        orderNumber: order.orderNumber,
      });
    }
    expect((await orderState(db(), order.id)).status).toBe('PENDING_PAYMENT');
    const fourth = await confirm(created, true);
    expect(fourth.body.data).toMatchObject({ success: false, data: { status: 'FAILURE' } });
    expect(await orderState(db(), order.id)).toEqual({
      status: 'CANCELLED',
      history: ['PENDING_PAYMENT', 'CANCELLED'],
    });
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('CANCELLED');
    expect(await stockOf(db(), w)).toEqual(before);

    const key = newKey();
    const refunded = await refund(created, key);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toEqual({ head: { applyStatus: 'SUCCESS', msg: IFRAME_ORDER_NOT_PAID } });
    expect(IFRAME_ORDER_NOT_PAID).toBe('ORDER_NOT_PAID');
    expect((await refund(created, key)).body).toEqual(refunded.body);
    expect((await refund(created)).body.data.head.msg).toBe('ORDER_NOT_PAID');
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect(await stockOf(db(), w)).toEqual(before);
    expect(await outboxCount(db(), w.brand.id, 'order.payment_failed', order.id)).toBe(1);
    // Paying the closed order in the wallet changes nothing.
    expect((await wallet(created, 'pay')).statusCode).toBe(303);
    expect((await confirm(created)).body.data.data.status).toBe('FAILURE');
  });

  it('a refund asked while the payment order is still PENDING closes it: ORDER_NOT_PAID, order CANCELLED', async () => {
    const before = await stockOf(db(), w);
    const { order, created } = await started();
    const res = await refund(created);
    expect(res.body.data).toEqual({ head: { applyStatus: 'SUCCESS', msg: 'ORDER_NOT_PAID' } });
    expect((await orderState(db(), order.id)).status).toBe('CANCELLED');
    expect(await stockOf(db(), w)).toEqual(before);
  });

  it('PAY-iframe decline: FAILURE with "Card Payment Declined Please Use Another Card!", order CANCELLED, stock back', async () => {
    const before = await stockOf(db(), w);
    const { order, created } = await started();
    expect((await wallet(created, 'decline')).statusCode).toBe(303);
    const res = await confirm(created);
    expect(res.body).toMatchObject({
      success: 1,
      message: 'Card Payment Declined Please Use Another Card!',
      data: { success: false, data: { status: 'FAILURE' } },
    });
    expect((await orderState(db(), order.id)).status).toBe('CANCELLED');
    expect((await paymentsOf(db(), order.id))[0]).toMatchObject({
      status: 'FAILED',
      failureCode: 'card_declined',
    });
    expect(await stockOf(db(), w)).toEqual(before);
  });

  it('a payment that arrives after the order was cancelled is refunded by the refund call (REFUNDED)', async () => {
    const { order, created } = await started();
    await setOrderStatus(db(), { brandId: w.brand.id, now: new Date() }, order.id, 'CANCELLED');
    await wallet(created, 'pay');
    const res = await refund(created);
    expect(res.body.data).toEqual({ head: { applyStatus: 'SUCCESS', msg: 'REFUNDED' } });
    expect((await paymentsOf(db(), order.id))[0]).toMatchObject({ status: 'REFUNDED', refundedFils: 3_000 });
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    const [row] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, created.paymentOrderNo));
    expect(row!.refundedFils).toBe(3_000);
    expect((row!.refunds as unknown[]).length).toBe(1);
  });

  it('the notifyUrl webhook: verified with the brand of metaData, applied once (a replay is a duplicate), forged or brandless bodies refused', async () => {
    const { order, created } = await started();
    await wallet(created, 'pay');
    const rows = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.brandId, w.brand.id), eq(outboxEvents.topic, 'webhook.deliver')));
    const row = rows.find(
      (r) =>
        (r.payload as { event: { data: { object: { id: string } } } }).event.data.object.id ===
        created.merchantOrderNo,
    )!;
    expect((row.payload as { path: string }).path).toBe(WEBHOOK);
    const body = JSON.stringify((row.payload as { event: unknown }).event);
    const secret = await sandboxWebhookSecret(db(), w.brand.id);
    const send = (payload: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload,
        headers: { 'content-type': 'application/json', 'sufra-signature': signature },
      });
    const now = () => Math.floor(Date.now() / 1000);
    const first = await send(body, signWebhook(secret, now(), body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: 1, data: { outcome: 'applied' } });
    expect((await orderState(db(), order.id)).status).toBe('PENDING');
    const replay = await send(body, signWebhook(secret, now(), body));
    expect(replay.json()).toEqual({ success: 1, data: { outcome: 'duplicate' } });

    const other = await hostedWorld(db(), 'HOSTED_IFRAME');
    const otherSecret = await sandboxWebhookSecret(db(), other.brand.id);
    const forged = body.replace(w.brand.id, other.brand.id);
    expect((await send(forged, signWebhook(secret, now(), forged))).statusCode).toBe(401);
    expect((await send(body, signWebhook(otherSecret, now(), body))).statusCode).toBe(401);
    expect((await send(body, signWebhook(secret, now() - 3_600, body))).statusCode).toBe(400);
    const brandless = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'payment_order.paid',
      created: 1,
      data: { object: {} },
    });
    expect((await send(brandless, signWebhook(secret, now(), brandless))).statusCode).toBe(400);
    const unknownBrand = body.replaceAll(w.brand.id, '00000000-0000-4000-8000-000000000000');
    expect((await send(unknownBrand, signWebhook(secret, now(), unknownBrand))).statusCode).toBe(404);

    const polled = await confirm(created);
    expect(polled.body.data).toMatchObject({ success: true, data: { status: 'PAID_SUCCESS' } });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.id)).toBe(1);
  });

  it('Idempotency-Key: a retry replays the same payment order; another body with the key → 409; no key → 400', async () => {
    const order = await awaitingOrder(db(), w);
    const key = newKey();
    const [a, b] = await Promise.all([create(createBody(order), key), create(createBody(order), key)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await create(createBody(order), key)).body).toEqual(a.body);
    expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    const other = await create(
      createBody(order, {
        language: 'EN',
        payByPayload: { ...createBody(order).payByPayload, redirectUrl: '/x' },
      }),
      key,
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(MESSAGES.requestReused);
    expect((await create(createBody(order), null)).body.message).toBe(MESSAGES.idempotencyKeyRequired);
  });

  it("another customer's or another brand's payment order is answered like an unknown one (404), nothing written", async () => {
    const { order, created } = await started();
    const stranger = await signedIn(db(), w.brand.id);
    const other = await hostedWorld(db(), 'HOSTED_IFRAME');
    const notFound = { success: 0, message: MESSAGES.orderNotFound };
    expect((await create(createBody(order), newKey(), stranger.token)).body).toEqual(notFound);
    expect((await create(createBody(order, {}, other), newKey(), other.token)).body).toEqual(notFound);
    expect(
      (await create(createBody(order, { metaData: { storeId: w.store.id, brandId: other.brand.id } }))).body,
    ).toEqual(notFound);
    expect((await confirm(created, true, stranger.token)).body).toEqual(notFound);
    expect((await confirm(created, true, other.token, other)).body).toEqual(notFound);
    expect(
      (await confirm({ ...created, paymentOrderNo: 'po_sbx_000000000000000000000000' }, true)).body,
    ).toEqual(notFound);
    expect((await refund(created, newKey(), stranger.token)).body).toEqual(notFound);
    expect((await refund(created, newKey(), other.token)).body).toEqual(notFound);
    expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    expect((await orderState(db(), order.id)).status).toBe('PENDING_PAYMENT');
    const [row] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, created.paymentOrderNo));
    expect(row!.status).toBe('PENDING');
  });

  it('refusals: another amount → 409, TOT-20 → 400, an open redirect → 400', async () => {
    const order = await awaitingOrder(db(), w);
    const body = createBody(order);
    const otherAmount = await create({
      ...body,
      payByPayload: { ...body.payByPayload, totalAmount: { currency: 'AED', amount: 31 } },
    });
    expect(otherAmount.status).toBe(409);
    const evil = await create({
      ...body,
      payByPayload: { ...body.payByPayload, redirectUrl: '//evil.example/x' },
    });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toBe(MESSAGES.invalidPaymentIntent);
    const small = await awaitingOrder(db(), w, { totalFils: 150 });
    const tooSmall = await create({
      ...createBody(small),
      payByPayload: { ...body.payByPayload, totalAmount: { currency: 'AED', amount: 1.5 } },
    });
    expect(tooSmall.body.message).toBe(MESSAGES.addMoreThanTwoAED);
    expect(await paymentsOf(db(), order.id)).toHaveLength(0);
  });
});
