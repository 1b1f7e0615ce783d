import type { Store } from '@sufra/contract';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { usePricedBasketAt } from '../../../shared/promotions/use-priced-basket.ts';
import { useAnyChooserOpen } from '../../../shared/ui/open-choosers.ts';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The floating 'View Basket' bar (000 §2.8): the cart item count (the sum of the lines'
 * quantities, not the number of lines) and the net amount — the summary's 'Basket Total', after
 * item discounts, coupon and loyalty, before VAT (packages/pricing); goes to the basket. Loaded
 * by BasketBarSlot when the basket has lines, so the menu's first screen does not carry the
 * pricing of promotions. Hidden while a store, area or pickup-store chooser is open (000 §2.8;
 * IS37, decision 0100: any of them, not all).
 */
export function ViewBasketBar({ to, store }: { to: string; store: Store | null | undefined }) {
  const { t } = useTranslation('menu');
  const lines = useBasket((s) => s.lines);
  const { priced } = usePricedBasketAt(store);
  const chooserOpen = useAnyChooserOpen();
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (chooserOpen) return null;
  return (
    <div className="bottom-bar">
      <div className="bottom-bar-inner">
        <Link to={to} className="btn btn-primary btn-block view-basket">
          <span className="view-basket-count" aria-hidden="true">
            <ShoppingBag size={18} /> {itemCount}
          </span>
          <span>{t('viewBasket')}</span>
          <Price fils={priced.totals.amountAfterDiscountFils} />
        </Link>
      </div>
    </div>
  );
}
