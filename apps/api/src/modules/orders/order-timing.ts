import type { PlaceOrderBody, ServiceType, TimingType } from '@sufra/contract';
import { checkPreOrderSlot, minutesOf } from '@sufra/pricing';
import { AppError } from '../../platform/errors.ts';
import type { requireStore } from '../stores/service.ts';
import { isStoreOpen, preOrderSettingsOf, storeSlots } from '../stores/service.ts';

type StoreRow = Awaited<ReturnType<typeof requireStore>>;

/** The timing an order is placed with: ASAP, or PREORDER with its slot (day 'YYYY-MM-DD', time 'HH:mm - HH:mm', Asia/Dubai). */
export interface PlacedTiming {
  timingType: TimingType;
  preOrderSlot: { day: string; time: string } | null;
}

/** The slot's day and time as sent: preOrderDay, else the slot object's day (or date); the slot text or its time. */
function sentSlot(body: PlaceOrderBody): { day: string; time: string } {
  const slot = body.preOrderSlot;
  const fromObject = slot && typeof slot === 'object' ? slot : null;
  return {
    day: body.preOrderDay || fromObject?.day || fromObject?.date || '',
    time: typeof slot === 'string' ? slot : (fromObject?.time ?? ''),
  };
}

/**
 * The order's timing, checked on the server (000 §4.4, §5 Timing; 001 §4.9, §5.1; decision 0017):
 * - ASAP (TIMING-02, TIMING-11): only while the store is open at ctx.now (Asia/Dubai opening
 *   hours) — else 409 MESSAGES.storeClosedRightNow, as before;
 * - PREORDER (timingType PREORDER or isPreOrder true; TIMING-11: placed directly, the store may be
 *   closed now): 400 MESSAGES.preOrderNotEnabled unless the store has pre-order on for the service;
 *   400 MESSAGES.chooseTimeForPreOrder without a readable day and time (TIMING-15); 400
 *   MESSAGES.preOrderSlotPassed for a slot starting before now + the lead time; 400
 *   MESSAGES.preOrderSlotUnavailable for a slot the store does not offer (closed then, beyond the
 *   days offered, off the slot grid). The slot kept is the offered slot's text.
 */
export function checkOrderTiming(
  store: StoreRow,
  service: ServiceType,
  body: PlaceOrderBody,
  now: Date,
): PlacedTiming {
  const preOrder = body.timingType === 'PREORDER' || body.isPreOrder === true;
  if (!preOrder) {
    if (!isStoreOpen(store, now)) throw new AppError('storeClosedRightNow', 409);
    return { timingType: 'ASAP', preOrderSlot: null };
  }
  const enabled =
    (service === 'DELIVERY' && store.isPreOrderEnabledForDelivery) ||
    (service === 'PICKUP' && store.isPreOrderEnabledForPickup);
  if (!enabled) throw new AppError('preOrderNotEnabled', 400);
  const slot = sentSlot(body);
  const problem = checkPreOrderSlot(
    store.openingHours,
    preOrderSettingsOf(store, service),
    Math.floor(now.getTime() / 1000),
    slot,
  );
  if (problem === 'missing') throw new AppError('chooseTimeForPreOrder', 400);
  if (problem === 'past') throw new AppError('preOrderSlotPassed', 400);
  if (problem) throw new AppError('preOrderSlotUnavailable', 400);
  const start = minutesOf(slot.time.split('-')[0] ?? '');
  const offered = storeSlots(store, service, now)
    .find((d) => d.day === slot.day.trim())
    ?.slots.find((s) => minutesOf(s.split('-')[0] ?? '') === start);
  return {
    timingType: 'PREORDER',
    preOrderSlot: { day: slot.day.trim(), time: offered ?? slot.time.trim() },
  };
}
