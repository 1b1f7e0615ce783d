import { createStore, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One piece of browser state kept per brand: created for a brand at app start, then read through `api()`. */
export interface PerBrandState<S> {
  /** Creates (or returns, for the same brand) the brand's state, restored from localStorage. */
  init(brandId: string): StoreApi<S>;
  /** The current brand's state; throws when `init` has not run (a programming error). */
  api(): StoreApi<S>;
}

/**
 * A zustand state persisted per brand in localStorage under `sufra:{brandId}:{key}` (ARCHITECTURE:
 * state in the browser). The keys ('basket', 'user', 'order') are the ones customers' browsers
 * already hold: changing one would empty their baskets or sign them out.
 */
export function perBrandState<S>(key: string, creator: StateCreator<S, [], []>): PerBrandState<S> {
  let current: { brandId: string; api: StoreApi<S> } | null = null;
  return {
    init(brandId) {
      if (current?.brandId === brandId) return current.api;
      const api = createStore<S>()(
        persist(creator, { name: `sufra:${brandId}:${key}`, storage: createJSONStorage(() => localStorage) }),
      );
      current = { brandId, api };
      return api;
    },
    api() {
      if (!current) throw new Error(`initBrandState() must run before the '${key}' state is used`);
      return current.api;
    },
  };
}
