import type { MenuItem } from '@sufra/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { isDesktop } from '../../../shared/ui/use-media-query.ts';
import { useBrandMenu } from '../api/get-brand-menu.ts';
import { BasketBarSlot } from '../components/basket-bar-slot.tsx';
import { BrandHero } from '../components/brand-hero.tsx';
import { MenuBody } from '../components/menu-body.tsx';
import { PromotionsSlot } from '../components/promotions/promotions-slot.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { StoreFooter } from '../components/store-footer.tsx';
import { filterMenu } from '../lib/filter-menu.ts';
import '../menu.css';

/**
 * Brand-based home `/` (000 §2.7): brand info, the promotions (coupons, loyalty, offers; 000
 * §2.16, §2.17, §2.19), search, categories and the menu of menus/get-brand-menu. The brand's store becomes the selected pickup store with ASAP timing
 * when open (000 §4.2, §4.4; done in the shell by useBrandStoreSelection, for every route). An
 * item opens at /item/{itemId}/{catId} when the store is open and
 * the item in stock; otherwise a notice.
 */
export function Component() {
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  // Issue 6: on a desktop the item opens as a centred dialog over the menu and its basket column.
  const itemDialog = useItemDialog();
  const { data, isLoading, error } = useBrandMenu();

  const categories = useMemo(
    () => filterMenu(data?.categories ?? [], term, language),
    [data, term, language],
  );
  const onSearch = useCallback((value: string) => setTerm(value), []);

  const openItem = (item: MenuItem, categoryId: string) => {
    if (!data?.storeInfo?.isOpened) return notify(t('storeClosed'));
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
      <BrandHero store={data?.storeInfo ?? null} />
      <PromotionsSlot store={data?.storeInfo} />
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
      />
      {itemDialog.dialog}
      <StoreFooter store={data?.storeInfo ?? null} />
      <BasketBarSlot to={paths.brandBasket} store={data?.storeInfo} />
    </div>
  );
}
