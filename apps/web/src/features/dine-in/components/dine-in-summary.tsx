import { useTranslation } from 'react-i18next';
import { Price } from '../../../shared/ui/price.tsx';
import type { DineInSummaryLine } from '../lib/dine-in-summary.ts';

/**
 * The payment summary of 'Your Order' (000 §2.15 TOT-18, 002 §2.6): the lines of dineInAmounts
 * in the spec's order — subtracted lines with a minus sign, the VAT with its rate, 'Total' and
 * 'Remaining Payment' emphasised; amounts isolated left-to-right (Price).
 */
export function DineInSummary({
  lines,
  taxRatePercent,
}: {
  lines: readonly DineInSummaryLine[];
  taxRatePercent: number;
}) {
  const { t } = useTranslation('dine-in');
  return (
    <section className="card" aria-labelledby="dine-in-summary">
      <h2 id="dine-in-summary" className="section-title">
        {t('paymentSummary')}
      </h2>
      <dl className="price-summary" data-testid="dine-in-summary">
        {lines.map((line) => (
          <div
            key={line.key}
            data-key={line.key}
            className={line.key === 'total' || line.key === 'myShare' ? 'price-summary-total' : undefined}
          >
            <dt>
              {t(line.key)}
              {line.key === 'valueAddedTax' ? (
                <span className="muted">
                  {' '}
                  (<bdi dir="ltr">{taxRatePercent}%</bdi>)
                </span>
              ) : null}
            </dt>
            <dd>
              <Price fils={line.amountFils} minus={line.subtracted} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
