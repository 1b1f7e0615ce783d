import type { CategoryEntry, MenuItem } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ItemIllustration, illustrationForItem } from '../../../shared/ui/item-illustration.tsx';
import { Price } from '../../../shared/ui/price.tsx';

/**
 * An item's image, or an illustration of what it is on a tint of the brand colour (DESIGN:
 * Images), in a fixed 1:1 box (no layout shift). Decorative: the row carries the item's name.
 * Also the recommended-items cards' picture (issue 19).
 */
export function ItemThumb({ item, category }: { item: MenuItem; category: CategoryEntry['categoryId'] }) {
  const url = item.itemImageURLs[0];
  return (
    <span className="item-thumb" aria-hidden="true">
      {url ? (
        <img
          src={url}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
          style={{ aspectRatio: '1 / 1' }}
        />
      ) : (
        <ItemIllustration kind={illustrationForItem(item, category)} />
      )}
    </span>
  );
}

/** One menu row (000 §2.11): image, title, two-line description, price and labels; a button. */
export function MenuRowButton({
  item,
  category,
  onItem,
}: {
  item: MenuItem;
  category: CategoryEntry['categoryId'];
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const { pick } = useLanguage();
  const texts = pick(item.translations);
  return (
    <button type="button" className="menu-row" onClick={() => onItem(item, category._id)}>
      <span className="menu-row-text">
        <span className="menu-row-title">{texts.title}</span>
        {texts.description ? <span className="menu-row-description">{texts.description}</span> : null}
        <span className="menu-row-meta">
          {item.price > 0 ? (
            <Price fils={aedToFils(item.price)} />
          ) : (
            <span className="muted">{t('priceOnSelection')}</span>
          )}
          {item.isOutOfStock ? <span className="label-pill label-danger">{t('outOfStock')}</span> : null}
        </span>
      </span>
      <ItemThumb item={item} category={category} />
    </button>
  );
}

export function CategoryTitle({ category }: { category: CategoryEntry['categoryId'] }) {
  const { pick } = useLanguage();
  return (
    <h2 id={`h-${category._id}`} className="menu-category-title">
      {pick(category.translations).name}
    </h2>
  );
}

/** An element's top in document coordinates, px. */
export const documentTop = (el: Element) => el.getBoundingClientRect().top + window.scrollY;

/**
 * What the chips need of the list (000 §2.11): the document top (px) of each category's
 * section, in menu order, and scrolling to a category with an offset (px) from the viewport top.
 */
export interface MenuListHandle {
  sectionTops(): Array<{ id: string; top: number }>;
  scrollToCategory(categoryId: string, offset: number): void;
}

export interface MenuListProps {
  categories: CategoryEntry[];
  onItem(item: MenuItem, categoryId: string): void;
}
