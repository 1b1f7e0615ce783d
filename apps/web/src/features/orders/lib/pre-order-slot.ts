import type { Order } from '@sufra/contract';
import { slotLabel } from '../../../shared/timing/format-slot.ts';
import { formatOrderTime } from './group-orders.ts';

/**
 * A pre-order's slot in one line (slotLabel: 'Today, 5:00 PM - 5:30 PM', or the weekday and
 * date), today read in Asia/Dubai at `now` (unix seconds); null for an ASAP order.
 */
export function preOrderSlotText(
  order: Pick<Order, 'preOrderSlot'>,
  language: 'en' | 'ar',
  todayText: string,
  now: number = Math.floor(Date.now() / 1000),
): string | null {
  if (!order.preOrderSlot) return null;
  return slotLabel(order.preOrderSlot, formatOrderTime(now, 'YYYY-MM-DD', 'en'), language, todayText);
}
