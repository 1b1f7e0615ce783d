import type { CallData, getHostedPaymentPage as GetHostedPaymentPage } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { z } from 'zod';
import type { ApiClient } from '../../../shared/api/api-client.ts';

/** The body of getHostedPaymentPage without the brand; `language` is sent as given (001 §7.7, PAY-27: 'EN'). */
type HostedPageBody = Omit<z.input<(typeof GetHostedPaymentPage)['body']>, 'brandId'>;

/**
 * ordersCheckoutPayment/getHostedPaymentPage (001 §4.13, §7.7; decision 0022): a payment page for
 * the customer's order `orderId` awaiting payment (`amountPaid` AED, 2 decimals); answers the
 * transaction to verify later and the page's URL. Money-moving: `idempotencyKey` makes a retried
 * request a replay. Throws ApiError.
 */
export function getHostedPaymentPage(
  api: ApiClient,
  body: HostedPageBody,
  idempotencyKey: string,
): Promise<CallData<typeof GetHostedPaymentPage>> {
  return api.call(ROUTES.getHostedPaymentPage, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
