import type { Order } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { groupOrdersByMonth, itemCount } from './group-orders.ts';
import { badgeText, finalMessageKey, isActive, statusTextKey, stepIndex } from './order-status.ts';

describe('order status (002 §4.1, IS07–IS09)', () => {
  it('stepper: ACCEPTED 0, PREPARING and COOKING 1, DELIVERED and COMPLETE 2, others none', () => {
    expect(
      ['ACCEPTED', 'PREPARING', 'COOKING', 'DELIVERED', 'COMPLETE', 'PENDING'].map((s) =>
        stepIndex(s as never),
      ),
    ).toEqual([0, 1, 1, 2, 2, -1]);
  });
  it('status texts and final messages', () => {
    expect(statusTextKey('PENDING')).toBe('statusPending');
    expect(statusTextKey('COOKING')).toBe('statusPreparing');
    expect(finalMessageKey('COMPLETE')).toBe('finalDelivered');
    expect(finalMessageKey('CANCELED')).toBe('finalRejected');
    expect(finalMessageKey('PENDING')).toBeNull();
  });
  it('CANCELED and DELIVERED are not active (IS09)', () => {
    expect(isActive('CANCELED')).toBe(false);
    expect(isActive('DELIVERED')).toBe(false);
    expect(isActive('ON_THE_WAY')).toBe(true);
  });
  it('badge text is lower case with spaces', () => {
    expect(badgeText('ON_THE_WAY')).toBe('on the way');
  });
});

describe('Your Orders grouping (002 §2.17, IS45)', () => {
  const order = (id: string, iso: string, quantities: number[]) =>
    ({
      _id: id,
      orderPlacedTime: Date.parse(iso) / 1000,
      orderedMenu: quantities.map((quantity) => ({ quantity })),
    }) as unknown as Order;
  it('groups by Dubai month, newest first, with localised headings', () => {
    const groups = groupOrdersByMonth(
      [
        order('a', '2026-10-05T10:00:00Z', [1]),
        order('b', '2026-11-02T10:00:00Z', [2]),
        order('c', '2026-11-20T10:00:00Z', [1]),
      ],
      'en',
    );
    expect(groups.map((g) => [g.heading, g.orders.map((o) => o._id)])).toEqual([
      ['November 2026', ['c', 'b']],
      ['October 2026', ['a']],
    ]);
    expect(groupOrdersByMonth([order('a', '2026-10-31T21:00:00Z', [1])], 'en')[0]!.heading).toBe(
      'November 2026',
    );
    expect(groupOrdersByMonth([order('a', '2026-11-02T10:00:00Z', [1])], 'ar')[0]!.heading).toContain('2026');
  });
  it('item count is the sum of line quantities', () => {
    expect(itemCount(order('x', '2026-11-02T10:00:00Z', [2, 3]))).toBe(5);
  });
});
