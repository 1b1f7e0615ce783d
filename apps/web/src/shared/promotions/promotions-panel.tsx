import { lazy, Suspense } from 'react';
import type { PricedBasket } from './use-priced-basket.ts';

const Content = lazy(() =>
  import('./promotions-panel-content.tsx').then((m) => ({ default: m.PromotionsPanelContent })),
);

/**
 * The coupon box and the loyalty toggle of the outlet basket and the brand checkout (CouponBox,
 * LoyaltyToggle), whose code loads after the screen's (issue 7: the promotions UI does not grow a
 * route's first JavaScript). The coupon box's height is kept free meanwhile, so nothing below
 * moves when it arrives.
 */
export function PromotionsPanel({
  variant,
  basket,
}: {
  variant: 'voucher' | 'discountCode';
  basket: PricedBasket;
}) {
  return (
    <div className="promotions-panel">
      <Suspense fallback={<div className="promotions-panel-placeholder" />}>
        <Content variant={variant} basket={basket} />
      </Suspense>
    </div>
  );
}
