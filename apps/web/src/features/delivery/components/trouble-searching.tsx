import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandDeliveryAreas } from '../../../shared/delivery/area/brand-delivery-areas.ts';
import { Button } from '../../../shared/ui/button.tsx';

const AreaPicker = lazy(() =>
  import('../../../shared/delivery/area/area-picker.tsx').then((m) => ({ default: m.AreaPicker })),
);

/**
 * 'Having trouble searching' with 'Select location' (001 §2.3, from the store or home flow): shown
 * only when the brand has delivery areas (delivery-method/get-brand-delivery-areas answers at least
 * one); the button opens the area-selection modal (AreaPicker), whose choice goes on like the
 * delivery home's. The map is a delivery screen, so the spec's pickup branch (the pickup store
 * modal) is not reached here (decision 0037).
 */
export function TroubleSearching() {
  const { t } = useTranslation('delivery');
  const areas = useBrandDeliveryAreas();
  const [open, setOpen] = useState(false);
  if (!areas.data || areas.data.deliveryAreas.length === 0) return null;
  return (
    <div className="trouble-searching">
      <span className="muted">{t('havingTroubleSearching')}</span>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('selectLocation')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AreaPicker open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
