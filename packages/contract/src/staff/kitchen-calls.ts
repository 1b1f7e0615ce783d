import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { ORDER_STATUSES } from '../constants.ts';
import { OPERATOR_STATUS_TARGETS, operatorOrderSchema } from '../operator/calls.ts';
import { STAFF_CALL_ADDRESSES } from './staff-routes.ts';

/**
 * The kitchen board's calls (issue 17 "The kitchen (staff)", decision 0028): a signed-in staff
 * member (`Authorization: Staff <token>`, decision 0027) reads and moves the orders of one store
 * they work in, through the same lifecycle as the operator API (decision 0024): the same state
 * machine, the same undo on reject and cancel, the same 409 `orderStatusConflict` naming the
 * order's status now, and a repeat of an action already done answers `changed: false`.
 */

/** What an action answers: the order after it, and whether this call changed it (false: a repeat). */
const boardActionData = z.object({ order: operatorOrderSchema, changed: z.boolean() });

const reasonSchema = z.string().trim().min(1).max(300);

/**
 * GET staff/orders?brandId=&storeId= — the board of one store (issue 17): every order not in a
 * final state (PENDING, SCHEDULED, ACCEPTED, PREPARING, COOKING, ON_THE_WAY), plus those that
 * became DELIVERED, COMPLETE, CANCELLED or REJECTED since the store's day began (Asia/Dubai
 * midnight, `dayStart` unix seconds); orders awaiting their card payment are not the kitchen's.
 * Each order is the operator API's shape (`orderStatus`, lines with options, special request,
 * customer's first name, payment state, delivery address, curbside vehicle, courier, ETA, reason).
 * 401 staffLoginRequired without a staff token of the brand; 404 somethingIncorrect for a store
 * the member does not work in (as an unknown store).
 */
export const staffBoardOrders = defineCall({
  ...STAFF_CALL_ADDRESSES.staffBoardOrders,
  summary: "Kitchen board: one store's open orders and today's finished ones",
  body: z.object({}),
  query: z.object({ storeId: idSchema }),
  data: z.object({ orders: z.array(operatorOrderSchema), dayStart: z.number().int() }),
});

/** POST staff/orders/{orderId}/accept {brandId, prepMinutes 5–90} — accepts; the customer sees the ETA. */
export const staffAcceptOrder = defineCall({
  ...STAFF_CALL_ADDRESSES.staffAcceptOrder,
  summary: 'Kitchen board: accept an order with its preparation time (5–90 minutes)',
  body: postBody({ brandId: idSchema, prepMinutes: z.number().int().min(5).max(90) }),
  data: boardActionData,
});

/** POST staff/orders/{orderId}/reject {brandId, reason 1–300} — refuses the order; what it took comes back. */
export const staffRejectOrder = defineCall({
  ...STAFF_CALL_ADDRESSES.staffRejectOrder,
  summary: 'Kitchen board: reject an order with a reason',
  body: postBody({ brandId: idSchema, reason: reasonSchema }),
  data: boardActionData,
});

/**
 * POST staff/orders/{orderId}/status {brandId, status, reason?} — PREPARING, COOKING, READY (stamps
 * readyAt, no status change), ON_THE_WAY, DELIVERED, COMPLETE or CANCELLED (reason optional).
 */
export const staffSetOrderStatus = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSetOrderStatus,
  summary:
    'Kitchen board: move an order (PREPARING, COOKING, READY, ON_THE_WAY, DELIVERED, COMPLETE, CANCELLED)',
  body: postBody({
    brandId: idSchema,
    status: z.enum(OPERATOR_STATUS_TARGETS),
    reason: reasonSchema.optional(),
  }),
  data: boardActionData,
});

/** POST staff/orders/{orderId}/courier {brandId, name, phone, vehicle?} — dispatches a delivery order (ON_THE_WAY). */
export const staffSetCourier = defineCall({
  ...STAFF_CALL_ADDRESSES.staffSetCourier,
  summary: 'Kitchen board: dispatch a delivery order with its courier (name, phone, vehicle)',
  body: postBody({
    brandId: idSchema,
    name: z.string().trim().min(1).max(100),
    phone: z.string().trim().min(3).max(40),
    vehicle: z.string().trim().max(100).optional(),
  }),
  data: boardActionData,
});

/**
 * GET staff/events?brandId=&storeId= — the board's live stream (issue 17, decision 0028) as
 * `text/event-stream`, with the staff token in `Authorization` (the web reads it with fetch() and
 * a stream reader, not EventSource): `event: order` with data `{ orderId, version, orderStatus }`
 * each time an order of the store is placed or changes (the board then refetches); `event:
 * resync` when changes may have been missed (refetch everything); a `: heartbeat` comment every
 * 15 s. Refusals (401, 404 for a store the member does not work in, 429) are the JSON envelope,
 * before anything is streamed.
 */
export const staffBoardEvents = defineCall({
  ...STAFF_CALL_ADDRESSES.staffBoardEvents,
  summary: 'Kitchen board: live changes of one store’s orders as Server-Sent Events (text/event-stream)',
  eventStream: true,
  body: z.object({}),
  query: z.object({ storeId: idSchema }),
  data: z.object({
    orderId: z.string(),
    version: z.number().int(),
    orderStatus: z.enum(ORDER_STATUSES),
  }),
});
