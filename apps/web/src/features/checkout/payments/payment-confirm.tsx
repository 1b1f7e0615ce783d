import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { getBasket } from '../../../shared/basket/basket-state.ts';
import { paths } from '../../../shared/config/paths.ts';
import { markOrderPlaced } from '../../../shared/navigation/after-order.ts';
import { getOrderSettings } from '../../../shared/order-settings/order-settings-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { iframePaymentConfirmation } from '../api/iframe-payment-confirmation.ts';
import { iframePaymentRefund } from '../api/iframe-payment-refund.ts';
import {
  type ConfirmState,
  ORDER_NOT_PAID,
  PAYMENT_PROCESS_FAILURE,
  startConfirmPolling,
} from './confirm-polling.ts';
import { getPaymentSelection } from './payment-selection.ts';
import { clearPendingPayment, markPaymentVerified, readPendingPayment } from './pending-payment.ts';
import './payments.css';
import { useStorefrontPath } from '../../../shared/navigation/dine-in-query.ts';

/** How long 'Payment confirmed!' shows before the order-success page, ms (Sufra). */
export const CONFIRMED_PAUSE_MS = 1500;

/** The texts of a status (001 §2.11): PENDING (and any status still moving), paid, failed. */
function textsOf(status: string): { title: string; text: string; tone: 'pending' | 'paid' | 'failed' } {
  if (status === 'PAID_SUCCESS' || status === 'SETTLED')
    return { title: 'confirmed', text: 'confirmedText', tone: 'paid' };
  if (status === 'FAILURE' || status === 'ERROR')
    return { title: 'confirmFailed', text: 'confirmFailedText', tone: 'failed' };
  return { title: 'confirming', text: 'confirmingText', tone: 'pending' };
}

/**
 * Payment confirmation of the hosted-iframe provider, /payment-confirm (001 §2.11, §4.14): reads
 * `paymentOrderNo` or `transactionId`; shows by status 'Confirming your payment...' / 'Please wait
 * while we confirm your payment', 'Payment confirmed!' / 'Your payment has been confirmed', or
 * 'Payment confirmation failed' / 'Please contact customer support', with 'Payment Reference:' and
 * the reference; polls payment-confirmation (startConfirmPolling: every 2 s, force delete on the
 * 4th attempt, a refund at the 5th). Paid → the basket is cleared (decision 0022) and the
 * order-success page follows; an error ('ORDER_NOT_PAID', 'Payment Process Failure', 'Order not
 * found' or a call's message) opens the error modal, whose action resets the cart and goes home
 * (POLL-07).
 */
export function Component() {
  // Issue 18: at a table the storefront's paths become their /dine-in twins, with the query (002 §2.2).
  const sp = useStorefrontPath();
  const { t } = useTranslation('payments');
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('paymentOrderNo') ?? params.get('transactionId') ?? '';
  const [state, setState] = useState<ConfirmState>({
    status: 'PENDING',
    attempt: 1,
    refunded: false,
    error: null,
    orderNumber: null,
  });
  const pending = useRef(readPendingPayment());

  // biome-ignore lint/correctness/useExhaustiveDependencies: one polling run per page.
  useEffect(() => {
    const order = pending.current;
    if (!reference || !order) {
      setState((s) => ({ ...s, status: 'ERROR', error: t('orderNotFound') }));
      return;
    }
    const merchantOrderNo = params.get('merchantOrderNo') ?? order.merchantOrderNo ?? '';
    return startConfirmPolling({
      confirm: (isFroceDelete) =>
        iframePaymentConfirmation(api, {
          storeId: order.storeId,
          paymentOrderNo: reference,
          merchantOrderNo,
          orderNo: order.orderNumber,
          isFroceDelete,
        }),
      refund: (reason) =>
        iframePaymentRefund(
          api,
          {
            refundMerchantOrderNo: `R${merchantOrderNo}`.slice(0, 64),
            originMerchantOrderNo: merchantOrderNo,
            amount: order.amount,
            reason,
          },
          `refund:${reference}`,
        ),
      onChange: setState,
    });
  }, []);

  // Paid: the order is placed (decision 0022: the basket is cleared now), then its success page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when paid.
  useEffect(() => {
    const paid = state.status === 'PAID_SUCCESS' || state.status === 'SETTLED';
    if (!paid) return;
    const order = pending.current;
    markPaymentVerified();
    markOrderPlaced();
    clearPendingPayment();
    getBasket().clear();
    getOrderSettings().setTiming(null);
    getPaymentSelection().reset();
    const timer = setTimeout(
      () =>
        navigate(sp(paths.orderSuccess(state.orderNumber ?? order?.orderNumber ?? '')), {
          replace: true,
          state: { trackingToken: order?.trackingToken ?? null },
        }),
      CONFIRMED_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [state.status]);

  const texts = textsOf(state.status);
  const errorText =
    state.error === ORDER_NOT_PAID
      ? t('orderNotPaid')
      : state.error === PAYMENT_PROCESS_FAILURE
        ? t('paymentProcessFailure')
        : state.error;
  return (
    <div className="page-flow">
      <section className="payment-confirm" aria-live="polite">
        <div className={`payment-confirm-icon is-${texts.tone}`} aria-hidden="true">
          {texts.tone === 'pending' ? <span className="spinner" /> : null}
          {texts.tone === 'paid' ? <CircleCheck size={36} /> : null}
          {texts.tone === 'failed' ? <CircleAlert size={36} /> : null}
        </div>
        <h1>{t(texts.title as 'confirming')}</h1>
        <p className="muted">{t(texts.text as 'confirmingText')}</p>
        {reference ? (
          <p className="payment-reference">
            {t('paymentReference')} <bdi dir="ltr">{reference}</bdi>
          </p>
        ) : null}
      </section>
      <Modal
        open={errorText !== null}
        title={t('message')}
        description={errorText ?? ''}
        dismissible={false}
        actions={
          <Button
            onClick={() => {
              // 001 §2.11, POLL-07: the error modal's action resets the cart when returning home.
              getBasket().clear();
              clearPendingPayment();
              navigate(sp(paths.home), { replace: true });
            }}
          >
            {t('goHome')}
          </Button>
        }
      />
    </div>
  );
}
