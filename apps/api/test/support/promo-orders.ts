import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { orders } from '../../src/db/schema.ts';
import { discountRedemptions, orderAdjustments, walletLedger } from '../../src/db/schema-promotions.ts';
import { createBrand, createMenu, createStore } from './factory.ts';
import { createDiscount, createLoyaltyPolicy } from './promotions-factory.ts';
import { post } from './test-app.ts';

type Menu = Awaited<ReturnType<typeof createMenu>>;

/** A line of `n` burgers with Cola (25.00 AED each) of the factory menu. */
export const burgerLine = (menu: Menu, quantity: number, price = 25) => ({
  itemId: menu.burger.id,
  categoryId: menu.category.id,
  quantity,
  price,
  options: [{ optionId: menu.cola.id, modifierGroupId: menu.drinks.id, quantity: 1, price: 0 }],
});

/** A line of `n` fries (8.50 AED each, or the price the client shows) of the factory menu. */
export const friesLine = (menu: Menu, quantity: number, price = 8.5) => ({
  itemId: menu.fries.id,
  categoryId: menu.category.id,
  quantity,
  price,
  options: [],
});

/** A pickup cash order body of the brand and store with the given lines and amounts (AED). */
export function orderBody(
  ids: { brandId: string; storeId: string },
  lines: unknown[],
  amounts: { itemsTotalPrice: number; totalOrderPrice: number },
  over: Record<string, unknown> = {},
) {
  return {
    ...ids,
    orderType: { type: 'PICKUP' },
    paymentType: 'CASH',
    orderedMenu: lines,
    ...amounts,
    ...over,
  };
}

/** POSTs order/place-order-v2 with a token (and an optional Idempotency-Key). */
export function placeOrder(app: FastifyInstance, body: unknown, token: string, key?: string) {
  return post(app, 'order/place-order-v2', body, {
    authorization: token,
    ...(key ? { 'idempotency-key': key } : {}),
  });
}

/**
 * A brand for promotion orders: one always-open pickup store (5 % VAT), the factory menu, the
 * demo loyalty policy (5 % cashback from 30 AED, redeem 10 % up to 15 AED, 25 AED start), and the
 * coupons SAVE15 (15 %, cap 20 AED), TAKE10 (10 AED from 60 AED), AUTO20 (automatic 20 % on
 * fries), WELCOME10 (10 %, once per customer) — plus another brand's SAVE15.
 */
export async function promoBrand(db: Db) {
  const brandId = (await createBrand(db)).id;
  const ids = { brandId, storeId: (await createStore(db, brandId)).id };
  const menu = await createMenu(db, brandId);
  await createLoyaltyPolicy(db, brandId);
  const save15 = await createDiscount(db, brandId, {
    code: 'SAVE15',
    percentage: '15',
    maxDiscountFils: 2_000,
  });
  const take10 = await createDiscount(db, brandId, {
    code: 'TAKE10',
    discountType: 'fixed',
    amountFils: 1_000,
    minOrderFils: 6_000,
  });
  const auto20 = await createDiscount(db, brandId, {
    code: 'AUTO20',
    percentage: '20',
    application: 'automatic',
    allItems: false,
    itemIds: [menu.fries.id],
  });
  const welcome = await createDiscount(db, brandId, {
    code: 'WELCOME10',
    perCustomerUse: 1,
    isWelcome: true,
  });
  const otherBrandCoupon = await createDiscount(db, (await createBrand(db)).id, { code: 'SAVE15' });
  return { ids, menu, save15, take10, auto20, welcome, otherBrandCoupon };
}

/** The discountApplied of a place-order body (001 §7.3, DISC-23), a percentage coupon by default. */
export const couponApplied = (discountId: string, amount: number, code = 'SAVE15', value = 15) => ({
  discountApplied: {
    discountAmountAvailedByCustomer: amount,
    discountValue: value,
    discountId,
    discountCode: code,
    discountType: 'percentage',
  },
});

/** An order's adjustments in order: [kind, amount fils, discount id]. */
export async function adjustmentsOf(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.position));
  return rows.map((a) => [a.kind, a.amountFils, a.discountId]);
}

/** A customer's wallet movements in order: [kind, signed amount fils, balance after]. */
export async function ledgerOf(db: Db, customerId: string) {
  const rows = await db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.customerId, customerId))
    .orderBy(asc(walletLedger.createdAt));
  return rows.map((l) => [l.kind, l.amountFils, l.balanceAfterFils]);
}

/** Row counts of orders, order_adjustments, wallet_ledger and discount_redemptions ("nothing written"). */
export async function promotionRowCounts(db: Db): Promise<number[]> {
  const counts: number[] = [];
  for (const table of [orders, orderAdjustments, walletLedger, discountRedemptions] as const)
    counts.push(Number(((await db.select({ n: count() }).from(table)) as [{ n: number }])[0].n));
  return counts;
}
