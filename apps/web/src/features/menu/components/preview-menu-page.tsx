import type { CategoryEntry, MenuItem, Store } from '@sufra/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { SkeletonList } from '../../../shared/ui/skeleton.tsx';
import { filterMenu } from '../lib/filter-menu.ts';
import { BrandHero } from './brand-hero.tsx';
import { MenuBody } from './menu-body.tsx';
import { SearchBox } from './search-box.tsx';
import '../menu.css';

/**
 * The preview's menu (000 §2.20 "Brand info, a search box 'Search for menu items', the categories
 * and the items. An item opens /preview/item-detail"; issue 19, decision 0036): read-only — no
 * order timing, promotions, basket bar or footer; prices are shown. `onItem` opens the item.
 */
export function PreviewMenuPage({
  data,
  isLoading,
  error,
  onItem,
}: {
  data: { categories: readonly CategoryEntry[]; storeInfo: Store | null } | undefined;
  isLoading: boolean;
  error: Error | null;
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const { language } = useLanguage();
  const [term, setTerm] = useState('');
  const categories = useMemo(
    () => filterMenu(data?.categories ?? [], term, language),
    [data, term, language],
  );
  const onSearch = useCallback((value: string) => setTerm(value), []);
  return (
    <div className="menu-page">
      <BrandHero store={data?.storeInfo ?? null} />
      <SearchBox onSearch={onSearch} placeholder={t('searchMenuItems')} label={t('searchMenuItems')} />
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
        onItem={onItem}
      />
    </div>
  );
}
