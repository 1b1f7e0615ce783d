import { Clock, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../../shared/i18n/isolate.tsx';
import type { DeliveryOffers } from '../../../../shared/promotions/delivery-offers.ts';

/**
 * The delivery-fee offers of the menu home (000 §2.19): 'Happy Hours: order within the next X and
 * get free delivery.' (X = '2 hours', '1 hour' or 'N minutes', HAPPY-01), the expiry notice within
 * 15 minutes after it (HAPPY-02), and 'Special offer: we are offering free delivery on orders over
 * {amount} AED' (WAIVER-04). Polite live regions: the happy hour's time changes each minute.
 */
export function DeliveryOfferCards({ offers }: { offers: DeliveryOffers }) {
  const { t } = useTranslation('promotions');
  const hh = offers.happyHour;
  const remaining = !hh
    ? ''
    : hh.unit === 'hours'
      ? t('twoHours')
      : hh.unit === 'hour'
        ? t('oneHour')
        : t('minutesLeft', { count: hh.value });
  return (
    <>
      {hh ? (
        <li>
          <p className="promo-card promo-card-offer" role="status">
            <Clock size={20} aria-hidden="true" className="promo-card-icon" />
            <span>{t('happyHours', { remaining })}</span>
          </p>
        </li>
      ) : null}
      {offers.happyHourExpired ? (
        <li>
          <p className="promo-card promo-card-offer promo-card-muted" role="status">
            <Clock size={20} aria-hidden="true" className="promo-card-icon" />
            <span>{t('happyHourExpired')}</span>
          </p>
        </li>
      ) : null}
      {offers.freeOverAed !== null ? (
        <li>
          <p className="promo-card promo-card-offer">
            <Truck size={20} aria-hidden="true" className="promo-card-icon" />
            <span>{isolateNumbers(t('freeDeliveryOverlay', { amount: offers.freeOverAed.toFixed(2) }))}</span>
          </p>
        </li>
      ) : null}
    </>
  );
}
