import { type CategoryEntry, LIMITS, type MenuItem } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { CategoryChips } from './category-chips.tsx';
import { MenuList } from './menu-list.tsx';

/**
 * The menu under the header (000 §2.8, §2.11): the empty-menu text, the empty-search text, the
 * sticky category chips (hidden while searching; scroll offset 200 px on the homes) and the list.
 */
export function MenuBody({
  loaded,
  menuIsEmpty,
  categories,
  term,
  onItem,
}: {
  loaded: boolean;
  menuIsEmpty: boolean;
  categories: CategoryEntry[];
  term: string;
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const searching = term.trim() !== '';
  return (
    <>
      {loaded && menuIsEmpty ? <p className="empty-state">{t('emptyMenu')}</p> : null}
      {loaded && searching && categories.length === 0 ? (
        <p className="empty-state">{t('noResults', { searchTerm: term.trim() })}</p>
      ) : null}
      {categories.length > 0 ? (
        <>
          {!searching ? (
            <CategoryChips categories={categories} offset={LIMITS.categoryScrollOffsetHomePx} />
          ) : null}
          <MenuList categories={categories} onItem={onItem} />
        </>
      ) : null}
    </>
  );
}
