import type { Discount } from '@sufra/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { CouponInfo } from './coupon-info.tsx';

const Confetti = lazy(() => import('./confetti.tsx').then((m) => ({ default: m.Confetti })));

/**
 * The welcome coupon modal (000 §4.9, DISC-22): the coupon shown as in the coupon info sheet, with
 * confetti (300 pieces; none under prefers-reduced-motion). Shown once per session (MenuOverlays).
 */
export function WelcomeCoupon({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <>
      <Modal
        open
        variant="sheet"
        title={t('welcomeTitle')}
        onOpenChange={(o) => (o ? null : onClose())}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        }
      >
        <CouponInfo discount={discount} />
      </Modal>
      <Suspense fallback={null}>
        <Confetti pieces={300} />
      </Suspense>
    </>
  );
}
