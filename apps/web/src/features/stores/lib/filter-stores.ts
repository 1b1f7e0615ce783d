import type { Store } from '@sufra/contract';

/**
 * Store search (001 §2.7, §5.2 Search 'Search for a store'): keeps the stores whose name in the
 * current language contains the trimmed term, case-insensitively. An empty term keeps all.
 */
export function filterStores(stores: readonly Store[], term: string, language: 'en' | 'ar'): Store[] {
  const needle = term.trim().toLocaleLowerCase();
  return needle
    ? stores.filter((s) => s.translations[language].name.toLocaleLowerCase().includes(needle))
    : [...stores];
}
