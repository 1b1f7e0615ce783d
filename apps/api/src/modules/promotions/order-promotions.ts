import { coded, type PlaceOrderBody } from '@sufra/contract';
import type { PricedOrder } from '@sufra/pricing';
import type { Db } from '../../db/client.ts';
import type { Statement } from '../../db/statement.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import {
  adjustmentsInsert,
  type DiscountRow,
  insertAdjustments,
  type LoyaltyPolicyRow,
  lockCustomer,
  type PromotionRows,
  promotionRowsRead,
  redeemDiscount,
  releaseDiscountUse,
} from './repository.ts';
import { creditWallet, debitWallet, findLedgerEntry } from './wallet-repository.ts';
import { ensureWallet, peekWalletBalance } from './wallet-service.ts';

type BrandCtx = Pick<RequestContext, 'brandId'>;

/** What an order's promotions come from: the brand's discounts, the chosen coupon, the customer's uses, the policy and the balance. */
export interface OrderPromotions {
  discounts: DiscountRow[];
  /** The coupon of body.discountApplied among the brand's discounts, or null (none chosen, or not the brand's). */
  coupon: DiscountRow | null;
  uses: Map<string, number>;
  policy: LoyaltyPolicyRow | null;
  /** The wallet balance in fils (read only when the order redeems; 0 otherwise; never written here). */
  balanceFils: number;
}

/** Whether the body redeems loyalty credits (loyaltyApplied with redeemAmount > 0, LOY-07). */
export const redeemsLoyalty = (body: PlaceOrderBody) => (body.loyaltyApplied?.redeemAmount ?? 0) > 0;

/** The read of an order's promotion rows, to share a round trip with other reads (issue 16; JsonRead). */
export const orderPromotionsRead = promotionRowsRead;

/**
 * An order's promotions from its promotion rows (orderPromotionsRead): the coupon of
 * body.discountApplied among the brand's discounts, and the wallet balance (read only when the
 * order redeems).
 */
export async function completeOrderPromotions(
  db: Db,
  ctx: BrandCtx,
  customerId: string,
  body: PlaceOrderBody,
  rows: PromotionRows,
): Promise<OrderPromotions> {
  const couponId = body.discountApplied?.discountId;
  return {
    discounts: rows.discounts,
    coupon: couponId ? (rows.discounts.find((d) => d.id === couponId) ?? null) : null,
    uses: rows.uses,
    policy: rows.policy,
    balanceFils: redeemsLoyalty(body) ? await peekWalletBalance(db, ctx, customerId) : 0,
  };
}

/**
 * Locks the customer's row for the rest of the order's transaction, so that the same customer's
 * concurrent orders with a coupon or a redeem take their turn (SELECT … FOR NO KEY UPDATE).
 */
export async function lockCustomerForPromotions(tx: Tx, ctx: BrandCtx, customerId: string): Promise<void> {
  await lockCustomer(tx, ctx, customerId);
}

/** Whether a database error is a unique violation (SQLSTATE 23505), possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Writes what priceOrder applied to a new order, inside the order's transaction (issue 7): the
 * order_adjustments rows; the coupon's use (redeemDiscount, after the customer's row is locked:
 * perCustomerUse taken meanwhile → 400 couponUsedUp); the loyalty redeem (debitWallet, `UPDATE …
 * WHERE balance ≥ x`: the balance went below the redeem meanwhile → 409 loyaltyUnavailable) with
 * its 'redeem' ledger row, the wallet created first with its starting grant when it is new. Any
 * refusal throws, so the whole order rolls back. Call lockCustomerForPromotions first when a
 * coupon or a redeem is involved.
 */
export async function recordOrderPromotions(
  tx: Tx,
  ctx: BrandCtx,
  order: { orderId: string; customerId: string; priced: PricedOrder; coupon: DiscountRow | null },
): Promise<void> {
  await insertAdjustments(tx, ctx, order.orderId, order.priced.adjustments);
  if (order.coupon) {
    let redeemed: boolean;
    try {
      redeemed = await redeemDiscount(tx, ctx, {
        discountId: order.coupon.id,
        customerId: order.customerId,
        orderId: order.orderId,
        perCustomerUse: order.coupon.perCustomerUse,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of(400, coded('couponUsedUp'));
      throw error;
    }
    if (!redeemed) throw AppError.of(400, coded('couponUsedUp'));
  }
  const redeemFils = order.priced.totals.loyaltyAmountFils;
  if (redeemFils > 0) {
    await ensureWallet(tx, ctx, order.customerId);
    const debited = await debitWallet(tx, ctx, {
      customerId: order.customerId,
      orderId: order.orderId,
      amountFils: redeemFils,
    });
    if (!debited) throw new AppError('loyaltyUnavailable', 409);
  }
}

/**
 * The promotion writes of a new order that need no lock and no check — its order_adjustments rows
 * — as Statement for the order's own single statement (issue 16: a plain order is one round trip), or
 * null when the order takes a coupon use or a loyalty redeem, which recordOrderPromotions writes
 * in a transaction after the customer's row is locked.
 */
export function plainPromotionWrites(
  db: Db,
  ctx: BrandCtx,
  order: { orderId: string; priced: PricedOrder; coupon: DiscountRow | null },
): Statement[] | null {
  if (order.coupon || order.priced.totals.loyaltyAmountFils > 0) return null;
  const insert = adjustmentsInsert(db, ctx, order.orderId, order.priced.adjustments);
  return insert ? [insert.getSQL()] : [];
}

/** An order as the completion and cancellation of its promotions read it (fils). */
export interface OrderForPromotions {
  id: string;
  customerId: string;
  cashbackFils: number;
  totalFils: number;
}

/**
 * An order reaches COMPLETE or DELIVERED for the first time (LOY-02, issue 7), inside the status
 * transaction: its cashback goes to the customer's wallet with a 'cashback' ledger row (none when
 * 0) and its total to lifetimeSpending. UNIQUE(order_id, kind) refuses a second cashback row.
 */
export async function creditOrderCompletion(tx: Tx, ctx: BrandCtx, order: OrderForPromotions): Promise<void> {
  await ensureWallet(tx, ctx, order.customerId);
  await creditWallet(tx, ctx, {
    customerId: order.customerId,
    orderId: order.id,
    kind: 'cashback',
    amountFils: order.cashbackFils,
    lifetimeFils: order.totalFils,
  });
}

/**
 * An order is cancelled or rejected (issue 7), inside the status transaction: its loyalty redeem
 * comes back to the wallet with a 'refund' ledger row (once: UNIQUE(order_id, kind)), and its
 * coupon use is released.
 */
export async function releaseOrderPromotions(
  tx: Tx,
  ctx: BrandCtx,
  order: OrderForPromotions,
): Promise<void> {
  const redeem = await findLedgerEntry(tx, ctx, order.id, 'redeem');
  if (redeem && redeem.amountFils < 0) {
    await ensureWallet(tx, ctx, order.customerId);
    await creditWallet(tx, ctx, {
      customerId: order.customerId,
      orderId: order.id,
      kind: 'refund',
      amountFils: -redeem.amountFils,
      lifetimeFils: 0,
    });
  }
  await releaseDiscountUse(tx, ctx, order.id);
}
