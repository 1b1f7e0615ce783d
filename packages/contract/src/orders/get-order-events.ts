import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LIMITS, ORDER_STATUSES } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { publicOrderSchema } from './order.ts';

/**
 * An order stream's resume point (issue 17, decision 0026): the `id` of the last event the client
 * received, i.e. the order's version (its number of status-history rows, 1 and up). Anything
 * malformed counts as absent (everything is sent again), never as a 400.
 */
const lastEventIdSchema = z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined);

/**
 * GET order/events/:orderNumber?brandId=…&t=token[&lastEventId=n] — the order's live tracking as
 * Server-Sent Events (issue 17; 002 §2.19, §4.1; decision 0026). EventSource cannot send headers,
 * so the caller always presents the order's tracking token `t` (the owner has it in
 * `savedOrder.trackingToken` / `order.trackingToken`); the stream is authorised as the public
 * tracking link (decision 0007): a wrong or missing token, another brand, an unknown number → the
 * same 404 "Sorry, we couldn't find the order." and nothing streamed; too many open streams → 429.
 *
 * The 200 answer is `text/event-stream`: events `event: order`, `id: <version>`, `data:` the
 * tracking answer with the order's status at its top, `{ orderStatus, access: 'link', orders:
 * PublicOrder }` — sent at
 * connect unless `Last-Event-ID` (header, or the `lastEventId` query) is already that version, then
 * once per change; a `: heartbeat` comment every 15 s.
 */
export const getOrderEvents = defineCall({
  ...CALL_ADDRESSES.getOrderEvents,
  summary: 'Live order tracking as Server-Sent Events (text/event-stream), with the link token',
  eventStream: true,
  body: z.object({}),
  query: z.object({
    t: z.string().max(LIMITS.trackingTokenMaxLength).optional().catch(undefined),
    lastEventId: lastEventIdSchema,
  }),
  headers: z.object({ 'last-event-id': lastEventIdSchema }),
  /** Each event's data: the tracking answer, and the order's `orderStatus` at its top (issue 17). */
  data: z.object({
    orderStatus: z.enum(ORDER_STATUSES),
    access: z.literal('link'),
    orders: publicOrderSchema,
  }),
});
