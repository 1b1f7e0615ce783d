import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { brandMenuQuery } from '../../../shared/queries/menus.ts';

/**
 * Brand-based catalogue (000 §2.7, §4.2, §4.4): the brand's store (menus/get-brand-menu
 * `storeInfo`) becomes the selected pickup store; another store than the one selected resets the
 * timing (000 §4.12 resetStoreData), which the screens showing the store then set from it
 * (useOrderTiming: ASAP when open, else the first pre-order slot). Runs in the shell,
 * on every route, so a page opened by a shared link (an item at /item/{itemId}/{catId}, 000
 * §2.12) in a fresh browser has its store too, not only the home. The service stays Delivery
 * when the customer chose it and the brand offers it; for delivery the area choice selects the
 * store (001 §4.3, decision 0020), so nothing more is done here. `enabled` false (outlet-based
 * brands) does nothing.
 */
export function useBrandStoreSelection(enabled: boolean): void {
  const brand = useBrand();
  const { data } = useQuery({ ...brandMenuQuery(useApi()), enabled });
  const storeInfo = enabled ? data?.storeInfo : undefined;
  // Re-applied on a switch of service (000 §4.3): back to pickup, the brand's store is selected again.
  const serviceType = useOrderSettings((s) => s.serviceType);
  useEffect(() => {
    if (!storeInfo) return;
    const settings = getOrderSettings();
    const { isDeliveryEnabled, isPickupEnabled } = brand.setting;
    // The chosen service while offered, else the first enabled one (delivery, then pickup).
    const service =
      isDeliveryEnabled && (serviceType === 'DELIVERY' || !isPickupEnabled) ? 'DELIVERY' : 'PICKUP';
    if (settings.serviceType !== service) settings.setServiceType(service);
    if (service === 'DELIVERY') return;
    if (settings.selectedStoreId !== storeInfo._id) {
      settings.setSelectedStoreId(storeInfo._id);
      settings.setTiming(null);
    }
  }, [storeInfo, brand.setting, serviceType]);
}
