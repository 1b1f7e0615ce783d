import type { Place } from '@sufra/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { usePlaceSearch } from '../api/search-places.ts';

/**
 * The map's place search (001 §2.3): a search box whose placeholder blinks every second (not
 * under reduced motion), places of the UAE only (geo/search-places), asked 300 ms after the last
 * keystroke; each place a button; choosing one clears the list. 'We didn’t find any results for
 * {term}' when none match.
 */
export function PlaceSearch({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t } = useTranslation('delivery');
  const { pick } = useLanguage();
  const [term, setTerm] = useState('');
  const { places, settledTerm, isFetching } = usePlaceSearch(term);
  const showList = term.trim().length > 0 && settledTerm === term.trim() && !isFetching;
  return (
    <div className="place-search">
      <div className="place-search-box">
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          className="input blink-placeholder"
          placeholder={t('searchPlaces')}
          aria-label={t('searchPlaces')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          autoComplete="off"
        />
      </div>
      {showList && places.length === 0 ? (
        <p className="muted place-search-empty" role="status">
          {t('noPlaces', { term: settledTerm })}
        </p>
      ) : null}
      {showList && places.length > 0 ? (
        <ul className="place-list" aria-label={t('searchResults')}>
          {places.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="place-row"
                onClick={() => {
                  setTerm('');
                  onPlace(p);
                }}
              >
                {pick(p.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
