import { useTranslation } from 'react-i18next';
import { getBasket } from '../basket/basket-state.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal } from '../ui/modal.tsx';
import { CouponCodeForm } from './coupon-code-form.tsx';
import { CouponNote } from './coupon-note.tsx';
import { listedCoupons } from './listed-coupons.ts';
import { useApplyCoupon } from './use-apply-coupon.ts';
import type { PricedBasket } from './use-priced-basket.ts';
import { VoucherList } from './voucher-list.tsx';

/** What the coupon modal shows and where (see CouponModal). */
export interface CouponModalProps {
  /** 'voucher': the Apply Voucher modal of the outlet basket; 'discountCode': the discount code modal of the brand checkout. */
  variant: 'voucher' | 'discountCode';
  onClose: () => void;
  basket: PricedBasket;
}

/**
 * The Apply Voucher modal (outlet basket) and the discount code modal (brand checkout) of 000
 * §2.16 — one sheet, two titles: 'Apply Voucher' or 'Add discount code'; the code field with
 * 'Apply' (000 §4.8 manual flow, useApplyCoupon); the server's refusal in the 'Note:' banner with
 * 'View applicable items' for a specific-items refusal; the list of coupons for the store and
 * service (not the item-specific ones, which apply by themselves), each with its own 'Apply'; and
 * the 'Use discount code' question when loyalty credits are applied (DISC-14). Loaded when it
 * first opens.
 */
export function CouponModal({ variant, onClose, basket }: CouponModalProps) {
  const { t } = useTranslation('promotions');
  const flow = useApplyCoupon(onClose);
  const coupons = listedCoupons(basket.discounts, basket, true);
  return (
    <>
      <Modal
        open
        onOpenChange={(o) => (o ? null : onClose())}
        variant="sheet"
        title={variant === 'voucher' ? t('applyVoucher') : t('addDiscountCode')}
      >
        <CouponCodeForm
          variant={variant}
          busy={flow.busy}
          onSubmit={(code) => flow.apply({ discountCode: code })}
          onTyping={flow.clearNote}
        />
        {flow.note ? <CouponNote note={flow.note} eligibleItems={flow.eligibleItems} /> : null}
        <h3 className="coupon-list-title">{t('availableVouchers')}</h3>
        <VoucherList
          coupons={coupons}
          cartTotalFils={basket.priced.totals.cartTotalFils}
          appliedId={basket.coupon?.discount._id ?? null}
          busy={flow.busy}
          onApply={(d) => flow.apply({ discountId: d._id })}
          onRemove={() => getBasket().removeCoupon()}
        />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={flow.confirm.open}
        title={t('useDiscountCodeTitle')}
        message={t('useDiscountCodeMessage')}
        onYes={flow.confirm.accept}
        onNo={flow.confirm.cancel}
      />
    </>
  );
}
