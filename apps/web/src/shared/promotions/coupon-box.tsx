import { messageText } from '@sufra/contract';
import { ChevronRight, TicketPercent, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBasket } from '../basket/basket-state.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { AlertBanner } from '../ui/alert-banner.tsx';
import type { PricedBasket } from './use-priced-basket.ts';
import './promotions.css';

const loadModal = () => import('./coupon-modal.tsx');
const CouponModal = lazy(() => loadModal().then((m) => ({ default: m.CouponModal })));

/**
 * The coupon box of the outlet basket ('Apply Voucher', 000 §2.14, §2.16) and of the brand
 * checkout ('Get discount code', 001 §2.9): without a coupon, a button that opens the coupon
 * modal (its own chunk, fetched when the browser is idle); with one, its code, 'Applied' (and 'Applied automatically' for an
 * auto-set coupon, DISC-03) and the way to remove it — a remove icon on the basket, 'Remove' at
 * checkout (DISC-13). A coupon the basket no longer qualifies for, or one that hit its cap,
 * gets its message in the 'Note:' banner (000 §2.16).
 */
export function CouponBox({
  variant,
  basket,
}: {
  variant: 'voucher' | 'discountCode';
  basket: PricedBasket;
}) {
  const { t } = useTranslation('promotions');
  const { api } = useLanguage();
  const [open, setOpen] = useState(false);
  const { coupon } = basket;
  // The modal's code (with the form library) is fetched when the browser is idle, so 'Apply Voucher'
  // opens at once; it is not part of the screen's first JavaScript.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => void loadModal());
    return () => cancelIdleCallback(id);
  }, []);
  const check = basket.priced.coupon;
  const note = check
    ? !check.ok
      ? messageText(check.reason, api)
      : check.isCapped && coupon
        ? messageText({ code: 'couponCapped', args: [coupon.discount.maximumDiscountValue.toFixed(2)] }, api)
        : null
    : null;
  return (
    <div className="coupon-box">
      {coupon ? (
        <div className="coupon-box-row card">
          <TicketPercent size={20} aria-hidden="true" />
          <span className="coupon-box-text">
            <code className="coupon-code">{coupon.code}</code>{' '}
            <span className="label-pill label-success">
              {coupon.auto ? t('appliedAutomatically') : t('applied')}
            </span>
          </span>
          {variant === 'voucher' ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('removeCode', { code: coupon.code })}
              onClick={() => getBasket().removeCoupon()}
            >
              <X size={18} aria-hidden="true" />
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={t('removeCode', { code: coupon.code })}
              onClick={() => getBasket().removeCoupon()}
            >
              {t('remove')}
            </button>
          )}
        </div>
      ) : (
        <button
          type="button"
          className="coupon-box-open card"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          <TicketPercent size={20} aria-hidden="true" />
          <span>{variant === 'voucher' ? t('applyVoucher') : t('getDiscountCode')}</span>
          <ChevronRight size={18} aria-hidden="true" className="flip-rtl" />
        </button>
      )}
      {note ? (
        <AlertBanner kind="warning" title={t('note')}>
          {note}
        </AlertBanner>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CouponModal variant={variant} basket={basket} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
