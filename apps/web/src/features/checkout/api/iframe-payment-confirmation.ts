import type { CallData, iframePaymentConfirmation as IframePaymentConfirmation } from '@sufra/contract';
import { ROUTES } from '@sufra/contract/routes';
import type { ApiClient, CallBody } from '../../../shared/api/api-client.ts';

/** The answer of iframePaymentConfirmation (001 §7.8): `success`, the payment order's status and the order's number. */
export type IframeConfirmData = CallData<typeof IframePaymentConfirmation>;

/**
 * payment-gateway/hosted-iframe/payment-confirmation (001 §2.11, §4.14 polling, §7.8): the payment
 * order's status (PENDING, PAID_SUCCESS, SETTLED, FAILURE), applied once; `isFroceDelete` (sic,
 * the 4th attempt) closes a payment order still PENDING. Public (RT10, decision 0037): the token is
 * sent when there is one, and the reference pair answers without. Throws ApiError.
 */
export function iframePaymentConfirmation(
  api: ApiClient,
  body: CallBody<typeof IframePaymentConfirmation>,
): Promise<IframeConfirmData> {
  return api.call(ROUTES.iframePaymentConfirmation, body, { asCustomer: true });
}
