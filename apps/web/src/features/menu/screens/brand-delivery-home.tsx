import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryStoreMenu } from '../../../shared/delivery/api/delivery-menu.ts';
import { toZone } from '../../../shared/delivery/api/stores-for-point.ts';
import { useBrandDeliveryAreas } from '../../../shared/delivery/area/brand-delivery-areas.ts';
import { locationStep } from '../../../shared/delivery/area-rules.ts';
import { clearDeliveryChoice } from '../../../shared/delivery/delivery-choice.ts';
import { DeliveryHeader } from '../../../shared/delivery/delivery-header.tsx';
import { getOrderSettings, useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notifications.tsx';
import { BrandHero } from '../components/brand-hero.tsx';
import { BrandMenuPage } from '../components/brand-menu-page.tsx';
import '../../delivery/delivery.css';

const AreaPicker = lazy(() =>
  import('../../../shared/delivery/area/area-picker.tsx').then((m) => ({ default: m.AreaPicker })),
);

/** The start card's button by method (001 §2.4 'Select country' / 'Select city' / 'Select Area'). */
const PICK_LABEL = {
  COUNTRY_BASED: 'selectCountryTitle',
  CITY_BASED: 'selectCityTitle',
  AREA_BASED: 'selectAreaTitle',
  MAPPED_AREA_BASED: 'selectAreaTitle',
} as const;

/**
 * The brand-based home `/` for delivery (000 §2.7, §2.9; 001 §2.5, §4.1, §4.3; decision 0020):
 * - no area chosen yet: the brand, 'Where should we deliver' / 'We need your location to check
 *   if this restaurant delivers to you.' with 'Select Area' ('Select city' / 'Select country' by
 *   the brand's method), and the area picker opened at once (SVC-06: delivery with an area-based
 *   method opens the area modal and fetches the delivery areas — a brand-based catalogue has no
 *   map route, so a mapped-area brand gets the picker's mapped layout too);
 * - an area chosen: the store's delivery menu for it (deliveryStoreMenuQuery: areaID, or the
 *   brand's menu with the store's terms for a city or a country) under the delivery header
 *   ('Delivering to' the area, the zone's time, fee and minimum; 'Change' reopens the picker).
 *   The server's `storeArea` refreshes the terms the basket and checkout are priced with; a
 *   refusal shows the server's text and clears the area and store (ADDR-11 step 5).
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const choice = useOrderSettings((s) => s.delivery);
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const serviceType = useOrderSettings((s) => s.serviceType);
  const areas = useBrandDeliveryAreas();
  const method = areas.data?.deliveryMethod ?? null;
  const ready = Boolean(choice.zone?.place && storeId);
  const [picker, setPicker] = useState(() => !ready && locationStep(serviceType, method, 0) !== 'error');
  const menu = useDeliveryStoreMenu(storeId, choice, ready);
  const area = menu.data?.storeArea;

  useEffect(() => {
    if (area) getOrderSettings().setDelivery({ zone: toZone(area, getOrderSettings().delivery.zone?.place) });
  }, [area]);

  useEffect(() => {
    if (!menu.error) return;
    notify(menu.error.message);
    clearDeliveryChoice();
  }, [menu.error]);

  return (
    <>
      {ready ? (
        <BrandMenuPage
          data={
            menu.data
              ? { categories: menu.data.storeMenu.categories, storeInfo: menu.data.storeInfo }
              : undefined
          }
          isLoading={menu.isLoading}
          error={null}
          header={<DeliveryHeader onChange={() => setPicker(true)} />}
        />
      ) : (
        <div className="menu-page">
          <BrandHero store={null} delivery />
          <section className="card delivery-start" aria-labelledby="where-deliver">
            <h2 id="where-deliver" className="section-title">
              {t('whereDeliver')}
            </h2>
            <p className="muted">{t('whereDeliverText')}</p>
            <Button block onClick={() => setPicker(true)}>
              <MapPin size={18} aria-hidden="true" />
              {t(PICK_LABEL[method ?? 'AREA_BASED'])}
            </Button>
          </section>
        </div>
      )}
      {picker ? (
        <Suspense fallback={null}>
          <AreaPicker open onClose={() => setPicker(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
