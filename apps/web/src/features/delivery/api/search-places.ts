import { ROUTES } from '@sufra/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';

/**
 * 000 §9 'Search debounce 300 ms' (SEARCH_DEBOUNCE_MS): written here rather than imported,
 * so the contract's constants stay inside the entry chunk instead of becoming a chunk of their own.
 */
const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has not changed for `ms` milliseconds. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * geo/search-places (001 §2.3 place search restricted to the UAE): the places whose name contains
 * the typed text, asked 300 ms after the last keystroke (000 §9 search debounce), not for an
 * empty text. `settledTerm` is the text the list answers.
 */
export function usePlaceSearch(term: string) {
  const api = useApi();
  const settledTerm = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['search-places', api.brandId, settledTerm],
    queryFn: ({ signal }) => api.call(ROUTES.searchPlaces, { query: settledTerm }, { signal }),
    enabled: settledTerm.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { places: settledTerm ? (query.data?.places ?? []) : [], settledTerm, isFetching: query.isFetching };
}
