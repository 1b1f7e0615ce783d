import type { CallData, iframePaymentRefund as IframePaymentRefund } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/** The answer of iframePaymentRefund (001 §7.8): `head.applyStatus` and `head.msg` ('ORDER_NOT_PAID' for a payment never made). */
export type IframeRefundData = CallData<typeof IframePaymentRefund>;

/**
 * payment-gateway/hosted-iframe/payment-refund (001 §4.14, §7.8): after 4 polls without a paid
 * status, closes a payment order never paid or refunds a paid one (`amount` AED). Money-moving:
 * `idempotencyKey` makes a retried request a replay. Throws ApiError.
 */
export function iframePaymentRefund(
  api: ApiClient,
  body: CallBody<typeof IframePaymentRefund>,
  idempotencyKey: string,
): Promise<IframeRefundData> {
  return api.call(ROUTES.iframePaymentRefund, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
