import { PAYMENT_WINDOW_SECONDS, type PaymentType } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema.ts';
import { sweepExpiredPayments } from '../src/modules/payments/expiry.ts';
import {
  type DineInWorld,
  dineInBody,
  dineInWorld,
  payNowBody,
  placeDineIn,
  readTab,
  sessionRow,
  splitStatuses,
  tabRowCounts,
} from './support/dine-in.ts';
import { drainOutbox, type HostedWorld, paymentsOf, postForm } from './support/hosted-factory.ts';
import {
  type Created,
  iframeConfirm,
  iframeCreate,
  iframeCreateBody,
  iframeWallet,
} from './support/hosted-iframe.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const PAGE = 'ordersCheckoutPayment/getHostedPaymentPage';
const VERIFY = 'ordersCheckoutPayment/verifyPayment';
let keys = 0;
const newKey = () => `dine-in-hosted-${Date.now()}-${++keys}`;

/** A sandbox integration of a hosted kind (what hosted-factory's hostedWorld gives a brand). */
const hosted = (name: 'HOSTED_PAGE' | 'HOSTED_IFRAME') => [
  { name, category: 'PAYMENT_GATEWAY', isActive: true, metaData: { mode: 'sandbox' } },
];

/**
 * A share of a table's tab paid through the hosted page and the hosted frame (issue 18, decision
 * 0032 'Store settings', 'Holding a share, exactly once'; 001 §4.13, §4.14): a PAY_NOW share is a
 * CREDIT_CARD order and the brand's card provider decides the flow, so a brand whose provider is
 * the hosted page or the hosted frame pays a held share there — paid → share PAID and the tab
 * CLOSED when fully paid; cancelled, force-deleted or expired → share RELEASED.
 */
