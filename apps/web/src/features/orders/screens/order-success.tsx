import { aedToFils } from '@sufra/pricing';
import { CalendarClock, CheckCircle2, Clock, SearchX, Share2, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { useLiveOrder } from '../api/order-events.ts';
import { useOrderInfo } from '../api/order-info.ts';
import { OrderLines } from '../components/order-lines.tsx';
import { ShareTrackingLink } from '../components/share-tracking-link.tsx';
import { formatOrderTime } from '../lib/group-orders.ts';
import { preOrderSlotText } from '../lib/pre-order-slot.ts';
import '../orders.css';
import { etaOf, isActive } from '../lib/order-status.ts';

/**
 * Order confirmation `/order/order-success/{orderNumber}` (002 §2.16, 001 §4.9 reading A —
 * IS06): 'Confirmation', 'Thank you for your Order', the order number, 'Track Order' to
 * /track-order/{orderNumber}, links to 'Your Orders' and the menu, and 'Share with Friends' (a
 * WhatsApp share link) only when the brand has a storeFrontURL. 'Share tracking link' (issue 5,
 * decision 0007) copies the order's tracking link.
 * Issue 6: the page loads the real order (order/get-order-info, 002 §7) and thanks the customer
 * only for one of their own orders: with its lines, total and store (the pickup store for pickup);
 * any other number reads "Sorry, we couldn't find the order." (002 §8 Tracking). The expected
 * time (order.expectedTime: placed + the store's prep time) shows when the order has one — a
 * pre-order shows its slot instead ('Pickup Time' / 'Delivery Time', issue 8) — and the
 * store's address is in the UI language (storeAddress).
 */
export function Component() {
  const { orderNumber = '' } = useParams();
  const brand = useBrand();
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const { language, pick } = useLanguage();
  const info = useOrderInfo(
    orderNumber || null,
    (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  );
  const order = info.data?.order;
  const live = order && isActive(order.orderStatus) ? order : null;
  useLiveOrder(live?.orderNumber, live?.trackingToken);
  const brandName = pick({ en: brand.brand.brandName, ar: brand.brand.brandNameAR || brand.brand.brandName });
  const shareText = brand.storeFrontURL
    ? t('shareText', { brandName, link: brand.storeFrontURL, interpolation: { escapeValue: false } })
    : null;
  if (!order && !info.error && orderNumber)
    return (
      <section className="page-flow order-success">
        <SkeletonList rows={3} label={t('loading')} />
      </section>
    );
  if (!order) {
    const notFound = !(info.error instanceof ApiError) || info.error.status === 404;
    return (
      <section className="page-flow order-success" aria-labelledby="success-title">
        <div className="card order-success-card">
          <SearchX size={56} aria-hidden="true" className="muted" />
          <h1 id="success-title" className="success-not-found">
            {notFound ? t('couldNotFind') : (info.error?.message ?? t('couldNotFind'))}
          </h1>
        </div>
        <div className="success-actions">
          <Link to={paths.myOrders} className="btn btn-primary btn-block">
            {t('yourOrders')}
          </Link>
          <Link to={paths.home} className="btn btn-ghost btn-block">
            {t('backToMenu')}
          </Link>
        </div>
      </section>
    );
  }
  const type = order.orderType.type;
  const eta = etaOf(order);
  const storeLabel = type === 'PICKUP' ? 'pickupFrom' : type === 'DINE_IN' ? 'servedAt' : 'deliveryFrom';
  const preOrder = preOrderSlotText(order, language, tc('today'));
  return (
    <section className="page-flow order-success" aria-labelledby="success-title">
      <div className="card order-success-card">
        <CheckCircle2 size={64} aria-hidden="true" className="success-icon" />
        <h1 id="success-title">{t('confirmation')}</h1>
        <p className="success-thanks">{t('thankYou')}</p>
        <p className="success-number">
          {t('orderNumber')} <bdi dir="ltr">#{order.orderNumber}</bdi>
        </p>
      </div>
      <section className="card success-summary" aria-labelledby="success-summary-title">
        <h2 id="success-summary-title" className="section-title">
          {t('orderSummary')}
        </h2>
        <OrderLines lines={order.orderedMenu} />
        <p className="success-total">
          <span>{t('total')}</span>
          <Price fils={aedToFils(order.totalOrderPrice)} />
        </p>
        <div className="success-store">
          <Store size={20} aria-hidden="true" />
          <p>
            <span className="muted">{t(storeLabel)}</span>
            <br />
            <strong>{pick(order.storeInfo.translations).name}</strong>
            {type === 'PICKUP' && order.storeInfo.manualAddress ? (
              <>
                <br />
                <span className="muted">{storeAddress(order.storeInfo, language)}</span>
              </>
            ) : null}
          </p>
        </div>
        {preOrder ? (
          <div className="success-store">
            <CalendarClock size={20} aria-hidden="true" />
            <p>
              <span className="muted">{tc(type === 'PICKUP' ? 'pickupTime' : 'deliveryTime')}</span>
              <br />
              <strong>{preOrder}</strong>
            </p>
          </div>
        ) : null}
        {eta ? (
          <div className="success-store">
            <Clock size={20} aria-hidden="true" />
            <p>
              <span className="muted">{t(type === 'PICKUP' ? 'expectedReady' : 'expectedTime')}</span>
              <br />
              <strong>
                <bdi dir="ltr">
                  {formatOrderTime(eta.from, 'HH:mm', language)}
                  {eta.to ? ` – ${formatOrderTime(eta.to, 'HH:mm', language)}` : ''}
                </bdi>
              </strong>
            </p>
          </div>
        ) : null}
      </section>
      <div className="success-actions">
        <Link to={paths.trackOrder(order.orderNumber)} className="btn btn-primary btn-block">
          {t('trackOrder')}
        </Link>
        <ShareTrackingLink orderNumber={order.orderNumber} trackingToken={order.trackingToken} />
        <Link to={paths.myOrders} className="btn btn-secondary btn-block">
          {t('yourOrders')}
        </Link>
        {shareText ? (
          <a
            href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
            target="_blank"
            rel="noreferrer"
            className="btn btn-secondary btn-block"
          >
            <Share2 size={18} aria-hidden="true" /> {t('shareWithFriends')}
          </a>
        ) : null}
        <Link to={paths.home} className="btn btn-ghost btn-block">
          {t('backToMenu')}
        </Link>
      </div>
    </section>
  );
}
