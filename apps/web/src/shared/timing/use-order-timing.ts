import type { ServiceType } from '@sufra/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getOrderSettings,
  type OrderTiming,
  useOrderSettings,
} from '../order-settings/order-settings-state.ts';
import { nowSeconds, useNowSeconds } from '../promotions/use-now.ts';
import { notify } from '../ui/notifications.tsx';
import {
  effectiveTiming,
  sameTiming,
  type TimingInfo,
  type TimingStore,
  timingInfo,
} from './order-timing.ts';

/** The order timing of a screen that shows a store (see useOrderTiming). */
export interface OrderTimingView {
  /** The service the timing is for (the chosen one; pickup until one is chosen). */
  service: ServiceType;
  /** What the store offers now; null until the store is known. */
  info: TimingInfo | null;
  /** The timing the order goes with: null when the store is closed and takes no pre-order (TIMING-08). */
  timing: OrderTiming | null;
  /** The moment all this was read at (unix seconds, re-read every minute). */
  now: number;
  /** What the store offers at this very moment (a confirm checks against it, not the minute's reading). */
  readNow: () => TimingInfo | null;
}

/**
 * The notice for a timing that could not be kept (000 §4.4): a pre-order whose slot is no longer
 * offered — 'This pre-order time has passed. Please choose a later time' — or ASAP at a store that
 * has closed — 'Store is closed' (the pre-order banner then tells the new time). Null when nothing
 * the customer chose was changed (no timing yet, or only the slot's index moved).
 */
function changeNotice(before: OrderTiming | null, after: OrderTiming | null): 'slotPassed' | 'closed' | null {
  if (!before) return null;
  if (before.type === 'PREORDER') {
    const same =
      after?.preOrderSlot?.day === before.preOrderSlot?.day &&
      after?.preOrderSlot?.time === before.preOrderSlot?.time;
    return same && after?.type === 'PREORDER' ? null : 'slotPassed';
  }
  return after?.type === 'ASAP' ? null : 'closed';
}

/**
 * The order timing of a screen that shows `store` (the store page, the brand home, checkout;
 * 000 §4.4, §4.6; TIMING-01, -07, -08): what the store offers for the chosen service, re-read
 * every minute, and the timing the order goes with (effectiveTiming). When that differs from
 * the timing kept in the order settings — none set yet after a menu load, a slot that has passed
 * while the page was open or since the customer chose it, ASAP at a store that has closed — the
 * settings are brought up to date, with a notice when the customer's own choice changed. Call it
 * once per screen; parts of a screen read the answer.
 */
export function useOrderTiming(store: TimingStore | null | undefined): OrderTimingView {
  const { t } = useTranslation('common');
  const now = useNowSeconds();
  const service = useOrderSettings((s) => s.serviceType) ?? 'PICKUP';
  const kept = useOrderSettings((s) => s.timing);
  const info = useMemo(() => (store ? timingInfo(store, service, now) : null), [store, service, now]);
  const timing = info ? effectiveTiming(kept, info) : kept;
  const changed = info !== null && !sameTiming(kept, timing);
  useEffect(() => {
    if (!changed) return;
    getOrderSettings().setTiming(timing);
    const notice = changeNotice(kept, timing);
    if (notice === 'slotPassed') notify(t('preOrderSlotPassed'));
    else if (notice === 'closed') notify(t('storeClosed'));
  });
  const readNow = () => (store ? timingInfo(store, service, nowSeconds()) : null);
  return { service, info, timing, now, readNow };
}
