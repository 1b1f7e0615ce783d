import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedWaiverSchema } from '../db/json-shapes.ts';
import { items, stores } from '../db/schema.ts';
import { discounts, loyaltyPolicies } from '../db/schema-promotions.ts';

/**
 * The demo brands' automatic item discount: three real dishes of each menu (seed README: demo
 * promotions). Al Nile's stores have a menu each, so every item with the title counts.
 */
const AUTO_ITEMS: Record<string, readonly string[]> = {
  burgerato: ['Zinger Combo Meal', 'Cheese Fries', 'Mango Juice'],
  alnile: ['Kofta', 'Shish Tawook', 'Lentil Soup'],
};

/** Demo promotions run from 2025 to the end of 2035, so the demo works whenever it is tried. */
const START = new Date('2025-01-01T00:00:00+04:00');
const END = new Date('2035-12-31T23:59:59+04:00');

/**
 * The demo brands' delivery-fee waiver (001 §3.5, 000 §4.10, §2.19): free delivery over 100 AED
 * and a daily happy hour 15:00–17:00 Asia/Dubai (decision 0015: a daily window, answered as the
 * day's onDateRange). The demo stores are pickup only today; the banners show them already.
 */
const DEMO_WAIVER = storedWaiverSchema.parse({
  onOrderAmount: { isEnabled: true, amountFils: 10_000 },
  onDateRange: { isEnabled: true, startDateTime: 0, endDateTime: 0 },
  dailyWindow: { from: '15:00', to: '17:00' },
});

/**
 * The demo loyalty policy (000 §3 Loyalty): 5 % cashback on orders of 30 AED or more, redeem up to
 * 10 % of the basket and at most 15 AED per order, and 25 AED granted to each new wallet.
 */
const DEMO_LOYALTY = {
  isActive: true,
  minOrderForCashbackFils: 3_000,
  cashbackActive: true,
  cashbackPercent: '5',
  redeemablePercent: '10',
  maxRedeemFils: 1_500,
  startingBalanceFils: 2_500,
  isDemo: true,
} as const;

/** The demo coupons (seed README: demo promotions), all items and stores unless said. */
function demoDiscounts(brandId: string, autoItemIds: string[]): Array<typeof discounts.$inferInsert> {
  const common = { brandId, startAt: START, endAt: END, isDemo: true } as const;
  return [
    {
      ...common,
      code: 'WELCOME10',
      nameEn: 'Demo: Welcome, 10% off your first order',
      nameAr: 'تجريبي: أهلًا بك، خصم 10% على طلبك الأول',
      discountType: 'percentage',
      percentage: '10',
      perCustomerUse: 1,
      isWelcome: true,
      sort: 1,
    },
    {
      ...common,
      code: 'SAVE15',
      nameEn: 'Demo: 15% off, up to 20 AED',
      nameAr: 'تجريبي: خصم 15% حتى 20 درهمًا',
      discountType: 'percentage',
      percentage: '15',
      maxDiscountFils: 2_000,
      sort: 2,
    },
    {
      ...common,
      code: 'TAKE10',
      nameEn: 'Demo: 10 AED off orders over 60 AED',
      nameAr: 'تجريبي: خصم 10 دراهم على الطلبات فوق 60 درهمًا',
      discountType: 'fixed',
      amountFils: 1_000,
      minOrderFils: 6_000,
      sort: 3,
    },
    {
      ...common,
      code: 'AUTO20',
      nameEn: 'Demo: 20% off selected dishes',
      nameAr: 'تجريبي: خصم 20% على أطباق مختارة',
      discountType: 'percentage',
      percentage: '20',
      application: 'automatic',
      allItems: false,
      itemIds: autoItemIds,
      sort: 4,
    },
    {
      ...common,
      code: 'SECRET5',
      nameEn: 'Demo: secret code, 5 AED off',
      nameAr: 'تجريبي: رمز سري، خصم 5 دراهم',
      discountType: 'fixed',
      amountFils: 500,
      application: 'hidden',
      sort: 5,
    },
  ];
}

/**
 * Seeds a demo brand's promotions once (issue 7; seed README): the coupons WELCOME10, SAVE15,
 * TAKE10, AUTO20 (automatic, three dishes) and SECRET5 (hidden), the loyalty policy with its
 * starting balance, and the stores' waiver. The loyalty policy marks the brand as done: a brand
 * that has one is left alone (returns false), so reruns, and `npm start` on a database seeded
 * before issue 7, add the promotions exactly once. Runs inside the seed's transaction.
 */
export async function seedDemoPromotions(
  db: Db,
  brandId: string,
  temporaryDomainName: string,
): Promise<boolean> {
  const done = await db
    .select({ brandId: loyaltyPolicies.brandId })
    .from(loyaltyPolicies)
    .where(eq(loyaltyPolicies.brandId, brandId))
    .limit(1);
  if (done.length > 0) return false;
  const titles = AUTO_ITEMS[temporaryDomainName] ?? [];
  const autoItems = titles.length
    ? await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.brandId, brandId), inArray(items.titleEn, [...titles])))
    : [];
  await db
    .insert(discounts)
    .values(
      demoDiscounts(
        brandId,
        autoItems.map((i) => i.id),
      ),
    )
    .onConflictDoNothing();
  await db.insert(loyaltyPolicies).values({ brandId, ...DEMO_LOYALTY });
  await db.update(stores).set({ deliveryChargesWaiver: DEMO_WAIVER }).where(eq(stores.brandId, brandId));
  return true;
}
