import type { ServiceType } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';

/** What an item's detail is asked with (000 §2.12): the item, its category and, once chosen, the store and service. */
export interface ItemDetailInput {
  itemId: string;
  categoryId: string;
  /** The store the item is ordered from, or null before one is chosen (outlet, 000 §4.6). */
  storeId: string | null;
  /** The service (000 §4.3): the store's menu, prices and stock differ by it. */
  serviceType: ServiceType;
}

/**
 * Query options of an item's detail (000 §2.12, §7.3): with a store, menus/get-menu-item-detail
 * (the store's availability, stock and price for the service); without one,
 * items/get-item-detail. The key holds every input of the answer —
 * `['item', brandId, itemId, storeId, serviceType, categoryId]`, the service null without a store
 * (items/get-item-detail does not take it) — so a switch of store or service asks again.
 */
function itemDetailQuery(api: ApiClient, input: ItemDetailInput) {
  const { itemId, categoryId, storeId } = input;
  const serviceType = storeId ? input.serviceType : null;
  return queryOptions({
    queryKey: ['item', api.brandId, itemId, storeId, serviceType, categoryId],
    queryFn: () =>
      storeId && serviceType
        ? api.call(ROUTES.getMenuItemDetail, {
            itemId,
            storeId,
            serviceType,
            categoryId,
            isModal: false,
            reverseImageUrls: true,
          })
        : api.call(ROUTES.getItemDetail, { itemId, categoryId, reverseImageUrls: true }),
  });
}

/** An item's detail (itemDetailQuery), asked while `enabled`. */
export function useItemDetail(input: ItemDetailInput, enabled: boolean) {
  return useQuery({ ...itemDetailQuery(useApi(), input), enabled });
}
