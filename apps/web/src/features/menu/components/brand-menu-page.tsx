import type { CategoryEntry, MenuItem, Store } from '@sufra/contract';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { OrderTimingCard } from '../../../shared/timing/order-timing-card.tsx';
import { useOrderTiming } from '../../../shared/timing/use-order-timing.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { isDesktop } from '../../../shared/ui/use-media-query.ts';
import { filterMenu } from '../lib/filter-menu.ts';
import { useClearOnNotServing } from '../lib/not-serving.ts';
import { BasketBarSlot } from './basket-bar-slot.tsx';
import { BrandHero } from './brand-hero.tsx';
import { MenuBody } from './menu-body.tsx';
import { PromotionsSlot } from './promotions/promotions-slot.tsx';
import { SearchBox } from './search-box.tsx';
import { StoreFooter } from './store-footer.tsx';
import '../menu.css';

// Delivery only: the pickup home does not carry the rush-hour schedule.
const RushHourBanner = lazy(() =>
  import('../../../shared/timing/rush-hour-banner.tsx').then((m) => ({ default: m.RushHourBanner })),
);

/**
 * The brand-based home's body (000 §2.7), for pickup and delivery alike: brand info (and, for
 * delivery, `header` — the delivery header of 000 §2.9 — below it, and the rush-hour banner), the
 * pre-order slot widget (the order-timing notice: the pre-order banner, or the time with 'Change'
 * when pre-orders are offered; useOrderTiming sets the store's timing once the menu has loaded),
 * the promotions (coupons, loyalty, offers; 000 §2.16, §2.17, §2.19), search, categories and the
 * menu. An item opens at /item/{itemId}/{catId} when the store yields a timing (open, or taking
 * pre-orders; TIMING-08) and the item is in stock; otherwise a notice. This is the brand's home:
 * a closed store without pre-orders shows 'Store is closed' here rather than sending home.
 */
export function BrandMenuPage({
  data,
  isLoading,
  error,
  header,
}: {
  /** `_id`: the menu id, for Recommended Items (issue 19). */
  data: { _id?: string; categories: readonly CategoryEntry[]; storeInfo: Store | null } | undefined;
  isLoading: boolean;
  error: Error | null;
  header?: ReactNode;
}) {
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  // Issue 6: on a desktop the item opens as a centred dialog over the menu and its basket column.
  const itemDialog = useItemDialog();
  const timing = useOrderTiming(data?.storeInfo);
  // SVC-02 (000 §4.2): no service enabled → the order data is cleared.
  useClearOnNotServing(error);

  const categories = useMemo(
    () => filterMenu(data?.categories ?? [], term, language),
    [data, term, language],
  );
  const onSearch = useCallback((value: string) => setTerm(value), []);

  const openItem = (item: MenuItem, categoryId: string) => {
    if (!timing.timing) return notify(t('storeClosed'));
    if (item.isOutOfStock) return notify(t('itemOutOfStock'));
    if (
      isDesktop() &&
      itemDialog.open({ itemId: item._id, categoryId, title: pick(item.translations).title })
    )
      return;
    navigate(paths.brandItem(item._id, categoryId));
  };

  return (
    <div className="menu-page">
      <BrandHero store={data?.storeInfo ?? null} open={timing.info?.isOpen} delivery={Boolean(header)} />
      {header}
      {timing.service === 'DELIVERY' ? (
        <Suspense fallback={null}>
          <RushHourBanner />
        </Suspense>
      ) : null}
      <OrderTimingCard view={timing} variant="notice" />
      <PromotionsSlot store={data?.storeInfo ?? undefined} />
      <SearchBox onSearch={onSearch} />
      {isLoading ? <SkeletonList label={t('loadingMenu')} /> : null}
      {error ? (
        <p className="empty-state" role="alert">
          {error.message}
        </p>
      ) : null}
      <MenuBody
        loaded={Boolean(data)}
        menuIsEmpty={Boolean(data && data.categories.length === 0)}
        categories={categories}
        term={term}
        onItem={openItem}
        recommend={{
          categories: data?.categories ?? [],
          storeId: data?.storeInfo?._id,
          menuId: data?._id,
          serviceType: timing.service,
        }}
      />
      {itemDialog.dialog}
      <StoreFooter store={data?.storeInfo ?? null} />
      <BasketBarSlot to={paths.brandBasket} store={data?.storeInfo ?? undefined} />
    </div>
  );
}
