import type { ServiceType } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useBrand } from '../../brand/brand-context.tsx';
import { useOrderSettings } from '../../order-settings/order-settings-state.ts';
import { useSession } from '../../session/session-state.ts';

/**
 * discounts/get-all-active-discounts-v2 (000 §7.4, DISC-01/-21/-24): the brand's active, listed
 * discounts for the store and service type (both optional), with page COUPONS_POPUP. Sent with
 * the customer's token and userId when signed in, so `usesLeft` is theirs; the key holds the
 * store, the service and the customer, so a switch of service or a sign-in fetches again (DISC-24).
 */
function discountsQuery(
  brandId: string,
  storeId: string | null,
  serviceType: ServiceType | null,
  customer: { userId: string; token: string } | null,
) {
  return queryOptions({
    queryKey: ['discounts', brandId, storeId, serviceType, customer?.userId ?? null],
    queryFn: () =>
      callApi(
        ROUTES.getAllActiveDiscountsV2,
        {
          brandId,
          page: 'COUPONS_POPUP',
          ...(storeId ? { storeId } : {}),
          ...(serviceType ? { serviceType } : {}),
          ...(customer ? { userId: customer.userId } : {}),
        },
        { token: customer?.token ?? null },
      ),
  });
}

/**
 * The brand's listed discounts for the selected store and service (order settings), [] while
 * loading or when the call fails: the failure is silent (DISC-21), the storefront shows no
 * coupons then.
 */
export function useDiscounts() {
  const brand = useBrand();
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const serviceType = useOrderSettings((s) => s.serviceType);
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.user?.userId ?? null);
  const customer = token && userId ? { token, userId } : null;
  const { data } = useQuery(discountsQuery(brand.brand._id, storeId, serviceType ?? 'PICKUP', customer));
  return data?.discount ?? EMPTY;
}

const EMPTY: never[] = [];
