import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useDeliveryStoreMenu } from '../../../shared/delivery/api/delivery-menu.ts';
import { toZone } from '../../../shared/delivery/api/stores-for-point.ts';
import { DeliveryHeader } from '../../../shared/delivery/delivery-header.tsx';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { StoreMenuPage } from '../components/store-menu-page.tsx';

/**
 * Outlet-based store page `/store/store-detail` for delivery (000 §2.8, §2.9; 001 §4.6): without a
 * store and a point, the location step; else the store's delivery menu for the point
 * (menus/get-delivery-store-menu-v2, which also checks that the store serves it — a refusal shows
 * the server's text and goes home) under the delivery header. The server's `storeArea` refreshes
 * the zone's terms the basket is priced with.
 */
export function Component() {
  const navigate = useNavigate();
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const point = useOrderSettings((s) => s.delivery.point);
  const { data, isLoading, error } = useDeliveryStoreMenu(
    storeId,
    { point, zone: null },
    Boolean(storeId && point),
  );
  const area = data?.storeArea;
  useEffect(() => {
    if (area) getOrderSettings().setDelivery({ zone: toZone(area) });
  }, [area]);
  if (!storeId || !point) return <Navigate to={paths.selectDeliveryArea} replace />;
  return (
    <StoreMenuPage
      data={data}
      isLoading={isLoading}
      error={error}
      header={<DeliveryHeader onChange={() => navigate(paths.selectDeliveryArea)} />}
    />
  );
}
