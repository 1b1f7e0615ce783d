import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import {
  adjustmentsOf,
  burgerLine,
  couponApplied,
  friesLine,
  ledgerOf,
  orderBody,
  placeOrder,
  promoBrand,
  promotionRowCounts,
} from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())(
  'order/place-order-v2 with promotions on %s (001 §7.3; 000 §9; issue 7)',
  (kind) => {
    let t: TestApp;
    let fx: Awaited<ReturnType<typeof promoBrand>>;
    let ids: { brandId: string; storeId: string };
    let menu: Awaited<ReturnType<typeof promoBrand>>['menu'];
    let phone = 0;

    beforeAll(async () => {
      t = await createTestApp(kind);
      fx = await promoBrand(t.database.db);
      ids = fx.ids;
      menu = fx.menu;
    });
    afterAll(() => t.close());

    const newCustomer = () =>
      signedInCustomer(t.database.db, ids.brandId, `+97150333${String(++phone).padStart(4, '0')}`);
    const coupon = couponApplied;
    const orderRow = async (id: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const adjustments = (orderId: string) => adjustmentsOf(t.database.db, orderId);
    const ledger = (customerId: string) => ledgerOf(t.database.db, customerId);
    const counts = () => promotionRowCounts(t.database.db);

    it('TOT-05 / DISC-23 (000 §9, 001 §7.3): a percentage coupon — 100 − 15 = 85, VAT 4.25, total 89.25; stored with its adjustments, use and cashback', async () => {
      const me = await newCustomer();
      const body = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 89.25 },
        coupon(fx.save15.id, 15),
      );
      const res = await placeOrder(t.app, body, me.token);
      expect(res.status).toBe(200);
      const id = res.body.data.savedOrder._id;
      expect(await orderRow(id)).toMatchObject({
        itemsTotalFils: 10_000,
        discountFils: 1_500,
        discountId: fx.save15.id,
        discountCode: 'SAVE15',
        loyaltyFils: 0,
        taxFils: 425,
        totalFils: 8_925,
        cashbackFils: 425,
      });
      expect(await adjustments(id)).toEqual([
        ['discount', 1_500, fx.save15.id],
        ['tax', 425, null],
      ]);
      const detail = await post(
        t.app,
        `order/get-order-info/${id}`,
        { brandId: ids.brandId },
        { authorization: me.token },
      );
      expect(detail.body.data.order).toMatchObject({
        itemsTotalPrice: 100,
        discountAmount: 15,
        discountCode: 'SAVE15',
        voucherDiscount: 15,
        loyaltyAmount: 0,
        cashBackAmount: 4.25,
        waiverAmount: 0,
        taxAmount: 4.25,
        totalOrderPrice: 89.25,
      });
    });

    it('DISC-02 / TOT-02 (000 §4.8, §3 Cart line): the automatic item discount applies by itself; the client may show the discounted unit price', async () => {
      const me = await newCustomer();
      // 2 × fries 8.50 − 20 % = 2 × 6.80 = 13.60; VAT 0.68; total 14.28.
      for (const price of [6.8, 8.5]) {
        const body = orderBody(ids, [friesLine(menu, 2, price)], {
          itemsTotalPrice: 17,
          totalOrderPrice: 14.28,
        });
        const res = await placeOrder(t.app, body, me.token);
        expect(res.status, `line price ${price}`).toBe(200);
        const row = await orderRow(res.body.data.savedOrder._id);
        expect(row).toMatchObject({
          itemsTotalFils: 1_700,
          discountFils: 340,
          discountCode: null,
          totalFils: 1_428,
        });
        expect(await adjustments(row.id)).toEqual([
          ['itemDiscount', 340, fx.auto20.id],
          ['tax', 68, null],
        ]);
      }
      const wrong = await placeOrder(
        t.app,
        orderBody(ids, [friesLine(menu, 2, 7)], { itemsTotalPrice: 17, totalOrderPrice: 14.28 }),
        me.token,
      );
      expect(wrong).toMatchObject({ status: 409, body: { error_category: 'menu_updated' } });
    });

    it('LOY-01 / LOY-03 (000 §9 Loyalty): redeem min(15, 10 % × 100, 25) = 10 → 90 + VAT 4.50 = 94.50; the wallet is debited with a redeem ledger row', async () => {
      const me = await newCustomer();
      const body = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
        { loyaltyApplied: { redeemAmount: 10, cashBackAmount: 4.5 } },
      );
      const res = await placeOrder(t.app, body, me.token);
      expect(res.status).toBe(200);
      const row = await orderRow(res.body.data.savedOrder._id);
      expect(row).toMatchObject({
        loyaltyFils: 1_000,
        discountFils: 0,
        taxFils: 450,
        totalFils: 9_450,
        cashbackFils: 450,
      });
      expect(await adjustments(row.id)).toEqual([
        ['loyalty', 1_000, null],
        ['tax', 450, null],
      ]);
      expect(await ledger(me.customerId)).toEqual([
        ['grant', 2_500, 2_500],
        ['redeem', -1_000, 1_500],
      ]);
      const wallet = await post(
        t.app,
        'wallet/get-user-wallet',
        { brandId: ids.brandId },
        { authorization: me.token },
      );
      expect(wallet.body.data.balance).toBe(15);
      const detail = await post(
        t.app,
        `order/get-order-info/${row.id}`,
        { brandId: ids.brandId },
        { authorization: me.token },
      );
      expect(detail.body.data.order).toMatchObject({
        loyaltyAmount: 10,
        cashBackAmount: 4.5,
        discountAmount: 0,
      });
    });

    it('TIP-01…-05 (000 §2.18, §9 Tip, decision 0014): a 10 % preset of the Basket Total and a custom tip, not taxed', async () => {
      const me = await newCustomer();
      const preset = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 115 },
        { selectedTip: { type: 'default', value: 0.1 }, tipAmount: 10 },
      );
      const a = await placeOrder(t.app, preset, me.token);
      expect(a.status).toBe(200);
      expect(await orderRow(a.body.data.savedOrder._id)).toMatchObject({
        tipFils: 1_000,
        taxFils: 500,
        totalFils: 11_500,
        selectedTip: { type: 'default', value: 0.1 },
      });
      const custom = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 112.5 },
        { selectedTip: { type: 'custom', value: 7.5 }, tipAmount: 7.5 },
      );
      const b = await placeOrder(t.app, custom, me.token);
      expect(b.status).toBe(200);
      const row = await orderRow(b.body.data.savedOrder._id);
      expect(row).toMatchObject({ tipFils: 750, totalFils: 11_250 });
      expect(await adjustments(row.id)).toEqual([
        ['tax', 500, null],
        ['tip', 750, null],
      ]);
    });

    it('decision 0004: an Idempotency-Key replay of a coupon and loyalty order returns the first order and writes nothing more', async () => {
      const me = await newCustomer();
      const body = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
        {
          loyaltyApplied: { redeemAmount: 10 },
        },
      );
      const key = randomUUID();
      const first = await placeOrder(t.app, body, me.token, key);
      expect(first.status).toBe(200);
      const before = await counts();
      const second = await placeOrder(t.app, body, me.token, key);
      expect(second.body.data.savedOrder).toEqual(first.body.data.savedOrder);
      expect(await counts()).toEqual(before);
      expect(await ledger(me.customerId)).toEqual([
        ['grant', 2_500, 2_500],
        ['redeem', -1_000, 1_500],
      ]);
    });
  },
);
