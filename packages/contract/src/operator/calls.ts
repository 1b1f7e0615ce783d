import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema } from '../common.ts';
import { ORDER_STATUSES } from '../constants.ts';
import { latitudeSchema, longitudeSchema } from '../delivery/delivery.ts';
import { orderSchema } from '../orders/order.ts';

/**
 * The operator API (issue 17, decision 0024): the restaurant's own systems (POS, kitchen screens,
 * courier apps) read and move a brand's orders with an operator API key
 * (`Authorization: Bearer sufra_op_…`, `npm run operator-key -- create`). Paths are relative to
 * `/api/operator/v1/` (OPERATOR_API_PREFIX); answers are the envelope `{ success: 1, data }` /
 * `{ success: 0, code, message }`, in the language of `Accept-Language` (ar → Arabic).
 */
export const OPERATOR_API_PREFIX = '/api/operator/v1/';

/** The courier of a dispatched order (issue 17): phone E.164, position in degrees, `positionAt` unix seconds. */
export const operatorCourierSchema = z.object({
  name: z.string(),
  phone: z.string(),
  vehicle: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  positionAt: z.number().int().nullable(),
});

/**
 * An order as the operator API answers it (issue 17): the order of 002 §3 (`orderStatus`, lines
 * with options, special request, service type, timing and slot, payment state, delivery address,
 * curbside vehicle `pickupVehicleInfo`) with the customer's first name only (no phone, no tracking
 * token), and the lifecycle: `version` (bumped on every status or courier change), `prepMinutes`,
 * the expected ready and delivery times, the ready mark (unix seconds or null), the reason of a
 * reject or cancel, the courier.
 */
export const operatorOrderSchema = orderSchema.omit({ trackingToken: true, customer: true }).extend({
  customer: z.object({ firstName: z.string().nullable() }),
  version: z.number().int(),
  prepMinutes: z.number().int().nullable(),
  estimatedReadyAt: z.number().int().nullable(),
  estimatedDeliveryAt: z.number().int().nullable(),
  readyAt: z.number().int().nullable(),
  statusReason: z.string().nullable(),
  courier: operatorCourierSchema.nullable(),
  /**
   * The customer's feedback on the order (002 §2.21, issue 17): stars 1–5 and an optional comment;
   * null before any (filled by the feedback work; the kitchen board shows it on done cards).
   */
  feedback: z
    .object({ rating: z.number().int().min(1).max(5), comment: z.string().nullable() })
    .nullable()
    .optional(),
});
/** See operatorOrderSchema. */
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

/** What an action answers: the order after it, and whether this call changed it (false: repeated, idempotent). */
const actionData = z.object({ order: operatorOrderSchema, changed: z.boolean() });

/**
 * The statuses `POST orders/{id}/status` moves an order to: the kitchen's stages of 002 §4.1
 * (accept and reject have calls of their own), plus READY — not a status of the spec: it stamps
 * the order's `readyAt` and leaves `orderStatus` as it is (decision 0024).
 */
export const OPERATOR_STATUS_TARGETS = [
  'PREPARING',
  'COOKING',
  'READY',
  'ON_THE_WAY',
  'DELIVERED',
  'COMPLETE',
  'CANCELLED',
] as const;
/** One of OPERATOR_STATUS_TARGETS. */
export type OperatorStatusTarget = (typeof OPERATOR_STATUS_TARGETS)[number];

const reasonSchema = z.string().trim().min(1).max(300);
const noBody = z.object({});

/** GET orders?status=&since=&limit=&cursor= — the key's stores' orders, newest first (issue 17). */
export const operatorListOrders = defineCall({
  path: 'orders',
  method: 'GET',
  auth: false,
  summary: "Operator: the key's stores' orders, newest first (status, since, limit, cursor)",
  body: noBody,
  query: z.object({
    status: z.enum(ORDER_STATUSES).optional(),
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(50),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,200}$/)
      .optional(),
  }),
  data: z.object({ orders: z.array(operatorOrderSchema), nextCursor: z.string().nullable() }),
});

