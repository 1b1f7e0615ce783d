import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** 002 §4.1: the tracking screen refreshes the order every 15 s. */
const TRACKING_REFRESH_MS = 15_000;

/**
 * GET order/get-order-tracking-info/{orderNumber}?brandId=…[&t=…] as a query (002 §2.19, §7;
 * decision 0007): the signed-in owner's session token (full order, `access: 'owner'`) and/or the
 * link's tracking token `t` (public order, `access: 'link'`). Refreshes every 15 s; a 404 is not
 * retried.
 */
export function orderTrackingQuery(input: {
  brandId: string;
  orderId: string;
  trackingToken: string | null;
  sessionToken: string | null;
}) {
  return queryOptions({
    queryKey: ['tracking', input.brandId, input.orderId, input.trackingToken, input.sessionToken],
    queryFn: () =>
      callApi(
        ROUTES.getOrderTrackingInfo,
        {},
        {
          token: input.sessionToken,
          params: { orderId: input.orderId },
          query: { brandId: input.brandId, ...(input.trackingToken ? { t: input.trackingToken } : {}) },
        },
      ),
    enabled: Boolean(input.orderId),
    refetchInterval: TRACKING_REFRESH_MS,
    retry: false,
  });
}
