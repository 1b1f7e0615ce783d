import type { ServiceType } from '@sufra/contract';
import { useStore } from 'zustand';
import { perBrandState } from '../brand-state/per-brand-state.ts';
import type { DeliveryChoice } from '../delivery/delivery-types.ts';

/** Timing of the order (000 §3 Order timing, 001 §3.13): ASAP, or PREORDER with its slot (day 'YYYY-MM-DD', time 'HH:mm - HH:mm'). */
export interface OrderTiming {
  type: 'ASAP' | 'PREORDER';
  preOrderSlot: { day: string; time: string; slotIndex: number } | null;
}

/** How the customer orders from one brand: service type, selected outlet store and timing (000 §4.2–§4.4). */
interface OrderSettingsState {
  serviceType: ServiceType | null;
  selectedStoreId: string | null;
  timing: OrderTiming | null;
  /**
   * Delivery (001 §3.2, §3.4): the map point, the delivery address and the zone terms of the
   * store that serves them. Kept here, with the store they belong to, rather than in a state of
   * its own: one persisted record per brand (decision 0018).
   */
  delivery: DeliveryChoice;
  setServiceType(serviceType: ServiceType): void;
  setSelectedStoreId(storeId: string | null): void;
  setTiming(timing: OrderTiming | null): void;
  setDelivery(delivery: Partial<DeliveryChoice>): void;
}

const NO_DELIVERY: DeliveryChoice = { point: null, address: null, zone: null };

/** The order settings, persisted per brand under `sufra:{brandId}:order`. */
export const orderSettingsState = perBrandState<OrderSettingsState>('order', (set) => ({
  serviceType: null,
  selectedStoreId: null,
  timing: null,
  delivery: NO_DELIVERY,
  setServiceType: (serviceType) => set({ serviceType, timing: null }),
  setSelectedStoreId: (selectedStoreId) => set({ selectedStoreId }),
  setTiming: (timing) => set({ timing }),
  setDelivery: (delivery) => set((s) => ({ delivery: { ...NO_DELIVERY, ...s.delivery, ...delivery } })),
}));

/** Service type, selected store and timing of the current brand (hook with selector). */
export function useOrderSettings<T>(selector: (s: OrderSettingsState) => T): T {
  return useStore(orderSettingsState.api(), selector);
}

/** The current brand's order settings now, with their actions, for event handlers (not a subscription). */
export function getOrderSettings(): OrderSettingsState {
  return orderSettingsState.api().getState();
}
