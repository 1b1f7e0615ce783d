import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBasket, useBasket } from '../basket/basket-state.ts';
import { formatFils } from '../format/money.ts';
import { isolateNumbers } from '../i18n/isolate.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { PricedBasket } from './use-priced-basket.ts';
import './promotions.css';

/**
 * The basket loyalty toggle (000 §2.17, LOY-04): shown only when the brand's loyalty is active and
 * the signed-in customer's wallet balance is above 0; it shows what can be redeemed on this order
 * (LOY-01) and the balance. Turning it on while a coupon is applied asks 'Use loyalty credits' /
 * 'To use loyalty points, the discount code will be removed. Do you want to continue' (DISC-14).
 */
export function LoyaltyToggle({ basket }: { basket: PricedBasket }) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const applied = useBasket((s) => s.loyaltyApplied);
  const [asking, setAsking] = useState(false);
  if (!basket.policy || basket.balanceFils <= 0) return null;
  const redeemable = basket.priced.redeemableFils;
  const toggle = () => {
    if (applied) getBasket().setLoyaltyApplied(false);
    else if (basket.coupon) setAsking(true);
    else getBasket().setLoyaltyApplied(true);
  };
  return (
    <div className="loyalty-toggle card">
      <Coins size={20} aria-hidden="true" />
      <div className="loyalty-toggle-text">
        <span id="loyalty-toggle-label" className="loyalty-toggle-title">
          {t('useLoyaltyCredits')}
        </span>
        <span id="loyalty-toggle-detail" className="muted">
          {isolateNumbers(t('redeemOnThisOrder', { amount: formatFils(redeemable, language) }))} ·{' '}
          {isolateNumbers(t('walletBalanceShort', { amount: formatFils(basket.balanceFils, language) }))}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={applied}
        aria-labelledby="loyalty-toggle-label"
        aria-describedby="loyalty-toggle-detail"
        disabled={!applied && redeemable <= 0}
        onClick={toggle}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
      <ConfirmDialog
        open={asking}
        title={t('useLoyaltyTitle')}
        message={t('useLoyaltyMessage')}
        onYes={() => {
          setAsking(false);
          getBasket().setLoyaltyApplied(true);
        }}
        onNo={() => setAsking(false)}
      />
    </div>
  );
}
