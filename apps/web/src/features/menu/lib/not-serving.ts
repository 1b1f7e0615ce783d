import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';

/** Whether a menu load failed with SVC-02's storeNotServing (000 §4.2: no service type is enabled). */
export const isNotServing = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'storeNotServing';

/**
 * SVC-02 (000 §4.2): when the menu fails because no service type is enabled, the order data is
 * cleared — the basket with its promotions, the delivery point, address and zone, the store and
 * the timing. The screen shows the server's text ('The store is currently not serving, please try
 * again later', in the request's language) as for any menu failure.
 */
export function useClearOnNotServing(error: unknown): void {
  const notServing = isNotServing(error);
  useEffect(() => {
    if (!notServing) return;
    getBasket().clear();
    const settings = getOrderSettings();
    settings.setDelivery({ point: null, address: null, zone: null });
    settings.setSelectedStoreId(null);
    settings.setTiming(null);
  }, [notServing]);
}
