import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../src/db/schema-promotions.ts';
import {
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
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())(
  'order/place-order-v2 promotion refusals on %s (001 §7.3; 000 §9; issue 7)',
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
      signedInCustomer(t.database.db, ids.brandId, `+97150334${String(++phone).padStart(4, '0')}`);
    const coupon = couponApplied;
    const ledger = (customerId: string) => ledgerOf(t.database.db, customerId);
    const counts = () => promotionRowCounts(t.database.db);

    it('DISC-14 (000 §4.8): a coupon with loyalty credits → 400 couponOrLoyalty (EN and AR), nothing written', async () => {
      const me = await newCustomer();
      const before = await counts();
      const body = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 84.0 },
        {
          ...coupon(fx.save15.id, 15),
          loyaltyApplied: { redeemAmount: 10 },
        },
      );
      expect(await placeOrder(t.app, body, me.token)).toMatchObject({
        status: 400,
        body: { success: 0, code: 'couponOrLoyalty', message: MESSAGES.couponOrLoyalty },
      });
      const ar = await placeOrder(t.app, { ...body, language: 'AR' }, me.token);
      expect(ar.body.message).toBe(MESSAGES_AR.couponOrLoyalty);
      expect(await counts()).toEqual(before);
    });

    it('a redeem the server would not grant (above LOY-01 or above the balance) → 409 loyaltyUnavailable, nothing written', async () => {
      const me = await newCustomer();
      await t.database.db
        .insert(wallets)
        .values({ brandId: ids.brandId, customerId: me.customerId, balanceFils: 300 });
      const before = await counts();
      for (const redeemAmount of [10, 3.01, 2.99]) {
        const total = Math.round((100 - redeemAmount) * 1.05 * 100) / 100;
        const body = orderBody(
          ids,
          [burgerLine(menu, 4)],
          { itemsTotalPrice: 100, totalOrderPrice: total },
          {
            loyaltyApplied: { redeemAmount },
          },
        );
        const res = await placeOrder(t.app, body, me.token);
        expect(res, `redeem ${redeemAmount}`).toMatchObject({
          status: 409,
          body: { message: MESSAGES.loyaltyUnavailable },
        });
      }
      expect(await counts()).toEqual(before);
      const ok = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 101.85 },
        {
          loyaltyApplied: { redeemAmount: 3 },
        },
      );
      expect((await placeOrder(t.app, ok, me.token)).status).toBe(200);
      expect(await ledger(me.customerId)).toEqual([['redeem', -300, 0]]);
    });

    it('wrong tip (000 §5, TIP-04): a tipAmount that is not the preset → 409 menu updated; a preset not offered, or a custom tip under 1 AED → 400', async () => {
      const me = await newCustomer();
      const before = await counts();
      const wrong = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 114 },
        {
          selectedTip: { type: 'default', value: 0.1 },
          tipAmount: 9,
        },
      );
      expect(await placeOrder(t.app, wrong, me.token)).toMatchObject({
        status: 409,
        body: { error_category: 'menu_updated' },
      });
      const notPreset = {
        ...wrong,
        selectedTip: { type: 'default', value: 0.12 },
        tipAmount: 12,
        totalOrderPrice: 117,
      };
      expect((await placeOrder(t.app, notPreset, me.token)).body.message).toMatch(/^selectedTip/);
      const small = {
        ...wrong,
        selectedTip: { type: 'custom', value: 0.5 },
        tipAmount: 0.5,
        totalOrderPrice: 105.5,
      };
      expect((await placeOrder(t.app, small, me.token)).status).toBe(400);
      const alone = {
        ...wrong,
        selectedTip: undefined,
        tipAmount: 0.5,
        totalOrderPrice: 105.5,
        language: 'AR',
      };
      expect(await placeOrder(t.app, alone, me.token)).toMatchObject({
        status: 400,
        body: { message: MESSAGES_AR.invalidTip },
      });
      expect(await counts()).toEqual(before);
    });

    it("coupon refusals (000 §5): used up, minimum order, another brand's id, a wrong amount shown — and nothing written", async () => {
      const me = await newCustomer();
      const first = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
        coupon(fx.welcome.id, 10, 'WELCOME10', 10),
      );
      expect((await placeOrder(t.app, first, me.token)).status).toBe(200);
      const before = await counts();
      const again = await placeOrder(t.app, { ...first, language: 'AR' }, me.token);
      expect(again).toMatchObject({ status: 400, body: { message: MESSAGES_AR.couponUsedUp } });
      const min = orderBody(
        ids,
        [burgerLine(menu, 2)],
        { itemsTotalPrice: 50, totalOrderPrice: 42 },
        coupon(fx.take10.id, 10, 'TAKE10', 10),
      );
      expect((await placeOrder(t.app, min, me.token)).body.message).toBe(
        'you can apply it only if you order more than 60.00 AED',
      );
      const foreign = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 89.25 },
        coupon(fx.otherBrandCoupon.id, 15),
      );
      expect(await placeOrder(t.app, foreign, me.token)).toMatchObject({
        status: 400,
        body: { message: MESSAGES.couponNotFound },
      });
      const unknown = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 89.25 },
        coupon(randomUUID(), 15),
      );
      expect((await placeOrder(t.app, unknown, me.token)).body.message).toBe(MESSAGES.couponNotFound);
      const shown = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 89.25 },
        coupon(fx.save15.id, 14.99),
      );
      expect(await placeOrder(t.app, shown, me.token)).toMatchObject({
        status: 409,
        body: { error_category: 'menu_updated' },
      });
      const auto = orderBody(
        ids,
        [friesLine(menu, 2)],
        { itemsTotalPrice: 17, totalOrderPrice: 14.28 },
        coupon(fx.auto20.id, 0),
      );
      expect((await placeOrder(t.app, auto, me.token)).body.message).toBe(MESSAGES.couponAutoOrSelectedItems);
      expect(await counts()).toEqual(before);
    });
  },
);
