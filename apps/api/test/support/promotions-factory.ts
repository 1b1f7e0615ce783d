import type { Db } from '../../src/db/client.ts';
import { customers } from '../../src/db/schema.ts';
import { discounts, loyaltyPolicies } from '../../src/db/schema-promotions.ts';
import { createSession } from '../../src/platform/session-repository.ts';

let counter = 0;

/** Live from 2025 to 2035 (tests run at the real time unless they set the clock). */
const START = new Date('2025-01-01T00:00:00Z');
const END = new Date('2035-12-31T00:00:00Z');

/**
 * Inserts a discount of a brand: by default a manual 10 % coupon on all items and stores, every
 * service type, no cap, no minimum, unlimited uses, live 2025–2035, code `CODE<n>`.
 */
export async function createDiscount(
  db: Db,
  brandId: string,
  overrides: Partial<typeof discounts.$inferInsert> = {},
) {
  const n = ++counter;
  const [row] = await db
    .insert(discounts)
    .values({
      brandId,
      code: `CODE${n}`,
      nameEn: `Discount ${n}`,
      nameAr: `خصم ${n}`,
      discountType: 'percentage',
      percentage: '10',
      startAt: START,
      endAt: END,
      sort: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Inserts a brand's loyalty policy: active, 5 % cashback from 30 AED, redeem 10 % up to 15 AED,
 * starting balance 25 AED (the demo's), overridable.
 */
export async function createLoyaltyPolicy(
  db: Db,
  brandId: string,
  overrides: Partial<typeof loyaltyPolicies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(loyaltyPolicies)
    .values({
      brandId,
      isActive: true,
      minOrderForCashbackFils: 3_000,
      cashbackActive: true,
      cashbackPercent: '5',
      redeemablePercent: '10',
      maxRedeemFils: 1_500,
      startingBalanceFils: 2_500,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts a customer of a brand and signs them in; returns the customer id and the raw token. */
export async function signedInCustomer(db: Db, brandId: string, phoneNumber: string) {
  const [c] = await db.insert(customers).values({ brandId, phoneNumber, name: 'Test' }).returning();
  return { customerId: c!.id, token: await createSession(db, brandId, c!.id, new Date()) };
}
