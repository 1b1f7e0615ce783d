import type { CategoryEntry } from '@sufra/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The DOM id of a category section. */
export const categorySectionId = (categoryId: string) => `category-${categoryId}`;

/**
 * Sticky category chips (000 §2.11): the category in view is highlighted (IntersectionObserver,
 * threshold 0.2, root margin -140px top and -60% bottom) and the chip row scrolls to it; tapping a
 * chip scrolls to the category with an offset (120 px, or 200 px on the homes).
 */
export function CategoryChips({ categories, offset }: { categories: CategoryEntry[]; offset: number }) {
  const { t } = useTranslation('menu');
  const { pick } = useLanguage();
  const [active, setActive] = useState<string | null>(categories[0]?.categoryId._id ?? null);
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setActive(visible.target.id.replace('category-', ''));
      },
      { threshold: 0.2, rootMargin: '-140px 0px -60% 0px' },
    );
    for (const c of categories) {
      const el = document.getElementById(categorySectionId(c.categoryId._id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    if (!active) return;
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>(`[data-category="${active}"]`);
    if (!row || !chip || typeof row.scrollBy !== 'function') return;
    // Only the chip row scrolls (horizontally, centring the chip; works in RTL too): a
    // scrollIntoView here would fight the page scroll that changed the active category.
    const r = row.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    row.scrollBy({ left: c.left + c.width / 2 - (r.left + r.width / 2), behavior: 'smooth' });
  }, [active]);

  const go = (id: string) => {
    const el = document.getElementById(categorySectionId(id));
    if (!el) return;
    setActive(id);
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - offset, behavior: 'smooth' });
  };

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
            onClick={() => go(c.categoryId._id)}
          >
            {pick(c.categoryId.translations).name}
          </button>
        ))}
      </div>
    </nav>
  );
}
