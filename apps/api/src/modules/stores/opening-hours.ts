import type { StoreOpeningHours } from '../../db/json-shapes.ts';
import { dubaiClock } from '../../platform/dubai-clock.ts';

/** Opening hours: weekday (0 = Sunday) → list of ['HH:mm', 'HH:mm'] windows in Asia/Dubai (stores.opening_hours). */
export type OpeningHours = StoreOpeningHours;

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Whether a store with these opening hours is open at `date` (000 §3 Store: `isOpened`, issue 2:
 * "opening hours in Asia/Dubai from which isOpened is derived"). A window's close is exclusive;
 * '24:00' is the end of the day; a close earlier than the open runs past midnight into the next
 * day (so 10:00–03:00 on Friday covers Saturday 01:00).
 */
export function isOpenAt(openingHours: OpeningHours, date: Date): boolean {
  const { weekday: day, minuteOfDay: now } = dubaiClock(date);
  for (const [open, close] of openingHours[String(day)] ?? []) {
    const o = minutes(open);
    const c = minutes(close);
    if (c > o ? now >= o && now < c : now >= o) return true;
  }
  // Windows of the previous day that run past midnight.
  for (const [open, close] of openingHours[String((day + 6) % 7)] ?? []) {
    const o = minutes(open);
    const c = minutes(close);
    if (c <= o && now < c) return true;
  }
  return false;
}

/**
 * The store's next opening after `now` (issue 17 "sold out until the store's next opening",
 * decision 0030): the earliest start of an opening-hours window (Asia/Dubai, whole minutes) that is
 * strictly later than `now`, looking 8 days ahead; null when the hours have no window at all.
 * While the store is open this is the start of its next window (e.g. tomorrow's), not the current
 * one's.
 */
export function nextOpeningAfter(openingHours: OpeningHours, now: Date): Date | null {
  const { weekday, dayStart } = dubaiClock(now);
  const nowSeconds = now.getTime() / 1000;
  for (let k = 0; k <= 8; k++) {
    const starts = (openingHours[String((weekday + k) % 7)] ?? [])
      .map(([open]) => dayStart + k * 86_400 + minutes(open) * 60)
      .filter((at) => at > nowSeconds)
      .sort((a, b) => a - b);
    if (starts[0] !== undefined) return new Date(starts[0] * 1000);
  }
  return null;
}
