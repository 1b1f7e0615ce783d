import type { CategoryEntry } from '@sufra/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Modal } from '../../../shared/ui/modal.tsx';

/** The DOM id of a category section. */
export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/** 000 §2.11: the navigation shows icons, not chips, when any category has an image. */
export const hasCategoryIcons = (categories: readonly CategoryEntry[]): boolean =>
  categories.some((c) => Boolean(c.categoryId.imageUrl));

/** A category's icon: its image, else its initial on a tinted disc (icon mode, 000 §2.11). */
function CategoryIcon({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  return imageUrl ? (
    <img className="category-icon" src={imageUrl} alt="" width={56} height={56} loading="lazy" />
  ) : (
    <span className="category-icon category-icon-empty" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * Sticky category navigation (000 §2.11): a 'Categories' heading with 'See all', then chips — or
 * icons (image and name) when any category has an image. The category in view (`active`, from
 * MenuBody) is highlighted and the row scrolls to centre it; tapping one calls `onSelect`.
 * 'See all' opens a sheet with every category (decision 0037: the spec names the button, not what
 * it opens); choosing one there closes the sheet and scrolls to it.
 */
export function CategoryChips({
  categories,
  active,
  onSelect,
}: {
  categories: CategoryEntry[];
  active: string | null;
  onSelect(categoryId: string): void;
}) {
  const { t } = useTranslation('menu');
  const { pick } = useLanguage();
  const rowRef = useRef<HTMLDivElement>(null);
  const [allOpen, setAllOpen] = useState(false);
  const icons = hasCategoryIcons(categories);

  useEffect(() => {
    if (!active) return;
    const row = rowRef.current;
    const chip = [...(row?.querySelectorAll<HTMLElement>('[data-category]') ?? [])].find(
      (el) => el.dataset.category === active,
    );
    if (!row || !chip || typeof row.scrollBy !== 'function') return;
    // Only the chip row scrolls (horizontally, centring the chip; works in RTL too): a
    // scrollIntoView here would fight the page scroll that changed the active category.
    const r = row.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    row.scrollBy({ left: c.left + c.width / 2 - (r.left + r.width / 2), behavior: 'smooth' });
  }, [active]);

  return (
    <nav className={icons ? 'category-chips category-icons' : 'category-chips'} aria-label={t('categories')}>
      <div className="category-nav-head">
        <h2 className="category-nav-title">{t('categories')}</h2>
        <button type="button" className="btn btn-ghost" onClick={() => setAllOpen(true)}>
          {t('seeAll')}
        </button>
      </div>
      <div className="category-chips-row" ref={rowRef}>
        {categories.map((c) => {
          const name = pick(c.categoryId.translations).name;
          return (
            <button
              key={c.categoryId._id}
              type="button"
              className={icons ? 'category-icon-button' : 'chip'}
              data-category={c.categoryId._id}
              aria-current={active === c.categoryId._id ? 'true' : undefined}
              onClick={() => onSelect(c.categoryId._id)}
            >
              {icons ? <CategoryIcon imageUrl={c.categoryId.imageUrl} name={name} /> : null}
              <span>{name}</span>
            </button>
          );
        })}
      </div>
      <Modal open={allOpen} onOpenChange={setAllOpen} title={t('categories')} variant="sheet">
        <ul className="category-all-list">
          {categories.map((c) => {
            const name = pick(c.categoryId.translations).name;
            return (
              <li key={c.categoryId._id}>
                <button
                  type="button"
                  className="category-all-button"
                  aria-current={active === c.categoryId._id ? 'true' : undefined}
                  onClick={() => {
                    setAllOpen(false);
                    onSelect(c.categoryId._id);
                  }}
                >
                  <CategoryIcon imageUrl={c.categoryId.imageUrl} name={name} />
                  <span>{name}</span>
                  <span className="muted category-all-count">
                    {t('itemCount', { count: c.items.length })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </nav>
  );
}
