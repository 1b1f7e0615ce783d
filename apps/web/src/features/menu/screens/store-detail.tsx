import type { MenuItem } from '@sufra/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { pickupStoreMenuQuery } from '../../../shared/queries/menus.ts';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { BasketBarSlot } from '../components/basket-bar-slot.tsx';
import { BrandHero } from '../components/brand-hero.tsx';
import { MenuBody } from '../components/menu-body.tsx';
import { PromotionsSlot } from '../components/promotions/promotions-slot.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { StoreFooter } from '../components/store-footer.tsx';
import { filterMenu } from '../lib/filter-menu.ts';
import '../menu.css';

/**
 * Outlet-based store page `/store/store-detail` (000 §2.8): redirects home without a selected
 * store; store header, the promotions (coupons, loyalty, offers; 000 §2.16, §2.17, §2.19), search,
 * sticky category tabs (hidden while searching) and the store's
 * pickup menu; an item opens as a modal (000 §2.8). A load failure shows the server message and
 * goes home (000 §4.6).
 */
export function Component() {
  const brand = useBrand();
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const [term, setTerm] = useState('');
  const itemDialog = useItemDialog();
  const { data, isLoading, error } = useQuery({
    ...pickupStoreMenuQuery(brand.brand._id, storeId ?? ''),
    enabled: Boolean(storeId),
  });

  useEffect(() => {
    if (!error) return;
    notify(error.message);
    navigate(paths.home, { replace: true });
  }, [error, navigate]);

  const categories = useMemo(
    () => filterMenu(data?.storeMenu.categories ?? [], term, language),
    [data, term, language],
  );
  const onSearch = useCallback((value: string) => setTerm(value), []);
  if (!storeId) return <Navigate to={paths.home} replace />;

  const openItem = (item: MenuItem, categoryId: string) => {
    if (item.isOutOfStock) return notify(t('itemOutOfStock'));
    if (!data?.storeInfo.isOpened) return notify(t('storeClosed'));
    if (!itemDialog.open({ itemId: item._id, categoryId, title: pick(item.translations).title }))
      navigate(paths.storeItem(item._id, categoryId));
  };

  return (
    <div className="menu-page">
      <BrandHero store={data?.storeInfo ?? null} storePage />
      <PromotionsSlot store={data?.storeInfo} />
      <SearchBox onSearch={onSearch} />
      {isLoading ? <SkeletonList label={t('loadingMenu')} /> : null}
      <MenuBody
        loaded={Boolean(data)}
        menuIsEmpty={Boolean(data && data.storeMenu.categories.length === 0)}
        categories={categories}
        term={term}
        onItem={openItem}
      />
      {itemDialog.dialog}
      <StoreFooter store={data?.storeInfo ?? null} />
      <BasketBarSlot to={paths.storeBasket} store={data?.storeInfo} />
    </div>
  );
}
