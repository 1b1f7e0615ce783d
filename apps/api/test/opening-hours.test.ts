import { describe, expect, it } from 'vitest';
import { isOpenAt, nextOpeningAfter } from '../src/modules/stores/opening-hours.ts';

// Asia/Dubai is UTC+4 all year. 2026-11-20 is a Friday (5), 2026-11-21 a Saturday (6).
const dubai = (iso: string) => new Date(`${iso}+04:00`);

describe('isOpenAt (000 §3 Store isOpened, from opening hours in Asia/Dubai)', () => {
  const hours = {
    '5': [['10:00', '03:00'] as [string, string]],
    '6': [['12:00', '15:00'] as [string, string], ['18:00', '24:00'] as [string, string]],
  };
  it('open inside a window, closed outside; the close is exclusive', () => {
    expect(isOpenAt(hours, dubai('2026-11-20T09:59:00'))).toBe(false);
    expect(isOpenAt(hours, dubai('2026-11-20T10:00:00'))).toBe(true);
    expect(isOpenAt(hours, dubai('2026-11-21T15:00:00'))).toBe(false);
    expect(isOpenAt(hours, dubai('2026-11-21T14:59:00'))).toBe(true);
  });
  it('a window closing after midnight covers the early hours of the next day', () => {
    expect(isOpenAt(hours, dubai('2026-11-21T01:30:00'))).toBe(true);
    expect(isOpenAt(hours, dubai('2026-11-21T03:00:00'))).toBe(false);
  });
  it("'24:00' is the end of the day", () => {
    expect(isOpenAt(hours, dubai('2026-11-21T23:59:00'))).toBe(true);
  });
  it('uses Dubai time, not the server time zone: 20:30 UTC Friday is 00:30 Saturday in Dubai', () => {
    expect(isOpenAt({ '5': [['10:00', '23:00']] }, new Date('2026-11-20T20:30:00Z'))).toBe(false);
    expect(isOpenAt({ '6': [['00:00', '01:00']] }, new Date('2026-11-20T20:30:00Z'))).toBe(true);
  });
  it('a Saturday window past midnight wraps to Sunday (weekday 6 → 0); 00:00–24:00 is all day', () => {
    expect(isOpenAt({ '6': [['22:00', '02:00']] }, dubai('2026-11-22T01:59:00'))).toBe(true);
    expect(isOpenAt({ '6': [['22:00', '02:00']] }, dubai('2026-11-22T02:00:00'))).toBe(false);
    expect(isOpenAt({ '0': [['00:00', '24:00']] }, dubai('2026-11-22T00:00:00'))).toBe(true);
    expect(isOpenAt({ '0': [['00:00', '24:00']] }, dubai('2026-11-22T23:59:00'))).toBe(true);
  });
  it('no hours means closed', () => {
    expect(isOpenAt({}, new Date())).toBe(false);
  });
});

describe('nextOpeningAfter (issue 17: sold out until the next opening, decision 0030)', () => {
  const hours = {
    '5': [['10:00', '03:00'] as [string, string]],
    '6': [['12:00', '15:00'] as [string, string], ['18:00', '24:00'] as [string, string]],
  };
  it('closed: the start of the next window, today or on a later day (weeks wrap)', () => {
    expect(nextOpeningAfter(hours, dubai('2026-11-20T09:00:00'))).toEqual(dubai('2026-11-20T10:00:00'));
    expect(nextOpeningAfter(hours, dubai('2026-11-21T16:00:00'))).toEqual(dubai('2026-11-21T18:00:00'));
    // Sunday to Thursday have no hours: from Sunday the next opening is Friday 10:00.
    expect(nextOpeningAfter(hours, dubai('2026-11-22T09:00:00'))).toEqual(dubai('2026-11-27T10:00:00'));
  });
  it('open: the start of the window after the current one, never the current one', () => {
    expect(nextOpeningAfter(hours, dubai('2026-11-21T13:00:00'))).toEqual(dubai('2026-11-21T18:00:00'));
    expect(nextOpeningAfter(hours, dubai('2026-11-20T10:00:00'))).toEqual(dubai('2026-11-21T12:00:00'));
    // 01:30 Saturday inside Friday's window past midnight: Saturday 12:00.
    expect(nextOpeningAfter(hours, dubai('2026-11-21T01:30:00'))).toEqual(dubai('2026-11-21T12:00:00'));
  });
  it('no hours at all: null', () => {
    expect(nextOpeningAfter({}, dubai('2026-11-21T13:00:00'))).toBeNull();
  });
});
