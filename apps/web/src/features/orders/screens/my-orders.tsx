import { aedToFils } from '@sufra/pricing';
import { UtensilsCrossed } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { useCustomerOrders } from '../api/customer-orders.ts';
import { LiveOrders } from '../components/live-orders.tsx';
import { OrderBadge } from '../components/order-badge.tsx';
import { formatOrderTime, groupOrdersByMonth, itemCount, paymentMethodLabel } from '../lib/group-orders.ts';
import { isActive } from '../lib/order-status.ts';
import '../orders.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

// Reorder (issue 17) loads after the list: its menu and basket code stays out of the route's initial JS.
const ReorderButton = lazy(() =>
  import('../components/reorder-button.tsx').then((m) => ({ default: m.ReorderButton })),
);

/**
 * 'Your Orders' (002 §2.17): orders grouped under 'Month Year', newest first; each row the first
 * item image or a placeholder, the store, 'DD MMM', the item count, the total and the status
 * badge, opening the order detail. Empty: 'You don't Have any order yet.'. Back: to settings when
 * reached from settings; else to the store page when pickup with a store is selected; else settings.
 * Issue 5 (decision 0007): orders come 50 at a time; 'Show more' loads the next page. Issue 17
 * (decision 0029): a finished order's row offers 'Reorder'.
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const brand = useBrand();
  const { t } = useTranslation('orders');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const fromSettings = Boolean((useLocation().state as { fromSettings?: boolean } | null)?.fromSettings);
  const pickupStore = useOrderSettings((s) => (s.serviceType !== 'DELIVERY' ? s.selectedStoreId : null));
  const outlet = brand.brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const back = () => {
    if (!fromSettings && pickupStore) navigate(sp(outlet ? paths.storeDetail : paths.home));
    else navigate(sp(paths.settings));
  };
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useCustomerOrders();
  const orders = data?.pages.flatMap((p) => p.orders) ?? [];
  const groups = groupOrdersByMonth(orders, language);
  return (
    <div className="page-flow orders-page">
      <PageHeader title={t('yourOrders')} onBack={back} />
      <LiveOrders orders={orders} />
      {isLoading ? <SkeletonList rows={3} label={t('loading')} /> : null}
      {error ? (
        <p role="alert" className="empty-state">
          {error.message || t('errorFetching')}
        </p>
      ) : null}
      {data && orders.length === 0 ? <p className="empty-state">{t('noOrders')}</p> : null}
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`m-${g.key}`} className="orders-month">
          <h2 id={`m-${g.key}`} className="section-title">
            {g.heading}
          </h2>
          <ul className="orders-list">
            {g.orders.map((o) => (
              <li key={o._id}>
                <Link
                  to={sp(`${paths.orderDetail}?orderId=${encodeURIComponent(o.orderNumber)}`)}
                  className="order-row"
                >
                  <span className="item-thumb order-thumb" aria-hidden="true">
                    {o.itemImageURLs[0] ? (
                      <img src={o.itemImageURLs[0]} alt="" width={56} height={56} />
                    ) : (
                      <UtensilsCrossed size={22} />
                    )}
                  </span>
                  <span className="order-row-text">
                    <span className="order-row-store">{pick(o.storeInfo.translations).name}</span>
                    <span className="muted">
                      <bdi dir="ltr">#{o.orderNumber}</bdi> ·{' '}
                      {formatOrderTime(o.orderPlacedTime, 'DD MMM', language)} ·{' '}
                      {t('itemCount', { count: itemCount(o) })} · {paymentMethodLabel(o, language)}
                    </span>
                  </span>
                  <span className="order-row-end">
                    <Price fils={aedToFils(o.totalOrderPrice)} />
                    <OrderBadge status={o.orderStatus} />
                  </span>
                </Link>
                {isActive(o.orderStatus) ? null : (
                  <Suspense fallback={null}>
                    <ReorderButton order={o} />
                  </Suspense>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasNextPage ? (
        <div className="orders-more">
          <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {t('showMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
