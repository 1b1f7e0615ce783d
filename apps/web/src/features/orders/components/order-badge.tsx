import type { OrderStatus } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { badgeClass, badgeText } from '../lib/order-status.ts';

/** A status badge (002 §4.1): the status in lower case, underscores as spaces, translated when a text exists. */
export function OrderBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`status-badge ${badgeClass(status)}`}>
      {t(`badge.${status}`, { defaultValue: badgeText(status) })}
    </span>
  );
}
