import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountRedemptions } from '../src/db/schema-promotions.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createDiscount, signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const DAY = 24 * 3600 * 1000;

describe.each(testDatabases())('discounts calls on %s (000 §4.8, §5, §7.4)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let otherStoreId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let token: string;
  let otherBrandToken: string;
  const d: Record<string, { id: string; code: string }> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    storeId = (await createStore(db, brandId)).id;
    otherStoreId = (await createStore(db, brandId)).id;
    menu = await createMenu(db, brandId);
    token = (await signedInCustomer(db, brandId, '+971501110001')).token;
    const other = (await createBrand(db)).id;
    otherBrandToken = (await signedInCustomer(db, other, '+971501110002')).token;
    const add = async (key: string, over: Parameters<typeof createDiscount>[2]) => {
      d[key] = await createDiscount(db, key === 'other' ? other : brandId, {
        code: key.toUpperCase(),
        ...over,
      });
    };
    await add('welcome10', { percentage: '10', perCustomerUse: 1, isWelcome: true });
    await add('save15', { percentage: '15', maxDiscountFils: 2_000 });
    await add('take10', { discountType: 'fixed', amountFils: 1_000, minOrderFils: 6_000 });
    await add('auto20', {
      percentage: '20',
      application: 'automatic',
      allItems: false,
      itemIds: [menu.fries.id],
    });
    await add('secret5', { discountType: 'fixed', amountFils: 500, application: 'hidden' });
    await add('expired', { endAt: new Date(Date.now() - DAY) });
    await add('later', { startAt: new Date(Date.now() + DAY) });
    await add('storeonly', { allStores: false, storeIds: [otherStoreId] });
    await add('deliveryonly', { serviceTypes: ['DELIVERY'] });
    await add('burgers', { allItems: false, itemIds: [menu.burger.id] });
    await add('hiddenburgers', { application: 'hidden', allItems: false, itemIds: [menu.burger.id] });
    await add('ghost', { application: 'hidden', allItems: false, itemIds: [randomUUID()] });
    await add('other', {});
  });
  afterAll(() => t.close());

  const burgers = (quantity: number) => ({
    itemId: menu.burger.id,
    categoryId: menu.category.id,
    quantity,
    price: 25,
    options: [{ optionId: menu.cola.id, modifierGroupId: menu.drinks.id, quantity: 1, price: 0 }],
  });
  const fries = (quantity: number) => ({
    itemId: menu.fries.id,
    categoryId: menu.category.id,
    quantity,
    price: 8.5,
    options: [],
  });
  const list = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(t.app, 'discounts/get-all-active-discounts-v2', { brandId, ...body }, headers);
  const validate = (
    body: Record<string, unknown>,
    headers: Record<string, string> = { authorization: token },
  ) =>
    post(
      t.app,
      'discounts/validate-discount-V2',
      { brandId, storeId, serviceType: 'PICKUP', cart: [burgers(2)], ...body },
      headers,
    );
  const codes = (res: { body: { data: { discount: Array<{ discountCode: string }> } } }) =>
    res.body.data.discount.map((x) => x.discountCode).sort();

  describe('discounts/get-all-active-discounts-v2', () => {
    it('DISC-01 (000 §4.8, §3 Discount): live and not hidden, amounts in AED, dates in seconds; usesLeft null for a guest', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(codes(res)).toEqual([
        'AUTO20',
        'BURGERS',
        'DELIVERYONLY',
        'SAVE15',
        'STOREONLY',
        'TAKE10',
        'WELCOME10',
      ]);
      const take10 = res.body.data.discount.find(
        (x: { discountCode: string }) => x.discountCode === 'TAKE10',
      );
      expect(take10).toMatchObject({
        discountType: 'fixed',
        discountAmount: 10,
        minOrderValue: 60,
        maximumDiscountValue: 0,
        usesLeft: null,
        isApplicableOnAllItems: true,
        discountApplication: 'manual',
      });
      expect(take10.startDate).toBe(Math.floor(new Date('2025-01-01T00:00:00Z').getTime() / 1000));
      const welcome = res.body.data.discount.find(
        (x: { discountCode: string }) => x.discountCode === 'WELCOME10',
      );
      expect(welcome).toMatchObject({
        isWelcome: true,
        perCustomerUse: 1,
        usesLeft: null,
        discountAmount: 10,
      });
    });

    it("DISC-01, IS47: storeId and serviceType keep the coupons of that store and service; page 'COUPONS_POPUP' in any case changes nothing", async () => {
      const res = await list({ storeId, serviceType: 'PICKUP', page: 'COUPONS_POPUP' });
      expect(codes(res)).toEqual(['AUTO20', 'BURGERS', 'SAVE15', 'TAKE10', 'WELCOME10']);
      const lower = await list({ storeId, serviceType: 'PICKUP', page: 'coupons_popup' });
      const none = await list({ storeId, serviceType: 'PICKUP' });
      expect(codes(lower)).toEqual(codes(res));
      expect(codes(none)).toEqual(codes(res));
      const other = await list({ storeId: otherStoreId, serviceType: 'DELIVERY' });
      expect(codes(other)).toContain('STOREONLY');
      expect(codes(other)).toContain('DELIVERYONLY');
    });

    it("DISC-24 (002 §7): a signed-in customer gets usesLeft (userId ignored); another brand's token is a guest", async () => {
      const mine = await list({ userId: 'someone-else' }, { authorization: token });
      const welcome = mine.body.data.discount.find(
        (x: { discountCode: string }) => x.discountCode === 'WELCOME10',
      );
      expect(welcome.usesLeft).toBe(1);
      const foreign = await list({}, { authorization: otherBrandToken });
      expect(foreign.status).toBe(200);
      expect(foreign.body.data.discount.every((x: { usesLeft: null }) => x.usesLeft === null)).toBe(true);
      expect(codes(foreign)).not.toContain('OTHER');
    });

    it('bad input: 400 naming the field (in Arabic for AR); unknown brand 404', async () => {
      const bad = await post(t.app, 'discounts/get-all-active-discounts-v2', { brandId: 'nope' });
      expect(bad).toMatchObject({
        status: 400,
        body: { success: 0, code: expect.any(String), message: 'brandId: must be a valid id' },
      });
      const ar = await post(t.app, 'discounts/get-all-active-discounts-v2', { language: 'AR' });
      expect(ar.status).toBe(400);
      expect(ar.body.message).toMatch(/^الحقل .*brandId.* مطلوب$/);
      const unknown = await post(t.app, 'discounts/get-all-active-discounts-v2', { brandId: randomUUID() });
      expect(unknown).toMatchObject({
        status: 404,
        body: { success: 0, code: 'brandNotFound', message: MESSAGES.brandNotFound },
      });
    });
  });

  describe('discounts/validate-discount-V2', () => {
    // 0100 IS39: a typed code is trimmed and matched case-insensitively against the stored code.
    it('DISC-04 (000 §4.8), IS39: a code matches trimmed and case-insensitively; the amount is priced from the database', async () => {
      const res = await validate({ discountCode: '  save15 ', cart: [burgers(4)] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        discountAmount: 15,
        isCapped: false,
        note: null,
        eligibleItems: [],
      });
      expect(res.body.data.discount).toMatchObject({ _id: d.save15!.id, discountCode: 'SAVE15' });
      // The stored code is folded too (IS39: 'whether the stored discountCode is lower-cased'): a
      // stored 'Eid5Off' (hidden: in no list, typed by hand) matches 'EID5OFF' and ' eid5off'.
      const eid = await createDiscount(t.database.db, brandId, {
        code: 'Eid5Off',
        application: 'hidden',
        discountType: 'fixed',
        amountFils: 500,
      });
      for (const typed of ['EID5OFF', ' eid5off']) {
        const match = await validate({ discountCode: typed });
        expect(match.status, typed).toBe(200);
        expect(match.body.data.discount).toMatchObject({ _id: eid.id, discountCode: 'Eid5Off' });
      }
    });

    it('DISC-10 / TOT-05 (000 §5, §9): a percentage above its cap is capped, with the note in the request language', async () => {
      const en = await validate({ discountId: d.save15!.id, cart: [burgers(10)] });
      expect(en.body.data).toMatchObject({
        discountAmount: 20,
        isCapped: true,
        note: 'Maximum discount reached. Discount capped at AED 20.00',
      });
      const ar = await validate({ discountId: d.save15!.id, cart: [burgers(10)], language: 'AR' });
      expect(ar.body.data.note).toBe(MESSAGES_AR.couponCapped('20.00'));
    });

    it('DISC-02 + coupon (decision 0014): the coupon applies to the lines at their automatically discounted prices', async () => {
      // Fries 8.50 − 20 % = 6.80; 15 % of 6.80 = 1.02.
      const res = await validate({ discountCode: 'SAVE15', cart: [fries(1)] });
      expect(res.body.data.discountAmount).toBe(1.02);
    });

    it("DISC-04 (000 §8): unknown, ended, not started and another brand's coupons are COUPON_NOT_FOUND, in EN and AR", async () => {
      for (const body of [
        { discountCode: 'NOPE' },
        { discountCode: 'expired' },
        { discountId: d.later!.id },
        { discountId: d.other!.id },
        { discountCode: 'OTHER' },
      ]) {
        const res = await validate(body);
        expect(res, JSON.stringify(body)).toMatchObject({
          status: 400,
          body: { success: 0, code: 'couponNotFound', message: MESSAGES.couponNotFound },
        });
      }
      const ar = await validate({ discountId: d.other!.id, language: 'AR' });
      expect(ar.body.message).toBe(MESSAGES_AR.couponNotFound);
    });

    it('DISC-08, service and DISC-07 (000 §5): store, service type and minimum order refusals', async () => {
      expect((await validate({ discountCode: 'storeonly' })).body.message).toBe(MESSAGES.couponNotForStore);
      expect((await validate({ discountCode: 'deliveryonly' })).body.message).toBe(
        MESSAGES.couponNotForService,
      );
      const min = await validate({ discountCode: 'take10', cart: [burgers(2)] });
      expect(min).toMatchObject({
        status: 400,
        body: { message: 'you can apply it only if you order more than 60.00 AED' },
      });
      const minAr = await validate({ discountCode: 'take10', language: 'AR' });
      expect(minAr.body.message).toBe(MESSAGES_AR.couponMinOrder('60.00'));
      const ok = await validate({ discountCode: 'take10', cart: [burgers(3)] });
      expect(ok.body.data.discountAmount).toBe(10);
    });

    // 0100 IS39: a hand-typed code for specific items is refused unless hidden; an automatic item discount is never a coupon.
    it('DISC-06 (000 §5), IS39: an item-specific code typed by hand, or an automatic item discount, is refused', async () => {
      const typed = await validate({ discountCode: 'Burgers' });
      expect(typed.body.message).toBe(MESSAGES.couponAutoOrSelectedItems);
      const auto = await validate({ discountId: d.auto20!.id, cart: [fries(1)] });
      expect(auto.body.message).toBe(MESSAGES.couponAutoOrSelectedItems);
    });

    // 0100 IS39: a hidden item-specific code typed by hand is accepted ('hiddenburgers' below).
    it('DISC-09 (000 §5), IS39: none of its items in the cart → the specific-items text with the eligible items; none on the menu → not applicable', async () => {
      const byId = await validate({ discountId: d.burgers!.id, cart: [fries(1)] });
      expect(byId.status).toBe(400);
      expect(byId.body.message).toBe(MESSAGES.couponSpecificItems);
      expect(byId.body.data.eligibleItems).toEqual([
        {
          itemId: menu.burger.id,
          categoryId: menu.category.id,
          title: { en: 'Burger', ar: 'برجر' },
          price: 25,
        },
      ]);
      const hidden = await validate({ discountCode: 'hiddenburgers', cart: [fries(1)], language: 'AR' });
      expect(hidden.body.message).toBe(MESSAGES_AR.couponSpecificItems);
      const ghost = await validate({ discountCode: 'GHOST', cart: [fries(1)] });
      expect(ghost.body.message).toBe(MESSAGES.couponNotOnSelectedItems);
      const fine = await validate({ discountCode: 'hiddenburgers', cart: [burgers(1), fries(1)] });
      expect(fine.body.data).toMatchObject({ discountAmount: 2.5 });
      expect(fine.body.data.eligibleItems.map((i: { itemId: string }) => i.itemId)).toEqual([menu.burger.id]);
    });

    it("needs a signed-in customer of the brand (000 §5): no token or another brand's token → 401", async () => {
      expect((await validate({ discountCode: 'SAVE15' }, {})).status).toBe(401);
      const foreign = await validate({ discountCode: 'SAVE15' }, { authorization: otherBrandToken });
      expect(foreign).toMatchObject({
        status: 401,
        body: { success: 0, code: 'unauthorized', message: MESSAGES.unauthorized },
      });
    });

    it("bad input: 400 naming the field; neither id nor code; another brand's store 404; nothing written", async () => {
      expect((await validate({ discountId: 'x' })).body.message).toBe('discountId: must be a valid id');
      expect((await validate({ serviceType: 'BOAT', discountCode: 'SAVE15' })).status).toBe(400);
      expect((await validate({})).body.message).toBe('discountCode is required');
      const store = await validate({ discountCode: 'SAVE15', storeId: randomUUID() });
      expect(store).toMatchObject({ status: 404, body: { message: MESSAGES.somethingIncorrect } });
      const [{ n }] = (await t.database.db.select({ n: count() }).from(discountRedemptions)) as [
        { n: number },
      ];
      expect(Number(n)).toBe(0);
    });
  });
});
