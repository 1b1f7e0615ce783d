import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import '../orders.css';

/** Order success `/order/order-success/{orderNumber}` (002 §2.16): 'Confirmation', 'Thank you for your Order', 'Track Order'. */
export function Component() {
  const { orderNumber = '' } = useParams();
  const { t } = useTranslation('orders');
  return (
    <div className="page-flow order-success">
      <CheckCircle2 size={64} aria-hidden="true" className="success-icon" />
      <h1>{t('confirmation')}</h1>
      <p className="success-thanks">{t('thankYou')}</p>
      <p>
        {t('orderNumber')} <strong dir="ltr">#{orderNumber}</strong>
      </p>
      <div className="success-actions">
        <Link to={paths.trackOrder(orderNumber)} className="btn btn-primary btn-block">
          {t('trackOrder')}
        </Link>
        <Link to={paths.myOrders} className="btn btn-secondary btn-block">
          {t('yourOrders')}
        </Link>
        <Link to={paths.home} className="btn btn-ghost btn-block">
          {t('backToMenu')}
        </Link>
      </div>
    </div>
  );
}
