import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { IFRAME_PAYMENT_STATUSES } from './calls-hosted.ts';

/**
 * payment-gateway/hosted-iframe/verify-payment-intent (001 §7.8 'Verify': sends and reads "not
 * shown"; decision 0037). Sends the payment order's reference like payment-confirmation
 * (`{ storeId, brandId, paymentOrderNo, merchantOrderNo }`); reads `isVerified` (paid and the
 * order placed, the card-elements verify's `gatewayData.isVerified` reading of 001 §7.5), the
 * wallet `status` and the order's `orderNumber`. The signed-in owner's only; it applies the
 * provider's report once like payment-confirmation, never closes or refunds. Errors: 401 without a
 * token; 404 orderNotFound for another customer's or brand's, or an unknown, payment order.
 */
export const verifyIframePaymentIntent = defineCall({
  ...CALL_ADDRESSES.verifyIframePaymentIntent,
  summary: 'Hosted-iframe provider: verify a payment order',
  body: postBody({
    storeId: idSchema,
    brandId: idSchema,
    paymentOrderNo: z.string().min(1).max(100),
    merchantOrderNo: z.string().min(1).max(64),
  }),
  data: z.object({
    isVerified: z.boolean(),
    status: z.enum(IFRAME_PAYMENT_STATUSES),
    orderNumber: z.string(),
  }),
});
