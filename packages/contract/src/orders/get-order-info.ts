import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema } from '../common.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { orderSchema } from './order.ts';

/**
 * order/get-order-info/:id — one order of the signed-in customer, by id or order number (002 §7),
 * with its tracking token (issue 5). `brandId` (the web sends it) is declared so the tenancy
 * plugin scopes the request by it: a token of another brand is then not accepted (401).
 */
export const getOrderInfo = defineCall({
  ...CALL_ADDRESSES.getOrderInfo,
  summary: "One of the customer's orders (id or order number)",
  body: z.object({ brandId: idSchema.optional(), language: z.enum(['EN', 'AR']).default('EN') }),
  data: z.object({ order: orderSchema }),
});
