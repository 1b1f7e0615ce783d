import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema.ts';
import { sandboxPaymentIntents } from '../src/db/schema-payments.ts';
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

const PAGE = 'ordersCheckoutPayment/getHostedPaymentPage';
const VERIFY = 'ordersCheckoutPayment/verifyPayment';
let keys = 0;
const newKey = () => `hosted-page-key-${Date.now()}-${++keys}`;

/**
 * The hosted-page provider (001 §4.13, §7.7; decision 0022: order first): the server's calls,
 * the sandbox's payment page and its webhooks, through real HTTP inject.
 */
describe.each(testDatabases())('hosted-page provider on %s (001 §4.13, §7.7)', (kind) => {
  let t: TestApp;
  let w: HostedWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await hostedWorld(t.database.db, 'HOSTED_PAGE');
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const pageBody = (order: { id: string }, overrides: Record<string, unknown> = {}) => ({
    orderId: order.id,
    domainName: 'demo',
    amountPaid: 30,
    storeId: w.store.id,
    DomainType: 'TEMPORARY',
    successRedirectUrl: '/demo/checkout?step=2',
    failureRedirectUrl: 'http://localhost:80/demo/checkout',
    language: 'EN',
    ...overrides,
  });
  const askPage = (body: unknown, key: string | null = newKey(), token = w.token) =>
    post(t.app, PAGE, body, { authorization: token, ...(key ? { 'idempotency-key': key } : {}) });
  const verify = (order: { id: string }, language = 'EN', token = w.token) =>
    post(t.app, VERIFY, { storeId: w.store.id, cartId: order.id, language }, { authorization: token });
  const pathOf = (url: string) => url.split('?')[0]!;

  it('PAY-hosted success: page → Pay 4242 → 303 to successUrl with payment=success → verify → order PENDING, payment SUCCEEDED, once', async () => {
    const order = await awaitingOrder(db(), w);
    const res = await askPage(pageBody(order));
    expect(res.status).toBe(200);
    expect(res.body.data.transactionInfo).toEqual({ storeId: w.store.id, cartId: order.id });
    expect(res.body.data.paymentURL).toMatch(
      /^\/api\/v1\/payments\/sandbox\/hosted\/cs_sbx_[0-9a-f]{24}\?lang=en$/,
    );
    const [row] = await paymentsOf(db(), order.id);
    expect(row).toMatchObject({
      kind: 'hosted-page',
      status: 'REQUIRES_ACTION',
      amountFils: 3_000,
      provider: 'SANDBOX',
    });

    const page = await t.app.inject({ method: 'GET', url: res.body.data.paymentURL });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(w.brand.brandName);
    expect(page.body).toContain('AED 30.00');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const paid = await postForm(t.app, pathOf(res.body.data.paymentURL), {
      action: 'pay',
      card: '4242 4242 4242 4242',
      lang: 'en',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/demo/checkout?step=2&payment=success');

    const first = await verify(order);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: 1, data: { isVerified: true, orderNumber: order.orderNumber } });
    expect((await orderState(db(), order.id)).status).toBe('PENDING');
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('SUCCEEDED');

    // A second verify, then the provider's webhook: nothing more happens.
    const second = await verify(order);
    expect(second.body.data).toEqual({ isVerified: true, orderNumber: order.orderNumber });
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.id)).toBe(1);
    expect((await orderState(db(), order.id)).history).toEqual(['PENDING_PAYMENT', 'PENDING']);
    // The page of a paid session sends the customer back to the success URL.
    const again = await t.app.inject({ method: 'GET', url: res.body.data.paymentURL });
    expect(again.statusCode).toBe(303);
  });

  it('PAY-hosted cancel, IS05: Cancel → 303 to failureUrl with payment=failure → verify {storeId, cartId, language} answers "Payment failed or cancelled" in that language, order CANCELLED, stock back', async () => {
    const before = await stockOf(db(), w);
    const order = await awaitingOrder(db(), w);
    expect(await stockOf(db(), w)).toEqual({ fries: before.fries - 2, cheese: before.cheese - 1 });
    const res = await askPage(pageBody(order));
    const cancelled = await postForm(t.app, pathOf(res.body.data.paymentURL), {
      action: 'cancel',
      lang: 'en',
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/demo/checkout?payment=failure');

    const verified = await verify(order);
    expect(verified.status).toBe(402);
    expect(verified.body).toEqual({
      success: 0,
      code: 'paymentFailedOrCancelled',
      message: MESSAGES.paymentFailedOrCancelled,
    });
    expect(MESSAGES.paymentFailedOrCancelled).toBe('Payment failed or cancelled');
    const ar = await verify(order, 'AR');
    expect(ar.body.message).toBe(MESSAGES_AR.paymentFailedOrCancelled);
    // IS05: the other reading's `obj` changes nothing (it is not read).
    const withObj = await post(
      t.app,
      VERIFY,
      { storeId: w.store.id, cartId: order.id, obj: { payment: 'success' }, language: 'AR' },
      { authorization: w.token },
    );
    expect(withObj.body).toEqual(ar.body);
    expect(await orderState(db(), order.id)).toEqual({
      status: 'CANCELLED',
      history: ['PENDING_PAYMENT', 'CANCELLED'],
    });
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('CANCELLED');
    expect(await stockOf(db(), w)).toEqual(before);
    // The cancel webhook arrives afterwards: unchanged, the stock is given back once.
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect(await stockOf(db(), w)).toEqual(before);
    expect(await outboxCount(db(), w.brand.id, 'order.payment_failed', order.id)).toBe(1);
  });

  it('the webhook alone applies the payment when the customer never comes back to verify', async () => {
    const order = await awaitingOrder(db(), w);
    const res = await askPage(pageBody(order));
    await postForm(t.app, pathOf(res.body.data.paymentURL), { action: 'pay', card: '4242424242424242' });
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect((await orderState(db(), order.id)).status).toBe('PENDING');
    const verified = await verify(order);
    expect(verified.body.data).toEqual({ isVerified: true, orderNumber: order.orderNumber });
    expect(await outboxCount(db(), w.brand.id, 'order.paid', order.id)).toBe(1);
  });

  it('the test cards: 4000 0000 0000 0002 declines and stays on the page (EN and AR); 4000 0027 6000 3184 pays after the inline 3-D Secure step', async () => {
    const order = await awaitingOrder(db(), w);
    const res = await askPage(pageBody(order, { language: 'AR' }));
    expect(res.body.data.paymentURL).toMatch(/\?lang=ar$/);
    const arPage = await t.app.inject({ method: 'GET', url: res.body.data.paymentURL });
    expect(arPage.body).toContain('dir="rtl"');
    expect(arPage.body).toContain('ادفع');
    const path = pathOf(res.body.data.paymentURL);
    const declined = await postForm(t.app, path, { action: 'pay', card: '4000 0000 0000 0002', lang: 'en' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Bank declined payment, please try again');
    const declinedAr = await postForm(t.app, path, { action: 'pay', card: '4000000000000002', lang: 'ar' });
    expect(declinedAr.body).toContain(MESSAGES_AR.bankDeclined);
    // Still open: verify says not yet, the order still awaits its payment.
    const open = await verify(order);
    expect(open.body).toEqual({ success: 1, data: { isVerified: false, orderNumber: order.orderNumber } });
    expect((await orderState(db(), order.id)).status).toBe('PENDING_PAYMENT');

    const challenge = await postForm(t.app, path, { action: 'pay', card: '4000 0027 6000 3184', lang: 'en' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('3-D Secure');
    expect(challenge.body).toContain('value="complete"');
    const completed = await postForm(t.app, path, {
      action: 'complete',
      brand: 'visa',
      last4: '3184',
      lang: 'en',
    });
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe('/demo/checkout?step=2&payment=success');
    expect((await verify(order)).body.data.isVerified).toBe(true);
    const [session] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, path.split('/').pop()!));
    expect(session).toMatchObject({ kind: 'hosted-page', status: 'succeeded', cardLast4: '3184' });
  });

  it('Idempotency-Key: a retry replays the same page (one session, one payment row); another body with the key → 409; no key → 400', async () => {
    const order = await awaitingOrder(db(), w);
    const key = newKey();
    const [a, b] = await Promise.all([askPage(pageBody(order), key), askPage(pageBody(order), key)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const c = await askPage(pageBody(order), key);
    expect(c.body).toEqual(a.body);
    expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    const sessions = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.brandId, w.brand.id));
    expect(
      sessions.filter((s) => (s.metadata as { reference?: string }).reference === order.id),
    ).toHaveLength(1);
    const other = await askPage(pageBody(order, { successRedirectUrl: '/elsewhere' }), key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(MESSAGES.requestReused);
    const none = await askPage(pageBody(order), null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MESSAGES.idempotencyKeyRequired);
  });

  it("another customer's or another brand's order is answered like an unknown one (404), nothing written", async () => {
    const order = await awaitingOrder(db(), w);
    const stranger = await signedIn(db(), w.brand.id);
    const otherBrand = await hostedWorld(db(), 'HOSTED_PAGE');
    const key = newKey();
    for (const res of [
      await askPage(pageBody(order), key, stranger.token),
      await askPage(pageBody(order), newKey(), otherBrand.token),
      await askPage(pageBody({ id: '00000000-0000-4000-8000-000000000000' }), newKey()),
      await askPage(pageBody(order, { storeId: otherBrand.store.id }), newKey()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: 0, code: 'orderNotFound', message: MESSAGES.orderNotFound });
    }
    expect(await paymentsOf(db(), order.id)).toHaveLength(0);
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    // Verify of an order with a page, by someone else: 404 too.
    await askPage(pageBody(order));
    expect((await verify(order, 'EN', stranger.token)).status).toBe(404);
    expect((await verify(order, 'EN', otherBrand.token)).status).toBe(404);
    expect((await orderState(db(), order.id)).status).toBe('PENDING_PAYMENT');
  });

  it('refusals: TOT-20 (not above 2 AED), another amount, a non-awaiting order, an open redirect, a brand without the hosted page', async () => {
    const small = await awaitingOrder(db(), w, { totalFils: 200 });
    const tooSmall = await askPage(pageBody(small, { amountPaid: 2 }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toBe(MESSAGES.addMoreThanTwoAED);
    const order = await awaitingOrder(db(), w);
    const otherAmount = await askPage(pageBody(order, { amountPaid: 29.99 }));
    expect(otherAmount.status).toBe(409);
    expect(otherAmount.body.message).toBe(MESSAGES.orderNotAwaitingPayment);
    const placed = await awaitingOrder(db(), w, { status: 'PENDING' });
    expect((await askPage(pageBody(placed))).status).toBe(409);
    const evil = await askPage(pageBody(order, { successRedirectUrl: 'https://evil.example/steal' }));
    expect(evil.status).toBe(400);
    expect(evil.body.message).toBe(MESSAGES.invalidPaymentIntent);
    const cents = await askPage(pageBody(order, { amountPaid: 30.001 }));
    expect(cents.status).toBe(400);
    const stripe = await hostedWorld(db(), 'STRIPE');
    const stripeOrder = await awaitingOrder(db(), stripe);
    const refused = await post(
      t.app,
      PAGE,
      { ...pageBody(stripeOrder), storeId: stripe.store.id },
      { authorization: stripe.token, 'idempotency-key': newKey() },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.noPaymentMethods);
    expect(await paymentsOf(db(), order.id)).toHaveLength(0);
  });
});
