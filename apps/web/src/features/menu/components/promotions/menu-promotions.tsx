import type { Discount, Store } from '@sufra/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../../shared/brand/brand-context.tsx';
import { useOrderSettings } from '../../../../shared/order-settings/order-settings-state.ts';
import { useDiscounts } from '../../../../shared/promotions/api/get-all-active-discounts.ts';
import { useLoyaltyPolicy } from '../../../../shared/promotions/api/get-loyalty-by-brand.ts';
import { useWallet } from '../../../../shared/promotions/api/get-user-wallet.ts';
import { deliveryOffers } from '../../../../shared/promotions/delivery-offers.ts';
import { listedCoupons } from '../../../../shared/promotions/listed-coupons.ts';
import { useNowSeconds } from '../../../../shared/promotions/use-now.ts';
import { promoRowHint } from '../../lib/promo-row-hint.ts';
import { CouponCard } from './coupon-card.tsx';
import { DeliveryOfferCards } from './delivery-offer-cards.tsx';
import { LoyaltyCard } from './loyalty-card.tsx';
import { MenuOverlays } from './menu-overlays.tsx';
import './promotions.css';

import { CouponInfoSheet } from './coupon-info-sheet.tsx';
import { LoyaltyPopup } from './loyalty-popup.tsx';

/**
 * The promotions of the menu home (000 §2.16, §2.17, §2.19), in one horizontal row of cards: the
 * delivery offers where the store delivers (happy hour, its expiry notice, free delivery over an
 * amount), the Loyalty Credit card when the policy is active, and the coupon cards (DISC-01: for
 * the store and service, not hidden). A coupon card opens the coupon info sheet, the loyalty card
 * the 'Loyalty program' popup. Also the brand's promotional banner and the welcome coupon
 * (MenuOverlays). This module and its sheets load after the menu's first screen (PromotionsSlot);
 * the dialog library loads when a sheet first opens (Modal), the confetti when the welcome coupon
 * shows. Nothing shows while the calls load or when they fail (DISC-21: silent).
 */
export function MenuPromotions({ store }: { store: Store | null | undefined }) {
  const { t } = useTranslation('promotions');
  const brand = useBrand();
  const discounts = useDiscounts();
  const policy = useLoyaltyPolicy();
  const wallet = useWallet();
  const now = useNowSeconds();
  const serviceType = useOrderSettings((s) => s.serviceType) ?? 'PICKUP';
  const storeId = useOrderSettings((s) => s.selectedStoreId);
  const [sheet, setSheet] = useState<Discount | null>(null);
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
  const coupons = listedCoupons(discounts, { storeId, serviceType, now }, false);
  const offers = deliveryOffers(store, brand.setting.isDeliveryEnabled, now);
  const shown = coupons.length > 0 || policy !== null || offers !== null;
  useEffect(() => promoRowHint.write(brand.brand._id, shown), [brand.brand._id, shown]);

  return (
    <>
      {shown ? (
        <section className="promo-row" aria-label={t('offers')}>
          <ul className="promo-row-list">
            {offers ? <DeliveryOfferCards offers={offers} /> : null}
            {policy ? (
              <li>
                <LoyaltyCard
                  policy={policy}
                  balance={wallet?.balance ?? 0}
                  onOpen={() => setLoyaltyOpen(true)}
                />
              </li>
            ) : null}
            {coupons.map((d) => (
              <li key={d._id}>
                <CouponCard discount={d} onOpen={() => setSheet(d)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sheet ? <CouponInfoSheet discount={sheet} onClose={() => setSheet(null)} /> : null}
      {loyaltyOpen && policy ? (
        <LoyaltyPopup
          policy={policy}
          balance={wallet?.balance ?? null}
          onClose={() => setLoyaltyOpen(false)}
        />
      ) : null}
      <MenuOverlays coupons={coupons} />
    </>
  );
}
