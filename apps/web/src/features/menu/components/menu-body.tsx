import { type CategoryEntry, LIMITS, type MenuItem, type ServiceType } from '@sufra/contract';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useActiveCategory } from '../lib/use-active-category.ts';
import { CategoryChips } from './category-chips.tsx';
import { MenuList, type MenuListHandle } from './menu-list.tsx';

// Recommended Items load only once the cart has a line (000 §2.11: shown only with a non-empty cart).
const RecommendedItems = lazy(() =>
  import('./recommended-items.tsx').then((m) => ({ default: m.RecommendedItems })),
);

/**
 * The menu under the header (000 §2.8, §2.11): the empty-menu text, the empty-search text, the
 * sticky category chips (hidden while searching; scroll offset 200 px on the homes) that follow
 * the scroll, and the list. With `recommend` (issue 19), Recommended Items above the chips while
 * not searching (000 §2.11; the carousel shows itself only with a non-empty cart).
 */
export function MenuBody({
  loaded,
  menuIsEmpty,
  categories,
  term,
  onItem,
  recommend,
}: {
  loaded: boolean;
  menuIsEmpty: boolean;
  categories: CategoryEntry[];
  term: string;
  onItem(item: MenuItem, categoryId: string): void;
  /** The menu's whole categories and what menus/get-recommend-items needs (000 §7.3); none: no carousel. */
  recommend?: {
    categories: readonly CategoryEntry[];
    storeId: string | null | undefined;
    menuId: string | null | undefined;
    serviceType: ServiceType | null | undefined;
  };
}) {
  const { t } = useTranslation('menu');
  const searching = term.trim() !== '';
  const list = useRef<MenuListHandle>(null);
  const { active, select } = useActiveCategory(
    list,
    categories[0]?.categoryId._id ?? null,
    LIMITS.categoryScrollOffsetHomePx,
  );
  return (
    <>
      {loaded && menuIsEmpty ? <p className="empty-state">{t('emptyMenu')}</p> : null}
      {loaded && searching && categories.length === 0 ? (
        <p className="empty-state">{t('noResults', { searchTerm: term.trim() })}</p>
      ) : null}
      {categories.length > 0 ? (
        <>
          {!searching && recommend ? <RecommendedSlot recommend={recommend} onItem={onItem} /> : null}
          {!searching ? <CategoryChips categories={categories} active={active} onSelect={select} /> : null}
          <MenuList ref={list} categories={categories} onItem={onItem} />
        </>
      ) : null}
    </>
  );
}

/** Loads and shows Recommended Items once the cart has a line (000 §2.11, CART-08). */
function RecommendedSlot({
  recommend,
  onItem,
}: {
  recommend: NonNullable<Parameters<typeof MenuBody>[0]['recommend']>;
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const hasLines = useBasket((s) => s.lines.length > 0);
  if (!hasLines) return null;
  return (
    <Suspense fallback={null}>
      <RecommendedItems {...recommend} onItem={onItem} />
    </Suspense>
  );
}
