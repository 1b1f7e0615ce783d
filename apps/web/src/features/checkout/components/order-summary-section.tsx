import { useTranslation } from 'react-i18next';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PromotionsPanel } from '../../../shared/promotions/promotions-panel.tsx';
import type { PricedBasket } from '../../../shared/promotions/use-priced-basket.ts';
import { LinePrice } from '../../../shared/ui/line-price.tsx';
import { PriceSummary } from '../../../shared/ui/price-summary.tsx';
import { TipSlot } from './tip-slot.tsx';

/**
 * Step 1's order summary (001 §2.8, §2.9): the lines with their prices (item discounts struck
 * through, TOT-02); on the brand-based checkout the discount code box and the loyalty section
 * (001 §2.9; the outlet basket has them, 000 §2.14); the tip (000 §2.18); the price summary.
 */
export function OrderSummarySection({ basket, outlet }: { basket: PricedBasket; outlet: boolean }) {
  const { t } = useTranslation('checkout');
  const { pick } = useLanguage();
  const lines = useBasket((s) => s.lines);
  return (
    <section className="section" aria-labelledby="order-summary">
      <h2 id="order-summary" className="section-title">
        {t('orderSummary')}
      </h2>
      <ul className="summary-lines">
        {lines.map((l, i) => {
          const priced = basket.priced.lines[i];
          return (
            <li key={l.lineId}>
              <span>
                <bdi dir="ltr">{l.quantity}×</bdi> {pick(l.title)}
                {l.options.length ? (
                  <span className="muted"> · {l.options.map((o) => pick(o.name)).join(', ')}</span>
                ) : null}
              </span>
              {priced ? <LinePrice line={priced} /> : null}
            </li>
          );
        })}
      </ul>
      {outlet ? null : (
        <div className="checkout-promotions">
          <PromotionsPanel variant="discountCode" basket={basket} />
        </div>
      )}
      <TipSlot basketTotalFils={basket.priced.totals.amountAfterDiscountFils} />
      <section className="card" aria-label={t('priceSummary')}>
        <PriceSummary lines={basket.summary} taxRatePercent={basket.taxRatePercent} />
      </section>
    </section>
  );
}
