import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { placeOrderLineSchema } from '../orders/place-order-v2.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { discountSchema } from './discount.ts';

/**
 * An item a specific-items discount applies to, with its name in both languages (000 §2.16
 * applicable-items list, DISC-09).
 */
export const eligibleItemSchema = z.object({
  itemId: z.string(),
  categoryId: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  price: z.number(),
});
export type EligibleItem = z.infer<typeof eligibleItemSchema>;

/**
 * discounts/validate-discount-V2 (000 §7.4, §4.8 step 3, §5): checks one discount — by
 * `discountId`, or by `discountCode` (trimmed, compared case-insensitively, DISC-04) — against the
 * signed-in customer, the store, the service type and the basket (`cart`, the place-order lines).
 * Answers the discount, the amount it takes off the basket now (AED), whether it hit its cap, and
 * for a specific-items discount the eligible items. Refusals are `{ success: 0, message }` with
 * 000 §5's texts in the request's language; DISC-09's refusal carries `data.eligibleItems`.
 */
export const validateDiscountV2 = defineCall({
  ...CALL_ADDRESSES.validateDiscountV2,
  summary: 'Validate a discount for a basket',
  body: postBody({
    brandId: idSchema,
    discountId: idSchema.optional(),
    discountCode: z.string().trim().min(1).max(60).optional(),
    storeId: idSchema,
    serviceType: serviceTypeSchema,
    userId: z.string().max(64).optional(),
    cart: z.array(placeOrderLineSchema).max(100).default([]),
  }),
  data: z.object({
    discount: discountSchema,
    /** AED the discount takes off this basket (2 decimals). */
    discountAmount: z.number(),
    /** True when maximumDiscountValue limited the amount (the 'Maximum discount reached' note). */
    isCapped: z.boolean(),
    /** Warning to show in the 'Note:' banner (e.g. the cap), in the request's language, or null. */
    note: z.string().nullable(),
    eligibleItems: z.array(eligibleItemSchema),
  }),
});
