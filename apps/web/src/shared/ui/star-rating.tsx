import { useTranslation } from 'react-i18next';

/**
 * The read-only star display (002 §2.21, 000 §2.22; issue 17): five stars filled to `rating` (0–5,
 * fractional fill from the reading start, so right to left in Arabic), the rating with one decimal
 * and, when `reviews` is given, '(N+ reviews)'. One accessible name: 'Rated 4.3 out of 5'.
 */
export function StarRating({ rating, reviews }: { rating: number; reviews?: number | undefined }) {
  const { t } = useTranslation('common');
  const value = Math.max(0, Math.min(5, rating));
  const shown = value.toFixed(1);
  return (
    <span className="star-rating">
      <span className="star-rating-stars" role="img" aria-label={t('starRating', { rating: shown })}>
        <span className="star-rating-empty" aria-hidden="true">
          ★★★★★
        </span>
        <span className="star-rating-fill" style={{ width: `${(value / 5) * 100}%` }} aria-hidden="true">
          ★★★★★
        </span>
      </span>
      <bdi dir="ltr" className="star-rating-value">
        {shown}
      </bdi>
      {reviews !== undefined ? <span className="muted">{t('reviewsCount', { count: reviews })}</span> : null}
    </span>
  );
}
