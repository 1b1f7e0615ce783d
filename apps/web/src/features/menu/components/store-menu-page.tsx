import type { MenuItem, Store, StoreMenu } from '@sufra/contract';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { OrderTimingCard } from '../../../shared/timing/order-timing-card.tsx';
import { useOrderTiming } from '../../../shared/timing/use-order-timing.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { filterMenu } from '../lib/filter-menu.ts';
import { useClearOnNotServing } from '../lib/not-serving.ts';
import { BasketBarSlot } from './basket-bar-slot.tsx';
import { BrandHero } from './brand-hero.tsx';
import { MenuBody } from './menu-body.tsx';
import { PromotionsSlot } from './promotions/promotions-slot.tsx';
import { SearchBox } from './search-box.tsx';
import { StoreFooter } from './store-footer.tsx';
import '../menu.css';

// The store's star display (002 §2.21) loads only for a store with reviews.
const StarRating = lazy(() =>
  import('../../../shared/ui/star-rating.tsx').then((m) => ({ default: m.StarRating })),
);

// Delivery only: the pickup store page does not carry the rush-hour schedule.
const RushHourBanner = lazy(() =>
  import('../../../shared/timing/rush-hour-banner.tsx').then((m) => ({ default: m.RushHourBanner })),
);

/** Where a store menu sends the customer: an item's page, the basket, and home (on a failure or a closed store). */
export interface StoreMenuRoutes {
  item(itemId: string, categoryId: string): string;
  basket: string;
  home: string;
}

const STORE_ROUTES: StoreMenuRoutes = { item: paths.storeItem, basket: paths.storeBasket, home: paths.home };

/**
 * The outlet store page's body (000 §2.8), for pickup and delivery alike: store header (and, for
 * delivery, `header` below it and the rush-hour banner), the order-timing notice (the pre-order
 * banner, or the time with 'Change' when pre-orders are offered), the promotions, search, sticky
 * category tabs (hidden while searching) and the store's menu; an item opens as a modal. A load
 * failure shows the server message and goes home (000 §4.6); so does a store that yields no order
 * timing — closed and taking no pre-order: 'The store is currently closed, please try again soon'
 * (TIMING-08).
 */
export function StoreMenuPage({
  data,
  isLoading,
  error,
  header,
  routes = STORE_ROUTES,
}: {
  data: { storeMenu: StoreMenu; storeInfo: Store } | undefined;
  isLoading: boolean;
  error: Error | null;
  header?: ReactNode;
  /** Where an item, the basket bar and a failure go (the outlet store's by default; the dine-in menu's at a table, issue 18). */
  routes?: StoreMenuRoutes;
}) {
  const { t } = useTranslation(['menu', 'common']);
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const itemDialog = useItemDialog();
  const timing = useOrderTiming(data?.storeInfo);
  // SVC-02 (000 §4.2): no service enabled → the order data is cleared.
  useClearOnNotServing(error);
  const closed = timing.info !== null && timing.timing === null;

  useEffect(() => {
    if (!error && !closed) return;
    notify(error ? error.message : t('common:storeClosedTryAgain'));
    navigate(routes.home, { replace: true });
  }, [error, closed, t, navigate, routes.home]);

  const categories = useMemo(
    () => filterMenu(data?.storeMenu.categories ?? [], term, language),
    [data, term, language],
  );
  const onSearch = useCallback((value: string) => setTerm(value), []);

  const openItem = (item: MenuItem, categoryId: string) => {
    if (item.isOutOfStock) return notify(t('itemOutOfStock'));
    if (!timing.timing) return notify(t('storeClosed'));
    if (!itemDialog.open({ itemId: item._id, categoryId, title: pick(item.translations).title }))
      navigate(routes.item(item._id, categoryId));
  };

  return (
    <div className="menu-page">
      <BrandHero
        store={data?.storeInfo ?? null}
        open={timing.info?.isOpen}
        storePage
        delivery={Boolean(header)}
      />
      {data?.storeInfo.rating && data.storeInfo.rating.reviews > 0 ? (
        <p className="store-rating">
          <Suspense fallback={null}>
            <StarRating rating={data.storeInfo.rating.rating} reviews={data.storeInfo.rating.reviews} />
          </Suspense>
        </p>
      ) : null}
      {header}
      {timing.service === 'DELIVERY' ? (
        <Suspense fallback={null}>
          <RushHourBanner />
        </Suspense>
      ) : null}
      <OrderTimingCard view={timing} variant="notice" />
      <PromotionsSlot store={data?.storeInfo} />
      <SearchBox onSearch={onSearch} />
      {isLoading ? <SkeletonList label={t('loadingMenu')} /> : null}
      <MenuBody
        loaded={Boolean(data)}
        menuIsEmpty={Boolean(data && data.storeMenu.categories.length === 0)}
        categories={categories}
        term={term}
        onItem={openItem}
        recommend={{
          categories: data?.storeMenu.categories ?? [],
          storeId: data?.storeInfo._id,
          menuId: data?.storeMenu._id,
          serviceType: timing.service,
        }}
      />
      {itemDialog.dialog}
      <StoreFooter store={data?.storeInfo ?? null} />
      <BasketBarSlot to={routes.basket} store={data?.storeInfo} />
    </div>
  );
}
