import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { useMapTiles } from '../api/map-tiles.ts';
import { useLiveOrder } from '../api/order-events.ts';
import { useOrderTracking } from '../api/order-tracking.ts';
import { formatOrderTime } from '../lib/group-orders.ts';
import { isActive } from '../lib/order-status.ts';
import '../orders.css';

// Leaflet and its CSS load with the map only, after the page's text (issue 17: the map is lazy).
const CourierMap = lazy(() =>
  import('../components/courier-map.tsx').then((m) => ({ default: m.CourierMap })),
);

/**
 * Courier tracking `/track-order-driver/:orderId` (002 §2.20; issue 17, decision 0029; public like
 * tracking): Order ID, the estimated delivery, the driver's live position on the map (zoom 6,
 * 224 px, centred on the driver; the marker moves within a second of each position the store
 * reports, through the order's live stream, polling as the fallback) and 'Delivery Guy Details'
 * (Name, Contact as a tel: link, Vehicle) — or 'Delivery is on the way!' without details. Back
 * goes to the home page. The owner reads the order with their session, anyone else with `?t=`.
 */
export function Component() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linkToken = search.get('t');
  const [live, setLive] = useState(false);
  const { data, isLoading, error } = useOrderTracking(orderId, linkToken, live);
  const order = data?.orders;
  const ownerToken = data?.access === 'owner' ? data.orders.trackingToken : null;
  useLiveOrder(
    order && isActive(order.orderStatus) ? order.orderNumber : null,
    linkToken ?? ownerToken,
    setLive,
  );
  const tiles = useMapTiles(order?.storeId);
  const courier = order?.courier ?? null;
  const lat = courier?.lat ?? null;
  const lng = courier?.lng ?? null;
  const position = useMemo(() => (lat !== null && lng !== null ? { lat, lng } : null), [lat, lng]);

  return (
    <div className="page-flow orders-page">
      <PageHeader title={t('trackDriver')} onBack={() => navigate(paths.home)} />
      {isLoading ? <SkeletonList rows={2} label={t('loading')} /> : null}
      {error ? (
        <div className="empty-state">
          <p role="alert">{t('couldNotFind')}</p>
          <Link to={paths.home} className="btn btn-secondary">
            {t('backToMenu')}
          </Link>
        </div>
      ) : null}
      {order ? (
        <article className="tracking">
          <dl className="tracking-facts">
            <div>
              <dt>{t('orderId')}</dt>
              <dd>
                <bdi dir="ltr">#{order.orderNumber}</bdi>
              </dd>
            </div>
            {order.expectedTime ? (
              <div>
                <dt>{t('estimatedDelivery')}</dt>
                <dd>
                  <bdi dir="ltr">{formatOrderTime(order.expectedTime, 'HH:mm', language)}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {order.orderStatus !== 'ON_THE_WAY' ? (
            <p className="notice" role="status">
              {t('driverNotDispatched')}{' '}
              <Link
                to={`${paths.trackOrder(order.orderNumber)}${linkToken ? `?t=${encodeURIComponent(linkToken)}` : ''}`}
              >
                {t('trackYourOrder')}
              </Link>
            </p>
          ) : null}
          {position && order.orderStatus === 'ON_THE_WAY' ? (
            <>
              <Suspense fallback={<div className="courier-map" aria-hidden="true" />}>
                <CourierMap
                  position={position}
                  tileUrl={tiles.data?.tileUrl ?? null}
                  attribution={tiles.data?.attribution ?? null}
                  label={t('driverMap')}
                />
              </Suspense>
              {courier?.updatedAt ? (
                <p className="muted" aria-live="polite">
                  {t('driverUpdatedAt', { time: formatOrderTime(courier.updatedAt, 'HH:mm', language) })}
                </p>
              ) : null}
            </>
          ) : order.orderStatus === 'ON_THE_WAY' ? (
            <p className="muted">{t('driverPositionSoon')}</p>
          ) : null}
          <section className="card courier-details" aria-labelledby="courier-title">
            {courier ? (
              <>
                <h2 id="courier-title" className="section-title">
                  {t('deliveryGuyDetails')}
                </h2>
                <dl>
                  <dt>{t('courierName')}</dt>
                  <dd>{courier.name}</dd>
                  <dt>{t('courierContact')}</dt>
                  <dd>
                    <a href={`tel:${courier.phone}`} aria-label={t('callCourier', { name: courier.name })}>
                      <bdi dir="ltr">{courier.phone}</bdi>
                    </a>
                  </dd>
                  {courier.vehicle ? (
                    <>
                      <dt>{t('courierVehicle')}</dt>
                      <dd>
                        <bdi>{courier.vehicle}</bdi>
                      </dd>
                    </>
                  ) : null}
                </dl>
              </>
            ) : (
              <h2 id="courier-title" className="section-title">
                {t('deliveryOnTheWay')}
              </h2>
            )}
          </section>
        </article>
      ) : null}
    </div>
  );
}
