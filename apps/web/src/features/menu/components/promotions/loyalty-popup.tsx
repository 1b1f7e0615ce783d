import type { LoyaltyPolicy } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../shared/config/paths.ts';
import { formatAed } from '../../../../shared/format/money.ts';
import { isolateNumbers } from '../../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';

/**
 * The 'Loyalty program' popup (000 §2.17, LOY-05): an explanation; 'You have in your wallet' with
 * the balance for a signed-in customer whose balance is above 0; 'How it works' — the cashback
 * percentage (and its minimum order), the redeemable percentage per order and the maximum per
 * order; a Login button for a guest (`balance` null): the sign-in's popup variant (002 §2.12), which
 * goes back to the store page or home.
 */
export function LoyaltyPopup({
  policy,
  balance,
  onClose,
}: {
  policy: LoyaltyPolicy;
  balance: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const cashback = policy.specificToDelivery;
  // Issue 19: the sign-in opens its code step as a popup (002 §2.12 popup variant, decision 0037).
  const login = () =>
    navigate(paths.login, { state: { from: { pathname: location.pathname }, popup: true } });
  return (
    <Modal
      open
      variant="sheet"
      title={t('loyaltyProgram')}
      description={t('loyaltyExplanation')}
      onOpenChange={(o) => (o ? null : onClose())}
      actions={
        <>
          {balance === null ? <Button onClick={login}>{t('login')}</Button> : null}
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      {balance !== null && balance > 0 ? (
        <p className="loyalty-wallet">
          <span>{t('youHaveInWallet')}</span>
          <bdi dir="ltr" className="price loyalty-wallet-amount">
            {formatAed(balance, language)}
          </bdi>
        </p>
      ) : null}
      <h3 className="coupon-info-subtitle">{t('howItWorks')}</h3>
      <ul className="coupon-info-conditions">
        {cashback.isActive && cashback.cashbackPercentage > 0 ? (
          <li>
            {isolateNumbers(t('cashbackRule', { percentage: `${cashback.cashbackPercentage}%` }))}
            {policy.minOrderValueForCashback > 0 ? (
              <>
                {' '}
                (
                {isolateNumbers(
                  t('cashbackMinimum', { amount: formatAed(policy.minOrderValueForCashback, language) }),
                )}
                )
              </>
            ) : null}
          </li>
        ) : null}
        <li>{isolateNumbers(t('redeemRule', { percentage: `${policy.redeemablePercentagePerOrder}%` }))}</li>
        {policy.maxRedeemableValuePerOrder > 0 ? (
          <li>
            {isolateNumbers(
              t('limitedTo', { amount: formatAed(policy.maxRedeemableValuePerOrder, language) }),
            )}
          </li>
        ) : null}
      </ul>
    </Modal>
  );
}
