import { useTranslation } from 'react-i18next';
import { Price } from './price.tsx';

/**
 * The price summary block (000 §2.15) with the lines issue 2 computes: Original Basket Total,
 * Value Added Tax (with its rate) and Total. Amounts in fils.
 */
export function PriceSummary({
  itemsTotalFils,
  taxFils,
  totalFils,
  taxRatePercent,
}: {
  itemsTotalFils: number;
  taxFils: number;
  totalFils: number;
  taxRatePercent: number;
}) {
  const { t } = useTranslation('common');
  return (
    <dl className="price-summary">
      <div>
        <dt>{t('originalBasketTotal')}</dt>
        <dd>
          <Price fils={itemsTotalFils} />
        </dd>
      </div>
      <div>
        <dt>
          {t('valueAddedTax')} <span className="muted">({taxRatePercent}%)</span>
        </dt>
        <dd>
          <Price fils={taxFils} />
        </dd>
      </div>
      <div className="price-summary-total">
        <dt>{t('total')}</dt>
        <dd>
          <Price fils={totalFils} />
        </dd>
      </div>
    </dl>
  );
}
