import { describe, expect, it } from 'vitest';
import { localMoment } from './local-time.ts';
import {
  canConfirmTiming,
  checkPreOrderSlot,
  defaultTiming,
  isLaterAvailable,
  isStoreOpenAt,
  preOrderSlots,
  storeBadges,
  type WeeklyHours,
} from './timing.ts';

/** Unix seconds of a Dubai wall-clock time (test data: Dubai is UTC+4 all year). */
const at = (local: string) => Date.parse(`${local}:00+04:00`) / 1000;
const every = (windows: Array<[string, string]>): WeeklyHours =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), windows]));

// 2026-11-23 is a Monday (weekday 1).
const LUNCH_DINNER = every([
  ['12:00', '15:00'],
  ['18:00', '23:00'],
]);
const settings = { daysAhead: 3, slotMinutes: 60, leadMinutes: 30 };

describe('local time (Asia/Dubai with Intl)', () => {
  it('reads the Dubai date, weekday and minute across the UTC midnight', () => {
    expect(localMoment(Date.parse('2026-11-23T21:30:00Z') / 1000)).toMatchObject({
      date: '2026-11-24',
      weekday: 2,
      minute: 90,
    });
  });
});

describe('opening hours (000 §4.4, TIMING-02)', () => {
  it('a window holds its open minute and not its close; a window past midnight covers the next morning', () => {
    const late = { '5': [['18:00', '03:00']] } as WeeklyHours; // Friday 18:00 → Saturday 03:00
    expect(isStoreOpenAt(LUNCH_DINNER, at('2026-11-23T12:00'))).toBe(true);
    expect(isStoreOpenAt(LUNCH_DINNER, at('2026-11-23T15:00'))).toBe(false);
    expect(isStoreOpenAt(late, at('2026-11-28T02:59'))).toBe(true); // Saturday
    expect(isStoreOpenAt(late, at('2026-11-28T03:00'))).toBe(false);
    expect(isStoreOpenAt(late, at('2026-11-27T17:59'))).toBe(false);
    expect(isStoreOpenAt({}, at('2026-11-23T12:00'))).toBe(false);
  });
});

describe('pre-order slots (000 §2.10, §3 availablePreOrderSlots; decision 0017)', () => {
  it('lists today (after now + lead) and the next days, each slot inside an open window', () => {
    const days = preOrderSlots(LUNCH_DINNER, settings, at('2026-11-23T13:40'));
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    // 13:40 + 30 min lead = 14:10: the 12:00 and 13:00 lunch slots are gone, 14:00 too.
    expect(days[0]!.slots).toEqual([
      '18:00 - 19:00',
      '19:00 - 20:00',
      '20:00 - 21:00',
      '21:00 - 22:00',
      '22:00 - 23:00',
    ]);
    expect(days[1]!.slots[0]).toBe('12:00 - 13:00');
    expect(days[1]!.slots).toHaveLength(8);
  });

  it('never in the past: every slot starts at or after now + lead, at any minute of a week', () => {
    for (let m = 0; m < 7 * 1440; m += 37) {
      const now = at('2026-11-23T00:00') + m * 60;
      for (const d of preOrderSlots(LUNCH_DINNER, settings, now)) {
        for (const s of d.slots) {
          const start = Date.parse(`${d.day}T${s.slice(0, 5)}:00+04:00`) / 1000;
          expect(start).toBeGreaterThanOrEqual(now + 30 * 60);
          expect(isStoreOpenAt(LUNCH_DINNER, start)).toBe(true);
          expect(isStoreOpenAt(LUNCH_DINNER, start + 59 * 60)).toBe(true);
        }
      }
    }
  });

  it('skips closed days and lists a slot past midnight under the day it starts', () => {
    // Open Friday 20:00 → Saturday 02:00 only.
    const hours = { '5': [['20:00', '02:00']] } as WeeklyHours;
    const days = preOrderSlots(
      hours,
      { daysAhead: 7, slotMinutes: 120, leadMinutes: 0 },
      at('2026-11-23T10:00'),
    );
    expect(days).toEqual([
      { day: '2026-11-27', slots: ['20:00 - 22:00', '22:00 - 00:00'] },
      { day: '2026-11-28', slots: ['00:00 - 02:00'] },
    ]);
  });

  it('a slot that would cross the close is not offered; a 24-hour store has slots across midnight', () => {
    const short = every([['12:00', '12:45']]);
    expect(
      preOrderSlots(short, { daysAhead: 1, slotMinutes: 60, leadMinutes: 0 }, at('2026-11-23T08:00')),
    ).toEqual([]);
    const allDay = every([['00:00', '24:00']]);
    const days = preOrderSlots(
      allDay,
      { daysAhead: 2, slotMinutes: 30, leadMinutes: 0 },
      at('2026-11-23T23:10'),
    );
    expect(days[0]).toEqual({ day: '2026-11-23', slots: ['23:30 - 00:00'] });
    expect(days[1]!.slots[0]).toBe('00:00 - 00:30');
  });
});

