import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LIMITS } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { orderSchema } from './order.ts';

/**
 * Query of order/getCustomerOrders besides `brandId` (issue 5, decision 0007; 002 §7 shows no
 * parameters, so both are optional): `limit` 1–100 orders per page (default 50) and `cursor`,
 * the opaque `nextCursor` of the previous page.
 */
export const customerOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.ordersPageMax).default(LIMITS.ordersPageDefault),
  cursor: z.string().max(200).optional(),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

/**
 * GET order/getCustomerOrders — one page of the signed-in customer's orders of this brand,
 * newest first (002 §7; keyset on placed time then id). `nextCursor` is null on the last page.
 */
export const getCustomerOrders = defineCall({
  ...CALL_ADDRESSES.getCustomerOrders,
  summary: "The customer's orders, newest first, a page at a time (?limit, ?cursor)",
  body: z.object({}),
  query: customerOrdersQuerySchema,
  data: z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() }),
});
