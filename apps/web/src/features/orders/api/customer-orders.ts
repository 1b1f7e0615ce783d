import { TIMERS } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** Orders per page of 'Your Orders' (the API's default, decision 0007). */
const PAGE_SIZE = 50;

/**
 * GET order/getCustomerOrders as an infinite query (002 §2.17, §7; issue 5 pagination, decision
 * 0007): pages of 50, newest first; the next page is asked with the previous `nextCursor` and
 * there is none when it is null. The first page waits 100 ms (002 §9 ordersFetchDelayMs).
 */
export function customerOrdersQuery(input: { brandId: string; sessionToken: string | null }) {
  return infiniteQueryOptions({
    queryKey: ['my-orders', input.brandId, input.sessionToken],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      if (pageParam === null) await new Promise((r) => setTimeout(r, TIMERS.ordersFetchDelayMs));
      return callApi(
        ROUTES.getCustomerOrders,
        {},
        {
          token: input.sessionToken,
          signal,
          query: {
            brandId: input.brandId,
            limit: String(PAGE_SIZE),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
      );
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
