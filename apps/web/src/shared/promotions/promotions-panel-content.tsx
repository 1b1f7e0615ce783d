import { CouponBox } from './coupon-box.tsx';
import { LoyaltyToggle } from './loyalty-toggle.tsx';
import type { PricedBasket } from './use-priced-basket.ts';

/** The coupon box and the loyalty toggle (loaded by PromotionsPanel). */
export function PromotionsPanelContent({
  variant,
  basket,
}: {
  variant: 'voucher' | 'discountCode';
  basket: PricedBasket;
}) {
  return (
    <>
      <CouponBox variant={variant} basket={basket} />
      <LoyaltyToggle basket={basket} />
    </>
  );
}
