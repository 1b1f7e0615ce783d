import type { OrderCourier } from '@sufra/contract';
import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

/**
 * 'Track Driver' (002 §2.19, §2.20; issue 17): shown while the order is ON_THE_WAY with a
 * courier. A courier partner with only its own `trackingUrl` (no position) opens that page in a new
 * tab; otherwise the courier tracking page `/track-order-driver/{orderNumber}` (with the link's
 * token `t` when the viewer has one).
 */
export function TrackDriverButton({
  order,
  trackingToken,
}: {
  order: { orderNumber: string; orderStatus: string; courier?: OrderCourier | null | undefined };
  trackingToken?: string | null | undefined;
}) {
  const { t } = useTranslation('orders');
  const courier = order.courier;
  if (order.orderStatus !== 'ON_THE_WAY' || !courier) return null;
  if (courier.trackingUrl && courier.lat === null) {
    return (
      <a
        className="btn btn-primary btn-block"
        href={courier.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('trackDriverExternal')}
      >
        <Bike size={18} aria-hidden="true" /> {t('trackDriver')}
      </a>
    );
  }
  return (
    <Link className="btn btn-primary btn-block" to={paths.trackDriver(order.orderNumber, trackingToken)}>
      <Bike size={18} aria-hidden="true" /> {t('trackDriver')}
    </Link>
  );
}
