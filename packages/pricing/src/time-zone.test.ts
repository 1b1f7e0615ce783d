import { TIME_ZONE } from '@sufra/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_TIME_ZONE } from './local-time.ts';
import { isRushHour } from './rush-hour.ts';
import { isStoreOpenAt, preOrderSlots, type WeeklyHours } from './timing.ts';

/** Unix seconds of a Dubai wall-clock time (Dubai is UTC+4 all year). */
const at = (local: string) => Date.parse(`${local}:00+04:00`) / 1000;
const every = (windows: Array<[string, string]>): WeeklyHours =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), windows]));
const LUNCH = every([['12:00', '15:00']]);
const settings = { daysAhead: 2, slotMinutes: 60, leadMinutes: 0 };

/** What the three schedules answer at Dubai's Monday 2026-11-23 12:30 (lunch open; Mon rush 12–14). */
const answers = () => ({
  open: isStoreOpenAt(LUNCH, at('2026-11-23T12:30')),
  closedAt15: isStoreOpenAt(LUNCH, at('2026-11-23T15:00')),
  rush: isRushHour(at('2026-11-23T12:30')),
  slots: preOrderSlots(LUNCH, settings, at('2026-11-23T12:30')),
});

const deviceZone = process.env.TZ;
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

// 0100 IS44 (issue 8, decision 0017): opening hours, pre-order slot days and times, and rush-hour
// windows are Asia/Dubai wall-clock times, never the device's.
describe('the store clock is Asia/Dubai, never the device clock (000 §1, §4.4, §4.11; IS44)', () => {
  it('IS44: the store time zone is Asia/Dubai', () => {
    expect(TIME_ZONE).toBe('Asia/Dubai');
    expect(STORE_TIME_ZONE).toBe('Asia/Dubai');
  });

  it('IS44: opening hours, pre-order slots and rush hour answer the same on a device in any time zone', () => {
    // The device zones come first: nothing is read on a Dubai device before them.
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Dubai']) {
      process.env.TZ = zone;
      // The device's own clock reads another hour (so a device-clock reading would show).
      if (zone !== 'Asia/Dubai')
        expect(new Date(at('2026-11-23T12:30') * 1000).getHours(), zone).not.toBe(12);
      const got = answers();
      expect(got, zone).toMatchObject({ open: true, closedAt15: false, rush: true });
      expect(
        got.slots.map((d) => [d.day, d.slots]),
        zone,
      ).toEqual([
        ['2026-11-23', ['13:00 - 14:00', '14:00 - 15:00']],
        ['2026-11-24', ['12:00 - 13:00', '13:00 - 14:00', '14:00 - 15:00']],
      ]);
    }
  });
});
