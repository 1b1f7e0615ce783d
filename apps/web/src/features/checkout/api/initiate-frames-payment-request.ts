import type { CallData, initiateFramesPaymentRequest as InitiateFramesPaymentRequest } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/**
 * orders-checkout-payment/checkout/initiate-frames-payment-request (001 §4.12, §7.6; decision
 * 0022): pays the order with a Frames token or a saved card (`isStoredCard`, `storeCardId`);
 * `amount` AED; the body names the request language, as the spec's does (001 §7.6); 3-D Secure →
 * `three_d_secure_redirection_required` with `redirectLink`.
 * Money-moving: `idempotencyKey` makes a retried request a replay. Throws ApiError.
 */
export function initiateFramesPaymentRequest(
  api: ApiClient,
  body: CallBody<typeof InitiateFramesPaymentRequest>,
  idempotencyKey: string,
): Promise<CallData<typeof InitiateFramesPaymentRequest>> {
  return api.call(
    ROUTES.initiateFramesPaymentRequest,
    { ...body, language: api.language() },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}
