import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../shared/api/api-client.ts';
import { ApiProvider } from '../../../shared/api/api-provider.tsx';
import { orderEventsUrl, useLiveOrder } from './order-events.ts';

/** A stand-in for the browser's EventSource: records instances, lets the test fire events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, Array<(e: Event) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

const owner = {
  orderNumber: 'A-1001',
  orderStatus: 'PENDING',
  customer: { name: 'Sara Ahmed' },
  trackingToken: 'tt',
};
const liveAnswer = (orderStatus: string) => ({
  access: 'link',
  orders: { orderNumber: 'A-1001', orderStatus, statusHistory: [], customer: { firstName: 'Sara' } },
});

function setup(queries: QueryClient, token: string | null = 'tt', onLive?: (live: boolean) => void) {
  const api = createApiClient({ brandId: 'b1', token: null, language: 'EN' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <ApiProvider client={api}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useLiveOrder('A-1001', token, onLive), { wrapper });
}

describe('useLiveOrder (issue 17, decision 0026)', () => {
  let queries: QueryClient;
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    queries = new QueryClient();
    queries.setQueryData(['tracking', 'b1', 'A-1001', null, 'session'], { access: 'owner', orders: owner });
    queries.setQueryData(['order', 'b1', 'A-1001'], { order: owner });
    queries.setQueryData(['order', 'b1', 'B-2002'], { order: { ...owner, orderNumber: 'B-2002' } });
    queries.setQueryData(['my-orders', 'b1', 'session'], {
      pages: [{ orders: [owner, { ...owner, orderNumber: 'B-2002' }], nextCursor: null }],
      pageParams: [null],
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens the stream with the tracking token and writes each order event into every screen's cache", () => {
    const { result } = setup(queries);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(orderEventsUrl('b1', 'A-1001', 'tt'));
    expect(source.url).toMatch(/^\/api\/v1\/order\/events\/A-1001\?.*brandId=b1.*&t=tt$/);
    expect(result.current).toBe(false);
    act(() => source.fire('open'));
    expect(result.current).toBe(true);
    act(() => source.fire('order', liveAnswer('ACCEPTED')));
    const tracking = queries.getQueryData<{ orders: typeof owner }>([
      'tracking',
      'b1',
      'A-1001',
      null,
      'session',
    ]);
    expect(tracking?.orders.orderStatus).toBe('ACCEPTED');
    // The owner's screens keep what the public stream does not carry (full name, token).
    expect(tracking?.orders.customer).toEqual({ name: 'Sara Ahmed' });
    expect(tracking?.orders.trackingToken).toBe('tt');
    expect(queries.getQueryData<{ order: typeof owner }>(['order', 'b1', 'A-1001'])?.order.orderStatus).toBe(
      'ACCEPTED',
    );
    // Another order's caches are untouched.
    expect(queries.getQueryData<{ order: typeof owner }>(['order', 'b1', 'B-2002'])?.order.orderStatus).toBe(
      'PENDING',
    );
    const pages = queries.getQueryData<{ pages: Array<{ orders: (typeof owner)[] }> }>([
      'my-orders',
      'b1',
      'session',
    ]);
    expect(pages?.pages[0]?.orders.map((o) => o.orderStatus)).toEqual(['ACCEPTED', 'PENDING']);
  });

  it('reports the stream down on error, so the screen polls again, and up when it reopens', () => {
    const seen: boolean[] = [];
    const { result } = setup(queries, 'tt', (live) => seen.push(live));
    const source = FakeEventSource.instances[0]!;
    act(() => source.fire('open'));
    act(() => source.fire('error'));
    expect(result.current).toBe(false);
    act(() => source.fire('open'));
    expect(result.current).toBe(true);
    expect(seen).toEqual([true, false, true]);
  });

  it('closes the stream when the screen unmounts', () => {
    const { unmount } = setup(queries);
    const source = FakeEventSource.instances[0]!;
    expect(source.closed).toBe(false);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('opens no stream without a tracking token (a final order), and ignores a malformed event', () => {
    setup(queries, null);
    expect(FakeEventSource.instances).toHaveLength(0);
    setup(queries, 'tt');
    const source = FakeEventSource.instances[0]!;
    act(() => source.listeners.get('order')?.[0]?.(new MessageEvent('order', { data: 'not json' })));
    expect(queries.getQueryData<{ order: typeof owner }>(['order', 'b1', 'A-1001'])?.order.orderStatus).toBe(
      'PENDING',
    );
  });
});
