import { z } from 'zod';
import { defineCall } from '../call.ts';
import { aedSchema, idSchema, postBody, serviceTypeSchema } from '../common.ts';
import { LIMITS, PAYMENT_TYPES, TIMING_TYPES } from '../constants.ts';

/** A chosen option in a placed line (001 §7.3 orderedMenu option). The server reads only ids and quantities; prices are recomputed. */
export const placeOrderOptionSchema = z.object({
  optionId: idSchema,
  modifierGroupId: idSchema,
  quantity: z.number().int().min(1).max(LIMITS.quantityMax).default(1),
  /** Unit price the client showed, AED; compared with the server's price. */
  price: aedSchema,
});

/** A line of the placed order. `price` is the unit price with options the client showed, in AED. */
export const placeOrderLineSchema = z.object({
  itemId: idSchema,
  categoryId: idSchema,
  quantity: z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax),
  price: aedSchema,
  options: z.array(placeOrderOptionSchema).max(100).default([]),
});
export type PlaceOrderLine = z.infer<typeof placeOrderLineSchema>;

/**
 * The place-order payload (001 §7.3), the part the server reads. Unknown fields of the spec's
 * payload (storeInfo, userInfo, activeIntegrations, …) are accepted and ignored: the server
 * takes them from its own records.
 */
export const placeOrderBodySchema = postBody({
  brandId: idSchema,
  storeId: idSchema,
  orderType: z.object({ type: serviceTypeSchema }).passthrough(),
  timingType: z.enum(TIMING_TYPES).default('ASAP'),
  paymentType: z.enum(PAYMENT_TYPES),
  orderedMenu: z.array(placeOrderLineSchema).min(1, 'Your basket is empty').max(100),
  /** Items total and order total the client showed, AED (2 decimals); must equal the server's. */
  itemsTotalPrice: aedSchema,
  totalOrderPrice: aedSchema,
  taxRate: z.number().min(0).max(100).optional(),
  tipAmount: aedSchema.default(0),
  orderLanguage: z.enum(['EN', 'AR']).default('EN'),
  orderLevelSpecialRequest: z.string().trim().max(LIMITS.specialRequestMaxLength).default(''),
  pickupVehicleInfo: z.string().trim().max(120).optional(),
  pickupTiming: z.object({ asap: z.boolean(), time: z.string().nullable() }).optional(),
  orderingPlatform: z.string().max(40).default('web'),
}).passthrough();
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** order/place-order-v2 — places an order; an `Idempotency-Key` header makes a retry return the first result (001 §7.3). */
export const placeOrderV2 = defineCall({
  path: 'order/place-order-v2',
  method: 'POST',
  auth: true,
  summary: 'Place an order (server recomputes every price)',
  body: placeOrderBodySchema,
  data: z.object({ savedOrder: z.object({ _id: z.string(), orderNumber: z.string() }) }),
});
