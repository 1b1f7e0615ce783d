import type { PaymentTiming } from '@sufra/contract';
import { useTranslation } from 'react-i18next';

const TEXTS = {
  PAY_NOW: { title: 'payNowTitle', description: 'payNowDescription' },
  PAY_LATER: { title: 'payLaterTitle', description: 'payLaterDescription' },
} as const;

/** The title key of a timing: PAY_NOW 'Complete Payment Now', PAY_LATER 'Dine First, Pay Later' (002 §2.6, 001 §2.10). */
export const timingTitleKey = (timing: PaymentTiming) => TEXTS[timing].title;

/**
 * The payment timing choice of 'Your Order' (002 §2.6): each offered timing with its title and
 * description — PAY_NOW 'Complete Payment Now' / 'Pay now and get your order immediately'
 * (always), PAY_LATER 'Dine First, Pay Later' / 'Pay later and get your order after the table is
 * paid' (when offered: offeredTimings).
 */
export function TimingChoice({
  offered,
  value,
  onChange,
}: {
  offered: readonly PaymentTiming[];
  value: PaymentTiming | null;
  onChange(timing: PaymentTiming): void;
}) {
  const { t } = useTranslation('dine-in');
  return (
    <fieldset className="section timing-choice">
      <legend className="section-title">{t('paymentTiming')}</legend>
      {offered.map((timing) => (
        <label key={timing} className="payment-option timing-option">
          <input
            type="radio"
            name="payment-timing"
            value={timing}
            checked={value === timing}
            onChange={() => onChange(timing)}
          />
          <span>
            <strong>{t(TEXTS[timing].title)}</strong>
            <span className="muted timing-description">{t(TEXTS[timing].description)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
