import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useSession } from '../../../shared/session/session-state.ts';

/**
 * order/get-order-info/{id} as a query (002 §7): one of the signed-in customer's orders by id or
 * number, with its tracking token (issue 5); key `['order', brandId, id]`. Disabled without an id
 * or a session token (`sessionToken`, the customer's; the call sends the client's).
 */
function orderInfoQuery(api: ApiClient, input: { id: string | null; sessionToken: string | null }) {
  return queryOptions({
    queryKey: ['order', api.brandId, input.id],
    queryFn: () => api.call(ROUTES.getOrderInfo, {}, { params: { id: input.id ?? '' } }),
    enabled: Boolean(input.id && input.sessionToken),
  });
}

/**
 * The signed-in customer's order `id` (orderInfoQuery with the session's token); `retry` replaces
 * the app's retry rule (the order-success page retries server failures only).
 */
export function useOrderInfo(id: string | null, retry?: (failures: number, error: Error) => boolean) {
  const sessionToken = useSession((s) => s.token);
  return useQuery({ ...orderInfoQuery(useApi(), { id, sessionToken }), ...(retry ? { retry } : {}) });
}
