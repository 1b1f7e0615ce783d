import type { LoyaltyPolicy } from '@sufra/contract';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAed } from '../../../../shared/format/money.ts';
import { isolateNumbers } from '../../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';

/**
 * The Loyalty Credit card (000 §2.17, LOY-05/-06): 'Get back {balance} as loyalty credits' — the
 * cashback percentage (the spec's placeholder is named balance, but what a customer gets back is
 * the policy's cashback share; shown when cashback is on) — 'Redeem your credits get up to
 * {percentage} off on your next order' and 'Limited to maximum {amount} per order'; the wallet
 * balance only for a signed-in customer whose balance is above 0 (`balance` 0 for a guest). Opens
 * the 'Loyalty program' popup.
 */
export function LoyaltyCard({
  policy,
  balance,
  onOpen,
}: {
  policy: LoyaltyPolicy;
  balance: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const cashback = policy.specificToDelivery.isActive && policy.specificToDelivery.cashbackPercentage > 0;
  return (
    <article className="promo-card loyalty-card">
      <button type="button" className="promo-card-main" onClick={onOpen} aria-haspopup="dialog">
        <span className="promo-card-head">
          <Coins size={20} aria-hidden="true" className="promo-card-icon" />
          <span className="promo-card-title">{t('loyaltyCredit')}</span>
        </span>
        {cashback ? (
          <span className="promo-card-line">
            {isolateNumbers(
              t('getBackCredits', { balance: `${policy.specificToDelivery.cashbackPercentage}%` }),
            )}
          </span>
        ) : null}
        <span className="promo-card-line">
          {isolateNumbers(t('redeemUpTo', { percentage: `${policy.redeemablePercentagePerOrder}%` }))}
        </span>
        {policy.maxRedeemableValuePerOrder > 0 ? (
          <span className="promo-card-line muted">
            {isolateNumbers(
              t('limitedTo', { amount: formatAed(policy.maxRedeemableValuePerOrder, language) }),
            )}
          </span>
        ) : null}
        {balance > 0 ? (
          <span className="promo-card-line loyalty-card-balance">
            {t('youHaveInWallet')}{' '}
            <bdi dir="ltr" className="price">
              {formatAed(balance, language)}
            </bdi>
          </span>
        ) : null}
      </button>
    </article>
  );
}
