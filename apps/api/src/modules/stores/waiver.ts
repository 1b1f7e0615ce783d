import type { Store } from '@sufra/contract';
import { filsToAed, type WaiverRule } from '@sufra/pricing';
import { dubaiClock } from '../../platform/dubai-clock.ts';

/**
 * A store's delivery-fee waiver as stored in stores.delivery_charges_waiver (issue 7), amounts in
 * fils, times in unix seconds. `dailyWindow` (Sufra, decision 0015) is a happy hour that comes back
 * every day, 'HH:mm' in Asia/Dubai; when set, it replaces onDateRange's times with the day's window.
 */
export interface StoredWaiver {
  onOrderAmount: { isEnabled: boolean; amountFils: number };
  onDateRange: { isEnabled: boolean; startDateTime: number; endDateTime: number };
  dailyWindow?: { from: string; to: string } | null;
}

const DISABLED: StoredWaiver = {
  onOrderAmount: { isEnabled: false, amountFils: 0 },
  onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
};

/** `HH:mm` of the Dubai day of `now` as unix seconds ('24:00' is the end of that day). */
function dubaiTime(now: Date, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return dubaiClock(now).dayStart + ((h ?? 0) * 60 + (m ?? 0)) * 60;
}

/**
 * The waiver in force at `now` (WAIVER-01, 000 §4.10), in fils and seconds: the stored one, with a
 * daily window turned into that Dubai day's range (before it opens the range lies ahead, so no
 * banner; after it closes the range is behind, so the expiry notice of 000 §2.19 shows for 15
 * minutes). A missing or malformed value is the disabled waiver.
 */
export function waiverAt(stored: unknown, now: Date): WaiverRule {
  const value = (stored && typeof stored === 'object' ? stored : DISABLED) as StoredWaiver;
  const amount = value.onOrderAmount ?? DISABLED.onOrderAmount;
  const range = value.onDateRange ?? DISABLED.onDateRange;
  const daily = value.dailyWindow;
  return {
    onOrderAmount: { isEnabled: amount.isEnabled === true, amountFils: Number(amount.amountFils) || 0 },
    onDateRange: daily
      ? {
          isEnabled: range.isEnabled === true,
          startDateTime: dubaiTime(now, daily.from),
          endDateTime: dubaiTime(now, daily.to),
        }
      : {
          isEnabled: range.isEnabled === true,
          startDateTime: Number(range.startDateTime) || 0,
          endDateTime: Number(range.endDateTime) || 0,
        },
  };
}

/** The deliveryChargesWaiverInfo of 001 §3.5 at `now`: the amount in AED, the range in unix seconds. */
export function toWaiverInfo(stored: unknown, now: Date): Store['deliveryChargesWaiverInfo'] {
  const rule = waiverAt(stored, now);
  return {
    onOrderAmount: {
      isEnabled: rule.onOrderAmount.isEnabled,
      amount: filsToAed(rule.onOrderAmount.amountFils),
    },
    onDateRange: rule.onDateRange,
  };
}
