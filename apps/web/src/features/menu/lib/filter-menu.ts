import type { CategoryEntry } from '@sufra/contract';

/**
 * Menu search (000 §2.11, §5 Search; IS20): keeps the items whose title in the current language
 * contains the trimmed term, case-insensitively; categories left without items are dropped. An
 * empty term keeps the menu as it is.
 */
export function filterMenu(
  categories: readonly CategoryEntry[],
  term: string,
  language: 'en' | 'ar',
): CategoryEntry[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [...categories];
  return categories
    .map((c) => ({
      ...c,
      items: c.items.filter((i) => i.translations[language].title.toLocaleLowerCase().includes(needle)),
    }))
    .filter((c) => c.items.length > 0);
}
