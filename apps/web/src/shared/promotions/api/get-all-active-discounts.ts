import type { ServiceType } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApi } from '../../api/api-provider.tsx';
import { useOrderSettings } from '../../order-settings/order-settings-state.ts';
import { useSession } from '../../session/session-state.ts';

/**
 * discounts/get-all-active-discounts-v2 (000 §7.4, DISC-01/-21/-24): the brand's active, listed
 * discounts for the store and service type (both optional), with page COUPONS_POPUP. Sent with
 * the customer's token (`asCustomer`) and userId when signed in (`userId`), so `usesLeft` is
 * theirs; the key holds the store, the service and the customer, so a switch of service or a
 * sign-in fetches again (DISC-24). `['discounts', brandId]` starts every key (placing an order
 * invalidates it).
 */
function discountsQuery(
  api: ApiClient,
  storeId: string | null,
  serviceType: ServiceType | null,
  userId: string | null,
) {
  return queryOptions({
    queryKey: ['discounts', api.brandId, storeId, serviceType, userId],
    queryFn: () =>
      api.call(
        ROUTES.getAllActiveDiscountsV2,
        {
          page: 'COUPONS_POPUP',
          ...(storeId ? { storeId } : {}),
          ...(serviceType ? { serviceType } : {}),
          ...(userId ? { userId } : {}),
        },
        { asCustomer: userId !== null },
      ),
  });
}

/**
 * The brand's listed discounts for the selected store and service (order settings), [] while
 * loading or when the call fails: the failure is silent (DISC-21), the storefront shows no
 * coupons then.
 */
export function useDiscounts() {
  const api = useApi();
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const serviceType = useOrderSettings((s) => s.serviceType);
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.user?.userId ?? null);
  const customer = token && userId ? userId : null;
  const { data } = useQuery(discountsQuery(api, storeId, serviceType ?? 'PICKUP', customer));
  return data?.discount ?? EMPTY;
}

const EMPTY: never[] = [];
