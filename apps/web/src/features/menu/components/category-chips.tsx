import type { CategoryEntry } from '@sufra/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The DOM id of a category section. */
export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * Sticky category chips (000 §2.11): the category in view (`active`, from MenuBody) is
 * highlighted and the chip row scrolls to centre it; tapping a chip calls `onSelect`.
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
    <nav className="category-chips" aria-label={t('categories')}>
      <div className="category-chips-row" ref={rowRef}>
        {categories.map((c) => (
          <button
            key={c.categoryId._id}
            type="button"
            className="chip"
            data-category={c.categoryId._id}
            aria-current={active === c.categoryId._id ? 'true' : undefined}
            onClick={() => onSelect(c.categoryId._id)}
          >
            {pick(c.categoryId.translations).name}
          </button>
        ))}
      </div>
    </nav>
  );
}
