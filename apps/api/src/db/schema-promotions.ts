/**
 * The promotions schema of Sufra (issue 7): discounts, their per-customer uses, loyalty policies,
 * wallets with their ledger, and the adjustments applied to each order. Money is integer fils;
 * percentages are numeric(5,2). Every row carries `brand_id` (ARCHITECTURE: tenancy).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import type { DiscountServiceTypes } from './json-shapes.ts';
import { brandRef, brands, customers, orders } from './schema.ts';

const customerRef = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * Discounts and coupons of a brand (000 §3 Discount, §4.8, §5). `code` is kept as given and
 * matched case-insensitively (DISC-04: a unique index on lower(code) per brand). A 'percentage'
 * discount takes `percentage` % (0–100); a 'fixed' one takes `amount_fils`. `max_discount_fils`
 * 0 = no cap; `per_customer_use` 0 = unlimited. `service_types` is a JSON array of service types;
 * `item_ids` / `store_ids` JSON arrays of ids, read when `all_items` / `all_stores` is false.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    brandId: brandRef(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    discountType: text('discount_type').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    amountFils: integer('amount_fils').notNull().default(0),
    maxDiscountFils: integer('max_discount_fils').notNull().default(0),
    minOrderFils: integer('min_order_fils').notNull().default(0),
    perCustomerUse: integer('per_customer_use').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    application: text('application').notNull().default('manual'),
    serviceTypes: jsonb('service_types')
      .$type<DiscountServiceTypes>()
      .notNull()
      .default(sql`'["DELIVERY","PICKUP","DINE_IN"]'::jsonb`),
    allItems: boolean('all_items').notNull().default(true),
    itemIds: jsonb('item_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    allStores: boolean('all_stores').notNull().default(true),
    storeIds: jsonb('store_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The brand's welcome coupon (000 §4.9). */
    isWelcome: boolean('is_welcome').notNull().default(false),
    /** Demo data of the demo seed (issue 7: labelled as demo). */
    isDemo: boolean('is_demo').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discounts_brand_code_uq').on(t.brandId, sql`lower(${t.code})`),
    check('discounts_type_ck', sql`${t.discountType} in ('percentage', 'fixed')`),
    check('discounts_application_ck', sql`${t.application} in ('manual', 'automatic', 'hidden')`),
    check('discounts_percentage_ck', sql`${t.percentage} >= 0 and ${t.percentage} <= 100`),
    check(
      'discounts_amounts_ck',
      sql`${t.amountFils} >= 0 and ${t.maxDiscountFils} >= 0 and ${t.minOrderFils} >= 0 and ${t.perCustomerUse} >= 0`,
    ),
  ],
);

/**
 * One use of a coupon by a customer, written in the order's transaction (issue 7). `use_number`
 * is the customer's n-th use of the discount; UNIQUE(discount_id, customer_id, use_number) makes
 * two concurrent orders taking the same (last) use impossible. Deleted when the order is
 * cancelled or rejected (the use is given back).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    brandId: brandRef(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    customerId: customerRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    useNumber: integer('use_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_use_uq').on(t.discountId, t.customerId, t.useNumber),
    uniqueIndex('discount_redemptions_order_uq').on(t.orderId),
  ],
);

/**
 * A brand's loyalty policy (000 §3 Loyalty), one per brand. Percentages 0–100, amounts in fils.
 * `cashback_active` is specificToDelivery.isActive. `starting_balance_fils` (Sufra, demo) is
 * granted once to each new wallet of the brand.
 */
export const loyaltyPolicies = pgTable(
  'loyalty_policies',
  {
    brandId: uuid('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    minOrderForCashbackFils: integer('min_order_for_cashback_fils').notNull().default(0),
    cashbackActive: boolean('cashback_active').notNull().default(true),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    redeemablePercent: numeric('redeemable_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    maxRedeemFils: integer('max_redeem_fils').notNull().default(0),
    startingBalanceFils: integer('starting_balance_fils').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'loyalty_policies_ck',
      sql`${t.cashbackPercent} between 0 and 100 and ${t.redeemablePercent} between 0 and 100 and ${t.minOrderForCashbackFils} >= 0 and ${t.maxRedeemFils} >= 0 and ${t.startingBalanceFils} >= 0`,
    ),
  ],
);

/**
 * A customer's wallet at a brand (000 §3 Loyalty, 002 §4.7): the balance, kept in step with the
 * ledger in the same transaction and never below zero (CHECK), and the lifetime spending.
 */
export const wallets = pgTable(
  'wallets',
  {
    brandId: brandRef(),
    customerId: customerRef(),
    balanceFils: integer('balance_fils').notNull().default(0),
    lifetimeSpendingFils: bigint('lifetime_spending_fils', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.customerId] }),
    check('wallets_balance_ck', sql`${t.balanceFils} >= 0`),
  ],
);

/**
 * One row per wallet movement (issue 7): 'grant' (starting balance), 'redeem' (negative, at
 * placing), 'cashback' (at completion), 'refund' (a cancelled order's redeem given back), 'forfeit'
 * (issue 19: the balance given up when the customer deleted the account; order_id null), with the
 * signed amount and the balance after it. UNIQUE(order_id, kind): an order redeems once, earns
 * cashback once and is refunded once.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    brandId: brandRef(),
    customerId: customerRef(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountFils: integer('amount_fils').notNull(),
    balanceAfterFils: integer('balance_after_fils').notNull(),
    /** clock_timestamp(), not now(): the movements of one transaction (grant, then redeem) keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('wallet_ledger_order_kind_uq').on(t.orderId, t.kind),
    index('wallet_ledger_customer_idx').on(t.brandId, t.customerId, t.createdAt),
    check('wallet_ledger_kind_ck', sql`${t.kind} in ('grant', 'redeem', 'cashback', 'refund', 'forfeit')`),
    check('wallet_ledger_balance_ck', sql`${t.balanceAfterFils} >= 0`),
  ],
);

/**
 * What priceOrder applied to an order (issue 7, decision 0014): one row per adjustment —
 * itemDiscount, discount, loyalty, deliveryFee, waiver, tax, tip — with its amount in fils (≥ 0;
 * discounts, loyalty and waivers are subtracted) and the discount it comes from.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: brandRef(),
    kind: text('kind').notNull(),
    amountFils: integer('amount_fils').notNull(),
    discountId: uuid('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    check('order_adjustments_amount_ck', sql`${t.amountFils} >= 0`),
  ],
);
