import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JsonRead, rowFromJson, rowsFromJson } from '../../db/json-rows.ts';
import { customers } from '../../db/schema.ts';
import {
  discountRedemptions,
  discounts,
  loyaltyPolicies,
  orderAdjustments,
} from '../../db/schema-promotions.ts';
import type { RequestContext } from '../../http/context.ts';
import type { Tx } from '../../platform/tx.ts';

/** A discounts row. */
export type DiscountRow = typeof discounts.$inferSelect;
/** A loyalty_policies row. */
export type LoyaltyPolicyRow = typeof loyaltyPolicies.$inferSelect;

type BrandCtx = Pick<RequestContext, 'brandId'>;

/** What an order's promotions are read from (promotionRowsRead): the brand's discounts, its loyalty policy, the customer's uses by discount id. */
export interface PromotionRows {
  discounts: DiscountRow[];
  policy: LoyaltyPolicyRow | null;
  uses: Map<string, number>;
}

/**
 * The read of an order's promotion rows, in ONE query (issue 16: it was three) and as a JsonRead
 * (db/json-rows), so place-order reads it with the order's items
 * in one round trip: `{ discounts: [...], policy: {...} | null, uses: { discountId: n } }`.
 */
export function promotionRowsRead(ctx: BrandCtx, customerId: string): JsonRead<PromotionRows> {
  return {
    sql: sql`select jsonb_build_object(
      'discounts', (select coalesce(jsonb_agg(to_jsonb(d) order by d.sort, d.created_at), '[]'::jsonb)
        from ${discounts} d where d.brand_id = ${ctx.brandId}),
      'policy', (select to_jsonb(p) from ${loyaltyPolicies} p where p.brand_id = ${ctx.brandId} limit 1),
      'uses', (select coalesce(jsonb_object_agg(u.discount_id, u.n), '{}'::jsonb) from (select r.discount_id, count(*) as n
        from ${discountRedemptions} r where r.brand_id = ${ctx.brandId} and r.customer_id = ${customerId}
        group by r.discount_id) u))`,
    parse: (json) => {
      const value = (json ?? {}) as {
        discounts?: unknown;
        policy?: Record<string, unknown> | null;
        uses?: unknown;
      };
      const uses = (value.uses ?? {}) as Record<string, number>;
      return {
        discounts: rowsFromJson(discounts, value.discounts),
        policy: value.policy ? rowFromJson(loyaltyPolicies, value.policy) : null,
        uses: new Map(Object.entries(uses).map(([id, n]) => [id, Number(n)])),
      };
    },
  };
}

/** Every discount of the brand (live or not), in display order (sort, then creation). */
export async function listBrandDiscounts(db: Db | Tx, ctx: BrandCtx): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(eq(discounts.brandId, ctx.brandId))
    .orderBy(asc(discounts.sort), asc(discounts.createdAt));
}

/** One discount of the brand by id, or null (another brand's id is null too). */
export async function findDiscountById(db: Db, ctx: BrandCtx, id: string): Promise<DiscountRow | null> {
  const rows = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.brandId, ctx.brandId), eq(discounts.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** One discount of the brand by code, trimmed and compared lower-cased (DISC-04), or null. */
export async function findDiscountByCode(db: Db, ctx: BrandCtx, code: string): Promise<DiscountRow | null> {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(eq(discounts.brandId, ctx.brandId), sql`lower(${discounts.code}) = ${code.trim().toLowerCase()}`),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The brand's loyalty policy, or null when it has none. */
export async function findLoyaltyPolicy(db: Db | Tx, ctx: BrandCtx): Promise<LoyaltyPolicyRow | null> {
  const rows = await db
    .select()
    .from(loyaltyPolicies)
    .where(eq(loyaltyPolicies.brandId, ctx.brandId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The customer's uses of each of the brand's discounts (orders placed with it and not cancelled
 * or rejected: a cancelled order's redemption is deleted), by discount id.
 */
export async function countUsesByCustomer(
  db: Db | Tx,
  ctx: BrandCtx,
  customerId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ discountId: discountRedemptions.discountId, n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.brandId, ctx.brandId), eq(discountRedemptions.customerId, customerId)))
    .groupBy(discountRedemptions.discountId);
  return new Map(rows.map((r) => [r.discountId, Number(r.n)]));
}

/**
 * Locks the customer's row for the rest of the transaction (SELECT … FOR NO KEY UPDATE), so that
 * the same customer's concurrent orders take their coupon uses and wallet debits one after the
 * other. NO KEY UPDATE, not UPDATE: a plain order of the same customer (its foreign key takes KEY
 * SHARE) is not blocked, so it cannot deadlock with this one over item stock.
 */
export async function lockCustomer(tx: Tx, ctx: BrandCtx, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.brandId, ctx.brandId)))
    .for('no key update');
}

/**
 * Records one use of a coupon by the customer for an order (issue 7), inside the order's
 * transaction after lockCustomer: counts the customer's uses again (committed ones included) and
 * returns false when `perCustomerUse` (> 0) are taken; otherwise inserts use number max + 1 and
 * returns true. UNIQUE(discount_id, customer_id, use_number) refuses a concurrent twin that slipped
 * past the lock (its transaction fails).
 */
export async function redeemDiscount(
  tx: Tx,
  ctx: BrandCtx,
  use: { discountId: string; customerId: string; orderId: string; perCustomerUse: number },
): Promise<boolean> {
  const mine = and(
    eq(discountRedemptions.brandId, ctx.brandId),
    eq(discountRedemptions.discountId, use.discountId),
    eq(discountRedemptions.customerId, use.customerId),
  );
  const [row] = await tx
    .select({ n: count(), last: max(discountRedemptions.useNumber) })
    .from(discountRedemptions)
    .where(mine);
  const used = Number(row?.n ?? 0);
  if (use.perCustomerUse > 0 && used >= use.perCustomerUse) return false;
  await tx.insert(discountRedemptions).values({
    brandId: ctx.brandId,
    discountId: use.discountId,
    customerId: use.customerId,
    orderId: use.orderId,
    useNumber: Number(row?.last ?? 0) + 1,
  });
  return true;
}

/** Gives a cancelled order's coupon use back (deletes its redemption). */
export async function releaseDiscountUse(tx: Tx, ctx: BrandCtx, orderId: string): Promise<void> {
  await tx
    .delete(discountRedemptions)
    .where(and(eq(discountRedemptions.brandId, ctx.brandId), eq(discountRedemptions.orderId, orderId)));
}

/** Writes an order's adjustments (priceOrder's list, in order) with ctx.brandId. */
export async function insertAdjustments(
  tx: Tx,
  ctx: BrandCtx,
  orderId: string,
  adjustments: ReadonlyArray<{ kind: string; amountFils: number; discountId?: string | undefined }>,
): Promise<void> {
  const insert = adjustmentsInsert(tx, ctx, orderId, adjustments);
  if (insert) await insert;
}

/**
 * The INSERT of an order's order_adjustments rows (in priceOrder's order), not yet run: awaited by
 * insertAdjustments, or embedded as SQL in the order's own statement (issue 16). Null when none.
 */
export function adjustmentsInsert(
  db: Db | Tx,
  ctx: BrandCtx,
  orderId: string,
  adjustments: ReadonlyArray<{ kind: string; amountFils: number; discountId?: string | undefined }>,
) {
  if (adjustments.length === 0) return null;
  return db.insert(orderAdjustments).values(
    adjustments.map((a, position) => ({
      orderId,
      brandId: ctx.brandId,
      kind: a.kind,
      amountFils: a.amountFils,
      discountId: a.discountId ?? null,
      position,
    })),
  );
}
