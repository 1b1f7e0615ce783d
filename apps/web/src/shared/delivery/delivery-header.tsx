import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFils } from '../format/money.ts';
import { isolateNumbers } from '../i18n/isolate.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { useOrderSettings } from '../order-settings/order-settings-state.ts';
import { Button } from '../ui/button.tsx';
import './delivery.css';

/**
 * The delivery header (000 §2.9): 'Delivering to' with the area name (or the address), the
 * delivery time in minutes — 'Delivering soon' when zero or less — the minimum order when above
 * 0 and the fee, and 'Change', which goes back to the location step (`onChange`).
 */
export function DeliveryHeader({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation('delivery');
  const { language, pick } = useLanguage();
  const { zone, address, point } = useOrderSettings((s) => s.delivery);
  if (!zone) return null;
  const where = address ? pick(address.label) : point ? pick(point.label) : pick(zone.areaName);
  return (
    <section className="card delivery-header" aria-label={t('deliveringTo')}>
      <MapPin size={20} aria-hidden="true" />
      <div className="delivery-header-body">
        <span className="muted">{t('deliveringTo')}</span>
        <strong>{where}</strong>
        <span className="muted delivery-header-terms">
          <span>
            {zone.deliveryTimeMinutes > 0
              ? isolateNumbers(t('minutes', { minutes: zone.deliveryTimeMinutes }))
              : t('deliveringSoon')}
          </span>
          <span>
            {isolateNumbers(t('deliveryFeeIs', { amount: formatFils(zone.deliveryFeeFils, language) }))}
          </span>
          {zone.minOrderFils > 0 ? (
            <span>
              {isolateNumbers(t('minimumOrder', { amount: formatFils(zone.minOrderFils, language) }))}
            </span>
          ) : null}
        </span>
      </div>
      <Button variant="ghost" onClick={onChange}>
        {t('change')}
      </Button>
    </section>
  );
}
