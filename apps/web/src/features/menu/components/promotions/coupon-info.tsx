import type { Discount } from '@sufra/contract';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolateNumbers } from '../../../../shared/i18n/isolate.tsx';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { couponTexts } from '../../../../shared/promotions/coupon-texts.ts';
import { Button } from '../../../../shared/ui/button.tsx';
import { copyCouponCode } from '../../lib/copy-code.ts';

/** A date (seconds since the epoch) as '30 June 2026' in the UI language, Latin digits, Dubai time. */
function dateText(seconds: number, language: 'en' | 'ar'): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }).format(new Date(seconds * 1000));
}

/**
 * What the coupon info sheet and the welcome coupon show (000 §2.16, §4.9): 'x% off' or 'x AED
 * off', the coupon's name, its code with 'Copy code' (struck through and disabled for a coupon
 * on specific items, which applies by itself), the conditions (cap, scope, minimum spend, uses per
 * customer, end date) and 'Put items in your cart, then apply the coupon code at checkout page'.
 */
export function CouponInfo({ discount }: { discount: Discount }) {
  const { t } = useTranslation(['promotions', 'common']);
  const { language } = useLanguage();
  const texts = couponTexts(discount, t, language);
  const itemSpecific = !discount.isApplicableOnAllItems;
  const conditions = [
    texts.upTo,
    texts.scope,
    texts.minSpend,
    texts.perUser,
    t('validUntil', { date: dateText(discount.endDate, language) }),
  ].filter((c): c is string => Boolean(c));
  return (
    <div className="coupon-info">
      <p className="coupon-info-headline">{isolateNumbers(texts.headline)}</p>
      <p className="muted">{texts.name}</p>
      <div className="coupon-info-code">
        {itemSpecific ? (
          <s className="coupon-code">{discount.discountCode}</s>
        ) : (
          <code className="coupon-code">{discount.discountCode}</code>
        )}
        <Button
          variant="secondary"
          disabled={itemSpecific}
          onClick={() => copyCouponCode(discount.discountCode, t('copied'), t('common:somethingWentWrong'))}
        >
          <Copy size={16} aria-hidden="true" /> {t('copyCodeSheet')}
        </Button>
      </div>
      {itemSpecific ? <p className="coupon-info-note">{t('autoAppliedItems')}</p> : null}
      <h3 className="coupon-info-subtitle">{t('conditions')}</h3>
      <ul className="coupon-info-conditions">
        {conditions.map((c) => (
          <li key={c}>{isolateNumbers(c)}</li>
        ))}
      </ul>
      <p className="coupon-info-how">{t('howToUse')}</p>
    </div>
  );
}
