import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { usePaymentSelection } from './payment-selection.ts';
import './payments.css';

/**
 * The hosted-iframe provider's payment window (001 §4.14 steps 2–4, §3.10 paybyPaymentModalData):
 * a modal with the provider's page at tokenUrl in a frame; when paid, the frame sends the whole
 * page to /payment-confirm?paymentOrderNo=…. 'Cancel' closes it and resets the selected type
 * (001 §4.8); the unpaid order is left to expire (decision 0022) and the basket is kept.
 */
export function HostedIframeModal() {
  const { t } = useTranslation('payments');
  const modal = usePaymentSelection((s) => s.iframeModal);
  const close = () => {
    const state = usePaymentSelection.getState();
    state.setIframeModal({ isOpen: false, isLoading: false, data: null });
    state.setType(null);
  };
  return (
    <Modal
      open={modal.isOpen}
      title={t('iframeTitle')}
      dismissible={false}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('cancelPayment')}
        </Button>
      }
    >
      {modal.isLoading ? <div className="skeleton" role="status" aria-label={t('iframeLoading')} /> : null}
      {modal.data ? (
        <iframe
          className="iframe-payment"
          title={t('iframeTitle')}
          src={modal.data.tokenUrl}
          onLoad={() => usePaymentSelection.getState().setIframeModal({ ...modal, isLoading: false })}
        />
      ) : null}
    </Modal>
  );
}
