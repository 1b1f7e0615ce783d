import type { CallData, createIframePaymentOrder as CreateIframePaymentOrder } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/**
 * payment-gateway/hosted-iframe/create-payment-intent (001 §4.14, §7.8; decision 0022): a payment
 * order for the customer's order `orderId` (`payByPayload.totalAmount.amount` AED); answers the
 * wallet window's `interActionParams.tokenUrl`. Money-moving: `idempotencyKey` makes a retried
 * request a replay. Throws ApiError.
 */
export function createIframePaymentOrder(
  api: ApiClient,
  body: CallBody<typeof CreateIframePaymentOrder>,
  idempotencyKey: string,
): Promise<CallData<typeof CreateIframePaymentOrder>> {
  return api.call(ROUTES.createIframePaymentOrder, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
