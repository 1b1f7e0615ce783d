import type { Store } from '@sufra/contract';
import { hasDeliveryPlace, useDeliveryStoreMenu } from '../delivery/api/delivery-menu.ts';
import { useOrderSettings } from '../order-settings/order-settings-state.ts';
import { usePickupStores } from './stores.ts';

// Apart from stores.ts, whose query options the app start uses (boot data): the entry does not
// carry the delivery menu's query (issue 8, initial-JS budget).

/**
 * The selected store (order settings) as the API describes it, or undefined while loading / none
 * selected: for pickup from the pickup stores, for delivery from the delivery menu of the point
 * or of the brand-based area (its storeInfo, the same answer the store page shows).
 */
export function useSelectedStore(): { store: Store | undefined; isLoading: boolean } {
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const place = useOrderSettings((s) => s.delivery);
  const delivery = useOrderSettings((s) => s.serviceType) === 'DELIVERY';
  const pickup = usePickupStores(!delivery);
  const menu = useDeliveryStoreMenu(storeId, place, delivery && Boolean(storeId) && hasDeliveryPlace(place));
  if (delivery) return { store: menu.data?.storeInfo, isLoading: menu.isLoading };
  return { store: pickup.data?.stores.find((s) => s._id === storeId), isLoading: pickup.isLoading };
}
