import type { CategoryEntry, MenuItem, Store } from '@sufra/contract';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { isDesktop } from '../../../shared/ui/use-media-query.ts';
import { filterMenu } from '../lib/filter-menu.ts';
import { BasketBarSlot } from './basket-bar-slot.tsx';
import { BrandHero } from './brand-hero.tsx';
import { MenuBody } from './menu-body.tsx';
import { PromotionsSlot } from './promotions/promotions-slot.tsx';
import { SearchBox } from './search-box.tsx';
import { StoreFooter } from './store-footer.tsx';
import '../menu.css';

/**
 * The brand-based home's body (000 §2.7), for pickup and delivery alike: brand info (and, for
 * delivery, `header` — the delivery header of 000 §2.9 — below it), the promotions (coupons,
 * loyalty, offers; 000 §2.16, §2.17, §2.19), search, categories and the menu. An item opens at
 * /item/{itemId}/{catId} when the store is open and the item in stock; otherwise a notice.
 */
export function BrandMenuPage({
  data,
  isLoading,
  error,
  header,
}: {
  data: { categories: readonly CategoryEntry[]; storeInfo: Store | null } | undefined;
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
      <BrandHero store={data?.storeInfo ?? null} delivery={Boolean(header)} />
      {header}
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
      />
      {itemDialog.dialog}
      <StoreFooter store={data?.storeInfo ?? null} />
      <BasketBarSlot to={paths.brandBasket} store={data?.storeInfo ?? undefined} />
    </div>
  );
}
