import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  SERVICE_TYPES,
  type ServiceType,
} from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import ar from '../../../../public/locales/ar/orders.json';
import en from '../../../../public/locales/en/orders.json';
import { groupOrdersByMonth, itemCount, paymentMethodLabel } from './group-orders.ts';
import {
  badgeText,
  etaOf,
  finalMessageKey,
  isActive,
  statusTextKey,
  stepIndex,
  trackingView,
} from './order-status.ts';
import { preOrderSlotText } from './pre-order-slot.ts';

describe('order status (002 §4.1, IS07–IS09)', () => {
  it('stepper: ACCEPTED 0, PREPARING and COOKING 1, ON_THE_WAY 2, PENDING and SCHEDULED none', () => {
    expect(
      ['ACCEPTED', 'PREPARING', 'COOKING', 'ON_THE_WAY', 'PENDING', 'SCHEDULED'].map((s) =>
        stepIndex(s as never),
      ),
    ).toEqual([0, 1, 1, 2, -1, -1]);
  });
  it('status texts and final messages', () => {
    expect(statusTextKey('PENDING')).toBe('statusPending');
    expect(statusTextKey('COOKING')).toBe('statusPreparing');
    expect(finalMessageKey('COMPLETE')).toBe('finalDelivered');
    expect(finalMessageKey('REJECTED')).toBe('finalRejected');
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

// 0100 IS08: one final message, never both — a completed order (COMPLETE or DELIVERED) reads per
// service type, every other final state (cancelled included) reads 'Your order has been Rejected'.
describe('tracking view of every status per service type (002 §2.19, §4.1; issue 6; IS08)', () => {
  const view = (status: OrderStatus, type: ServiceType) => {
    const v = trackingView(status, type);
    return v.kind === 'final' ? `final ${v.messageKey}` : `step ${v.step} ${v.steps[2]} ${v.statusKey}`;
  };
  const expected: Record<ServiceType, Record<OrderStatus, string>> = {
    DELIVERY: {
      PENDING: 'step -1 stepOnTheWay statusPending',
      SCHEDULED: 'step -1 stepOnTheWay statusScheduled',
      ACCEPTED: 'step 0 stepOnTheWay statusAccepted',
      PREPARING: 'step 1 stepOnTheWay statusPreparing',
      COOKING: 'step 1 stepOnTheWay statusPreparing',
      ON_THE_WAY: 'step 2 stepOnTheWay statusOnTheWay',
      DELIVERED: 'final finalDelivered',
      COMPLETE: 'final finalDelivered',
      CANCELED: 'final finalRejected',
      CANCELLED: 'final finalRejected',
      REJECTED: 'final finalRejected',
    },
    PICKUP: {
      PENDING: 'step -1 stepReady statusPending',
      SCHEDULED: 'step -1 stepReady statusScheduled',
      ACCEPTED: 'step 0 stepReady statusAccepted',
      PREPARING: 'step 1 stepReady statusPreparing',
      COOKING: 'step 1 stepReady statusPreparing',
      ON_THE_WAY: 'step 2 stepReady statusReadyForPickup',
      DELIVERED: 'final finalPickedUp',
      COMPLETE: 'final finalPickedUp',
      CANCELED: 'final finalRejected',
      CANCELLED: 'final finalRejected',
      REJECTED: 'final finalRejected',
    },
    DINE_IN: {
      PENDING: 'step -1 stepServed statusPending',
      SCHEDULED: 'step -1 stepServed statusScheduled',
      ACCEPTED: 'step 0 stepServed statusAccepted',
      PREPARING: 'step 1 stepServed statusPreparing',
      COOKING: 'step 1 stepServed statusPreparing',
      ON_THE_WAY: 'step 2 stepServed statusServing',
      DELIVERED: 'final finalServed',
      COMPLETE: 'final finalServed',
      CANCELED: 'final finalRejected',
      CANCELLED: 'final finalRejected',
      REJECTED: 'final finalRejected',
    },
  };
  for (const type of SERVICE_TYPES) {
    it(`${type}: every status has its step or one final message`, () => {
      expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, view(s, type)]))).toEqual(expected[type]);
    });
  }
  it('ON_THE_WAY lights a step; COMPLETE shows one message and no status text', () => {
    expect(trackingView('ON_THE_WAY', 'DELIVERY')).toMatchObject({ kind: 'progress', step: 2 });
    expect(trackingView('COMPLETE', 'DINE_IN')).toEqual({ kind: 'final', messageKey: 'finalServed' });
    expect(statusTextKey('COMPLETE')).toBeNull();
  });
  it("IS08: the final messages are 002 §4.1's texts split by service type, pickup Sufra's; no status text beside them", () => {
    const finalText = (status: OrderStatus, type: ServiceType) => {
      const v = trackingView(status, type);
      return v.kind === 'final' ? (en as Record<string, unknown>)[v.messageKey] : null;
    };
    for (const done of ['COMPLETE', 'DELIVERED'] as const) {
      expect(finalText(done, 'DELIVERY')).toBe('Your order has been delivered');
      expect(finalText(done, 'DINE_IN')).toBe('Your order has been served. Enjoy!');
      expect(finalText(done, 'PICKUP')).toBe('Your order has been picked up. Enjoy!');
    }
    for (const type of SERVICE_TYPES)
      for (const s of ['CANCELED', 'CANCELLED', 'REJECTED'] as const)
        expect(finalText(s, type)).toBe('Your order has been Rejected');
    // Never both: a final state has no status text.
    for (const s of ORDER_STATUSES)
      if (!isActive(s)) for (const type of SERVICE_TYPES) expect(statusTextKey(s, type)).toBeNull();
  });
  it('every key it uses has an English and an Arabic text', () => {
    const keys = new Set<string>();
    for (const type of SERVICE_TYPES)
      for (const s of ORDER_STATUSES) {
        const v = trackingView(s, type);
        if (v.kind === 'final') keys.add(v.messageKey);
        else {
          for (const k of v.steps) keys.add(k);
          if (v.statusKey) keys.add(v.statusKey);
        }
      }
    for (const texts of [en, ar])
      for (const k of keys) expect(texts, k).toHaveProperty([k], expect.any(String));
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

describe('a pre-order on the confirmation and tracking pages (issue 8)', () => {
  it("reads its slot as the timing sheet does, 'Today' in Asia/Dubai; nothing for ASAP", () => {
    const now = Date.parse('2026-11-24T21:30:00Z') / 1000; // 01:30 on the 25th in Dubai
    const slot = { day: '2026-11-25', time: '17:00 - 17:30' };
    expect(preOrderSlotText({ preOrderSlot: slot }, 'en', 'Today', now)).toBe(
      'Today, 5:00\u00a0PM - 5:30\u00a0PM',
    );
    expect(preOrderSlotText({ preOrderSlot: { ...slot, day: '2026-11-26' } }, 'ar', 'اليوم', now)).toBe(
      'الخميس، 26 نوفمبر 2026، 5:00\u00a0م - 5:30\u00a0م',
    );
    expect(preOrderSlotText({ preOrderSlot: null }, 'en', 'Today', now)).toBeNull();
  });
});

describe('the payment method in order detail and history (002 §2 order detail; issue 9)', () => {
  const card = {
    paymentType: 'CREDIT_CARD',
    selectedPaymentMethod: { AR: { name: 'الدفع الإلكتروني (بطاقة ائتمان/خصم)' } },
  };
  it('English: the payment type, underscores as spaces, lower case', () => {
    expect(paymentMethodLabel(card, 'en')).toBe('credit card');
    expect(paymentMethodLabel({ ...card, paymentType: 'CARD_MACHINE' }, 'en')).toBe('card machine');
  });
  it("Arabic: the method's Arabic name", () => {
    expect(paymentMethodLabel(card, 'ar')).toBe('الدفع الإلكتروني (بطاقة ائتمان/خصم)');
  });
});

describe('the ETA the customer sees (issue 17, decision 0031)', () => {
  it('is one time before the store accepts, a 10-minute range once it has, none without a time', () => {
    const placed = { expectedTime: 1_000_000, statusHistory: [{ status: 'PENDING' }] };
    expect(etaOf(placed)).toEqual({ from: 1_000_000, to: null });
    const accepted = { ...placed, statusHistory: [...placed.statusHistory, { status: 'ACCEPTED' }] };
    expect(etaOf(accepted)).toEqual({ from: 1_000_000, to: 1_000_600 });
    expect(etaOf({ expectedTime: null, statusHistory: accepted.statusHistory })).toBeNull();
  });
});
