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