/** GET orders/{orderId} — one order of the key's stores (by id or order number). */
export const operatorGetOrder = defineCall({
  path: 'orders/:orderId',
  method: 'GET',
  auth: false,
  summary: 'Operator: one order of the key’s stores',
  body: noBody,
  data: z.object({ order: operatorOrderSchema }),
});

/** POST orders/{orderId}/accept {prepMinutes 5–90} — accepts the order; the customer sees the ETA. */
export const operatorAcceptOrder = defineCall({
  path: 'orders/:orderId/accept',
  method: 'POST',
  auth: false,
  summary: 'Operator: accept an order with its preparation time (5–90 minutes)',
  body: z.object({ prepMinutes: z.number().int().min(5).max(90) }),
  data: actionData,
});

/** POST orders/{orderId}/reject {reason 1–300} — refuses the order; what it took comes back. */
export const operatorRejectOrder = defineCall({
  path: 'orders/:orderId/reject',
  method: 'POST',
  auth: false,
  summary: 'Operator: reject an order with a reason (refund, stock, wallet and coupon come back)',
  body: z.object({ reason: reasonSchema }),
  data: actionData,
});

/** POST orders/{orderId}/status {status, reason?} — the kitchen's next stage, READY, or CANCELLED. */
export const operatorSetOrderStatus = defineCall({
  path: 'orders/:orderId/status',
  method: 'POST',
  auth: false,
  summary: 'Operator: move an order (PREPARING, COOKING, READY, ON_THE_WAY, DELIVERED, COMPLETE, CANCELLED)',
  body: z.object({ status: z.enum(OPERATOR_STATUS_TARGETS), reason: reasonSchema.optional() }),
  data: actionData,
});

/** POST orders/{orderId}/courier {name, phone, vehicle?, lat?, lng?} — dispatch, then positions (≥ 5 s apart). */
export const operatorSetCourier = defineCall({
  path: 'orders/:orderId/courier',
  method: 'POST',
  auth: false,
  summary: 'Operator: the courier of a delivery order and its position (at most every 5 s)',
  body: z
    .object({
      name: z.string().trim().min(1).max(100),
      phone: z.string().trim().min(3).max(40),
      vehicle: z.string().trim().max(100).optional(),
      lat: latitudeSchema.optional(),
      lng: longitudeSchema.optional(),
    })
    .refine((b) => (b.lat === undefined) === (b.lng === undefined), {
      message: 'lat and lng go together',
      path: ['lng'],
    }),
  data: actionData,
});

/**
 * POST items/{itemId}/sold-out {soldOut, until?, storeId?} — marks an item sold out (or back) in
 * the key's store scope (decision 0030): a key of every store brand-wide, a key of some stores at
 * each of them; `storeId` narrows to one store of the scope. `until` (ISO, in the future) ends the
 * mark by itself. Answers the stores marked (`storeIds` null: brand-wide).
 */
export const operatorSetItemSoldOut = defineCall({
  path: 'items/:itemId/sold-out',
  method: 'POST',
  auth: false,
  summary: 'Operator: mark an item sold out (or available again)',
  params: z.object({ itemId: idSchema }),
  body: z.object({
    soldOut: z.boolean(),
    until: z.iso.datetime({ offset: true }).optional(),
    storeId: idSchema.optional(),
  }),
  data: z.object({
    itemId: z.string(),
    soldOut: z.boolean(),
    until: z.string().nullable(),
    storeIds: z.array(z.string()).nullable(),
  }),
});

/** Every call of the operator API, for its routes, the OpenAPI document and the tests. */
export const OPERATOR_CALLS = [
  operatorListOrders,
  operatorGetOrder,
  operatorAcceptOrder,
  operatorRejectOrder,
  operatorSetOrderStatus,
  operatorSetCourier,
  operatorSetItemSoldOut,
] as const;
