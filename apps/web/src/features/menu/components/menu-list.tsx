import type { CategoryEntry, MenuItem } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { ItemIllustration, illustrationForItem } from '../../../shared/ui/item-illustration.tsx';
import { Price } from '../../../shared/ui/price.tsx';
import { categorySectionId } from './category-chips.tsx';

/**
 * An item's image, or an illustration of what it is on a tint of the brand colour (DESIGN:
 * Images), in a fixed 1:1 box (no layout shift). Decorative: the row carries the item's name.
 */
function ItemThumb({ item, category }: { item: MenuItem; category: CategoryEntry['categoryId'] }) {
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

/**
 * The menu list (000 §2.11): categories with their items; each row shows the image, title,
 * description (two lines) and price, 'Out of stock' when out of stock and 'Price On Selection'
 * when the price is 0 or less. Rows are buttons.
 */
export function MenuList({
  categories,
  onItem,
}: {
  categories: CategoryEntry[];
  onItem(item: MenuItem, categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const { pick } = useLanguage();
  return (
    <div className="menu-list">
      {categories.map((c) => (
        <section
          key={c.categoryId._id}
          id={categorySectionId(c.categoryId._id)}
          className="menu-category"
          aria-labelledby={`h-${c.categoryId._id}`}
        >
          <h2 id={`h-${c.categoryId._id}`} className="menu-category-title">
            {pick(c.categoryId.translations).name}
          </h2>
          <ul className="menu-items">
            {c.items.map((item) => {
              const texts = pick(item.translations);
              return (
                <li key={item._id}>
                  <button type="button" className="menu-row" onClick={() => onItem(item, c.categoryId._id)}>
                    <span className="menu-row-text">
                      <span className="menu-row-title">{texts.title}</span>
                      {texts.description ? (
                        <span className="menu-row-description">{texts.description}</span>
                      ) : null}
                      <span className="menu-row-meta">
                        {item.price > 0 ? (
                          <Price fils={aedToFils(item.price)} />
                        ) : (
                          <span className="muted">{t('priceOnSelection')}</span>
                        )}
                        {item.isOutOfStock ? (
                          <span className="label-pill label-danger">{t('outOfStock')}</span>
                        ) : null}
                      </span>
                    </span>
                    <ItemThumb item={item} category={c.categoryId} />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
