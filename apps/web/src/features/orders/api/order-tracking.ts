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
 * tokens; refreshes every 15 s; a 404 is not retried.
 */
function orderTrackingQuery(
  api: ApiClient,
  input: { orderId: string; trackingToken: string | null; sessionToken: string | null },
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
    refetchInterval: TRACKING_REFRESH_MS,
    retry: false,
  });
}

/** The tracked order `orderId` (orderTrackingQuery) with the link's `trackingToken` and the session's. */
export function useOrderTracking(orderId: string, trackingToken: string | null) {
  const sessionToken = useSession((s) => s.token);
  return useQuery(orderTrackingQuery(useApi(), { orderId, trackingToken, sessionToken }));
}
