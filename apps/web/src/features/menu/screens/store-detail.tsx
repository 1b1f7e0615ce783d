import { Navigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { usePickupStoreMenu } from '../../../shared/queries/menus.ts';
import { StoreMenuPage } from '../components/store-menu-page.tsx';

/**
 * Outlet-based store page `/store/store-detail` for pickup (000 §2.8): redirects home without a
 * selected store; the store's pickup menu (menus/get-pickup-store-menu) in StoreMenuPage.
 */
export function Component() {
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const { data, isLoading, error } = usePickupStoreMenu(storeId);
  if (!storeId) return <Navigate to={paths.home} replace />;
  return <StoreMenuPage data={data} isLoading={isLoading} error={error} />;
}
