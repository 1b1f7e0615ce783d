/**
 * The guest's table for the session (002 §2.3; issue 18, decision 0032): the store, the table's
 * number and token, and the split the guest chose (SplitChoice, made by the Split Bill modal), kept
 * in sessionStorage per brand (`sufra:{brandId}:table`) so a reload or a return from a payment page
 * keeps them, and cleared with the cart after a successful order (002 §4.3).
 */
import type { PaymentTiming } from '@sufra/contract';
import { createStore, type StoreApi, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SplitChoice } from '../split/split-choice.ts';

/** The table the guest sits at (the table link's query, decision 0032). */
export interface TableAt {
  storeId: string;
  tableNumber: number;
  token: string;
}

interface DineInSessionState {
  table: TableAt | null;
  /** The guest's split (002 §2.7, §3 Split), or null: the checkout's `SplitChoice | null`. */
  split: SplitChoice | null;
  /** The timing chosen on 'Your Order' (002 §2.6), or null until chosen. */
  timing: PaymentTiming | null;
  setTable(table: TableAt | null): void;
  setSplit(split: SplitChoice | null): void;
  setTiming(timing: PaymentTiming | null): void;
  /** After a successful order (002 §4.3): the split and the timing go; the table stays unless `forgetTable`. */
  reset(forgetTable?: boolean): void;
}

let current: { brandId: string; api: StoreApi<DineInSessionState> } | null = null;

/** The brand's dine-in session state (created on first use, restored from sessionStorage). */
export function dineInSession(brandId: string): StoreApi<DineInSessionState> {
  if (current?.brandId === brandId) return current.api;
  const api = createStore<DineInSessionState>()(
    persist(
      (set) => ({
        table: null,
        split: null,
        timing: null,
        setTable: (table) =>
          set((s) => (sameTable(s.table, table) ? { table } : { table, split: null, timing: null })),
        setSplit: (split) => set({ split }),
        setTiming: (timing) => set({ timing }),
        reset: (forgetTable = false) =>
          set((s) => ({ split: null, timing: null, table: forgetTable ? null : s.table })),
      }),
      {
        name: `sufra:${brandId}:table`,
        storage: createJSONStorage(() => sessionStorage),
        partialize: ({ table, split, timing }) => ({ table, split, timing }),
      },
    ),
  );
  current = { brandId, api };
  return api;
}

function sameTable(a: TableAt | null, b: TableAt | null): boolean {
  return a?.storeId === b?.storeId && a?.tableNumber === b?.tableNumber && a?.token === b?.token;
}

/** The brand's dine-in session (hook with selector). */
export function useDineInSession<T>(brandId: string, selector: (s: DineInSessionState) => T): T {
  return useStore(dineInSession(brandId), selector);
}
