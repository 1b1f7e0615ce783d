/**
 * Order timing (000 §2.10, §4.4, §4.5, §5 Timing; 001 §4.6, §5.1): opening hours, pre-order slots
 * and the timing rules the browser and the server share. Pure: `now` is unix seconds, the zone is
 * Asia/Dubai unless given (decision 0017). No texts: refusals are codes.
 */
import {
  DAY_MINUTES,
  dateOfDayNumber,
  dayNumberOf,
  hhmmOf,
  localMoment,
  minutesOf,
  STORE_TIME_ZONE,
  weekdayOf,
} from './local-time.ts';

/** Opening hours: weekday '0'–'6' (0 = Sunday) → ['HH:mm', 'HH:mm'] windows; a close at or before the open runs past midnight. */
export type WeeklyHours = Readonly<Record<string, ReadonlyArray<readonly [string, string]>>>;

/**
 * A store's pre-order settings for one service (000 §3 Store preOrderSettingsFor…; the spec does
 * not show their fields, decision 0017): `daysAhead` days offered counting today (1–14),
 * `slotMinutes` the length of a slot (5–240), `leadMinutes` how long before a slot starts it can
 * still be chosen (0–2880).
 */
export interface PreOrderSettings {
  daysAhead: number;
  slotMinutes: number;
  leadMinutes: number;
}

/** One day of slots (000 §3 availablePreOrderSlots…): `day` 'YYYY-MM-DD' in Asia/Dubai, slots 'HH:mm - HH:mm'. */
export interface PreOrderDay {
  day: string;
  slots: string[];
}

const clamp = (v: number, lo: number, hi: number, fallback: number) =>
  Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : fallback;

/** The settings within their bounds (a malformed value takes the default: 3 days, 30 min, 30 min). */
export function normalisePreOrderSettings(s: Partial<PreOrderSettings> | null | undefined): PreOrderSettings {
  return {
    daysAhead: clamp(Number(s?.daysAhead), 1, 14, 3),
    slotMinutes: clamp(Number(s?.slotMinutes), 5, 240, 30),
    leadMinutes: clamp(Number(s?.leadMinutes), 0, 2 * DAY_MINUTES, 30),
  };
}

/**
 * The open intervals [start, end) in local minutes (local-time.ts) of the windows of days
 * `fromDay − 1` … `toDay` (the day before, for windows running past midnight), merged where they
 * touch or overlap. A malformed window or an empty one (open = close is read as 24 h, '00:00'–'00:00')
 * is skipped only when malformed.
 */
export function openIntervals(hours: WeeklyHours, fromDay: number, toDay: number): Array<[number, number]> {
  const raw: Array<[number, number]> = [];
  for (let day = fromDay - 1; day <= toDay; day++) {
    for (const [open, close] of hours[String(weekdayOf(day))] ?? []) {
      const o = minutesOf(open);
      let c = minutesOf(close);
      if (Number.isNaN(o) || Number.isNaN(c) || o >= DAY_MINUTES) continue;
      if (c <= o) c += DAY_MINUTES;
      raw.push([day * DAY_MINUTES + o, day * DAY_MINUTES + c]);
    }
  }
  raw.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [s, e] of raw) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/**
 * Whether the store is open at `now` (000 §3 Store isOpened, 000 §4.4; TIMING-02): some window of
 * today, or of yesterday running past midnight, holds the local minute; the close is exclusive.
 */
export function isStoreOpenAt(hours: WeeklyHours, now: number, timeZone: string = STORE_TIME_ZONE): boolean {
  const t = localMoment(now, timeZone);
  return openIntervals(hours, t.dayNumber, t.dayNumber).some(
    ([s, e]) => s <= t.localMinute && t.localMinute < e,
  );
}

/**
 * The pre-order slots offered at `now` (000 §2.10, §3 availablePreOrderSlots…; decision 0017):
 * for today and the next `daysAhead − 1` days, slots of `slotMinutes` laid from each open
 * interval's start, wholly inside it (never in a closed period), starting no earlier than
 * now + `leadMinutes` (never in the past). A slot is listed under the day it starts (a 01:00 slot
 * of Friday's 18:00–03:00 window is Saturday's); days without a slot are left out (closed days).
 */
