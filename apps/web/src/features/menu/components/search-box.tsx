import { TIMERS } from '@sufra/contract';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The menu search input (000 §2.5: placeholder 'Search...', 300 ms debounce, a clear button). */
export function SearchBox({
  onSearch,
  label,
  placeholder,
}: {
  onSearch(term: string): void;
  label?: string;
  /** The placeholder when not 'Search...' (000 §2.20: the preview's 'Search for menu items'). */
  placeholder?: string;
}) {
  const { t } = useTranslation('menu');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value), TIMERS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="search-box">
      <Search size={18} aria-hidden="true" className="search-icon" />
      <input
        type="search"
        className="input search-input"
        placeholder={placeholder ?? t('searchPlaceholder')}
        aria-label={label ?? t('searchMenu')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="icon-button search-clear"
          onClick={() => setValue('')}
          aria-label={t('clearSearch')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
