import type { Discount } from '@sufra/contract';
import { Copy, TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { couponTexts } from '../../../../shared/promotions/coupon-texts.ts';
import { copyCouponCode } from '../../lib/copy-code.ts';

/**
 * A discount card of the coupon strip (000 §2.16, DISC-15…-18): '{n}% off' or 'AED {n} off',
 * 'Up to {max} AED' (cap ≠ 0) and 'all Items' / 'Selected Items', the per-customer-use line
 * (1–10), the code with 'Copy Code'. A coupon for specific items shows its code struck through,
 * copy disabled, and 'This coupon is automatically applied to all eligible items'. The card opens
 * the coupon info sheet.
 */
export function CouponCard({ discount, onOpen }: { discount: Discount; onOpen: () => void }) {
  const { t } = useTranslation(['promotions', 'common']);
  const { language } = useLanguage();
  const texts = couponTexts(discount, t, language);
  const itemSpecific = !discount.isApplicableOnAllItems;
  return (
    <article className="promo-card coupon-card">
      <button type="button" className="promo-card-main" onClick={onOpen} aria-haspopup="dialog">
        <span className="promo-card-head">
          <TicketPercent size={20} aria-hidden="true" className="promo-card-icon" />
          <span className="promo-card-title">{isolateNumbers(texts.headline)}</span>
        </span>
        <span className="promo-card-line">
          {texts.upTo ? <>{isolateNumbers(texts.upTo)} · </> : null}
          {texts.scope}
        </span>
        {texts.perUser ? (
          <span className="promo-card-line muted">{isolateNumbers(texts.perUser)}</span>
        ) : null}
        {itemSpecific ? <span className="promo-card-line muted">{t('autoAppliedItems')}</span> : null}
      </button>
      <div className="coupon-card-code">
        {itemSpecific ? (
          <s className="coupon-code">{discount.discountCode}</s>
        ) : (
          <code className="coupon-code">{discount.discountCode}</code>
        )}
        <button
          type="button"
          className="icon-button"
          disabled={itemSpecific}
          aria-label={t('copyCodeOf', { code: discount.discountCode })}
          title={t('copyCode')}
          onClick={() => copyCouponCode(discount.discountCode, t('copied'), t('common:somethingWentWrong'))}
        >
          <Copy size={16} aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
