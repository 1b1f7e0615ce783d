import { TIME_ZONE } from '@sufra/contract';

/**
 * Wall-clock time in a named time zone (Asia/Dubai for every Sufra store, 000 §4.4, 001 §9) read
 * with the platform's Intl — no offset written by hand, no date library (this package stays light
 * and runs in the browser too). Times are unix seconds, as everywhere in this package.
 *
 * A local moment is also a "local minute" L = dayNumber × 1440 + minute of the day, where
 * dayNumber counts calendar days from 1970-01-01 in the zone. Opening hours and pre-order slots
 * are compared in L, so a window that runs past midnight is just a larger number. L is exact for
 * zones without daylight-saving changes, which Asia/Dubai has not had since 1920 (decision 0017).
 */

/** The store time zone of every Sufra brand (000 §4.4: opening hours in Asia/Dubai; the contract's TIME_ZONE). */
export const STORE_TIME_ZONE: string = TIME_ZONE;

/** Minutes in a day. */
export const DAY_MINUTES = 1440;

/** A moment as the zone's clock shows it. */
export interface LocalMoment {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since the zone's midnight, 0–1439. */
  minute: number;
  /** Calendar days since 1970-01-01 in the zone. */
  dayNumber: number;
  /** dayNumber × 1440 + minute. */
  localMinute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Calendar days since 1970-01-01 of a 'YYYY-MM-DD' date (no zone: a date is a date); NaN when malformed. */
export function dayNumberOf(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return Number.NaN;
  return ms / 86_400_000;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dateOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a day number (1970-01-01 was a Thursday). */
export const weekdayOf = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;

/** `now` (unix seconds) on the clock of `timeZone`. */
export function localMoment(now: number, timeZone: string = STORE_TIME_ZONE): LocalMoment {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(now * 1000))) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const dayNumber = dayNumberOf(date);
  const minute = Number(parts.hour) * 60 + Number(parts.minute);
  return {
    date,
    weekday: weekdayOf(dayNumber),
    minute,
    dayNumber,
    localMinute: dayNumber * DAY_MINUTES + minute,
  };
}

/** 'HH:mm' → minutes of the day ('24:00' = 1440); NaN when malformed or out of range. */
export function minutesOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return Number.NaN;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return Number.NaN;
  return h * 60 + min;
}

/** Minutes of the day → 'HH:mm' (taken modulo a day, so 1440 reads '00:00'). */
export function hhmmOf(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
