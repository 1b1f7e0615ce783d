import { ROUTES } from '@sufra/contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initBrandState } from '../../../shared/brand-state/init-brand-state.ts';
import { aTableWithOrder } from '../lib/test-fixtures.ts';
import { renderDineIn } from '../lib/test-render.tsx';
import { useTableEvents, useTableState } from './table-state.ts';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../shared/api/client.ts')>()),
  callApi,
}));

/** A fake EventSource: the test dispatches the server's events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

const TABLE = { storeId: 's1', tableNumber: 5, token: 'tok-5' };
function Remaining() {
  const state = useTableState(TABLE);
  useTableEvents(state.isSuccess ? TABLE : null);
  return <p>remaining {state.data?.remainingAmount ?? '…'}</p>;
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  callApi.mockReset().mockImplementation(async (route: { path: string }) => {
    if (route.path === ROUTES.getTableLaterOrders.path) return aTableWithOrder();
    return new Promise(() => {});
  });
  initBrandState('b1');
});
afterEach(() => vi.unstubAllGlobals());

describe("the table's tab live (issue 18: another guest's phone shows the same remaining amount; decision 0032)", () => {
  it('opens GET order/table-events with the table and its token, and a newer `table` event replaces the tab; an older one does not', async () => {
    const { unmount } = renderDineIn(<Remaining />, { entries: ['/dine-in'] });
    expect(await screen.findByText('remaining 46')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const source = FakeEventSource.last!;
    const url = new URL(source.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/order/table-events');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      brandId: 'b1',
      storeId: 's1',
      tableNumber: '5',
      t: 'tok-5',
    });
    const send = (data: unknown) =>
      act(() => {
        source.dispatchEvent(new MessageEvent('table', { data: JSON.stringify(data) }));
      });
    send({ ...aTableWithOrder(20), version: 4 });
    expect(await screen.findByText('remaining 26')).toBeInTheDocument();
    send({ ...aTableWithOrder(), version: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('remaining 26')).toBeInTheDocument();
    // The tab closed (002 §2.4): the stream's empty state (sessionId null, version 0) replaces it.
    send({ ...aTableWithOrder(), sessionId: null, version: 0, remainingAmount: 0 });
    expect(await screen.findByText('remaining 0')).toBeInTheDocument();
    unmount();
    expect(source.closed).toBe(true);
  });
});
