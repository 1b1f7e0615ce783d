import type { Store } from '@sufra/contract';
import { preOrderSlots } from '@sufra/pricing';
import { describe, expect, it } from 'vitest';
import { aStore } from '../testing/fixtures.ts';
import { slotDayLabel, slotTimeLabel } from './format-slot.ts';
import { effectiveTiming, storeRowBadges, storeTakesOrders, timingInfo } from './order-timing.ts';

/** Unix seconds of a Dubai wall-clock time (Dubai is UTC+4 all year). 2026-11-24 is a Tuesday. */
const at = (local: string) => Date.parse(`${local}:00+04:00`) / 1000;
const DINNER = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['17:00', '23:30']]]),
) as Record<string, Array<[string, string]>>;
const SETTINGS = { daysAhead: 2, slotMinutes: 30, leadMinutes: 30 };

/**
 * A dinner-hours store (17:00–23:30) taking pickup pre-orders, as the server answered it at
 * `fetchedAt`: isOpened and the slot list of that moment.
 */
function dinnerStore(fetchedAt: number, overrides: Partial<Store> = {}): Store {
  return aStore({
    isOpened: fetchedAt >= at('2026-11-24T17:00') && fetchedAt < at('2026-11-24T23:30'),
    openingHours: DINNER,
    isPreOrderEnabledForPickup: true,
    preOrderSettingsForPickup: SETTINGS,
    availablePreOrderSlotsForPickup: preOrderSlots(DINNER, SETTINGS, fetchedAt),
    ...overrides,
  });
}

const ASAP = { type: 'ASAP' as const, preOrderSlot: null };
const pre = (day: string, time: string, slotIndex: number) => ({
  type: 'PREORDER' as const,
  preOrderSlot: { day, time, slotIndex },
});

