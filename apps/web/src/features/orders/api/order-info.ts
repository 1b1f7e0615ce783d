import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * order/get-order-info/{id} as a query (002 §7): one of the signed-in customer's orders by id or
 * number, with its tracking token (issue 5). Disabled without an id or a session token.
 */
export function orderInfoQuery(input: { brandId: string; id: string | null; sessionToken: string | null }) {
  return queryOptions({
    queryKey: ['order', input.brandId, input.id],
    queryFn: () =>
      callApi(
        ROUTES.getOrderInfo,
        { brandId: input.brandId },
        { token: input.sessionToken, params: { id: input.id ?? '' } },
      ),
    enabled: Boolean(input.id && input.sessionToken),
  });
}