describe('the server check of a chosen slot (TIMING-15, 001 §5.1; decision 0017)', () => {
  const now = at('2026-11-23T16:00'); // Monday, closed between lunch and dinner
  const check = (day: string | undefined, time: string | undefined) =>
    checkPreOrderSlot(LUNCH_DINNER, settings, now, { day, time });
  it("TIMING-15: PREORDER without a slot day and time is 'missing' ('Please choose a time for pre order')", () => {
    expect(check(undefined, '18:00 - 19:00')).toBe('missing');
    expect(check('2026-11-24', '')).toBe('missing');
    expect(check('Tomorrow', '18:00 - 19:00')).toBe('missing');
  });
  it('a slot of tomorrow is valid while the store is closed now; one in the past or too soon is refused', () => {
    expect(check('2026-11-24', '12:00 - 13:00')).toBeNull();
    expect(check('2026-11-24', '12:00')).toBeNull();
    expect(check('2026-11-23', '18:00 - 19:00')).toBeNull();
    expect(check('2026-11-23', '12:00 - 13:00')).toBe('past');
    expect(check('2026-11-22', '18:00 - 19:00')).toBe('past');
  });
  it('a slot in a closed period, off the grid or beyond the days offered is unavailable', () => {
    expect(check('2026-11-24', '16:00 - 17:00')).toBe('unavailable');
    expect(check('2026-11-24', '12:30 - 13:30')).toBe('unavailable');
    expect(check('2026-11-30', '12:00 - 13:00')).toBe('unavailable');
  });
});

describe('TIMING rules of the timing sheet (000 §4.4, §2.10, §5, §4.5)', () => {
  const slots = preOrderSlots(LUNCH_DINNER, settings, at('2026-11-23T16:00'));
  it('TIMING-01 (4.4): open → ASAP; closed with pre-order and slots → the first day’s first slot; else null', () => {
    expect(defaultTiming({ isOpen: true, preOrderEnabled: true, slots })).toEqual({
      type: 'ASAP',
      preOrderSlot: null,
    });
    expect(defaultTiming({ isOpen: false, preOrderEnabled: true, slots })).toEqual({
      type: 'PREORDER',
      preOrderSlot: { day: '2026-11-23', time: '18:00 - 19:00', slotIndex: 0 },
    });
    expect(defaultTiming({ isOpen: false, preOrderEnabled: false, slots })).toBeNull();
    expect(defaultTiming({ isOpen: false, preOrderEnabled: true, slots: [] })).toBeNull();
  });
  it("TIMING-04 (2.10): 'Later' only when pre-order is enabled and slots exist", () => {
    expect(isLaterAvailable(true, slots)).toBe(true);
    expect(isLaterAvailable(false, slots)).toBe(false);
    expect(isLaterAvailable(true, [{ day: '2026-11-23', slots: [] }])).toBe(false);
  });
  it('TIMING-05 (5) and TIMING-02 (4.4): confirm needs PREORDER with day, time, slotIndex, or ASAP while open', () => {
    expect(canConfirmTiming({ type: 'ASAP', preOrderSlot: null }, true)).toBe(true);
    expect(canConfirmTiming({ type: 'ASAP', preOrderSlot: null }, false)).toBe(false);
    expect(
      canConfirmTiming({ type: 'PREORDER', preOrderSlot: { day: 'd', time: 't', slotIndex: 0 } }, false),
    ).toBe(true);
    expect(canConfirmTiming({ type: 'PREORDER', preOrderSlot: { day: 'd', time: 't' } }, false)).toBe(false);
    // TIMING-06 (5): closed and no timing chosen → the confirm stays disabled.
    expect(canConfirmTiming(null, false)).toBe(false);
  });
  it("TIMING-10 (4.5): 'Quick Orders' when open, 'Pre Orders' when pre-order is on, neither → closed, not selectable", () => {
    expect(storeBadges(true, false)).toEqual({
      quickOrders: true,
      preOrders: false,
      closed: false,
      selectable: true,
    });
    expect(storeBadges(false, true)).toMatchObject({ preOrders: true, closed: false, selectable: true });
    expect(storeBadges(false, false)).toMatchObject({ closed: true, selectable: false });
  });
});
