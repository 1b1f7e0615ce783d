import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { LinePrice } from '../../../shared/ui/line-price.tsx';
import { PriceSummary } from '../../../shared/ui/price-summary.tsx';
import { useBasketView } from '../lib/use-basket-view.ts';
import { BasketLineStepper } from './basket-line-stepper.tsx';
import '../basket.css';

/**
 * The sticky basket column beside the menu on a desktop (issue 6, DESIGN): the basket lines with
 * their quantity controls and item discounts, the price summary (priced with the promotions, as on
 * the basket page)
 * and 'Review Order' — to checkout when signed in, else to login. Rendered only at ≥ 1024 px,
 * where the floating 'View Basket' bar is hidden.
 */
export function BasketColumn() {
  const { t } = useTranslation('basket');
  const { pick } = useLanguage();
  const { lines, basket, review } = useBasketView();

  return (
    <section className="basket-column" aria-labelledby="basket-column-title" data-testid="basket-column">
      <h2 id="basket-column-title" className="basket-column-title">
        <ShoppingBag aria-hidden="true" size={20} />
        {t('yourOrder')}
      </h2>
      {lines.length === 0 ? (
        <p className="basket-column-empty muted">{t('emptyBasket')}</p>
      ) : (
        <>
          <ul className="basket-lines basket-column-lines">
            {lines.map((line, i) => {
              const priced = basket.priced.lines[i];
              const title = pick(line.title);
              return (
                <li key={line.lineId} className="basket-column-line">
                  <div className="basket-column-line-text">
                    <span className="basket-line-title">{title}</span>
                    {line.options.length > 0 ? (
                      <span className="muted basket-column-options">
                        {line.options.map((o) => pick(o.name)).join(', ')}
                      </span>
                    ) : null}
                  </div>
                  {priced ? <LinePrice line={priced} className="basket-column-price" /> : null}
                  <BasketLineStepper line={line} title={title} />
                </li>
              );
            })}
          </ul>
          <div className="basket-column-summary">
            <PriceSummary lines={basket.summary} taxRatePercent={basket.taxRatePercent} />
          </div>
          <Button block onClick={review}>
            {t('reviewOrder')}
          </Button>
        </>
      )}
    </section>
  );
}
