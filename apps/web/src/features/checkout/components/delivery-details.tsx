import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context.tsx';
import { formatAddress } from '../../../shared/delivery/delivery-choice.ts';
import { checkoutAddressPaths } from '../../../shared/delivery/delivery-paths.ts';
import { SavedAddressesSheet } from '../../../shared/delivery/saved-addresses-sheet.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * The delivery address card of checkout step 1 (001 §2.8 Delivery): the formatted address (or
 * 'Select Location') with 'Change', which opens the 'Select Delivery Address' sheet (001 §2.6);
 * adding an address goes to the address form when a point is set, else to the map (ADDR-22); a
 * brand-based catalogue's form starts from the chosen area's point (decision 0020).
 */
export function DeliveryDetails() {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { address, point } = useOrderSettings((s) => s.delivery);
  const [sheet, setSheet] = useState(false);
  const outlet = useBrand().brand.catalogueType === 'OUTLET_BASED_CATALOGUE';
  const to = checkoutAddressPaths(outlet);
  return (
    <>
      <div className="card checkout-card" id="delivery-address">
        <MapPin size={20} aria-hidden="true" />
        <div className="checkout-card-body">
          <span className="muted">{t('deliveryAddress')}</span>
          {address ? (
            <>
              <strong>{t(`addressType${address.addressType}`)}</strong>
              <span className="muted">{formatAddress(address, language)}</span>
            </>
          ) : (
            <strong>{t('selectLocation')}</strong>
          )}
        </div>
        <Button
          variant="ghost"
          onClick={() => setSheet(true)}
          aria-label={`${t('change')}: ${t('deliveryAddress')}`}
        >
          {t('change')}
        </Button>
      </div>
      <SavedAddressesSheet
        open={sheet}
        inCheckout
        onClose={() => setSheet(false)}
        onAddNew={() => navigate(point || !outlet ? to.form : to.map)}
        onChosen={() => undefined}
      />
    </>
  );
}
