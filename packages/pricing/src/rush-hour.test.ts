import { describe, expect, it } from 'vitest';
import { isRushHour, rushWindows, secondsToNextRushCheck } from './rush-hour.ts';

/** Unix seconds of a Dubai wall-clock time (test data: Dubai is UTC+4 all year). */
const at = (local: string) => Date.parse(`${local}:00+04:00`) / 1000;

// 2026-11-22 is a Sunday; 2026-11-27 a Friday; 2026-11-25 a Wednesday.
describe('rush hour (000 §4.11)', () => {
  // 0100 IS18: Asia/Dubai; a window's start is inside, its end outside.
  it('RUSH-01 (4.11), IS18: on inside a window of the weekday, start inclusive, end exclusive', () => {
    expect(isRushHour(at('2026-11-22T10:30'))).toBe(true); // Sun 10.5–15
    expect(isRushHour(at('2026-11-22T10:29'))).toBe(false);
    expect(isRushHour(at('2026-11-22T15:00'))).toBe(false);
    expect(isRushHour(at('2026-11-23T13:00'))).toBe(true); // Mon 12–14
    expect(isRushHour(at('2026-11-23T16:00'))).toBe(false);
    expect(isRushHour(at('2026-11-28T22:59'))).toBe(true); // Sat 19–23
  });
  // 0100 IS18: the overlapping windows of a day read as their union (Fri 12:00–15:00, Wed 12:00–22:00).
  it('RUSH-01, decision 0017, IS18: overlapping windows read as their union', () => {
    expect(rushWindows(5)).toEqual([
      [720, 900],
      [1140, 1320],
    ]); // Fri 12–14 ∪ 13.5–15 = 12–15
    expect(rushWindows(3)).toEqual([[720, 1320]]); // Wed 12–20 ∪ 19–22 = 12–22
    expect(isRushHour(at('2026-11-27T14:30'))).toBe(true);
    expect(isRushHour(at('2026-11-25T19:30'))).toBe(true);
    expect(isRushHour(at('2026-11-25T22:00'))).toBe(false);
  });
  // 0100 IS18: the hard-coded dates 2025-06-05..2025-06-08 are kept, always on, as given.
  it('RUSH-02 (4.11), IS18: always on from 2025-06-05 to 2025-06-08 inclusive (Dubai dates)', () => {
    expect(isRushHour(at('2025-06-05T00:00'))).toBe(true);
    expect(isRushHour(at('2025-06-08T23:59'))).toBe(true);
    expect(isRushHour(at('2025-06-09T00:00'))).toBe(false); // a Monday at midnight
    expect(isRushHour(at('2025-06-04T23:59'))).toBe(false);
  });
  it('RUSH-03 (4.11): re-evaluated at the next boundary, or at midnight', () => {
    expect(secondsToNextRushCheck(at('2026-11-23T11:00'))).toBe(3600); // Mon → 12:00
    expect(secondsToNextRushCheck(at('2026-11-23T13:00'))).toBe(3600); // → 14:00
    expect(secondsToNextRushCheck(at('2026-11-23T22:30'))).toBe(90 * 60); // → midnight
    expect(secondsToNextRushCheck(at('2026-11-23T11:00') + 30)).toBe(3570);
  });
});
