import type { CallData, createPaymentIntentV2 as CreatePaymentIntentV2 } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/**
 * orders-checkout-payment/stripe/create-payment-intent-v2 (001 §4.10, §4.11, §7.5; decision 0022):
 * pays the order `orderId` (placed in PENDING_PAYMENT) with a new card (`paymentMethodId`) or a
 * saved one (`isStoredCard`, `cardId`); `amount` AED. Answers verified at once, or a 3-D Secure
 * `redirectUrl`. Money-moving: `idempotencyKey` makes a retried request a replay. Throws ApiError
 * (402 'Bank declined payment, please try again').
 */
export function createPaymentIntentV2(
  api: ApiClient,
  body: CallBody<typeof CreatePaymentIntentV2>,
  idempotencyKey: string,
): Promise<CallData<typeof CreatePaymentIntentV2>> {
  return api.call(ROUTES.createPaymentIntentV2, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
