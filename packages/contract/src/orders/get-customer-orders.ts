import { z } from 'zod';
import { defineCall } from '../call.ts';
import { orderSchema } from './order.ts';

/** GET order/getCustomerOrders — the signed-in customer's orders of this brand, newest first (002 §7). */
export const getCustomerOrders = defineCall({
  path: 'order/getCustomerOrders',
  method: 'GET',
  auth: true,
  summary: "The customer's orders, newest first",
  body: z.object({}),
  data: z.object({ orders: z.array(orderSchema) }),
});
