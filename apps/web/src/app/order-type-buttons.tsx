import type { ServiceType } from '@sufra/contract';
import { Bike, type LucideIcon, Store, UtensilsCrossed } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../shared/brand/brand-context.tsx';
import type { ResolvedBrand } from '../shared/brand/resolve-brand.ts';
import { useOrderSettings } from '../shared/order-settings/order-settings-state.ts';
import { notify } from '../shared/ui/notifications.tsx';
import './order-type-buttons.css';

/** The order types in the spec's order (000 §2.5: Dine In, Delivery and Pickup). */
const ORDER_TYPES: ReadonlyArray<{
  type: ServiceType;
  label: 'orderTypeDineIn' | 'orderTypeDelivery' | 'orderTypePickup';
  icon: LucideIcon;
}> = [
  { type: 'DINE_IN', label: 'orderTypeDineIn', icon: UtensilsCrossed },
  { type: 'DELIVERY', label: 'orderTypeDelivery', icon: Bike },
  { type: 'PICKUP', label: 'orderTypePickup', icon: Store },
];

const ServiceSwitch = lazy(() => import('./service-switch.tsx').then((m) => ({ default: m.ServiceSwitch })));

/**
 * The order types a brand offers, in the spec's order (000 §2.5 'Only the types the brand
 * offers appear'; 000 §3 Service type: isDeliveryEnabled, isPickupEnabled, isDineInEnabled).
 */
export function offeredOrderTypes(setting: ResolvedBrand['setting']): ServiceType[] {
  const offered: Record<ServiceType, boolean> = {
    DINE_IN: setting.isDineInEnabled,
    DELIVERY: setting.isDeliveryEnabled,
    PICKUP: setting.isPickupEnabled,
  };
  return ORDER_TYPES.map((o) => o.type).filter((type) => offered[type]);
}

/**
 * The top bar's order-type buttons (000 §2.5): one button per type the brand offers, the active
 * one highlighted (aria-pressed). They are also the service toggle of the brand home (000 §2.7,
 * 'active services only') and of the header (000 §2.9): a switch only when there is another
 * service to switch to (IS49, decision 0100); no second toggle is drawn. The active type is the order settings' service type, else
 * Pickup when offered (000 §4.2). Tapping the other of Delivery and Pickup asks to confirm and
 * switches (000 §2.9, §4.3; service-switch.tsx, loaded on first tap) — delivery of both catalogues:
 * the outlet map flow and the brand-based area picker (decision 0020). Dine-in, which starts from
 * a table's QR code (000 §1), stays visible, is marked unavailable (aria-disabled) and, when
 * tapped, says so instead of switching (decision 0100, IS-OT1).
 */
export function OrderTypeButtons() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const selected = useOrderSettings((s) => s.serviceType);
  const offered = offeredOrderTypes(brand.setting);
  const [switchTo, setSwitchTo] = useState<ServiceType | null>(null);
  if (offered.length === 0) return null;
  const active: ServiceType | undefined =
    selected && offered.includes(selected) ? selected : offered.includes('PICKUP') ? 'PICKUP' : offered[0];
  return (
    <fieldset className="order-types" aria-label={t('orderType')}>
      {ORDER_TYPES.filter((o) => offered.includes(o.type)).map(({ type, label, icon: Icon }) => {
        const working = type !== 'DINE_IN';
        return (
          <button
            key={type}
            type="button"
            className="order-type"
            aria-pressed={type === active}
            aria-disabled={working ? undefined : true}
            title={t(label)}
            onClick={() => {
              if (!working) notify(t('orderTypeDineInAtTable'));
              else if (type !== active) setSwitchTo(type);
            }}
          >
            <Icon size={16} aria-hidden="true" />
            <span className="order-type-label">{t(label)}</span>
          </button>
        );
      })}
      {switchTo ? (
        <Suspense fallback={null}>
          <ServiceSwitch to={switchTo} onClose={() => setSwitchTo(null)} />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
