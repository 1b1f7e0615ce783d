import type { MenuItem, Store, StoreMenu } from '@sufra/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useItemDialog } from '../../../shared/item-dialog/item-dialog-slot.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { filterMenu } from '../lib/filter-menu.ts';
import { BasketBarSlot } from './basket-bar-slot.tsx';
import { BrandHero } from './brand-hero.tsx';
import { MenuBody } from './menu-body.tsx';
import { PromotionsSlot } from './promotions/promotions-slot.tsx';
import { SearchBox } from './search-box.tsx';
import { StoreFooter } from './store-footer.tsx';
import '../menu.css';

/**
 * The outlet store page's body (000 §2.8), for pickup and delivery alike: store header (and, for
 * delivery, `header` below it), the promotions, search, sticky category tabs (hidden while
 * searching) and the store's menu; an item opens as a modal. A load failure shows the server
 * message and goes home (000 §4.6).
 */
export function StoreMenuPage({
  data,
  isLoading,
  error,
  header,
}: {
  data: { storeMenu: StoreMenu; storeInfo: Store } | undefined;
  isLoading: boolean;
  error: Error | null;
  header?: ReactNode;
}) {
  const { t } = useTranslation('menu');
  const { language, pick } = useLanguage();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const itemDialog = useItemDialog();

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

  const openItem = (item: MenuItem, categoryId: string) => {
    if (item.isOutOfStock) return notify(t('itemOutOfStock'));
    if (!data?.storeInfo.isOpened) return notify(t('storeClosed'));
    if (!itemDialog.open({ itemId: item._id, categoryId, title: pick(item.translations).title }))
      navigate(paths.storeItem(item._id, categoryId));
  };

  return (
    <div className="menu-page">
      <BrandHero store={data?.storeInfo ?? null} storePage delivery={Boolean(header)} />
      {header}
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
