import type { Discount } from '@sufra/contract';
import type { TFunction } from 'i18next';
import { formatAed } from '../format/money.ts';
import type { UiLanguage } from '../i18n/i18n.ts';

/** A percentage as shown (TOT-15: capped at 100; no trailing zeros). */
const percent = (value: number) => String(Math.min(100, Math.max(0, value)));
/** An amount with two decimals, without the currency (for texts that write 'AED' themselves). */
const plain = (aed: number) => aed.toFixed(2);

/**
 * The texts a coupon shows (000 §2.16, DISC-15…-19), in the UI language, numbers marked `<n>…</n>`
 * for isolateNumbers. `t` is the promotions namespace's.
 */
export function couponTexts(d: Discount, t: TFunction<'promotions'>, language: UiLanguage) {
  const amount = formatAed(d.discountAmount, language);
  const isPercent = d.discountType === 'percentage';
  return {
    /** DISC-15 card and sheet: '{n}% off' or '{AED amount} off'. */
    headline: isPercent ? t('percentOff', { value: percent(d.discountAmount) }) : t('amountOff', { amount }),
    /** 000 §2.16 voucher card: 'Enjoy X% off your order' or 'Get {amount} off your order'. */
    voucher: isPercent
      ? t('enjoyPercentOff', { value: percent(d.discountAmount) })
      : t('getAmountOff', { amount }),
    /** DISC-16: 'Up to {maximumDiscountValue} AED' only when the cap is not 0. */
    upTo: d.maximumDiscountValue !== 0 ? t('upTo', { max: plain(d.maximumDiscountValue) }) : null,
    /** DISC-16: 'all Items' or 'Selected Items'. */
    scope: d.isApplicableOnAllItems ? t('allItems') : t('selectedItems'),
    /** DISC-18: the per-customer-use line, only for 1–10. */
    perUser:
      d.perCustomerUse >= 1 && d.perCustomerUse <= 10 ? t('perUser', { count: d.perCustomerUse }) : null,
    /** 000 §2.16 'Min. Spend', when there is a minimum. */
    minSpend: d.minOrderValue > 0 ? t('minSpend', { amount: formatAed(d.minOrderValue, language) }) : null,
    /** The discount's name in the UI language. */
    name: language === 'ar' ? d.discountName.ar || d.discountName.en : d.discountName.en,
  };
}
