import type { CallData, getOrderEvents } from '@sufra/contract';
import { APP_NAME, APP_VERSION } from '@sufra/contract/constants';
import { callPath, ROUTES } from '@sufra/contract/routes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** One event's data of the live order stream: the public tracking answer (issue 17, decision 0026). */
type LiveOrderEvent = CallData<typeof getOrderEvents>;
/** The order as the stream sends it (PublicOrder: status, history, times, lines; no personal data). */
type LiveOrder = LiveOrderEvent['orders'];

/**
 * The address of GET order/events/{orderNumber} (issue 17): `brandId`, the order's tracking token
 * `t` (EventSource sends no Authorization header) and the common query; relative, same origin.
 */
export function orderEventsUrl(brandId: string, orderNumber: string, trackingToken: string): string {
  const query = new URLSearchParams({
    app_version: APP_VERSION,
    app_name: APP_NAME,
    brandId,
    t: trackingToken,
  });
  return `/api/v1/${callPath(ROUTES.getOrderEvents, { orderNumber })}?${query}`;
}

/** `old` with the live order's state: everything the stream sends, but the `customer` the screen had (the owner's). */
function merged<T extends { orderNumber: string }>(old: T, live: LiveOrder): T {
  if (old.orderNumber !== live.orderNumber) return old;
  return { ...old, ...live, customer: (old as { customer?: unknown }).customer ?? live.customer } as T;
}

/**
 * Writes a live order into every cached query that shows it (TanStack Query setQueryData, so the
 * screens change without a reload): tracking `['tracking', brandId, orderNumber, …]`
 * (`data.orders`), the order detail `['order', brandId, id]` (`data.order`, by id or number) and
 * 'Your Orders' `['my-orders', brandId, …]` (infinite pages of `orders`).
 */
function applyLiveOrder(client: QueryClient, brandId: string, live: LiveOrder): void {
  type Tracking = { access: string; orders: LiveOrder };
  client.setQueriesData<Tracking>({ queryKey: ['tracking', brandId, live.orderNumber] }, (old) =>
    old ? { ...old, orders: merged(old.orders, live) } : old,
  );
  client.setQueriesData<{ order: LiveOrder }>({ queryKey: ['order', brandId] }, (old) =>
    old?.order ? { ...old, order: merged(old.order, live) } : old,
  );
  type Pages = { pages: Array<{ orders: LiveOrder[] }>; pageParams: unknown[] };
  client.setQueriesData<Pages>({ queryKey: ['my-orders', brandId] }, (old) =>
    old
      ? { ...old, pages: old.pages.map((p) => ({ ...p, orders: p.orders.map((o) => merged(o, live)) })) }
      : old,
  );
}

/**
 * Follows an order live (issue 17; 002 §2.19, §4.1): an EventSource on GET
 * order/events/{orderNumber}?t={trackingToken}; each `order` event is written into the query cache
 * (applyLiveOrder). The browser reconnects by itself, resuming with Last-Event-ID. Answers whether
 * the stream is open: false before it opens, after an error and without an order, token or
 * EventSource — the screens then keep polling (the fallback); `onLiveChange` hears the same.
 * Closed when the screen unmounts or the order changes. Pass no token for an order that cannot
 * change any more (final statuses): no stream is opened.
 */
export function useLiveOrder(
  orderNumber: string | null | undefined,
  trackingToken: string | null | undefined,
  onLiveChange?: (live: boolean) => void,
): boolean {
  const api = useApi();
  const client = useQueryClient();
  const [live, setLiveState] = useState(false);
  const onChange = useRef(onLiveChange);
  onChange.current = onLiveChange;
  useEffect(() => {
    const setLive = (value: boolean) => {
      setLiveState(value);
      onChange.current?.(value);
    };
    if (!orderNumber || !trackingToken || typeof EventSource === 'undefined') return;
    const source = new EventSource(orderEventsUrl(api.brandId, orderNumber, trackingToken));
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('order', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as LiveOrderEvent;
        applyLiveOrder(client, api.brandId, data.orders);
        setLive(true);
      } catch {
        // Not an order: ignore it; polling still corrects the screen.
      }
    });
    // A dropped stream is retried by the browser; a refused one (404, 429) stays closed. Either
    // way the screen polls until the stream is open again.
    source.addEventListener('error', () => setLive(false));
    return () => {
      source.close();
      setLive(false);
    };
  }, [api.brandId, client, orderNumber, trackingToken]);
  return live;
}
