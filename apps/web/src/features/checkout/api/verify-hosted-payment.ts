import type { CallData, verifyHostedPayment as VerifyHostedPayment } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/**
 * ordersCheckoutPayment/verifyPayment (001 §4.13 step 4, §7.7): reads the hosted page's payment of
 * the order `cartId` (the body names the request language, as the spec's does) and applies it
 * once; `{ isVerified, orderNumber }`. A failed or cancelled
 * page → ApiError 'Payment failed or cancelled'.
 */
export function verifyHostedPayment(
  api: ApiClient,
  body: CallBody<typeof VerifyHostedPayment>,
): Promise<CallData<typeof VerifyHostedPayment>> {
  return api.call(ROUTES.verifyHostedPayment, { ...body, language: api.language() });
}
