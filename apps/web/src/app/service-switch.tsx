import type { ServiceType } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getBasket } from '../shared/basket/basket-state.ts';
import { useBrand } from '../shared/brand/brand-context.tsx';
import { paths } from '../shared/config/paths.ts';
import { getOrderSettings } from '../shared/order-settings/order-settings-state.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';

/**
 * The service-type switch's confirm (000 §2.9, §4.3; SVC-03): 'Use {service} service' / 'Are you
 * sure you want to choose the service'. Yes clears the order data (000 §4.12 removeOrderData: the
 * basket with its coupon, loyalty and tip, the delivery point, address and zone, the store; the
 * payment choice lives on the checkout screen only), sets the new type (which resets the timing;
 * the discounts and menus are keyed by service, so they are fetched again) and opens the location step (SVC-06):
 * the outlet brand's delivery location screen — which lists the saved addresses first when there
 * are any —, the brand-based home, whose delivery screen opens the area picker (decision 0020), or
 * the pickup store list. Loaded only when a switch is asked for.
 */
export function ServiceSwitch({ to, onClose }: { to: ServiceType; onClose: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const service = t(to === 'DELIVERY' ? 'orderTypeDelivery' : 'orderTypePickup');
  const confirm = () => {
    getBasket().clear();
    const settings = getOrderSettings();
    settings.setDelivery({ point: null, address: null, zone: null });
    settings.setSelectedStoreId(null);
    settings.setServiceType(to);
    onClose();
    navigate(to === 'DELIVERY' && outlet ? paths.selectDeliveryArea : paths.home);
  };
  return (
    <ConfirmDialog
      open
      title={t('useService', { service })}
      message={t('chooseServiceConfirm')}
      onYes={confirm}
      onNo={onClose}
    />
  );
}
