import type { ServiceType, Store } from '@sufra/contract';
import {
  defaultTiming,
  isLaterAvailable,
  isStoreOpenAt,
  type PreOrderDay,
  preOrderSlots,
  storeBadges,
} from '@sufra/pricing';
import type { OrderTiming } from '../order-settings/order-settings-state.ts';

/** The store fields the timing rules read (000 §3 Store). */
export type TimingStore = Pick<
  Store,
  | 'isOpened'
  | 'openingHours'
  | 'isPreOrderEnabledForDelivery'
  | 'isPreOrderEnabledForPickup'
  | 'availablePreOrderSlotsForDelivery'
  | 'availablePreOrderSlotsForPickup'
  | 'preOrderSettingsForDelivery'
  | 'preOrderSettingsForPickup'
>;

/** What a store offers for one service at one moment (000 §2.10, §4.4). */
export interface TimingInfo {
  /** Open now: ASAP is allowed (TIMING-02). */
  isOpen: boolean;
  /** Pre-order is switched on for the service. */
  preOrderEnabled: boolean;
  /** The slots still offered, by Dubai day (days without one left out). */
  slots: PreOrderDay[];
  /** 'Later (Future orders)' is offered (TIMING-04). */
  laterAvailable: boolean;
}

/** The server's days and slots that `fresh` still holds (same day, same 'HH:mm - HH:mm'); empty days dropped. */
function stillOffered(offered: readonly PreOrderDay[], fresh: readonly PreOrderDay[]): PreOrderDay[] {
  const now = new Map(fresh.map((d) => [d.day, new Set(d.slots)]));
  return offered
    .map((d) => ({ day: d.day, slots: d.slots.filter((s) => now.get(d.day)?.has(s)) }))
    .filter((d) => d.slots.length > 0);
}

/**
 * What `store` offers for `service` at `now` (unix seconds), read as the server reads it at
 * place-order (decision 0021): open when the store's answer said so (`isOpened`, computed when
 * it was fetched) and its Asia/Dubai hours still hold `now` (a page left open past closing time
 * stops offering ASAP); the slots are the store's `availablePreOrderSlotsFor…` that the same
 * hours and settings still offer at `now` (packages/pricing preOrderSlots: a slot whose start is
 * nearer than the lead time leaves the list). Dine-in has no pre-orders.
 */
export function timingInfo(store: TimingStore, service: ServiceType, now: number): TimingInfo {
  const delivery = service === 'DELIVERY';
  const preOrderEnabled =
    service !== 'DINE_IN' &&
    (delivery ? store.isPreOrderEnabledForDelivery : store.isPreOrderEnabledForPickup) === true;
  const hours = store.openingHours ?? {};
  const slots = preOrderEnabled
    ? stillOffered(
        (delivery ? store.availablePreOrderSlotsForDelivery : store.availablePreOrderSlotsForPickup) ?? [],
        preOrderSlots(
          hours,
          delivery ? store.preOrderSettingsForDelivery : store.preOrderSettingsForPickup,
          now,
        ),
      )
    : [];
  return {
    isOpen: store.isOpened && isStoreOpenAt(hours, now),
    preOrderEnabled,
    slots,
    laterAvailable: isLaterAvailable(preOrderEnabled, slots),
  };
}

/**
 * The timing an order can go with (000 §4.4, TIMING-01, -07, -08): `current` while it still
 * holds — ASAP while the store is open, a pre-order while its slot is offered (its slotIndex
 * brought up to date) — else the default (packages/pricing defaultTiming: ASAP when open, else the
 * first slot, else null: the store is closed). A pre-order without a day or time is kept as it
 * is: checkout tells 'Please choose a time for pre order' (TIMING-15).
 */
export function effectiveTiming(current: OrderTiming | null, info: TimingInfo): OrderTiming | null {
  if (current?.type === 'ASAP' && info.isOpen) return current;
  if (current?.type === 'PREORDER') {
    const slot = current.preOrderSlot;
    if (!slot?.day || !slot.time) return current;
    const index = info.slots.find((d) => d.day === slot.day)?.slots.indexOf(slot.time) ?? -1;
    if (index >= 0)
      return index === slot.slotIndex
        ? current
        : { type: 'PREORDER', preOrderSlot: { ...slot, slotIndex: index } };
  }
  return defaultTiming(info);
}

/**
 * Whether `store` takes an order for `service` at `now`: it yields a timing — open, or offering a
 * pre-order slot (TIMING-08; 000 §5 'Adding to the basket: allowed only when the store is open for
 * the service type'). Items can be added to the basket of a closed store that takes pre-orders.
 */
export function storeTakesOrders(store: TimingStore, service: ServiceType, now: number): boolean {
  const info = timingInfo(store, service, now);
  return info.isOpen || info.laterAvailable;
}

/** Whether two timings are the same choice (type, day, time and slot index). */
export function sameTiming(a: OrderTiming | null, b: OrderTiming | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.type !== b.type) return false;
  const [x, y] = [a.preOrderSlot, b.preOrderSlot];
  return x?.day === y?.day && x?.time === y?.time && x?.slotIndex === y?.slotIndex;
}

/**
 * A store row's badges for a service at `now` (TIMING-10, 000 §4.5, 001 §2.7): 'Quick Orders'
 * when open; 'Pre Orders' when a pre-order can be placed — switched on and with a slot left
 * (decision 0021: a store whose pre-orders are on but whose days are all closed would only bounce
 * the customer back with 'closed'); neither → 'Store is closed', not selectable.
 */
export function storeRowBadges(store: TimingStore, service: ServiceType, now: number) {
  const info = timingInfo(store, service, now);
  return storeBadges(info.isOpen, info.laterAvailable);
}
