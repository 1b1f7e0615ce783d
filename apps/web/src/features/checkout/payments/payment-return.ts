import i18next from 'i18next';
import type { ApiClient } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { verifyFramesPaymentRequest } from '../api/verify-frames-payment-request.ts';
import { verifyHostedPayment } from '../api/verify-hosted-payment.ts';
import { verifyPaymentIntent } from '../api/verify-payment-intent.ts';
import type { PaymentsKey } from './payments-texts.ts';
import {
  clearPendingPayment,
  markPaymentVerified,
  paymentVerified,
  readPendingPayment,
} from './pending-payment.ts';

/**
 * What the provider put in the checkout's query on the way back (decision 0022):
 * card-elements `?payment_intent=…&redirect_status=succeeded|failed` (3-D Secure); card-frames
 * `?payment=success|failure&cko-session-id=…` (001 §4.12 step 4); hosted-page
 * `?payment=success|failure` (001 §4.13).
 */
export type PaymentReturn =
  | { kind: 'card-elements'; paymentIntent: string; redirectStatus: string }
  | { kind: 'redirect'; result: 'success' | 'failure'; sessionId: string | null };

/** The payment return in `search` (a location's query), or null when there is none. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const q = new URLSearchParams(search);
  const intent = q.get('payment_intent');
  if (intent)
    return { kind: 'card-elements', paymentIntent: intent, redirectStatus: q.get('redirect_status') ?? '' };
  const result = q.get('payment');
  if (result === 'success' || result === 'failure')
    return { kind: 'redirect', result, sessionId: q.get('cko-session-id') };
  return null;
}

/** The result of a return: paid (the order's number and tracking token), failed with a text, or nothing to do. */
export type ReturnOutcome =
  | { status: 'paid'; orderNumber: string; trackingToken: string | null }
  | { status: 'failed'; message: string }
  | { status: 'none' };

const tp = (key: PaymentsKey): string => i18next.t(key, { ns: 'payments' });

/**
 * Finishes a payment on the checkout's return from the provider (001 §4.10–§4.13, decision
 * 0022), once (the session flag 'paymentVerified' stops a second verification, §4.13 step 5):
 * - card-elements: verify-payment-intent by the returned id → paid, or 'Bank declined payment,
 *   please try again' (the server's text when it refuses);
 * - card-frames (the pending payment has an orderRef): verify-payment-request/{orderRef} → paid
 *   or declined (§4.12 steps 4–5);
 * - hosted-page: `payment=failure` → 'Payment failed or cancelled'; `payment=success` →
 *   verifyPayment with the transactionInfo (storeId, cartId, language) → paid or declined.
 * A failure keeps the basket (the checkout shows the text); the pending payment is forgotten
 * either way (a failed order is cancelled by the server: placing again makes a new one).
 */
export async function completePaymentReturn(ret: PaymentReturn, api: ApiClient): Promise<ReturnOutcome> {
  const pending = readPendingPayment();
  if (paymentVerified()) return { status: 'none' };
  const paid = (orderNumber: string | null | undefined): ReturnOutcome => {
    markPaymentVerified();
    clearPendingPayment();
    return {
      status: 'paid',
      orderNumber: orderNumber || pending?.orderNumber || '',
      trackingToken: pending?.trackingToken ?? null,
    };
  };
  const failed = (message: string): ReturnOutcome => {
    clearPendingPayment();
    return { status: 'failed', message };
  };
  try {
    if (ret.kind === 'card-elements') {
      const res = await verifyPaymentIntent(api, ret.paymentIntent);
      return res.gatewayData?.isVerified ? paid(res.orderNumber) : failed(tp('bankDeclined'));
    }
    if (pending?.kind === 'card-frames' && pending.orderRef) {
      const res = await verifyFramesPaymentRequest(api, pending.orderRef);
      return res.gatewayData?.isVerified ? paid(res.orderNumber) : failed(tp('bankDeclined'));
    }
    if (ret.result === 'failure') return failed(tp('paymentFailedOrCancelled'));
    if (pending?.kind === 'hosted-page' && pending.transactionInfo) {
      const res = await verifyHostedPayment(api, pending.transactionInfo);
      return res.isVerified ? paid(res.orderNumber) : failed(tp('paymentFailedOrCancelled'));
    }
    return failed(tp('invalidPaymentIntent'));
  } catch (error) {
    return failed(error instanceof ApiError ? error.message : tp('bankDeclined'));
  }
}
