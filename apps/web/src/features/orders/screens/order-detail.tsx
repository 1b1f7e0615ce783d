import { aedToFils } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { StarRating } from '../../../shared/ui/star-rating.tsx';
import { useLiveOrder } from '../api/order-events.ts';
import { useOrderInfo } from '../api/order-info.ts';
import { OrderBadge } from '../components/order-badge.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { ReorderButton } from '../components/reorder-button.tsx';
import { ShareTrackingLink } from '../components/share-tracking-link.tsx';
import { TrackDriverButton } from '../components/track-driver-button.tsx';
import { formatOrderTime, paymentMethodLabel } from '../lib/group-orders.ts';
import '../orders.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';
import { canRate, isActive } from '../lib/order-status.ts';

/** 002 §2.18 placed time 'MMMM D, YYYY — HH:mm'; Arabic puts the day first (Sufra decision). */
const PLACED_PATTERN = { en: 'MMMM D, YYYY — HH:mm', ar: 'D MMMM YYYY — HH:mm' } as const;

/**
 * Order Details `/order/order-detail?orderId=` (002 §2.18; the order number is in the query so a
 * reload works): placed time 'MMMM D, YYYY — HH:mm', 'Thanks For Ordering', 'Order Number #…',
 * status, '{quantity}x {title}' lines, Subtotal, the discount (with its code) and the loyalty credits
 * redeemed when there are any (issue 7: the lines then add up to the Total), Value Added Tax, Value
 * Added Tip, Voucher Discount, Total, and the payment method (in Arabic the method's Arabic name)
 * with, for a card order, its payment status (AWAITING / PAID / FAILED / REFUNDED, decision 0022);
 * 'Track Order' and 'Share tracking link' (issue 5, decision 0007). Issue 17 (decision 0029):
 * 'Track Driver' while on the way with a courier (002 §2.20), 'Rate your order' once delivered or
 * complete and not rated (002 §2.21; the rating read-only once given), and 'Reorder'.
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('orderId');
  const { data, isLoading, error } = useOrderInfo(id);
  const live = data?.order && isActive(data.order.orderStatus) ? data.order : null;
  useLiveOrder(live?.orderNumber, live?.trackingToken);
  if (!id) return <Navigate to={sp(paths.myOrders)} replace />;
  const order = data?.order;
  return (
    <div className="page-flow orders-page">
      <PageHeader title={t('orderDetails')} onBack={() => navigate(sp(paths.myOrders))} />
      {isLoading ? <SkeletonList rows={3} label={t('loading')} /> : null}
      {error ? (
        <p role="alert" className="empty-state">
          {error.message}
        </p>
      ) : null}
      {order ? (
        <article className="order-detail">
          <header className="card order-detail-head">
            <p className="muted">
              {formatOrderTime(order.orderPlacedTime, PLACED_PATTERN[language], language)}
            </p>
            <h2 className="section-title">{t('thanksForOrdering')}</h2>
            <p>
              {t('orderNumber')} <bdi dir="ltr">#{order.orderNumber}</bdi>
            </p>
            <p>
              {t('status')}: <OrderBadge status={order.orderStatus} />
            </p>
          </header>
          <h3 className="section-title order-detail-subtitle">{t('orderDetails')}</h3>
          <OrderLines lines={order.orderedMenu} />
          <dl className="price-summary card">
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>
                <Price fils={aedToFils(order.itemsTotalPrice)} />
              </dd>
            </div>
            {order.discountAmount > 0 ? (
              <div>
                <dt>
                  {tc('discount')}
                  {order.discountCode ? <span className="muted"> ({order.discountCode})</span> : null}
                </dt>
                <dd>
                  <Price fils={aedToFils(order.discountAmount)} minus />
                </dd>
              </div>
            ) : null}
            {order.loyaltyAmount > 0 ? (
              <div>
                <dt>{tc('loyaltyPoints')}</dt>
                <dd>
                  <Price fils={aedToFils(order.loyaltyAmount)} minus />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('valueAddedTax')}</dt>
              <dd>
                <Price fils={aedToFils(order.taxAmount)} />
              </dd>
            </div>
            <div>
              <dt>{t('valueAddedTip')}</dt>
              <dd>
                <Price fils={aedToFils(order.tipAmount)} />
              </dd>
            </div>
            <div>
              <dt>{t('voucherDiscount')}</dt>
              <dd>
                {order.voucherDiscount === null
                  ? t('notApplicable')
                  : t('percentOff', { n: order.voucherDiscount })}
              </dd>
            </div>
            <div className="price-summary-total">
              <dt>{t('total')}</dt>
              <dd>
                <Price fils={aedToFils(order.totalOrderPrice)} />
              </dd>
            </div>
          </dl>
          <p className="order-detail-payment">
            {t('paymentMethod')}: <strong>{paymentMethodLabel(order, language)}</strong>
          </p>
          {order.paymentStatus ? (
            <p className="order-detail-payment">
              {t('paymentStatus')}:{' '}
              <strong className={`payment-status payment-status-${order.paymentStatus.toLowerCase()}`}>
                {t(`paymentStatusValue.${order.paymentStatus}`)}
              </strong>
            </p>
          ) : null}
          {order.paymentStatus === 'REFUNDED' && order.orderStatus === 'CANCELLED' ? (
            <p className="notice" role="note">
              {t('paymentRefundedLate')}
            </p>
          ) : null}
          {order.feedback ? (
            <p className="order-detail-payment">
              {t('yourRating')}: <StarRating rating={order.feedback.rating} />
            </p>
          ) : null}
          <Link to={sp(paths.trackOrder(order.orderNumber))} className="btn btn-primary btn-block">
            {t('trackOrder')}
          </Link>
          <TrackDriverButton order={order} trackingToken={order.trackingToken} />
          {canRate(order) ? (
            <Link to={sp(paths.orderFeedback(order.orderNumber))} className="btn btn-secondary btn-block">
              {t('rateYourOrder')}
            </Link>
          ) : null}
          <ReorderButton order={order} />
          <ShareTrackingLink orderNumber={order.orderNumber} trackingToken={order.trackingToken} />
        </article>
      ) : null}
    </div>
  );
}
