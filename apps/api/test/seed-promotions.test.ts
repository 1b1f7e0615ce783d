import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema.ts';
import { discounts, loyaltyPolicies } from '../src/db/schema-promotions.ts';
import { seedDemoBrands } from '../src/seed/seed-demo.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp } from './support/test-app.ts';

/** Issue 7 "Done when": both demo brands carry promotions to try, labelled as demo data. */
describe('demo promotions (issue 7, decision 0005)', () => {
  let t: TestApp;
  const brandIds: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp('pglite');
    expect(await seedDemoBrands(t.database.db)).toBe(true);
    for (const b of await t.database.db.select().from(brands)) brandIds[b.temporaryDomainName] = b.id;
  });
  afterAll(() => t.close());

  const discountCount = async () =>
    Number(((await t.database.db.select({ n: count() }).from(discounts)) as [{ n: number }])[0].n);

  it.each(['burgerato', 'alnile'])(
    '%s: coupons, automatic item discount, hidden and welcome codes, all labelled demo',
    async (name) => {
      const rows = await t.database.db.select().from(discounts).where(eq(discounts.brandId, brandIds[name]!));
      expect(rows.map((r) => r.code).sort()).toEqual(
        ['AUTO20', 'SECRET5', 'SAVE15', 'TAKE10', 'WELCOME10'].sort(),
      );
      expect(
        rows.every((r) => r.isDemo && r.nameEn.startsWith('Demo: ') && r.nameAr.startsWith('تجريبي: ')),
      ).toBe(true);
      const by = Object.fromEntries(rows.map((r) => [r.code, r]));
      expect(by.SAVE15).toMatchObject({
        discountType: 'percentage',
        percentage: '15.00',
        maxDiscountFils: 2_000,
        application: 'manual',
      });
      expect(by.TAKE10).toMatchObject({ discountType: 'fixed', amountFils: 1_000, minOrderFils: 6_000 });
      expect(by.SECRET5).toMatchObject({ application: 'hidden', amountFils: 500 });
      expect(by.WELCOME10).toMatchObject({ isWelcome: true, perCustomerUse: 1, allItems: true });
      expect(by.AUTO20).toMatchObject({ application: 'automatic', allItems: false });
      // Three dishes; Al Nile has one menu per store, so each dish counts once per store.
      expect((by.AUTO20!.itemIds as string[]).length).toBe(name === 'alnile' ? 6 : 3);
      const [policy] = await t.database.db
        .select()
        .from(loyaltyPolicies)
        .where(eq(loyaltyPolicies.brandId, brandIds[name]!));
      expect(policy).toMatchObject({
        isActive: true,
        startingBalanceFils: 2_500,
        maxRedeemFils: 1_500,
        isDemo: true,
      });
    },
  );

  it('the public calls show them: SECRET5 is not listed; loyalty; a new customer starts with 25 AED', async () => {
    const brandId = brandIds.burgerato!;
    const list = await post(t.app, 'discounts/get-all-active-discounts-v2', { brandId });
    expect(list.body.data.discount.map((d: { discountCode: string }) => d.discountCode)).toEqual([
      'WELCOME10',
      'SAVE15',
      'TAKE10',
      'AUTO20',
    ]);
    const loyalty = await post(t.app, 'loyalty/get-by-brand', { brandId });
    expect(loyalty.body.data).toMatchObject({ isLoyaltyActive: true, maxRedeemableValuePerOrder: 15 });
    const me = await signedInCustomer(t.database.db, brandId, '+971506660001');
    const wallet = await post(t.app, 'wallet/get-user-wallet', { brandId }, { authorization: me.token });
    expect(wallet.body.data).toEqual({ balance: 25, lifetimeSpending: 0 });
  });

  it("WAIVER-01 (001 §3.5, decision 0015): free delivery over 100 AED and the daily 15:00–17:00 Dubai happy hour as that day's range", async () => {
    t.setNow(new Date('2026-03-10T12:00:00Z')); // 16:00 in Dubai
    try {
      const res = await post(t.app, 'store/get-stores-for-pickup', { brandId: brandIds.alnile });
      for (const store of res.body.data.stores)
        expect(store.deliveryChargesWaiverInfo).toEqual({
          onOrderAmount: { isEnabled: true, amount: 100 },
          onDateRange: {
            isEnabled: true,
            startDateTime: Date.parse('2026-03-10T11:00:00Z') / 1000,
            endDateTime: Date.parse('2026-03-10T13:00:00Z') / 1000,
          },
        });
    } finally {
      t.setNow(null);
    }
  });

  it('reruns add nothing; a database seeded before issue 7 gets the promotions once at the next start', async () => {
    const before = await discountCount();
    expect(await seedDemoBrands(t.database.db)).toBe(false);
    expect(await discountCount()).toBe(before);
    // As a database seeded by an older version: no promotions, stores without a waiver.
    await t.database.db.delete(discounts);
    await t.database.db.delete(loyaltyPolicies);
    await t.database.db.update(stores).set({
      deliveryChargesWaiver: {
        onOrderAmount: { isEnabled: false, amountFils: 0 },
        onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
      },
    });
    expect(await seedDemoBrands(t.database.db)).toBe(true);
    expect(await discountCount()).toBe(before);
    expect(await seedDemoBrands(t.database.db)).toBe(false);
    const waivers = await t.database.db.select({ w: stores.deliveryChargesWaiver }).from(stores);
    expect(
      waivers.every(({ w }) => (w as { onOrderAmount: { isEnabled: boolean } }).onOrderAmount.isEnabled),
    ).toBe(true);
  });
});
