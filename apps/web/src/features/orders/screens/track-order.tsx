import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { useLiveOrder } from '../api/order-events.ts';
import { useOrderTracking } from '../api/order-tracking.ts';
import { OrderLines } from '../components/order-lines.tsx';
import { ShareTrackingLink } from '../components/share-tracking-link.tsx';
import { formatOrderTime } from '../lib/group-orders.ts';
import { canRate, etaOf, isActive, trackingView } from '../lib/order-status.ts';
import { preOrderSlotText } from '../lib/pre-order-slot.ts';
import '../orders.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

// 'Track Driver' (issue 17) loads only for an order on its way with a courier.
const TrackDriverButton = lazy(() =>
  import('../components/track-driver-button.tsx').then((m) => ({ default: m.TrackDriverButton })),
);

/**
 * 'Track Your Order' `/track-order/{orderNumber}` (002 §2.19, §4.1; public): Order Date ('DD MMM
 * YYYY HH:mm'), Order ID, and either the Accepted / Preparing / Served stepper (third step per
 * service type) with the status text after the store name, or one final-state message (issue 6:
 * see trackingView); a pre-order's slot (issue 8), the expected time when the order has one — as
 * a range once the store accepted (issue 17, etaOf) —, the store's reason of a reject or cancel; the
 * store card (the brand's logo or monogram, the store name, its address in the UI language and
 * phone, WhatsApp and Call buttons); and the ordered items (issue 6). Live (issue 17): an open
 * order follows its event stream (useLiveOrder); polls every 15 s while the stream is not open.
 * Issue 5 (decision 0007): the signed-in owner reads the order with their session; anyone else
 * needs the link's `?t={trackingToken}` and sees no personal data; a guess gets "Sorry, we
 * couldn't find the order.". The owner also gets 'Share tracking link'. Issue 17 (decision 0029):
 * 'Track Driver' while on the way with a courier (002 §2.20); the owner's 'Rate your order' once
 * delivered or complete (002 §2.21).
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const { orderId } = useParams();
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const { language, pick } = useLanguage();
  const [search] = useSearchParams();
  const [live, setLive] = useState(false);
  const { data, isLoading, error } = useOrderTracking(orderId ?? '', search.get('t'), live);
  const order = data?.orders;
  const view = order ? trackingView(order.orderStatus, order.orderType.type) : null;
  const eta = order ? etaOf(order) : null;
  const ownerToken = data?.access === 'owner' ? data.orders.trackingToken : null;
  // Issue 17: the order changes on screen within a second (Server-Sent Events); polling meanwhile.
  useLiveOrder(
    order && isActive(order.orderStatus) ? order.orderNumber : null,
    search.get('t') ?? ownerToken,
    setLive,
  );
  return (
    <div className="page-flow orders-page">
      <PageHeader title={t('trackYourOrder')} />
      {!orderId ? <p className="empty-state">{t('orderNotFound')}</p> : null}
      {isLoading ? <SkeletonList rows={2} label={t('loading')} /> : null}
      {error ? (
        <div className="empty-state">
          <p role="alert">{t('couldNotFind')}</p>
          <Link to={sp(paths.home)} className="btn btn-secondary">
            {t('backToMenu')}
          </Link>
        </div>
      ) : null}
      {order && view ? (
        <article className="tracking">
          <dl className="tracking-facts">
            <div>
              <dt>{t('orderDate')}</dt>
              <dd>{formatOrderTime(order.orderPlacedTime, 'DD MMM YYYY HH:mm', language)}</dd>
            </div>
            <div>
              <dt>{t('orderId')}</dt>
              <dd>
                <bdi dir="ltr">#{order.orderNumber}</bdi>
              </dd>
            </div>
            {order.preOrderSlot ? (
              <div>
                <dt>{tc(order.orderType.type === 'PICKUP' ? 'pickupTime' : 'deliveryTime')}</dt>
                <dd>{preOrderSlotText(order, language, tc('today'))}</dd>
              </div>
            ) : null}
            {eta && view.kind === 'progress' ? (
              <div>
                <dt>{t(order.orderType.type === 'PICKUP' ? 'expectedReady' : 'expectedTime')}</dt>
                <dd data-testid="order-eta">
                  <bdi dir="ltr">
                    {formatOrderTime(eta.from, 'HH:mm', language)}
                    {eta.to ? ` – ${formatOrderTime(eta.to, 'HH:mm', language)}` : ''}
                  </bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {view.kind === 'progress' ? (
            <>
              <ol className="stepper-track" aria-label={t('progress')}>
                {view.steps.map((key, i) => (
                  <li
                    key={key}
                    className={i <= view.step ? 'done' : ''}
                    aria-current={i === view.step ? 'step' : undefined}
                  >
                    <span className="step-dot" aria-hidden="true" />
                    {t(key)}
                  </li>
                ))}
              </ol>
              {view.statusKey ? (
                <p className="tracking-status" role="status">
                  {`${pick(order.storeInfo.translations).name} ${t(view.statusKey)}`}
                </p>
              ) : null}
            </>
          ) : (
            <div className="tracking-final" role="status">
              <p>{t(view.messageKey)}</p>
              {order.statusReason && ['REJECTED', 'CANCELLED', 'CANCELED'].includes(order.orderStatus) ? (
                <p className="muted">
                  {t('statusReason')} <bdi>{order.statusReason}</bdi>
                </p>
              ) : null}
            </div>
          )}
          {order.orderStatus === 'ON_THE_WAY' && order.courier ? (
            <Suspense fallback={null}>
              <TrackDriverButton order={order} trackingToken={search.get('t') ?? ownerToken} />
            </Suspense>
          ) : null}
          {ownerToken && canRate(order) ? (
            <Link to={sp(paths.orderFeedback(order.orderNumber))} className="btn btn-secondary btn-block">
              {t('rateYourOrder')}
            </Link>
          ) : null}
          <div className="card tracking-store">
            <div className="tracking-store-head">
              <span className="item-thumb tracking-logo" aria-hidden="true">
                {order.storeInfo.brandLogo ? (
                  <img src={order.storeInfo.brandLogo} alt="" width={48} height={48} />
                ) : (
                  <BrandMark size={48} />
                )}
              </span>
              <div className="tracking-store-text">
                <strong>{pick(order.storeInfo.translations).name}</strong>
                {order.storeInfo.manualAddress ? (
                  <span className="muted tracking-store-line">
                    <MapPin size={14} aria-hidden="true" />
                    <span>{storeAddress(order.storeInfo, language)}</span>
                  </span>
                ) : null}
                {order.storeInfo.mobileNumber ? (
                  <span className="muted tracking-store-line">
                    <Phone size={14} aria-hidden="true" />
                    <bdi dir="ltr">{order.storeInfo.mobileNumber}</bdi>
                  </span>
                ) : null}
              </div>
            </div>
            <div className="tracking-contacts">
              {order.storeInfo.whatsAppContact ? (
                <a
                  className="btn btn-secondary"
                  href={`https://wa.me/${order.storeInfo.whatsAppContact.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  <MessageCircle size={18} aria-hidden="true" /> {t('whatsApp')}
                </a>
              ) : null}
              {order.storeInfo.mobileNumber ? (
                <a
                  className="btn btn-secondary"
                  href={`tel:${order.storeInfo.mobileNumber.replace(/[^\d+]/g, '')}`}
                  aria-label={t('callStore', { name: pick(order.storeInfo.translations).name })}
                >
                  <Phone size={18} aria-hidden="true" /> {t('call')}
                </a>
              ) : null}
            </div>
          </div>
          <section className="card tracking-items" aria-labelledby="tracking-items-title">
            <h2 id="tracking-items-title" className="section-title">
              {t('orderSummary')}
            </h2>
            <OrderLines lines={order.orderedMenu} />
          </section>
          {ownerToken ? (
            <div className="tracking-share">
              <ShareTrackingLink orderNumber={order.orderNumber} trackingToken={ownerToken} />
            </div>
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
