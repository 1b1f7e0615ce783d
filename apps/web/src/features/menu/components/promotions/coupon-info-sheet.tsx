import type { Discount } from '@sufra/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { CouponInfo } from './coupon-info.tsx';

/** The coupon info popup, a bottom sheet (000 §2.16): the coupon's details (CouponInfo) and 'Close'. Loaded when first opened. */
export function CouponInfoSheet({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <Modal
      open
      variant="sheet"
      title={t('couponDetails')}
      onOpenChange={(o) => (o ? null : onClose())}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <CouponInfo discount={discount} />
    </Modal>
  );
}
