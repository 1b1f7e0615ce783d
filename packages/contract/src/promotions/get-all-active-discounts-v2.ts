import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { discountSchema } from './discount.ts';

/**
 * discounts/get-all-active-discounts-v2 (000 §7.4, §4.8, DISC-01/-21/-24): the brand's discounts
 * active now and not hidden. `storeId` and `serviceType` (Sufra) narrow the list to the coupons
 * of that store and service; `page` 'COUPONS_POPUP' is accepted (IS47) and changes nothing.
 * `userId` is accepted and ignored: a signed-in customer is known from the token, which makes
 * `usesLeft` theirs. Answers `data.discount` (decision 0002: the spec's field inside the envelope).
 */
export const getAllActiveDiscountsV2 = defineCall({
  ...CALL_ADDRESSES.getAllActiveDiscountsV2,
  summary: "The brand's active, listed discounts",
  body: postBody({
    brandId: idSchema,
    userId: z.string().max(64).optional(),
    page: z.string().max(40).optional(),
    storeId: idSchema.optional(),
    serviceType: serviceTypeSchema.optional(),
  }),
  data: z.object({ discount: z.array(discountSchema) }),
});
