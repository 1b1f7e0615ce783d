import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idSchema, postBody } from '../common.ts';
import { STAFF_CALL_ADDRESSES } from './staff-routes.ts';

/**
 * An open tab as the kitchen board lists it (issue 18: 'the kitchen board shows table orders with
 * their table, and staff can close a table that paid at the counter'): the table, when the tab
 * opened (unix seconds), its orders, and its amounts in AED — the bill, what the guests paid
 * online, what their pending payments hold, and what remains.
 */
export const staffTableTabSchema = z.object({
  sessionId: z.string(),
  tableNumber: z.number().int(),
  label: z.string().nullable(),
  openedAt: z.number().int(),
  orderNumbers: z.array(z.string()),
  billAmount: z.number(),
  paidAmount: z.number(),
  heldAmount: z.number(),
  remainingAmount: z.number(),
  version: z.number().int(),
});
export type StaffTableTab = z.infer<typeof staffTableTabSchema>;

/**
 * GET staff/tables?storeId= — the open tabs of one store the member works in (issue 18), by table
 * number. 401 staffLoginRequired without a staff token of the brand; 404 somethingIncorrect for a
 * store the member does not work in.
 */
export const staffTables = defineCall({
  ...STAFF_CALL_ADDRESSES.staffTables,
  summary: "Kitchen board: one store's open table tabs",
  body: z.object({}),
  query: z.object({ storeId: idSchema }),
  data: z.object({ tabs: z.array(staffTableTabSchema) }),
});

/**
 * POST staff/tables/{sessionId}/close {brandId} — closes a tab paid at the counter (cash or the
 * card machine): the tab is CLOSED ('STAFF'), every guest's screen at the table sees it live, and
 * the next party at the table starts a new tab. Idempotent: closing a closed tab answers it with
 * `changed: false`. 409 tablePaymentInProgress while a guest's online payment holds a share (try
 * again in a minute); 404 somethingIncorrect for a tab of a store the member does not work in.
 */
export const staffCloseTable = defineCall({
  ...STAFF_CALL_ADDRESSES.staffCloseTable,
  summary: 'Kitchen board: close a table tab paid at the counter',
  body: postBody({ brandId: idSchema }),
  data: z.object({
    tab: staffTableTabSchema.extend({ status: z.enum(['OPEN', 'CLOSED']) }),
    changed: z.boolean(),
  }),
});
