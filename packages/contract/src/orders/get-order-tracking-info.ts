import { z } from 'zod';
import { defineCall } from '../call.ts';
import { orderSchema } from './order.ts';

/** GET order/get-order-tracking-info/:orderId — public tracking by order id or order number (002 §7; IS10, decision 0004). */
export const getOrderTrackingInfo = defineCall({
  path: 'order/get-order-tracking-info/:orderId',
  method: 'GET',
  auth: false,
  summary: 'Order status for tracking (id or order number)',
  body: z.object({}),
  data: z.object({ orders: orderSchema }),
});
