import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LIMITS } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { orderSchema, publicOrderSchema } from './order.ts';

/**
 * Query of order/get-order-tracking-info (issue 5, decision 0007), besides `brandId`: `t`, the
 * order's tracking token from the shareable link `/track-order/{orderNumber}?t={token}`. Needed
 * by everyone but the order's own signed-in customer. Anything malformed is treated as a wrong
 * token (the same 404), never as a 400, so the answer is no oracle.
 */
export const orderTrackingQuerySchema = z.object({
  t: z.string().max(LIMITS.trackingTokenMaxLength).optional().catch(undefined),
});

/**
 * GET order/get-order-tracking-info/:orderId?brandId=…[&t=token] — tracking by order id or number
 * (002 §7, §2.19; IS10; decision 0007). The order's own customer (Authorization token of that
 * brand) gets `{ access: 'owner', orders: Order }` (full detail and the tracking token); anyone
 * with the right `t` gets `{ access: 'link', orders: PublicOrder }` (no personal data). Anything
 * else — wrong or missing token, another brand, an unknown number — is the same
 * 404 "Sorry, we couldn't find the order." (MESSAGES.orderNotFoundTracking).
 */
export const getOrderTrackingInfo = defineCall({
  ...CALL_ADDRESSES.getOrderTrackingInfo,
  summary: 'Order status for tracking: the owner by id or number, anyone else with the link token',
  body: z.object({}),
  query: orderTrackingQuerySchema,
  data: z.discriminatedUnion('access', [
    z.object({ access: z.literal('owner'), orders: orderSchema }),
    z.object({ access: z.literal('link'), orders: publicOrderSchema }),
  ]),
});
