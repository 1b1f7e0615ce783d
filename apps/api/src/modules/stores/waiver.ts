import type { Store } from '@sufra/contract';
import { filsToAed, type WaiverRule } from '@sufra/pricing';
import type { StoredWaiver } from '../../db/json-shapes.ts';
import { dubaiClock } from '../../platform/dubai-clock.ts';

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
 * minutes). A missing value (or part of one, in a row written before) is the disabled waiver.
 * `stored` is stores.delivery_charges_waiver (StoredWaiver: fils and unix seconds).
 */
export function waiverAt(stored: StoredWaiver | null | undefined, now: Date): WaiverRule {
  const value = stored ?? DISABLED;
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
export function toWaiverInfo(
  stored: StoredWaiver | null | undefined,
  now: Date,
): Store['deliveryChargesWaiverInfo'] {
  const rule = waiverAt(stored, now);
  return {
    onOrderAmount: {
      isEnabled: rule.onOrderAmount.isEnabled,
      amount: filsToAed(rule.onOrderAmount.amountFils),
    },
    onDateRange: rule.onDateRange,
  };
}
