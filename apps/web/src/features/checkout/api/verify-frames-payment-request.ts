import type { CallData, verifyFramesPaymentRequest as VerifyFramesPaymentRequest } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient } from '../../../shared/api/api-client.ts';

/**
 * orders-checkout-payment/checkout/verify-payment-request/{paymentId} (001 §4.12, §7.6): reads the
 * payment (the order ref or the session id) and applies it once; `{ gatewayData: { isVerified },
 * orderNumber }`. Throws ApiError.
 */
export function verifyFramesPaymentRequest(
  api: ApiClient,
  paymentId: string,
): Promise<CallData<typeof VerifyFramesPaymentRequest>> {
  return api.call(ROUTES.verifyFramesPaymentRequest, {}, { params: { paymentId } });
}