describe('what a store offers (000 §2.10, §4.4; decision 0021)', () => {
  it('closed in the morning: no ASAP, pre-order slots from 17:00 today and tomorrow', () => {
    const info = timingInfo(dinnerStore(at('2026-11-24T10:00')), 'PICKUP', at('2026-11-24T10:00'));
    expect(info.isOpen).toBe(false);
    expect(info.laterAvailable).toBe(true);
    expect(info.slots.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25']);
    expect(info.slots[0]!.slots[0]).toBe('17:00 - 17:30');
  });

  it('reads the clock, not only the answer: slots nearer than the lead time leave the list, and a store closes at its hour', () => {
    const store = dinnerStore(at('2026-11-24T20:00'));
    expect(timingInfo(store, 'PICKUP', at('2026-11-24T20:00')).isOpen).toBe(true);
    const later = timingInfo(store, 'PICKUP', at('2026-11-24T23:10'));
    expect(later.isOpen).toBe(true);
    // 23:10 + 30 min lead: no slot of today is left; tomorrow's are.
    expect(later.slots.map((d) => d.day)).toEqual(['2026-11-25']);
    expect(timingInfo(store, 'PICKUP', at('2026-11-24T23:30')).isOpen).toBe(false);
  });

  it('issue 17: a store paused by its staff (isOpened false within its hours) offers no ASAP but still takes pre-orders', () => {
    const now = at('2026-11-24T20:00');
    const paused = dinnerStore(now, { isOpened: false });
    const info = timingInfo(paused, 'PICKUP', now);
    expect(info.isOpen).toBe(false);
    expect(info.laterAvailable).toBe(true);
    expect(info.slots[0]!.slots[0]).toBe('20:30 - 21:00');
  });

  it("a store the server answered closed stays closed (its answer may know more than the hours); slots are the server's", () => {
    const store = dinnerStore(at('2026-11-24T20:00'), {
      isOpened: false,
      availablePreOrderSlotsForPickup: [{ day: '2026-11-25', slots: ['18:00 - 18:30'] }],
    });
    const info = timingInfo(store, 'PICKUP', at('2026-11-24T20:00'));
    expect(info.isOpen).toBe(false);
    expect(info.slots).toEqual([{ day: '2026-11-25', slots: ['18:00 - 18:30'] }]);
  });

  it('pre-orders are per service, and none for dine-in', () => {
    const store = dinnerStore(at('2026-11-24T10:00'));
    expect(timingInfo(store, 'DELIVERY', at('2026-11-24T10:00'))).toMatchObject({
      preOrderEnabled: false,
      slots: [],
      laterAvailable: false,
    });
    expect(timingInfo(store, 'DINE_IN', at('2026-11-24T10:00')).laterAvailable).toBe(false);
  });
});

describe('the timing an order goes with (TIMING-01, -07, -08)', () => {
  const morning = timingInfo(dinnerStore(at('2026-11-24T10:00')), 'PICKUP', at('2026-11-24T10:00'));
  const evening = timingInfo(dinnerStore(at('2026-11-24T20:00')), 'PICKUP', at('2026-11-24T20:00'));

  it('none set: ASAP when open, else the first day’s first slot', () => {
    expect(effectiveTiming(null, evening)).toEqual(ASAP);
    expect(effectiveTiming(null, morning)).toEqual(pre('2026-11-24', '17:00 - 17:30', 0));
  });

  it('a slot still offered is kept, its index brought up to date', () => {
    const chosen = pre('2026-11-25', '19:00 - 19:30', 4);
    expect(effectiveTiming(chosen, morning)).toBe(chosen);
    // In the evening the list of today is shorter; tomorrow's index does not move.
    expect(effectiveTiming(pre('2026-11-24', '22:00 - 22:30', 10), evening)).toEqual(
      pre('2026-11-24', '22:00 - 22:30', 3),
    );
  });

  it('a slot that has passed gives way to the default; ASAP at a closed store to the first slot', () => {
    expect(effectiveTiming(pre('2026-11-24', '17:00 - 17:30', 0), evening)).toEqual(ASAP);
    expect(effectiveTiming(ASAP, morning)).toEqual(pre('2026-11-24', '17:00 - 17:30', 0));
  });

  it('a closed store without slots yields none (the store counts as closed)', () => {
    const closed = timingInfo(
      dinnerStore(at('2026-11-24T10:00'), { isPreOrderEnabledForPickup: false }),
      'PICKUP',
      at('2026-11-24T10:00'),
    );
    expect(effectiveTiming(ASAP, closed)).toBeNull();
    expect(effectiveTiming(null, closed)).toBeNull();
  });

  it("TIMING-15: a pre-order without a day or time is left for checkout's 'Please choose a time for pre order'", () => {
    const broken = { type: 'PREORDER' as const, preOrderSlot: null };
    expect(effectiveTiming(broken, evening)).toBe(broken);
  });
});

describe('store rows and adding items (TIMING-10, 000 §5)', () => {
  it("'Quick Orders' when open, 'Pre Orders' when a slot can be taken, else closed and not selectable", () => {
    const now = at('2026-11-24T10:00');
    expect(storeRowBadges(aStore(), 'PICKUP', now)).toEqual({
      quickOrders: true,
      preOrders: false,
      closed: false,
      selectable: true,
    });
    expect(storeRowBadges(dinnerStore(now), 'PICKUP', now)).toMatchObject({
      quickOrders: false,
      preOrders: true,
      selectable: true,
    });
    // Pre-orders on, but no day with a slot left: nothing can be placed.
    const noSlots = dinnerStore(now, { availablePreOrderSlotsForPickup: [] });
    expect(storeRowBadges(noSlots, 'PICKUP', now)).toMatchObject({ closed: true, selectable: false });
    expect(storeTakesOrders(noSlots, 'PICKUP', now)).toBe(false);
    expect(storeTakesOrders(dinnerStore(now), 'PICKUP', now)).toBe(true);
  });
});

describe('slot labels (000 §2.10, DATE-01, DATE-02)', () => {
  it("a day reads 'Today' or 'dddd, DD MMM YYYY', in the UI language", () => {
    expect(slotDayLabel('2025-06-06', '2025-06-06', 'en', 'Today')).toBe('Today');
    expect(slotDayLabel('2025-06-06', '2025-06-05', 'en', 'Today')).toBe('Friday, 06 Jun 2025');
    expect(slotDayLabel('2025-06-06', '2025-06-05', 'ar', 'اليوم')).toBe('الجمعة، 06 يونيو 2025');
  });

  it("a slot 'HH:mm - HH:mm' reads 'h:mm A - h:mm A'", () => {
    const spaced = (s: string) => s.replace(/\u00a0/g, ' ');
    expect(spaced(slotTimeLabel('13:00 - 13:30', 'en'))).toBe('1:00 PM - 1:30 PM');
    expect(spaced(slotTimeLabel('23:30 - 00:00', 'en'))).toBe('11:30 PM - 12:00 AM');
    expect(spaced(slotTimeLabel('09:05 - 12:05', 'ar'))).toBe('9:05 ص - 12:05 م');
    // The number and its AM / PM stay on one line.
    expect(slotTimeLabel('13:00 - 13:30', 'en')).toBe('1:00\u00a0PM - 1:30\u00a0PM');
  });
});
