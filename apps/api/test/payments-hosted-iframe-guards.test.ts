import { MESSAGES } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, sandboxPaymentIntents } from '../src/db/schema-payments.ts';
import { sandboxWebhookSecret } from '../src/modules/payments/sandbox/webhooks.ts';
import { signWebhook } from '../src/modules/payments/webhook-signature.ts';
import {
  type HostedWorld,
  hostedWorld,
  outboxCount,
  paymentsOf,
  signedIn,
} from './support/hosted-factory.ts';
import {
  type Created,
  iframeConfirm,
  iframeCreate,
  iframeCreateBody,
  iframeRefund,
  iframeStarted,
  iframeWallet,
  newKey,
  WEBHOOK,
} from './support/hosted-iframe.ts';
import { awaitingOrder, orderState } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * The hosted-iframe provider (001 §2.11, §4.14, §7.8; decision 0022), continued from
 * payments-hosted-iframe.test.ts: the notifyUrl webhook (verified, applied once), Idempotency-Keys,
 * another customer's or brand's payment order, and refused amounts and redirects.
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
    const notFound = { success: 0, code: 'orderNotFound', message: MESSAGES.orderNotFound };
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

  it("IS28: the paths name the kind, hosted-iframe; 002 §7's 'payby' paths are not served and change nothing", async () => {
    const { order, created } = await started();
    const body = {
      storeId: w.store.id,
      brandId: w.brand.id,
      paymentOrderNo: created.paymentOrderNo,
      merchantOrderNo: created.merchantOrderNo,
      isFroceDelete: true,
    };
    const payby = await post(t.app, 'payment-gateway/payby/payment-confirmation', body, {
      authorization: w.token,
    });
    expect(payby.status).toBe(404);
    expect(payby.body).toMatchObject({ success: 0 });
    expect((await orderState(db(), order.id)).status).toBe('PENDING_PAYMENT');
    expect((await confirm(created)).body.data.data.status).toBe('PENDING');
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
