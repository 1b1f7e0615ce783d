import { TIMERS } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useSession } from '../../../shared/session/session-state.ts';

/** Orders per page of 'Your Orders' (the API's default, decision 0007). */
const PAGE_SIZE = 50;

/**
 * GET order/getCustomerOrders as an infinite query (002 §2.17, §7; issue 5 pagination, decision
 * 0007): pages of 50, newest first; the next page is asked with the previous `nextCursor` and
 * there is none when it is null. The first page waits 100 ms (002 §9 ordersFetchDelayMs). Keyed
 * by the customer's `sessionToken`; `['my-orders']` starts every key (placing or signing in
 * invalidates it).
 */
function customerOrdersQuery(api: ApiClient, sessionToken: string | null) {
  return infiniteQueryOptions({
    queryKey: ['my-orders', api.brandId, sessionToken],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      if (pageParam === null) await new Promise((r) => setTimeout(r, TIMERS.ordersFetchDelayMs));
      return api.call(
        ROUTES.getCustomerOrders,
        {},
        { signal, query: { limit: String(PAGE_SIZE), ...(pageParam ? { cursor: pageParam } : {}) } },
      );
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The signed-in customer's orders, page by page (customerOrdersQuery with the session's token). */
export function useCustomerOrders() {
  const sessionToken = useSession((s) => s.token);
  return useInfiniteQuery(customerOrdersQuery(useApi(), sessionToken));
}
