import type { SummaryLine } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { Price } from './price.tsx';

/**
 * The price summary block (000 §2.15, TOT-18): the lines of pricing.priceSummaryLines that apply,
 * in the spec's order — 'Original Basket Total', 'Discount', 'Loyalty Points', 'Basket Total',
 * 'Delivery Fee', 'Value Added Tax' (with its rate), 'Tip', 'Total' — subtracted lines with a
 * minus sign, a waived delivery fee struck through and marked free (WAIVER-02). Amounts in fils,
 * isolated left-to-right, the amount before 'AED' in Arabic (Price).
 */
export function PriceSummary({
  lines,
  taxRatePercent,
}: {
  lines: readonly SummaryLine[];
  taxRatePercent: number;
}) {
  const { t } = useTranslation('common');
  return (
    <dl className="price-summary">
      {lines.map((line) => (
        <div key={line.key} className={line.key === 'total' ? 'price-summary-total' : undefined}>
          <dt>
            {t(line.key)}
            {line.key === 'valueAddedTax' ? <span className="muted"> ({taxRatePercent}%)</span> : null}
          </dt>
          <dd>
            {line.waived ? (
              <>
                <s>
                  <Price fils={line.amountFils} />
                </s>{' '}
                {t('free')}
              </>
            ) : (
              <Price fils={line.amountFils} minus={line.subtracted} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
