import type { CategoryEntry, MenuItem, ServiceType } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../../../shared/basket/basket-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Price } from '../../../shared/ui/price.tsx';
import { useRecommendItems } from '../api/get-recommend-items.ts';
import { ItemThumb } from './menu-row.tsx';

/**
 * Recommended Items (000 §2.11, §5 CART-08): a carousel based on the last cart line, shown only
 * when the cart is non-empty. menus/get-recommend-items is asked only when brandId, storeId,
 * menuId, serviceType, itemId and categoryId all exist (the last line gives the item and its
 * category). The answer's ids are shown with this menu's items (`categories`, unfiltered), in the
 * answer's order; an id not on the menu, or out of stock, is skipped. Tapping a card opens the
 * item like a menu row (`onItem`).
 */
export function RecommendedItems({
  categories,
  storeId,
  menuId,
  serviceType,
  onItem,
}: {
  categories: readonly CategoryEntry[];
  storeId: string | null | undefined;
  menuId: string | null | undefined;
  serviceType: ServiceType | null | undefined;
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const { pick } = useLanguage();
  const last = useBasket((s) => s.lines.at(-1));
  const ids = useRecommendItems({
    itemId: last?.itemId,
    categoryId: last?.categoryId,
    storeId,
    menuId,
    serviceType,
  });
  const byId = useMemo(() => {
    const map = new Map<string, { item: MenuItem; category: CategoryEntry['categoryId'] }>();
    for (const c of categories)
      for (const item of c.items) map.set(item._id, { item, category: c.categoryId });
    return map;
  }, [categories]);
  const shown = ids.flatMap((id) => {
    const found = byId.get(id);
    return found && !found.item.isOutOfStock ? [found] : [];
  });
  if (!last || shown.length === 0) return null;
  return (
    <section className="recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title" className="recommended-title">
        {t('recommendedItems')}
      </h2>
      <ul className="recommended-row">
        {shown.map(({ item, category }) => {
          const title = pick(item.translations).title;
          return (
            <li key={item._id}>
              <button type="button" className="recommended-card" onClick={() => onItem(item, category._id)}>
                <ItemThumb item={item} category={category} />
                <span className="recommended-card-title">{title}</span>
                {item.price > 0 ? (
                  <Price fils={aedToFils(item.price)} />
                ) : (
                  <span className="muted">{t('priceOnSelection')}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
