import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/**
 * How many location choosers are open now — the store, area and pickup-store modals of 000 §2.8
 * (in Sufra: the area picker with its store list, shared/delivery/area/area-picker.tsx; the
 * outlet store and pickup-store lists are pages, which carry no basket bar). Not persisted.
 */
const choosers = createStore<{ open: number }>(() => ({ open: 0 }));

/**
 * Counts the calling chooser as open while `open` is true and it is mounted (000 §2.8; IS37,
 * decision 0100).
 */
export function useChooserOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    choosers.setState((s) => ({ open: s.open + 1 }));
    return () => choosers.setState((s) => ({ open: s.open - 1 }));
  }, [open]);
}

/**
 * True while any location chooser is open (000 §2.8: the 'View Basket' bar is hidden then — IS37,
 * decision 0100: 'any', since the three are never all open at once).
 */
export function useAnyChooserOpen(): boolean {
  return useStore(choosers, (s) => s.open > 0);
}
