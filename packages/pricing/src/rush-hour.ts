/**
 * The rush-hour banner schedule of 000 §4.11 (RUSH-01…-03), fixed, in Asia/Dubai. Pure: `now` is
 * unix seconds. Overlapping windows of a day read as their union (decision 0017): Friday's 12–14
 * and 13.5–15 are one rush from 12:00 to 15:00, Wednesday's 12–20 and 19–22 one from 12:00 to
 * 22:00. A window's start is inside, its end outside.
 */
import { DAY_MINUTES, dayNumberOf, localMoment, STORE_TIME_ZONE } from './local-time.ts';

/** The windows of 000 §4.11 per weekday (0 = Sunday), in decimal hours, as the spec gives them. */
export const RUSH_WINDOWS: Readonly<Record<number, ReadonlyArray<readonly [number, number]>>> = {
  0: [
    [10.5, 15],
    [19, 23],
  ],
  1: [
    [12, 14],
    [19, 22],
  ],
  2: [
    [12, 14],
    [19, 22],
  ],
  3: [
    [12, 20],
    [19, 22],
  ],
  4: [
    [12, 14],
    [19, 22],
  ],
  5: [
    [12, 14],
    [13.5, 15],
    [19, 22],
  ],
  6: [
    [10.5, 15],
    [19, 23],
  ],
};

/** RUSH-02: the banner is always on from 2025-06-05 to 2025-06-08 inclusive (Dubai dates). */
export const RUSH_ALWAYS_ON = { from: '2025-06-05', to: '2025-06-08' } as const;

/** A weekday's windows in minutes of the day, merged (the union, decision 0017). */
export function rushWindows(weekday: number): Array<[number, number]> {
  const sorted = [...(RUSH_WINDOWS[weekday] ?? [])]
    .map(([a, b]) => [Math.round(a * 60), Math.round(b * 60)] as [number, number])
    .sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

const alwaysOn = (dayNumber: number) =>
  dayNumber >= dayNumberOf(RUSH_ALWAYS_ON.from) && dayNumber <= dayNumberOf(RUSH_ALWAYS_ON.to);

/** RUSH-01, RUSH-02 (000 §4.11): whether the rush-hour banner is on at `now` (unix seconds). */
export function isRushHour(now: number, timeZone: string = STORE_TIME_ZONE): boolean {
  const t = localMoment(now, timeZone);
  if (alwaysOn(t.dayNumber)) return true;
  return rushWindows(t.weekday).some(([s, e]) => s <= t.minute && t.minute < e);
}

/**
 * RUSH-03 (000 §4.11): seconds from `now` until the banner state must be evaluated again — the next
 * window start or end of today, else the next midnight. Never 0 (at least 1 s).
 */
export function secondsToNextRushCheck(now: number, timeZone: string = STORE_TIME_ZONE): number {
  const t = localMoment(now, timeZone);
  const boundaries = rushWindows(t.weekday)
    .flat()
    .filter((m) => m > t.minute);
  const next = Math.min(DAY_MINUTES, ...boundaries);
  const secondsIntoMinute = ((now % 60) + 60) % 60;
  return Math.max(1, (next - t.minute) * 60 - secondsIntoMinute);
}