export function preOrderSlots(
  hours: WeeklyHours,
  settings: Partial<PreOrderSettings> | null | undefined,
  now: number,
  timeZone: string = STORE_TIME_ZONE,
): PreOrderDay[] {
  const { daysAhead, slotMinutes, leadMinutes } = normalisePreOrderSettings(settings);
  const t = localMoment(now, timeZone);
  const lastDay = t.dayNumber + daysAhead - 1;
  const earliest = t.localMinute + leadMinutes;
  const byDay = new Map<number, string[]>();
  for (const [s, e] of openIntervals(hours, t.dayNumber, lastDay)) {
    for (let start = s; start + slotMinutes <= e; start += slotMinutes) {
      const day = Math.floor(start / DAY_MINUTES);
      if (start < earliest || day < t.dayNumber || day > lastDay) continue;
      const list = byDay.get(day) ?? [];
      list.push(`${hhmmOf(start)} - ${hhmmOf(start + slotMinutes)}`);
      byDay.set(day, list);
    }
  }
  return [...byDay.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([day, slots]) => ({ day: dateOfDayNumber(day), slots }));
}

/** Why a chosen pre-order slot is refused (TIMING-15 and decision 0017). */
export type SlotProblem = 'missing' | 'past' | 'unavailable';

/**
 * The server's check of a chosen pre-order slot at place-order (001 §5.1 TIMING-15, 000 §4.4):
 * 'missing' without a day or a time, or when they cannot be read ('YYYY-MM-DD' and 'HH:mm - HH:mm'
 * or 'HH:mm'); 'past' when it starts before now + lead time; 'unavailable' when it is not one of
 * preOrderSlots' slots (closed then, beyond the days offered, or off the slot grid). Null when valid.
 */
export function checkPreOrderSlot(
  hours: WeeklyHours,
  settings: Partial<PreOrderSettings> | null | undefined,
  now: number,
  slot: { day?: string | null | undefined; time?: string | null | undefined },
  timeZone: string = STORE_TIME_ZONE,
): SlotProblem | null {
  const day = (slot.day ?? '').trim();
  const time = (slot.time ?? '').trim();
  const dayNumber = dayNumberOf(day);
  const start = minutesOf(time.split('-')[0] ?? '');
  if (!day || !time || Number.isNaN(dayNumber) || Number.isNaN(start) || start >= DAY_MINUTES)
    return 'missing';
  const { leadMinutes } = normalisePreOrderSettings(settings);
  if (dayNumber * DAY_MINUTES + start < localMoment(now, timeZone).localMinute + leadMinutes) return 'past';
  const offered = preOrderSlots(hours, settings, now, timeZone).find((d) => d.day === day);
  const startText = hhmmOf(start);
  return offered?.slots.some((s) => s.startsWith(`${startText} -`)) ? null : 'unavailable';
}

/** An order timing (000 §3 Order timing, 001 §3.13). */
export type OrderTiming =
  | { type: 'ASAP'; preOrderSlot: null }
  | { type: 'PREORDER'; preOrderSlot: { day: string; time: string; slotIndex: number } };

/**
 * TIMING-01 (000 §4.4): the default timing when none is set — ASAP when the store is open; else,
 * when pre-order is enabled for the service and a slot exists, PREORDER with the first day's first
 * slot (slotIndex 0); else null (the caller logs an error).
 */
export function defaultTiming(input: {
  isOpen: boolean;
  preOrderEnabled: boolean;
  slots: readonly PreOrderDay[];
}): OrderTiming | null {
  if (input.isOpen) return { type: 'ASAP', preOrderSlot: null };
  const first = input.slots.find((d) => d.slots.length > 0);
  if (input.preOrderEnabled && first)
    return { type: 'PREORDER', preOrderSlot: { day: first.day, time: first.slots[0]!, slotIndex: 0 } };
  return null;
}

/** TIMING-04 (000 §2.10): 'Later (Future orders)' is offered only when pre-order is on and slots exist. */
export const isLaterAvailable = (preOrderEnabled: boolean, slots: readonly PreOrderDay[]): boolean =>
  preOrderEnabled && slots.some((d) => d.slots.length > 0);

/**
 * TIMING-05 (000 §5 Timing): the timing sheet confirms PREORDER with a day, a time and a slot
 * index, or ASAP while the store is open; anything else is 'Please select a slot' (false here).
 */
export function canConfirmTiming(
  timing: {
    type: 'ASAP' | 'PREORDER';
    preOrderSlot?: { day?: string; time?: string; slotIndex?: number } | null;
  } | null,
  isOpen: boolean,
): boolean {
  if (!timing) return false;
  if (timing.type === 'ASAP') return isOpen;
  const s = timing.preOrderSlot;
  return Boolean(s?.day && s.time && typeof s.slotIndex === 'number');
}

/**
 * TIMING-10 (000 §4.5, 001 §2.7): a store row's badges — 'Quick Orders' when open, 'Pre Orders'
 * when pre-order is enabled for the service; neither → 'Store is closed' and not selectable.
 */
export function storeBadges(isOpen: boolean, preOrderEnabled: boolean) {
  return {
    quickOrders: isOpen,
    preOrders: preOrderEnabled,
    closed: !isOpen && !preOrderEnabled,
    selectable: isOpen || preOrderEnabled,
  };
}
