import type {
  CallData,
  createPaymentLinkIntent,
  initiatePaymentLinkFrames,
  PaymentLinkInfo,
  verifyPaymentLinkFrames,
  verifyPaymentLinkIntent,
} from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';
import { useApi } from '../../../shared/api/api-provider.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/**
 * The link info of `cartId` of the client's brand (001 §7.9 Link info): public, no token. Keyed
 * by `language` too (the client's request language): the brand's name comes in it.
 */
function paymentLinkQuery(api: ApiClient, cartId: string, language: 'EN' | 'AR') {
  return queryOptions({
    queryKey: ['payment-link', api.brandId, cartId, language],
    queryFn: (): Promise<PaymentLinkInfo> => api.call(ROUTES.getPaymentLinkInfoByCartId, { cartId }),
    retry: false,
    staleTime: 0,
  });
}

/** The link info of `cartId` in the UI language (paymentLinkQuery). */
export function usePaymentLinkInfo(cartId: string) {
  return useQuery(paymentLinkQuery(useApi(), cartId, useLanguage().api));
}

/** Card-elements link payment (001 §7.9 Create intent) with the Idempotency-Key of this submission. */
export function payLinkCardElements(
  api: ApiClient,
  body: CallBody<typeof createPaymentLinkIntent>,
  idempotencyKey: string,
): Promise<CallData<typeof createPaymentLinkIntent>> {
  return api.call(ROUTES.createPaymentLinkIntent, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Card-elements verify (001 §7.9 Verify intent). */
export function verifyLinkCardElements(
  api: ApiClient,
  body: CallBody<typeof verifyPaymentLinkIntent>,
): Promise<CallData<typeof verifyPaymentLinkIntent>> {
  return api.call(ROUTES.verifyPaymentLinkIntent, body);
}

/** Card-frames link payment (001 §7.9 Initiate) with the Idempotency-Key of this submission. */
export function payLinkCardFrames(
  api: ApiClient,
  body: CallBody<typeof initiatePaymentLinkFrames>,
  idempotencyKey: string,
): Promise<CallData<typeof initiatePaymentLinkFrames>> {
  return api.call(ROUTES.initiatePaymentLinkFrames, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Card-frames verify (001 §7.9 Verify), by the order ref. */
export function verifyLinkCardFrames(
  api: ApiClient,
  body: CallBody<typeof verifyPaymentLinkFrames>,
): Promise<CallData<typeof verifyPaymentLinkFrames>> {
  return api.call(ROUTES.verifyPaymentLinkFrames, body);
}
