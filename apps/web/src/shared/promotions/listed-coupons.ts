import type { Discount, ServiceType } from '@sufra/contract';
import { listableDiscounts } from '@sufra/pricing';
import { toDiscountRule } from './pricing-rules.ts';

/**
 * The coupons a list shows (DISC-01, 000 §4.8): live, for the store and service type, never
 * hidden; with `excludeItemSpecific` the item-specific ones are left out (the voucher and
 * discount-code lists: those apply by themselves). The API's order is kept.
 */
export function listedCoupons(
  discounts: readonly Discount[],
  ctx: { storeId: string | null; serviceType: ServiceType; now: number },
  excludeItemSpecific: boolean,
): Discount[] {
  const rules = discounts.map(toDiscountRule);
  const shown = listableDiscounts(
    ctx.storeId ? rules : rules.map((r) => ({ ...r, isApplicableOnAllStores: true })),
    { storeId: ctx.storeId ?? '', serviceType: ctx.serviceType, now: ctx.now },
    excludeItemSpecific,
  );
  const ids = new Set(shown.map((r) => r.id));
  return discounts.filter((d) => ids.has(d._id));
}
