import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useSession } from '../../../shared/session/session-state.ts';

/** 002 §4.1: the tracking screen refreshes the order every 15 s. */
const TRACKING_REFRESH_MS = 15_000;

/**
 * GET order/get-order-tracking-info/{orderNumber}?brandId=…[&t=…] as a query (002 §2.19, §7;
 * decision 0007): the signed-in owner's session token (`asCustomer`: full order, `access:
 * 'owner'`) and/or the link's tracking token `t` (public order, `access: 'link'`). Keyed by both
 * tokens; refreshes every 15 s unless the order's live stream is open (`live`, issue 17:
 * useLiveOrder writes each change into this query; polling is the fallback); a 404 is not retried.
 */
function orderTrackingQuery(
  api: ApiClient,
  input: { orderId: string; trackingToken: string | null; sessionToken: string | null; live: boolean },
) {
  return queryOptions({
    queryKey: ['tracking', api.brandId, input.orderId, input.trackingToken, input.sessionToken],
    queryFn: () =>
      api.call(
        ROUTES.getOrderTrackingInfo,
        {},
        {
          asCustomer: input.sessionToken !== null,
          params: { orderId: input.orderId },
          query: input.trackingToken ? { t: input.trackingToken } : {},
        },
      ),
    enabled: Boolean(input.orderId),
    refetchInterval: input.live ? false : TRACKING_REFRESH_MS,
    retry: false,
  });
}

/** The tracked order `orderId` (orderTrackingQuery) with the link's `trackingToken` and the session's; no polling while `live`. */
export function useOrderTracking(orderId: string, trackingToken: string | null, live = false) {
  const sessionToken = useSession((s) => s.token);
  return useQuery(orderTrackingQuery(useApi(), { orderId, trackingToken, sessionToken, live }));
}
