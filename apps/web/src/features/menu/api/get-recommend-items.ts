import type { ServiceType } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What menus/get-recommend-items needs besides the brand (000 §7.3); any field may be missing. */
export interface RecommendFor {
  itemId?: string | null;
  storeId?: string | null;
  menuId?: string | null;
  serviceType?: ServiceType | null;
  categoryId?: string | null;
}

/** The request when every field exists (000 §5 CART-08), else null: nothing is asked. */
export function recommendRequest(r: RecommendFor) {
  const { itemId, storeId, menuId, serviceType, categoryId } = r;
  return itemId && storeId && menuId && serviceType && categoryId
    ? { itemId, storeId, menuId, serviceType, categoryId }
    : null;
}

/**
 * Query options of menus/get-recommend-items (000 §2.11, §7.3): the ids of the items to suggest
 * after the last cart line; key `['recommend-items', brandId, …body]`. Throws ApiError.
 */
function recommendItemsQuery(api: ApiClient, body: NonNullable<ReturnType<typeof recommendRequest>>) {
  return queryOptions({
    queryKey: [
      'recommend-items',
      api.brandId,
      body.storeId,
      body.menuId,
      body.serviceType,
      body.itemId,
      body.categoryId,
    ],
    queryFn: () => api.call(ROUTES.getRecommendItems, body),
    staleTime: 60_000,
  });
}

/** The recommended item ids for `r`, asked only when all six fields exist (CART-08); [] meanwhile or on a failure. */
export function useRecommendItems(r: RecommendFor): string[] {
  const api = useApi();
  const body = recommendRequest(r);
  const query = useQuery({
    ...recommendItemsQuery(
      api,
      body ?? { itemId: '', storeId: '', menuId: '', serviceType: 'PICKUP', categoryId: '' },
    ),
    enabled: body !== null,
  });
  return body && query.data ? query.data : [];
}
