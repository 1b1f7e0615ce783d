import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { brandMenuQuery } from '../../../shared/queries/menus.ts';

/**
 * Brand-based catalogue (000 §2.7, §4.2, §4.4): the brand's store (menus/get-brand-menu
 * `storeInfo`) becomes the selected pickup store, with ASAP timing when open. Runs in the shell,
 * on every route, so a page opened by a shared link (an item at /item/{itemId}/{catId}, 000
 * §2.12) in a fresh browser has its store too, not only the home. `enabled` false (outlet-based
 * brands) does nothing.
 */
export function useBrandStoreSelection(enabled: boolean): void {
  const brand = useBrand();
  const { data } = useQuery({ ...brandMenuQuery(brand.brand._id), enabled });
  const storeInfo = enabled ? data?.storeInfo : undefined;
  useEffect(() => {
    if (!storeInfo) return;
    const settings = getOrderSettings();
    // The first enabled service of the brand (delivery, then pickup); issue 2's demo brands are pickup.
    const service = brand.setting.isDeliveryEnabled && !brand.setting.isPickupEnabled ? 'DELIVERY' : 'PICKUP';
    if (settings.serviceType !== service) settings.setServiceType(service);
    if (settings.selectedStoreId !== storeInfo._id) settings.setSelectedStoreId(storeInfo._id);
    settings.setTiming(storeInfo.isOpened ? { type: 'ASAP', preOrderSlot: null } : null);
  }, [storeInfo, brand.setting]);
}
