import type { ServiceType } from '@sufra/contract';
import { useStore } from 'zustand';
import { perBrandState } from '../brand-state/per-brand-state.ts';

/** Timing of the order (000 §3 Order timing); issue 2 supports ASAP. */
interface OrderTiming {
  type: 'ASAP' | 'PREORDER';
  preOrderSlot: { day: string; time: string; slotIndex: number } | null;
}

/** How the customer orders from one brand: service type, selected outlet store and timing (000 §4.2–§4.4). */
interface OrderSettingsState {
  serviceType: ServiceType | null;
  selectedStoreId: string | null;
  timing: OrderTiming | null;
  setServiceType(serviceType: ServiceType): void;
  setSelectedStoreId(storeId: string | null): void;
  setTiming(timing: OrderTiming | null): void;
}

/** The order settings, persisted per brand under `sufra:{brandId}:order`. */
export const orderSettingsState = perBrandState<OrderSettingsState>('order', (set) => ({
  serviceType: null,
  selectedStoreId: null,
  timing: null,
  setServiceType: (serviceType) => set({ serviceType, timing: null }),
  setSelectedStoreId: (selectedStoreId) => set({ selectedStoreId }),
  setTiming: (timing) => set({ timing }),
}));

/** Service type, selected store and timing of the current brand (hook with selector). */
export function useOrderSettings<T>(selector: (s: OrderSettingsState) => T): T {
  return useStore(orderSettingsState.api(), selector);
}

/** The current brand's order settings now, with their actions, for event handlers (not a subscription). */
export function getOrderSettings(): OrderSettingsState {
  return orderSettingsState.api().getState();
}
