import { computeBasketTotals } from '@sufra/pricing';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * The floating 'View Basket' bar (000 §2.8): the cart item count (the sum of the lines'
 * quantities, not the number of lines) and the net amount; goes to the basket.
 */
export function ViewBasketBar({ to }: { to: string }) {
  const { t } = useTranslation('menu');
  const lines = useBasket((s) => s.lines);
  if (lines.length === 0) return null;
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const { itemsTotalFils } = computeBasketTotals({ lines, taxRatePercent: 0 });
  return (
    <div className="bottom-bar">
      <div className="bottom-bar-inner">
        <Link to={to} className="btn btn-primary btn-block view-basket">
          <span className="view-basket-count" aria-hidden="true">
            <ShoppingBag size={18} /> {itemCount}
          </span>
          <span>{t('viewBasket')}</span>
          <Price fils={itemsTotalFils} />
        </Link>
      </div>
    </div>
  );
}
