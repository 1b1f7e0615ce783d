import type {
  createPaymentLinkIntent,
  initiatePaymentLinkFrames,
  PaymentLinkInfo,
  verifyPaymentLinkFrames,
  verifyPaymentLinkIntent,
} from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/client.ts';

/** The `data` of a call (types only). */
type Data<C extends { data: z.ZodType }> = z.output<C['data']>;

/**
 * The link info of `cartId` of the brand (001 §7.9 Link info): public, no token. Keyed by
 * language too: the brand's name comes in the request's language.
 */
export function paymentLinkQuery(brandId: string, cartId: string, language: 'EN' | 'AR') {
  return queryOptions({
    queryKey: ['payment-link', brandId, cartId, language],
    queryFn: (): Promise<PaymentLinkInfo> =>
      callApi(ROUTES.getPaymentLinkInfoByCartId, { brandId, cartId }, { language }),
    retry: false,
    staleTime: 0,
  });
}

/** Card-elements link payment (001 §7.9 Create intent) with the Idempotency-Key of this submission. */
export function payLinkCardElements(
  body: {
    brandId: string;
    cartId: string;
    paymentMethodId: string;
    returnUrl: string;
    paymentMethod?: 'CARD' | 'WALLET';
  },
  idempotencyKey: string,
): Promise<Data<typeof createPaymentLinkIntent>> {
  return callApi(ROUTES.createPaymentLinkIntent, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Card-elements verify (001 §7.9 Verify intent). */
export function verifyLinkCardElements(body: {
  brandId: string;
  cartId: string;
  paymentIntentId: string;
}): Promise<Data<typeof verifyPaymentLinkIntent>> {
  return callApi(ROUTES.verifyPaymentLinkIntent, body);
}

/** Card-frames link payment (001 §7.9 Initiate) with the Idempotency-Key of this submission. */
export function payLinkCardFrames(
  body: {
    token: string;
    cartId: string;
    brandId: string;
    DomainType: 'CUSTOM_DOMAIN' | 'TEMPORARAY_DOMAIN';
    domainName: string;
    successUrl: string;
    failureUrl: string;
  },
  idempotencyKey: string,
): Promise<Data<typeof initiatePaymentLinkFrames>> {
  return callApi(ROUTES.initiatePaymentLinkFrames, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Card-frames verify (001 §7.9 Verify), by the order ref. */
export function verifyLinkCardFrames(body: {
  cartId: string;
  paymentId: string;
  brandId: string;
}): Promise<Data<typeof verifyPaymentLinkFrames>> {
  return callApi(ROUTES.verifyPaymentLinkFrames, body);
}
