import { MESSAGES } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostedWorld, hostedWorld, signedIn } from './support/hosted-factory.ts';
import {
  CONFIRM,
  type Created,
  iframeConfirm,
  iframeStarted,
  iframeWallet,
} from './support/hosted-iframe.ts';
import { orderState } from './support/payments-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 19 (000 §2.3 RT10 '/payment-confirm' public; 001 §2.11, §7.8; decision 0037): the
 * hosted-iframe payment-confirmation answers a visitor without a token who holds the reference
 * pair (merchantOrderNo + paymentOrderNo), with no personal data; anything else is 404.
 */
describe.each(testDatabases())('payment-confirmation without a token on %s (RT10, decision 0037)', (kind) => {
  let t: TestApp;
  let w: HostedWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await hostedWorld(t.database.db, 'HOSTED_IFRAME');
  });
  afterAll(async () => t?.close());

  const signedOut = (c: Created, over: Record<string, unknown> = {}, world: HostedWorld = w) =>
    post(t.app, CONFIRM, {
      storeId: world.store.id,
      brandId: world.brand.id,
      paymentOrderNo: c.paymentOrderNo,
      merchantOrderNo: c.merchantOrderNo,
      orderNo: c.paymentOrderNo,
      isFroceDelete: false,
      language: 'EN',
      ...over,
    });

  it('a paid payment order is confirmed signed out: status, amount, order number — no name, phone or email', async () => {
    const { order, created } = await iframeStarted(t, w);
    await iframeWallet(t, created, 'pay');
    const res = await signedOut(created);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    expect(res.body.data.success).toBe(true);
    expect(res.body.data.data.status).toMatch(/PAID_SUCCESS|SETTLED/);
    expect(res.body.data.data.orderData.acquireOrder.totalAmount).toEqual({ currency: 'AED', amount: 30 });
    expect(Object.keys(res.body.data).sort()).toEqual(['data', 'orderNumber', 'success']);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/phone|email|"name"|customer|address/i);
    expect((await orderState(t.database.db, order.id)).status).toBe('PENDING');
  });

  it('the reference pair is needed: a wrong paymentOrderNo, merchantOrderNo or store, or another brand → 404 orderNotFound, nothing written', async () => {
    const { order, created } = await iframeStarted(t, w);
    const other = await hostedWorld(t.database.db, 'HOSTED_IFRAME');
    const notFound = { success: 0, code: 'orderNotFound', message: MESSAGES.orderNotFound };
    expect((await signedOut(created, { paymentOrderNo: 'po_sbx_000000000000000000000000' })).body).toEqual(
      notFound,
    );
    expect((await signedOut(created, { merchantOrderNo: 'M-unknown' })).body).toEqual(notFound);
    expect((await signedOut(created, { storeId: other.store.id })).body).toEqual(notFound);
    expect((await signedOut(created, {}, other)).body).toEqual(notFound);
    expect((await orderState(t.database.db, order.id)).status).toBe('PENDING_PAYMENT');
  });

  it("another signed-in customer still gets 404 (a token scopes the call to its holder's payments)", async () => {
    const { created } = await iframeStarted(t, w);
    const stranger = await signedIn(t.database.db, w.brand.id);
    expect((await iframeConfirm(t, created, false, stranger.token, w)).status).toBe(404);
    expect((await iframeConfirm(t, created, false, w.token, w)).status).toBe(200);
  });

  it("the refund stays the signed-in owner's: without a token → 401", async () => {
    const { created } = await iframeStarted(t, w);
    const res = await post(
      t.app,
      'payment-gateway/hosted-iframe/payment-refund',
      {
        refundMerchantOrderNo: `R${created.merchantOrderNo}`.slice(0, 64),
        originMerchantOrderNo: created.merchantOrderNo,
        amount: 30,
        reason: 'x',
      },
      { 'idempotency-key': 'k-public-refund-1' },
    );
    expect(res.status).toBe(401);
  });

  const verify = (c: Created, token?: string, world: HostedWorld = w) =>
    post(
      t.app,
      'payment-gateway/hosted-iframe/verify-payment-intent',
      {
        storeId: world.store.id,
        brandId: world.brand.id,
        paymentOrderNo: c.paymentOrderNo,
        merchantOrderNo: c.merchantOrderNo,
        language: 'EN',
      },
      token ? { authorization: token } : {},
    );

  it('payment-gateway/hosted-iframe/verify-payment-intent (001 §7.8): the owner reads isVerified, status, orderNumber', async () => {
    const { created } = await iframeStarted(t, w);
    const before = await verify(created, w.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ isVerified: false, status: 'PENDING' });
    await iframeWallet(t, created, 'pay');
    const after = await verify(created, w.token);
    expect(after.body.data.isVerified).toBe(true);
    expect(after.body.data.status).toMatch(/PAID_SUCCESS|SETTLED/);
    expect(after.body.data.orderNumber).toEqual(expect.any(String));
  });

  it('verify-payment-intent: signed out → 401, another customer or brand → 404', async () => {
    const { created } = await iframeStarted(t, w);
    expect((await verify(created)).status).toBe(401);
    const stranger = await signedIn(t.database.db, w.brand.id);
    expect((await verify(created, stranger.token)).status).toBe(404);
    const other = await hostedWorld(t.database.db, 'HOSTED_IFRAME');
    expect((await verify(created, other.token, other)).status).toBe(404);
  });

  it('initiate-frames-payment-request is answered with the trailing slash of 001 §7.6 and without it', async () => {
    for (const path of [
      'orders-checkout-payment/checkout/initiate-frames-payment-request/',
      'orders-checkout-payment/checkout/initiate-frames-payment-request',
    ]) {
      const signedOutRes = await post(t.app, path, { brandId: w.brand.id }, {});
      expect(signedOutRes.status, path).not.toBe(404);
      const bad = await post(t.app, path, { brandId: w.brand.id }, { authorization: w.token });
      expect(bad.status, path).toBe(400);
      expect(bad.body.success, path).toBe(0);
    }
  });
});
