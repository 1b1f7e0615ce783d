import type { CallData, verifyPaymentIntent as VerifyPaymentIntent } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient } from '../../../shared/api/api-client.ts';

/**
 * orders-checkout-payment/stripe/verify-payment-intent (001 §4.10, §7.5): reads the intent
 * `paymentIntentId` from the provider and applies it once; `{ gatewayData: { isVerified },
 * orderNumber }`. Throws ApiError.
 */
export function verifyPaymentIntent(
  api: ApiClient,
  paymentIntentId: string,
): Promise<CallData<typeof VerifyPaymentIntent>> {
  return api.call(ROUTES.verifyPaymentIntent, { paymentIntentId });
}
