import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { deliveryMethodSchema } from './delivery.ts';

/**
 * brands/get-brand-active-delivery-method (000 §7.2, 001 §7.2): the brand's shipping method, null
 * when it has none (the client shows its default error, 001 §4.2).
 */
export const getBrandActiveDeliveryMethod = defineCall({
  ...CALL_ADDRESSES.getBrandActiveDeliveryMethod,
  summary: "The brand's active shipping method",
  body: postBody({ brandId: idSchema }),
  data: z.object({ deliveryMethod: deliveryMethodSchema.nullable() }),
});
