import type { Discount } from '@sufra/contract';
import { aedToFils } from '@sufra/pricing';
import { TicketPercent, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../i18n/isolate.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { Button } from '../ui/button.tsx';
import { couponTexts } from './coupon-texts.ts';

/**
 * The vouchers of the coupon modals (000 §2.16, DISC-18/-19): per coupon 'Enjoy X% off your
 * order' or 'Get {amount} off your order', its name and code, 'Applicable N time(s) per user'
 * (1–10), 'Min. Spend', and its own 'Apply' — disabled with 'Minimum order value not met' while
 * the basket (after item discounts) is below minOrderValue; the coupon in effect shows 'Applied'
 * with a remove icon. 'No vouchers found' when there are none.
 */
export function VoucherList({
  coupons,
  cartTotalFils,
  appliedId,
  busy,
  onApply,
  onRemove,
}: {
  coupons: readonly Discount[];
  cartTotalFils: number;
  appliedId: string | null;
  busy: boolean;
  onApply: (discount: Discount) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  if (coupons.length === 0) return <p className="muted voucher-empty">{t('noVouchers')}</p>;
  return (
    <ul className="voucher-list" aria-label={t('availableVouchers')}>
      {coupons.map((d) => {
        const texts = couponTexts(d, t, language);
        const notMet = cartTotalFils < aedToFils(d.minOrderValue);
        const applied = d._id === appliedId;
        return (
          <li key={d._id} className={`voucher-card${notMet ? ' voucher-card-disabled' : ''}`}>
            <TicketPercent size={22} aria-hidden="true" className="voucher-icon" />
            <div className="voucher-text">
              <p className="voucher-title">{isolateNumbers(texts.voucher)}</p>
              <p className="muted">
                {texts.name} · <code className="coupon-code">{d.discountCode}</code>
              </p>
              {texts.perUser ? <p className="muted">{isolateNumbers(texts.perUser)}</p> : null}
              {texts.minSpend ? <p className="muted">{isolateNumbers(texts.minSpend)}</p> : null}
              {notMet ? <p className="voucher-warning">{t('minimumNotMet')}</p> : null}
            </div>
            {applied ? (
              <span className="voucher-applied">
                <span className="label-pill label-success">{t('applied')}</span>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('removeCode', { code: d.discountCode })}
                  onClick={onRemove}
                >
                  <X size={18} aria-hidden="true" />
                </button>
              </span>
            ) : (
              <Button
                variant="secondary"
                disabled={notMet || busy}
                aria-label={t('applyCode', { code: d.discountCode })}
                onClick={() => onApply(d)}
              >
                {t('apply')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
