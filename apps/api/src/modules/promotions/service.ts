/**
 * What other modules use of the promotions module (issue 16: modules reach each other through
 * services): the order's promotions (coupon, loyalty redeem, cashback) as place-order, the status
 * changes and the pricing of an order read and write them, and the rules packages/pricing takes.
 */
export { toDiscountRule, toLoyaltyRule } from './mapper.ts';
export {
  completeOrderPromotions,
  creditOrderCompletion,
  lockCustomerForPromotions,
  type OrderPromotions,
  orderPromotionsRead,
  plainPromotionWrites,
  recordOrderPromotions,
  redeemsLoyalty,
  releaseOrderPromotions,
} from './order-promotions.ts';
