import { coded, LIMITS, type PlaceOrderBody, type ServiceType } from '@sufra/contract';
import { aedToFils, filsToAed, type PricedOrder, priceOrder, type TipChoice } from '@sufra/pricing';
import type { DeliverySnapshot } from '../../db/json-shapes.ts';
import type { RequestContext } from '../../http/context.ts';
import { AppError } from '../../platform/errors.ts';
import { menuUpdated, type ServerLine } from '../basket/service.ts';
import {
  type OrderPromotions,
  redeemsLoyalty,
  toDiscountRule,
  toLoyaltyRule,
} from '../promotions/service.ts';
import type { requireStore } from '../stores/service.ts';
import { waiverAt } from '../stores/service.ts';

/**
 * The chosen tip (000 §3 Tip, TIP-01…-04) in pricing's terms: selectedTip 'default' is a preset
 * fraction, 'custom' an amount in AED (≥ 1, 000 §5). Without selectedTip a tipAmount above 0 is
 * read as a custom tip (clients that send only tipAmount); under 1 AED → 400 invalidTip.
 */
function tipChoice(body: PlaceOrderBody): TipChoice | null {
  const tip = body.selectedTip;
  if (tip?.type === 'default') return { type: 'default', value: tip.value };
  if (tip?.type === 'custom') return { type: 'custom', valueFils: aedToFils(tip.value) };
  if (body.tipAmount <= 0) return null;
  if (body.tipAmount < 1) throw new AppError('invalidTip', 400);
  return { type: 'custom', valueFils: aedToFils(body.tipAmount) };
}

/** |client AED − server fils| ≥ 1 fil (decision 0004: amounts compared in fils). */
const differs = (clientAed: number, serverFils: number) => Math.abs(aedToFils(clientAed) - serverFils) >= 1;

/**
 * Prices an order with packages/pricing's priceOrder (000 §9, §2.15, §4.8–§4.10; decision 0014)
 * from the database's lines and promotions, and checks what the client showed. Refusals:
 * - 400 couponOrLoyalty — a coupon and a loyalty redeem together (000 §4.8, DISC-14);
 * - 400 invalidTip — a tipAmount under 1 AED without selectedTip (000 §5);
 * - 400 orderTooLarge — the items total or the total above 1 000 000 AED (issue 5);
 * - 400 the coupon's refusal (checkCoupon: COUPON_NOT_FOUND for an unknown or another brand's id,
 *   store, service, used up, specific items, minimum order) in the request's language;
 * - 409 'menu updated' — a unit price that is neither the server's nor its discounted price, an
 *   itemsTotalPrice that is neither the Original Basket Total nor cartTotal, a
 *   discountAmountAvailedByCustomer, tipAmount or totalOrderPrice that differs by ≥ 0.01 AED;
 * - 409 loyaltyUnavailable — a redeemAmount other than the server's (LOY-01) by ≥ 0.01 AED.
 * - 400 'Add {x} AED more' (001 §5.4, TOT-11) — a delivery whose cartTotal is under the zone's
 *   minimum by 0.10 AED or more (a remainder under 0.1 AED counts as settled, 000 §9, decision 0014).
 * The delivery fee and minimum are the zone's (`delivery`, resolveDelivery; 0 for pickup — the
 * client's deliveryFee is never read), the store's waiver applies at ctx.now (waiverAt).
 */
export function priceOrderForBody(
  ctx: RequestContext,
  body: PlaceOrderBody,
  lines: readonly ServerLine[],
  store: Awaited<ReturnType<typeof requireStore>>,
  promotions: OrderPromotions,
  delivery: DeliverySnapshot | null = null,
): PricedOrder {
  if (body.discountApplied && redeemsLoyalty(body)) throw AppError.of(400, coded('couponOrLoyalty'));
  if (body.discountApplied && !promotions.coupon) throw AppError.of(400, coded('couponNotFound'));
  const service: ServiceType = body.orderType.type;
  const priced = priceOrder({
    lines: lines.map((l) => ({ itemId: l.item.id, unitPriceFils: l.unitPriceFils, quantity: l.quantity })),
    storeId: store.id,
    serviceType: service,
    taxRatePercent: Number(store.taxRate),
    now: Math.floor(ctx.now.getTime() / 1000),
    discounts: promotions.discounts.map(toDiscountRule),
    couponId: promotions.coupon?.id ?? null,
    couponEnteredByHand: false,
    usesByCustomer: promotions.uses,
    loyalty: promotions.policy
      ? {
          policy: toLoyaltyRule(promotions.policy),
          balanceFils: promotions.balanceFils,
          apply: redeemsLoyalty(body),
        }
      : null,
    tip: tipChoice(body),
    deliveryFeeFils: delivery?.feeFils ?? 0,
    waiver: waiverAt(store.deliveryChargesWaiver, ctx.now),
    minimumOrderFils: delivery?.minOrderFils ?? 0,
  });
  const totals = priced.totals;
  if (delivery && totals.remainingToMinimumFils >= 10)
    throw new AppError('addMoreForMinimum', 400, {
      args: [filsToAed(totals.remainingToMinimumFils).toFixed(2)],
    });
  const maxFils = aedToFils(LIMITS.orderAmountMaxAed);
  if (totals.originalPriceFils > maxFils || totals.orderGrossAmountFils > maxFils)
    throw new AppError('orderTooLarge', 400);
  if (priced.coupon && !priced.coupon.ok) throw AppError.of(400, priced.coupon.reason);
  lines.forEach((line, i) => {
    const server = priced.lines[i]!;
    const shown = line.clientUnitPriceFils;
    // TOT-02: the client may show the unit price or, under an item discount, the discounted one.
    if (Math.abs(shown - server.unitPriceFils) >= 1 && Math.abs(shown - server.discountedUnitPriceFils) >= 1)
      throw menuUpdated();
  });
  if (
    differs(body.itemsTotalPrice, totals.originalPriceFils) &&
    differs(body.itemsTotalPrice, totals.cartTotalFils)
  )
    throw menuUpdated();
  if (
    body.discountApplied &&
    differs(body.discountApplied.discountAmountAvailedByCustomer, totals.discountAmountFils)
  )
    throw menuUpdated();
  if (redeemsLoyalty(body) && differs(body.loyaltyApplied?.redeemAmount ?? 0, totals.loyaltyAmountFils))
    throw new AppError('loyaltyUnavailable', 409);
  if (differs(body.tipAmount, totals.tipAmountFils)) throw menuUpdated();
  if (differs(body.totalOrderPrice, totals.orderGrossAmountFils)) throw menuUpdated();
  return priced;
}
