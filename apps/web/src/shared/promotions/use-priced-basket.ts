import type { Discount, LoyaltyPolicy, ServiceType, Store } from '@sufra/contract';
import {
  autoCoupon,
  type DiscountRule,
  type PricedOrder,
  priceOrder,
  priceSummaryLines,
  type SummaryLine,
} from '@sufra/pricing';
import { type AppliedCoupon, useBasket } from '../basket/basket-state.ts';
import { useOrderSettings } from '../order-settings/order-settings-state.ts';
import { useSelectedStore } from '../queries/selected-store.ts';
import { useDiscounts } from './api/get-all-active-discounts.ts';
import { useLoyaltyPolicy } from './api/get-loyalty-by-brand.ts';
import { useWallet } from './api/get-user-wallet.ts';
import {
  aedToFils,
  toDiscountRule,
  toLoyaltyRule,
  toTipChoice,
  toWaiverRule,
  usesByCustomer,
} from './pricing-rules.ts';
import { useNowSeconds } from './use-now.ts';

/** The coupon in effect: the one the customer applied, or the one auto-set (DISC-03). */
interface CouponInEffect {
  discount: Discount;
  code: string;
  enteredByHand: boolean;
  /** Set by itself (DISC-03), not chosen by the customer. */
  auto: boolean;
}

/** What the basket, checkout and the View Basket bar show: the priced order and its summary lines. */
export interface PricedBasket {
  priced: PricedOrder;
  summary: SummaryLine[];
  coupon: CouponInEffect | null;
  /** The brand's listed discounts for the store and service ([] while loading). */
  discounts: Discount[];
  /** The active loyalty policy, or null. */
  policy: LoyaltyPolicy | null;
  /** The signed-in customer's wallet balance in fils (0 for a guest). */
  balanceFils: number;
  serviceType: ServiceType;
  storeId: string;
  taxRatePercent: number;
  /** The moment it was priced, seconds since the epoch (re-read each minute). */
  now: number;
}

/**
 * Prices the basket with packages/pricing (000 §9, §2.15; issue 7): the lines, the brand's
 * discounts (automatic item discounts apply by themselves, DISC-02), the applied coupon — or,
 * when the customer chose neither a coupon nor loyalty and did not remove it, the auto-set one
 * (DISC-03 via autoCoupon: 'automatic' coupons for all items only) — loyalty (policy and wallet,
 * signed in only), the tip, the delivery zone's fee and minimum (delivery only; TOT-11, TOT-14), the store's waiver and tax rate, at
 * the current minute. The server prices the order again when it is placed.
 */
export function usePricedBasket(): PricedBasket {
  return usePricedBasketAt(useSelectedStore().store);
}

/** usePricedBasket at a store the screen already has (the menu's storeInfo), without asking for the store list. */
export function usePricedBasketAt(store: Store | null | undefined): PricedBasket {
  const lines = useBasket((s) => s.lines);
  const applied = useBasket((s) => s.coupon);
  const declined = useBasket((s) => s.autoCouponDeclined);
  const loyaltyApplied = useBasket((s) => s.loyaltyApplied);
  const tip = useBasket((s) => s.selectedTip);
  const serviceType = useOrderSettings((s) => s.serviceType) ?? 'PICKUP';
  const zone = useOrderSettings((s) => s.delivery.zone);
  const discounts = useDiscounts();
  const policy = useLoyaltyPolicy();
  const wallet = useWallet();
  const now = useNowSeconds();

  const storeId = store?._id ?? lines[0]?.storeId ?? '';
  // Delivery: the fee and the minimum of the zone that serves the point (000 §4.10, TOT-11, TOT-14).
  const terms = serviceType === 'DELIVERY' && zone?.storeId === storeId ? zone : null;
  const taxRatePercent = store?.taxRate ?? 0;
  const listed =
    applied && !discounts.some((d) => d._id === applied.discountId)
      ? [...discounts, applied.discount]
      : discounts;
  const rules = listed.map(toDiscountRule);
  const ctx = { storeId, serviceType, now, usesByCustomer: usesByCustomer(discounts) };
  const pricingLines = lines.map((l) => ({
    itemId: l.itemId,
    unitPriceFils: l.unitPriceFils,
    quantity: l.quantity,
  }));
  const base = { lines: pricingLines, storeId, serviceType, taxRatePercent, now, discounts: rules };
  const coupon = applied
    ? fromApplied(applied)
    : !loyaltyApplied && !declined
      ? autoSet(listed, rules, priceOrder(base), ctx)
      : null;
  const balanceFils = wallet ? Math.max(0, aedToFils(wallet.balance)) : 0;
  const priced = priceOrder({
    ...base,
    couponId: coupon?.discount._id ?? null,
    couponEnteredByHand: coupon?.enteredByHand ?? false,
    usesByCustomer: ctx.usesByCustomer,
    loyalty: policy
      ? { policy: toLoyaltyRule(policy), balanceFils, apply: loyaltyApplied && wallet !== null }
      : null,
    tip: toTipChoice(tip),
    deliveryFeeFils: terms?.deliveryFeeFils ?? 0,
    waiver: toWaiverRule(store?.deliveryChargesWaiverInfo),
    // The minimum order is the delivery area's (TOT-11, 000 §2.14); pickup has none.
    minimumOrderFils: terms?.minOrderFils ?? 0,
  });
  return {
    priced,
    summary: priceSummaryLines(priced.totals, { serviceType, taxRatePercent }),
    coupon,
    discounts,
    policy,
    balanceFils,
    serviceType,
    storeId,
    taxRatePercent,
    now,
  };
}

function fromApplied(c: AppliedCoupon): CouponInEffect {
  return { discount: c.discount, code: c.code, enteredByHand: c.enteredByHand, auto: false };
}

/** DISC-03: the auto-set coupon for the basket (its lines after automatic item discounts, `withoutCoupon`), or null. */
function autoSet(
  listed: Discount[],
  rules: DiscountRule[],
  withoutCoupon: PricedOrder,
  ctx: Parameters<typeof autoCoupon>[2],
): CouponInEffect | null {
  const couponLines = withoutCoupon.lines.map((l) => ({
    itemId: l.itemId,
    amountFils: l.lineTotalFils - l.itemDiscountFils,
  }));
  const rule = autoCoupon(rules, couponLines, ctx);
  const discount = rule ? listed.find((d) => d._id === rule.id) : undefined;
  return discount ? { discount, code: discount.discountCode, enteredByHand: false, auto: true } : null;
}
