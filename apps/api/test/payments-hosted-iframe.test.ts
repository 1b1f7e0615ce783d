import { IFRAME_ORDER_NOT_PAID, MESSAGES } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { setOrderStatus } from '../src/modules/orders/status-service.ts';
import {
  drainOutbox,
  type HostedWorld,
  hostedWorld,
  outboxCount,
  paymentsOf,
} from './support/hosted-factory.ts';
import {
  type Created,
  dubai,
  iframeConfirm,
  iframeCreate,
  iframeCreateBody,
  iframeRefund,
  iframeStarted,
  iframeWallet,
  newKey,
  WEBHOOK,
} from './support/hosted-iframe.ts';
import { awaitingOrder, orderState, stockOf } from './support/payments-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * The hosted-iframe provider (001 §2.11, §4.14, §7.8; decision 0022: order first): the payment
 * order, the sandbox's wallet page in the storefront's frame, the status polling with the 4th
 * attempt's force delete and the refund — through real HTTP inject. The notifyUrl webhook,
 * Idempotency-Keys, other customers and refusals are in payments-hosted-iframe-guards.test.ts.
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
  ) => iframeCreateBody(world, order, overrides);
  const create = (body: unknown, key: string | null = newKey(), token = w.token) =>
    iframeCreate(t, body, key, token);
  const confirm = (c: Created, isFroceDelete = false, token = w.token, world: HostedWorld = w) =>
    iframeConfirm(t, c, isFroceDelete, token, world);
  const refund = (
    c: Created,
    key = newKey(),
    token = w.token,
    refundNo = `R${c.merchantOrderNo}`.slice(0, 64),
  ) => iframeRefund(t, c, key, token, refundNo);
  const wallet = (c: Created, action: string) => iframeWallet(t, c, action);
  const started = (world: HostedWorld = w) => iframeStarted(t, world);

  it('creates the payment order server-side: merchantOrderNo M + storeId + timestamp + random tail (≤ 64), the Dubai-dated subject, the notifyUrl, the tokenUrl', async () => {
    const order = await awaitingOrder(db(), w);
    const res = await create(createBody(order));
    expect(res.status).toBe(200);
    const body = res.body.data.body as Created;
    expect(body.merchantOrderNo).toMatch(new RegExp(`^M${w.store.id}\\d{13}[0-9a-f]{12}$`));
    expect(body.merchantOrderNo.length).toBeLessThanOrEqual(64);
    expect(body.paymentOrderNo).toMatch(/^po_sbx_[0-9a-f]{24}$/);
    expect(body.interActionParams.tokenUrl).toBe(`/api/v1/payments/sandbox/wallet/${body.paymentOrderNo}`);
    const [row] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, body.paymentOrderNo));
    const ms = Number(body.merchantOrderNo.slice(1 + w.store.id.length, 1 + w.store.id.length + 13));
    expect(row!.metadata).toMatchObject({
      merchantOrderNo: body.merchantOrderNo,
      // The store's name as the order recorded it (its snapshot).
      subject: `Order For ${(order.storeSnapshot as { nameEn: string }).nameEn} - (${w.brand.brandName}) - ${dubai(ms)}`,
      // No storeFrontURL and no SUFRA_PUBLIC_URL: the default public URL (issue 16 D5), never the Host.
      notifyUrl: `http://localhost:8080${WEBHOOK}`,
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

  it('PAY-iframe never settles, IS17: 3 polls PENDING, the 4th with isFroceDelete closes it (order CANCELLED, stock back), the refund answers ORDER_NOT_PAID, once', async () => {
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
});
