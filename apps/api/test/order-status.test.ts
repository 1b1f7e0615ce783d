import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { orderStatusHistory } from '../src/db/schema.ts';
import { discountRedemptions, walletLedger, wallets } from '../src/db/schema-promotions.ts';
import { setOrderStatus } from '../src/modules/orders/status-service.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { createDiscount, createLoyaltyPolicy, signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())(
  'order status, cashback and refunds on %s (002 §4.1; LOY-02; issue 7)',
  (kind) => {
    let t: TestApp;
    let ids: { brandId: string; storeId: string };
    let menu: Awaited<ReturnType<typeof createMenu>>;
    let welcome: { id: string };
    let phone = 0;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.database.db;
      const brandId = (await createBrand(db)).id;
      ids = { brandId, storeId: (await createStore(db, brandId)).id };
      menu = await createMenu(db, brandId);
      await createLoyaltyPolicy(db, brandId);
      welcome = await createDiscount(db, brandId, { code: 'WELCOME10', perCustomerUse: 1 });
    });
    afterAll(() => t.close());

    const ctx = () => ({ brandId: ids.brandId, now: new Date() });
    const newCustomer = () =>
      signedInCustomer(t.database.db, ids.brandId, `+97150444${String(++phone).padStart(4, '0')}`);
    /** 4 burgers = 100 AED, redeem 10 → 90 + 4.50 VAT = 94.50; cashback 5 % of 90 = 4.50. */
    const loyaltyOrder = async (token: string) => {
      const res = await placeOrder(
        t.app,
        orderBody(
          ids,
          [burgerLine(menu, 4)],
          { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
          {
            loyaltyApplied: { redeemAmount: 10 },
          },
        ),
        token,
      );
      expect(res.status).toBe(200);
      return res.body.data.savedOrder as { _id: string; orderNumber: string };
    };
    const walletOf = async (customerId: string) =>
      (await t.database.db.select().from(wallets).where(eq(wallets.customerId, customerId)))[0]!;
    const ledgerOf = async (customerId: string) =>
      (
        await t.database.db
          .select()
          .from(walletLedger)
          .where(eq(walletLedger.customerId, customerId))
          .orderBy(asc(walletLedger.createdAt))
      ).map((l) => [l.kind, l.amountFils, l.balanceAfterFils]);

    it('LOY-02 (000 §9 Loyalty, decision 0014): COMPLETE credits the cashback once and adds the total to lifetimeSpending, even when set twice', async () => {
      const me = await newCustomer();
      const order = await loyaltyOrder(me.token);
      await setOrderStatus(t.database.db, ctx(), order._id, 'ACCEPTED');
      await setOrderStatus(t.database.db, ctx(), order.orderNumber, 'COMPLETE');
      await setOrderStatus(t.database.db, ctx(), order._id, 'COMPLETE');
      expect(await ledgerOf(me.customerId)).toEqual([
        ['grant', 2_500, 2_500],
        ['redeem', -1_000, 1_500],
        ['cashback', 450, 1_950],
      ]);
      expect(await walletOf(me.customerId)).toMatchObject({
        balanceFils: 1_950,
        lifetimeSpendingFils: 9_450,
      });
      const history = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order._id));
      expect(history.map((h) => h.status).sort()).toEqual(['ACCEPTED', 'COMPLETE', 'PENDING']);
    });

    it('concurrent COMPLETE / DELIVERED credit the cashback once', async () => {
      const me = await newCustomer();
      const order = await loyaltyOrder(me.token);
      const results = await Promise.allSettled(
        (['COMPLETE', 'COMPLETE', 'DELIVERED', 'COMPLETE'] as const).map((s) =>
          setOrderStatus(t.database.db, ctx(), order._id, s),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      const cashback = (await ledgerOf(me.customerId)).filter(([kind]) => kind === 'cashback');
      expect(cashback).toEqual([['cashback', 450, 1_950]]);
      expect((await walletOf(me.customerId)).lifetimeSpendingFils).toBe(9_450);
    });

    it('an order under minOrderValueForCashback earns none but counts in lifetimeSpending; DELIVERED then COMPLETE counts once', async () => {
      const me = await newCustomer();
      const res = await placeOrder(
        t.app,
        orderBody(ids, [burgerLine(menu, 1)], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
        me.token,
      );
      await setOrderStatus(t.database.db, ctx(), res.body.data.savedOrder._id, 'DELIVERED');
      await setOrderStatus(t.database.db, ctx(), res.body.data.savedOrder._id, 'COMPLETE');
      expect(await ledgerOf(me.customerId)).toEqual([['grant', 2_500, 2_500]]);
      expect(await walletOf(me.customerId)).toMatchObject({
        balanceFils: 2_500,
        lifetimeSpendingFils: 2_625,
      });
    });

    it('CANCELLED refunds the redeem (refund ledger row) and gives the coupon use back; a final status never changes', async () => {
      const me = await newCustomer();
      const order = await loyaltyOrder(me.token);
      await setOrderStatus(t.database.db, ctx(), order._id, 'CANCELLED');
      expect(await ledgerOf(me.customerId)).toEqual([
        ['grant', 2_500, 2_500],
        ['redeem', -1_000, 1_500],
        ['refund', 1_000, 2_500],
      ]);
      await expect(setOrderStatus(t.database.db, ctx(), order._id, 'COMPLETE')).rejects.toMatchObject({
        statusCode: 409,
      });
      const couponBody = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
        {
          discountApplied: {
            discountAmountAvailedByCustomer: 10,
            discountValue: 10,
            discountId: welcome.id,
            discountCode: 'WELCOME10',
            discountType: 'percentage',
          },
        },
      );
      const first = await placeOrder(t.app, couponBody, me.token);
      expect(first.status).toBe(200);
      expect((await placeOrder(t.app, couponBody, me.token)).body.message).toBe(MESSAGES.couponUsedUp);
      await setOrderStatus(t.database.db, ctx(), first.body.data.savedOrder._id, 'REJECTED');
      const uses = await t.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.customerId, me.customerId));
      expect(uses).toHaveLength(0);
      expect((await placeOrder(t.app, couponBody, me.token)).status).toBe(200);
    });

    it("another brand's order, or an unknown one, is 404 'Order not found'", async () => {
      const me = await newCustomer();
      const order = await loyaltyOrder(me.token);
      const other = (await createBrand(t.database.db)).id;
      await expect(
        setOrderStatus(t.database.db, { brandId: other, now: new Date() }, order._id, 'COMPLETE'),
      ).rejects.toMatchObject({
        statusCode: 404,
      });
    });

    describe('POST /api/v1/dev/order-status (demo mode only)', () => {
      const devStatus = (body: Record<string, unknown>, token?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/dev/order-status',
          payload: body,
          headers: token ? { authorization: token } : {},
        });

      it("the order's own customer completes it; another customer 404, no token 401, bad body 400 in AR", async () => {
        const me = await newCustomer();
        const stranger = await newCustomer();
        const order = await loyaltyOrder(me.token);
        const mine = await devStatus(
          { brandId: ids.brandId, orderId: order.orderNumber, status: 'COMPLETE' },
          me.token,
        );
        expect(mine.json()).toEqual({
          success: 1,
          data: { orderNumber: order.orderNumber, orderStatus: 'COMPLETE' },
        });
        expect((await walletOf(me.customerId)).balanceFils).toBe(1_950);
        const theirs = await devStatus(
          { brandId: ids.brandId, orderId: order._id, status: 'CANCELLED' },
          stranger.token,
        );
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json().message).toBe(MESSAGES.orderNotFound);
        expect(
          (await devStatus({ brandId: ids.brandId, orderId: order._id, status: 'COMPLETE' })).statusCode,
        ).toBe(401);
        const bad = await devStatus(
          { brandId: ids.brandId, orderId: order._id, status: 'EATEN', language: 'AR' },
          me.token,
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/^الحقل .*status/);
        const final = await devStatus(
          { brandId: ids.brandId, orderId: order._id, status: 'CANCELLED', language: 'AR' },
          me.token,
        );
        expect(final.json()).toEqual({
          success: 0,
          code: 'somethingIncorrect',
          message: MESSAGES_AR.somethingIncorrect,
        });
      });

      it('is not served outside demo mode, and is hidden from the OpenAPI document', async () => {
        const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
        expect(Object.keys(docs.paths)).not.toContain('/api/v1/dev/order-status');
        const prod = await createTestApp('pglite', { demoMode: false });
        try {
          const res = await prod.app.inject({ method: 'POST', url: '/api/v1/dev/order-status', payload: {} });
          expect(res.statusCode).toBe(404);
        } finally {
          await prod.close();
        }
      });
    });

    it('POST /api/internal/order-status: loopback with the admin token only', async () => {
      const app = await buildApp(
        {
          db: t.database.db,
          config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
          internal: { adminToken: 'secret-admin-token' },
        },
        { logger: false },
      );
      try {
        const me = await newCustomer();
        const order = await loyaltyOrder(me.token);
        const call = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
          app.inject({
            method: 'POST',
            url: '/api/internal/order-status',
            payload: { brandId: ids.brandId, orderId: order._id, status: 'COMPLETE' },
            headers,
            remoteAddress,
          });
        expect((await call({})).statusCode).toBe(401);
        expect((await call({ authorization: 'Bearer secret-admin-token' }, '10.0.0.5')).statusCode).toBe(403);
        const ok = await call({ authorization: 'Bearer secret-admin-token' });
        expect(ok.json()).toMatchObject({ success: 1, data: { orderStatus: 'COMPLETE' } });
        expect((await walletOf(me.customerId)).balanceFils).toBe(1_950);
      } finally {
        await app.close();
      }
    });
  },
);
