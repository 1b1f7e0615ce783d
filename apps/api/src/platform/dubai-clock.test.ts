import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { dubaiClock } from './dubai-clock.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('dubaiClock (issue 16: Asia/Dubai by Intl, once per minute)', () => {
  it('agrees with dayjs tz on weekday, minute of day and the day start, across days, midnights and years', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const instants = [
      Date.UTC(2026, 0, 1, 19, 59, 59, 999), // 23:59:59.999 Dubai, Thursday
      Date.UTC(2026, 0, 1, 20, 0, 0, 0), // 00:00 Friday in Dubai
      Date.UTC(2024, 1, 28, 20, 30), // 29 February 00:30
      ...Array.from({ length: 500 }, () => Math.floor(Date.UTC(2020, 0, 1) + next() * 15 * 365 * 86_400_000)),
    ];
    for (const ms of instants) {
      const local = dayjs(ms).tz('Asia/Dubai');
      const clock = dubaiClock(new Date(ms));
      expect(clock.weekday, new Date(ms).toISOString()).toBe(local.day());
      expect(clock.minuteOfDay).toBe(local.hour() * 60 + local.minute());
      expect(clock.dayStart).toBe(local.startOf('day').unix());
    }
  });

  it('answers the same minute from its memo and a new minute afresh', () => {
    const a = dubaiClock(new Date(Date.UTC(2026, 10, 27, 10, 0, 5)));
    const b = dubaiClock(new Date(Date.UTC(2026, 10, 27, 10, 0, 55)));
    const c = dubaiClock(new Date(Date.UTC(2026, 10, 27, 10, 1, 0)));
    expect(b).toBe(a);
    expect(c.minuteOfDay).toBe(a.minuteOfDay + 1);
    expect(a).toEqual({ weekday: 5, minuteOfDay: 14 * 60, dayStart: Date.UTC(2026, 10, 26, 20) / 1000 });
  });
});
