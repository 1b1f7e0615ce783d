import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingLabelKey } from '../lib/order-status.ts';

/**
 * The clickable star-rating input (002 §2.21, 000 §2.22): a radio group of five stars, each named
 * 'N of 5 stars'; the chosen rating's label (1 'Bad', 2–4 'Average', 5 'Excellent') is announced.
 * Arrow keys move between stars (native radios); stars fill from the reading start.
 */
export function StarRatingInput({
  value,
  onChange,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation('orders');
  const name = useId();
  return (
    <fieldset className="star-input" aria-invalid={invalid || undefined}>
      <legend className="section-title">{t('ratingLegend')}</legend>
      <div className="star-input-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={value !== null && n <= value ? 'star-input-star on' : 'star-input-star'}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('starLabel', { n })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      <p className="star-input-label" aria-live="polite">
        {value !== null ? t(`ratingLabel.${ratingLabelKey(value)}`) : ''}
      </p>
    </fieldset>
  );
}
