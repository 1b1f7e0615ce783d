import { TIME_ZONE } from '@sufra/contract';

/**
 * The Asia/Dubai wall clock of an instant, to the minute (issue 16: "time zones by `Intl` once per
 * request", off the hot path's dayjs). `weekday` 0 = Sunday … 6 = Saturday; `minuteOfDay` 0…1439;
 * `dayStart` is the instant (unix seconds) of that Dubai day's 00:00.
 */
export interface DubaiClock {
  weekday: number;
  minuteOfDay: number;
  /** Unix seconds of the Dubai day's 00:00. */
  dayStart: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** One formatter for the process (building an Intl.DateTimeFormat costs far more than using one). */
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The last minute read: every request of one minute shares it (the clock is read per minute). */
let last: { minute: number; clock: DubaiClock } | null = null;

/**
 * The Dubai wall clock of `date` (000 §3 Store opening hours and the waiver's daily window are
 * Asia/Dubai, constants TIME_ZONE). Computed with Intl once per minute of time and kept; the
 * zone's offset is whole minutes (UTC+4, no daylight saving), so the day's start is exact.
 */
export function dubaiClock(date: Date): DubaiClock {
  const minute = Math.floor(date.getTime() / 60_000);
  if (last?.minute === minute) return last.clock;
  let weekday = 0;
  let hour = 0;
  let min = 0;
  for (const part of formatter.formatToParts(date)) {
    if (part.type === 'weekday') weekday = WEEKDAYS[part.value] ?? 0;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') min = Number(part.value);
  }
  const minuteOfDay = hour * 60 + min;
  const clock: DubaiClock = { weekday, minuteOfDay, dayStart: (minute - minuteOfDay) * 60 };
  last = { minute, clock };
  return clock;
}