describe.each(testDatabases())('dine-in share paid through hosted payments on %s (decision 0032)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** A dine-in world whose brand's card provider is the sandbox `gateway` (set before any order: the store cache). */
  async function hostedDineIn(gateway: 'HOSTED_PAGE' | 'HOSTED_IFRAME', dineIn?: PaymentType[]) {
    const w = await dineInWorld(db(), 3);
    await db()
      .update(brands)
      .set({ activeIntegrations: hosted(gateway) })
      .where(eq(brands.id, w.brand.id));
    if (dineIn)
      await db()
        .update(stores)
        .set({ paymentOptions: { PICKUP: ['CASH'], DELIVERY: ['CASH'], DINE_IN: dineIn } })
        .where(eq(stores.id, w.store.id));
    return w;
  }

  /** Two guests' PAY_LATER orders on table 1 (4 and 3 fries: 35.70 + 26.78 = 62.48 AED); their ids. */
  async function twoPayLater(w: DineInWorld) {
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const b = await placeDineIn(t.app, w, dineInBody(w, 3), 1);
    expect([a.status, b.status]).toEqual([200, 200]);
    return [a.body.data.savedOrder._id as string, b.body.data.savedOrder._id as string];
  }

  const half = { type: 'DIVIDE-EQUALLY', peopleAtTable: 2, forPeople: 1, totalAmount: 31.24 };

  /** getHostedPaymentPage for a placed share, by guest `guest`; answers the sandbox page's path. */
  async function askPage(
    w: DineInWorld,
    placed: { payment: { orderId: string; amount: number } },
    guest: number,
  ) {
    const res = await post(
      t.app,
      PAGE,
      {
        orderId: placed.payment.orderId,
        domainName: 'demo',
        amountPaid: placed.payment.amount,
        storeId: w.store.id,
        DomainType: 'TEMPORARY',
        successRedirectUrl: '/dine-in/checkout?step=2',
        failureRedirectUrl: '/dine-in/checkout',
        language: 'EN',
      },
      { authorization: w.tokens[guest]!, 'idempotency-key': newKey() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data.paymentURL as string).split('?')[0]!;
  }

  const verify = (w: DineInWorld, orderId: string, guest: number) =>
    post(
      t.app,
      VERIFY,
      { storeId: w.store.id, cartId: orderId, language: 'EN' },
      { authorization: w.tokens[guest]! },
    );

  /** The hosted-frame helpers' world for guest `guest` (brand, store and the customer's id). */
  const frameWorld = (w: DineInWorld, guest: number) =>
    ({ brand: w.brand, store: w.store, customer: { id: w.customerIds[guest]! } }) as unknown as HostedWorld;

  it("0032 'every payment path charges charge_fils ?? total_fils': a DIVIDE-EQUALLY half paid on the hosted page → share PAID, tab open with the other half; the other half in the hosted frame → tab CLOSED ('PAID'), PAID shares = the bill to the fil", async () => {
    const w = await hostedDineIn('HOSTED_PAGE');
    const ids = await twoPayLater(w);
    const bill = (await readTab(t.app, w)).body.data;
    expect(bill).toMatchObject({ billFils: 6248, remainingAmount: 62.48 });

    // First half: guest 2 pays only (empty basket: the order's total is 0, its charge the share).
    const first = await placeDineIn(t.app, w, payNowBody(w, ids, half), 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.payment.amount).toBe(31.24);
    const page = await askPage(w, first.body.data, 2);
    const firstId = first.body.data.savedOrder._id as string;
    expect(await paymentsOf(db(), firstId)).toMatchObject([{ kind: 'hosted-page', amountFils: 3124 }]);
    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.body).toContain('AED 31.24');
    const paid = await postForm(t.app, page, { action: 'pay', card: '4242 4242 4242 4242', lang: 'en' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/dine-in/checkout?step=2&payment=success');
    const verified = await verify(w, firstId, 2);
    expect(verified.body).toEqual({
      success: 1,
      data: { isVerified: true, orderNumber: first.body.data.savedOrder.orderNumber },
    });
    const open = (await readTab(t.app, w)).body.data;
    expect(open).toMatchObject({
      sessionId: bill.sessionId,
      paidFils: 3124,
      heldFils: 0,
      remainingAmount: 31.24,
    });
    expect(await splitStatuses(db(), bill.sessionId)).toEqual([
      { status: 'PAID', totalFils: 3124, orderId: firstId },
    ]);
    // The provider's webhook comes after the verify: nothing more moves.
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect((await readTab(t.app, w)).body.data).toMatchObject({ paidFils: 3124, remainingAmount: 31.24 });

    // Second half: the brand's provider is now the hosted frame (gatewayFor reads the brand row).
    await db()
      .update(brands)
      .set({ activeIntegrations: hosted('HOSTED_IFRAME') })
      .where(eq(brands.id, w.brand.id));
    const second = await placeDineIn(t.app, w, payNowBody(w, ids, half), 0);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.payment.amount).toBe(31.24);
    const secondId = second.body.data.savedOrder._id as string;
    const fw = frameWorld(w, 0);
    const body = iframeCreateBody(
      fw,
      { id: secondId },
      {
        payByPayload: {
          ...iframeCreateBody(fw, { id: secondId }).payByPayload,
          totalAmount: { currency: 'AED', amount: 31.24 },
          redirectUrl: '/dine-in/payment-confirm',
        },
      },
    );
    const created = await iframeCreate(t, body, newKey(), w.tokens[0]!);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const c = created.body.data.body as Created;
    expect(await paymentsOf(db(), secondId)).toMatchObject([{ kind: 'hosted-iframe', amountFils: 3124 }]);
    expect((await iframeWallet(t, c, 'pay')).statusCode).toBe(303);
    const confirmed = await iframeConfirm(t, c, false, w.tokens[0]!, fw);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ success: true, data: { status: 'PAID_SUCCESS' } });

    const statuses = await splitStatuses(db(), bill.sessionId);
    expect(statuses.map((s) => s.status)).toEqual(['PAID', 'PAID']);
    expect(statuses.reduce((s, x) => s + x.totalFils, 0)).toBe(6248);
    expect(await sessionRow(db(), bill.sessionId)).toMatchObject({ status: 'CLOSED', closedReason: 'PAID' });
    expect((await readTab(t.app, w)).body.data).toMatchObject({ sessionId: null, fetchedOrder: [] });
  });

  it("0032 'A declined card … RELEASES the share': a hosted page cancelled → verify 402, the order CANCELLED, the share RELEASED and payable again; a hosted frame force-deleted (4th poll) → RELEASED too", async () => {
    const w = await hostedDineIn('HOSTED_PAGE');
    const ids = await twoPayLater(w);
    const held = await placeDineIn(t.app, w, payNowBody(w, ids, half), 2);
    expect(held.status).toBe(200);
    const heldId = held.body.data.savedOrder._id as string;
    const session = (await readTab(t.app, w)).body.data.sessionId as string;
    expect((await readTab(t.app, w)).body.data).toMatchObject({ heldFils: 3124, remainingAmount: 31.24 });
    const page = await askPage(w, held.body.data, 2);
    const cancelled = await postForm(t.app, page, { action: 'cancel', lang: 'en' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/dine-in/checkout?payment=failure');
    expect(await verify(w, heldId, 2)).toMatchObject({
      status: 402,
      body: { code: 'paymentFailedOrCancelled' },
    });
    expect(await splitStatuses(db(), session)).toEqual([
      { status: 'RELEASED', totalFils: 3124, orderId: heldId },
    ]);
    expect((await readTab(t.app, w)).body.data).toMatchObject({
      heldFils: 0,
      paidFils: 0,
      remainingAmount: 62.48,
    });

    // Payable again, now in the hosted frame; the guest walks away and the 4th poll closes it.
    await db()
      .update(brands)
      .set({ activeIntegrations: hosted('HOSTED_IFRAME') })
      .where(eq(brands.id, w.brand.id));
    const again = await placeDineIn(t.app, w, payNowBody(w, ids, half), 1);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const againId = again.body.data.savedOrder._id as string;
    const fw = frameWorld(w, 1);
    const body = iframeCreateBody(
      fw,
      { id: againId },
      {
        payByPayload: {
          ...iframeCreateBody(fw, { id: againId }).payByPayload,
          totalAmount: { currency: 'AED', amount: 31.24 },
        },
      },
    );
    const created = await iframeCreate(t, body, newKey(), w.tokens[1]!);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const c = created.body.data.body as Created;
    const forced = await iframeConfirm(t, c, true, w.tokens[1]!, fw);
    expect(forced.body.data).toMatchObject({ success: false, data: { status: 'FAILURE' } });
    expect((await splitStatuses(db(), session)).map((s) => s.status)).toEqual(['RELEASED', 'RELEASED']);
    expect((await readTab(t.app, w)).body.data).toMatchObject({ heldFils: 0, remainingAmount: 62.48 });
  });

  it("0032 'The held share becomes PAID when the order's payment is applied': the guest pays the hosted page and never comes back — the provider's webhook alone pays the share", async () => {
    const w = await hostedDineIn('HOSTED_PAGE');
    const ids = await twoPayLater(w);
    const held = await placeDineIn(t.app, w, payNowBody(w, ids, half), 2);
    const heldId = held.body.data.savedOrder._id as string;
    const page = await askPage(w, held.body.data, 2);
    expect((await postForm(t.app, page, { action: 'pay', card: '4242424242424242' })).statusCode).toBe(303);
    const session = (await readTab(t.app, w)).body.data.sessionId as string;
    expect(await splitStatuses(db(), session)).toEqual([
      { status: 'PENDING', totalFils: 3124, orderId: heldId },
    ]);
    expect(await drainOutbox(t.app, db())).toEqual({ failed: 0 });
    expect(await splitStatuses(db(), session)).toEqual([
      { status: 'PAID', totalFils: 3124, orderId: heldId },
    ]);
    expect((await readTab(t.app, w)).body.data).toMatchObject({ paidFils: 3124, remainingAmount: 31.24 });
  });

  it("0032 'an expired payment window … RELEASES the share': a hosted page opened and never paid → the sweep after PAYMENT_WINDOW_SECONDS cancels the order and the provider session, the share RELEASED and payable again", async () => {
    const w = await hostedDineIn('HOSTED_PAGE');
    const ids = await twoPayLater(w);
    const held = await placeDineIn(t.app, w, payNowBody(w, ids, half), 2);
    const heldId = held.body.data.savedOrder._id as string;
    await askPage(w, held.body.data, 2);
    const state = (await readTab(t.app, w)).body.data;
    expect(state.heldFils).toBe(3124);
    const later = new Date(Date.now() + (PAYMENT_WINDOW_SECONDS + 60) * 1000);
    const swept = await sweepExpiredPayments({ db: db(), now: () => later, production: false });
    expect(swept.expiredOrders).toBeGreaterThanOrEqual(1);
    expect(swept.cancelledPayments).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(db(), heldId)).toMatchObject([{ status: 'CANCELLED' }]);
    expect(await splitStatuses(db(), state.sessionId)).toEqual([
      { status: 'RELEASED', totalFils: 3124, orderId: heldId },
    ]);
    expect((await readTab(t.app, w)).body.data).toMatchObject({ heldFils: 0, remainingAmount: 62.48 });
    const again = await placeDineIn(t.app, w, payNowBody(w, ids, half), 0);
    expect(again.status).toBe(200);
    expect(again.body.data.payment.amount).toBe(31.24);
  });

  it("0032 'Store settings': PAYMENT_GATEWAY, a type no flow collects online (its order is placed unpaid), is refused on an open tab with 400 choosePaymentMethod and nothing is written; a share of 2 AED or less paid on the hosted page with addMoreThanTwoAED", async () => {
    const w = await hostedDineIn('HOSTED_PAGE', ['CREDIT_CARD', 'PAYMENT_GATEWAY', 'PAY_LATER']);
    const ids = await twoPayLater(w);
    const before = await tabRowCounts(db());
    const body = { ...payNowBody(w, ids, half), paymentType: 'PAYMENT_GATEWAY' };
    expect(await placeDineIn(t.app, w, body, 2)).toMatchObject({
      status: 400,
      body: { success: 0, code: 'choosePaymentMethod' },
    });
    const tiny = payNowBody(w, ids, { type: 'CUSTOM-AMOUNT', amount: 2, totalAmount: 2 });
    expect(await placeDineIn(t.app, w, tiny, 2)).toMatchObject({
      status: 400,
      body: { code: 'addMoreThanTwoAED' },
    });
    expect(await tabRowCounts(db())).toEqual(before);
  });
});
