import type { Store } from '@sufra/contract';
import { Store as StoreIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storeAddress } from '../../../shared/i18n/store-address.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * Step 1's pickup details (001 §2.8): the 'Pickup from' card (the store's name and address in the
 * UI language, 'Change' → `onChangeStore`) and, when the store asks for it, the vehicle field
 * (registered with the form by `registerVehicle` then only; required when the store says so).
 */
export function PickupDetails({
  store,
  registerVehicle,
  onChangeStore,
}: {
  store: Store;
  registerVehicle(): UseFormRegisterReturn<'vehicleInfo'>;
  onChangeStore(): void;
}) {
  const { t } = useTranslation('checkout');
  const { language, pick } = useLanguage();
  return (
    <>
      <div className="card checkout-card">
        <StoreIcon size={20} aria-hidden="true" />
        <div className="checkout-card-body">
          <span className="muted">{t('pickupFrom')}</span>
          <strong>{pick(store.translations).name}</strong>
          <span className="muted">{storeAddress(store, language) || t('selectLocation')}</span>
        </div>
        <Button variant="ghost" onClick={onChangeStore}>
          {t('change')}
        </Button>
      </div>
      {store.vehicleInfoForPickup.isActive ? (
        <div className="field">
          <label htmlFor="vehicle">{t('addVehicleInfo')}</label>
          <input
            id="vehicle"
            className="input"
            placeholder={t('vehiclePlaceholder')}
            autoComplete="off"
            aria-required={store.vehicleInfoForPickup.isRequired}
            {...registerVehicle()}
          />
        </div>
      ) : null}
    </>
  );
}
