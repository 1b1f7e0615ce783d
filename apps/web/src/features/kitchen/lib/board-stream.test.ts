import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { parseEvents } from './board-stream.ts';
import { readStaffSession, staffSessionKey, writeStaffSession } from './staff-session.ts';

describe('the board stream parser (issue 17, staff/events)', () => {
  it('reads complete events, skips comments and retry lines, keeps the unfinished rest', () => {
    const text =
      'retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\nevent: order\ndata: {"orderId":"o1","version":2,"orderStatus":"ACCEPTED"}\n\nevent: ord';
    const { events, rest } = parseEvents(text);
    expect(events).toEqual([
      { event: 'ready', data: {} },
      { event: 'order', data: { orderId: 'o1', version: 2, orderStatus: 'ACCEPTED' } },
    ]);
    expect(rest).toBe('event: ord');
    expect(parseEvents(`${rest}er\ndata: {"orderId":"o2"}\r\n\r\n`).events).toEqual([
      { event: 'order', data: { orderId: 'o2' } },
    ]);
  });
});

describe('the staff session on this device (issue 17)', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("is kept under the board's own key per brand, never the customer's", () => {
    const session = {
      token: 'staff-token',
      staff: {
        id: 's',
        brandId: 'b1',
        role: 'owner' as const,
        storeIds: ['x'],
        name: null,
        phoneNumber: '+971500000102',
      },
    };
    writeStaffSession('b1', session);
    expect(localStorage.getItem(staffSessionKey('b1'))).toContain('staff-token');
    expect(Object.keys(localStorage)).toEqual([staffSessionKey('b1')]);
    expect(readStaffSession('b1')).toEqual(session);
    expect(readStaffSession('b2')).toBeNull();
    localStorage.setItem(staffSessionKey('b1'), '{not json');
    expect(readStaffSession('b1')).toBeNull();
    writeStaffSession('b1', null);
    expect(localStorage.getItem(staffSessionKey('b1'))).toBeNull();
  });

  it("a staff call carries the staff token only, never the customer's", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: 1, data: { orders: [], dayStart: 0 } })),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient({ brandId: 'b1', token: 'customer-token', language: 'EN' });
    const { STAFF_ROUTES } = await import('@sufra/contract/staff-routes');
    await api.call(
      STAFF_ROUTES.staffBoardOrders,
      {},
      { query: { storeId: 'st' }, headers: { authorization: 'Staff t' } },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/staff/orders?');
    expect(url).toContain('storeId=st');
    expect((init.headers as Record<string, string>).authorization).toBe('Staff t');
    expect(JSON.stringify(init.headers)).not.toContain('customer-token');
  });
});
