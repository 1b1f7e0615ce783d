import { z } from 'zod';
import { defineCall } from '../call.ts';
import { orderSchema } from './order.ts';

/** order/get-order-info/:id — one order of the signed-in customer, by id or order number (002 §7). */
export const getOrderInfo = defineCall({
  path: 'order/get-order-info/:id',
  method: 'POST',
  auth: true,
  summary: "One of the customer's orders (id or order number)",
  body: z.object({ language: z.enum(['EN', 'AR']).default('EN') }),
  data: z.object({ order: orderSchema }),
});
