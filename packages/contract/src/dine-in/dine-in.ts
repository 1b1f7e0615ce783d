/**
 * Dine-in shapes of the contract (issue 18, decision 0032; 002 §2.3–§2.10, §3, §4.2, §7, §9): the
 * table link's query keys, payment timings, split types, the table's tab as the guest reads it, and
 * the split a guest pays. Amounts are AED with 2 decimals unless a field says fils.
 */
import { z } from 'zod';
import { aedSchema, idSchema } from '../common.ts';
import { LIMITS, SPLIT_TYPES } from '../constants.ts';
import { orderLineSchema } from '../orders/order.ts';

/** 002 §9: the dine-in query keys and the service-type value (kept in constants.ts, so the web reads them without the schemas). */
export { DINE_IN_QUERY_KEYS, DINE_IN_SERVICE_TYPE_QUERY } from '../constants.ts';

/** A table number, 1–999 (decision 0032). */
export const tableNumberSchema = z.coerce.number().int().min(1).max(LIMITS.tableNumberMax);
/** A table's secret token as printed in its QR code (43 characters base64url; bounded, never echoed). */
export const tableTokenSchema = z.string().min(1).max(LIMITS.tableTokenMaxLength);

/** Which table: the store, its number and the token of its QR code (decision 0032). */
export const tableRefSchema = z.object({
  brandId: idSchema,
  storeId: idSchema,
  tableNumber: tableNumberSchema,
  /** The `t` of the table link; missing or wrong → 404 tableNotFound, nothing read or written. */
  tableToken: tableTokenSchema,
});
export type TableRef = z.infer<typeof tableRefSchema>;

/**
 * A pay-later order on the table's tab (002 §3 'Pay-later table order'), as every guest at the
 * table sees it: lines and amounts, never who ordered it (no name, no phone).
 */
export const payLaterOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** Unix seconds. */
  orderPlacedTime: z.number().int(),
  orderStatus: z.string(),
  orderedMenu: z.array(orderLineSchema),
  itemsTotalPrice: z.number(),
  totalOrderPrice: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  tipAmount: z.number(),
  discountAmount: z.number(),
  orderCurrency: z.literal('AED'),
  paymentType: z.string(),
  selectedPaymentMethod: z.object({ EN: z.object({ name: z.string() }), AR: z.object({ name: z.string() }) }),
  selectedTip: z.unknown().nullable(),
  discountApplied: z.unknown().nullable(),
});
export type PayLaterOrder = z.infer<typeof payLaterOrderSchema>;

/** A selected item of a SELECTED-ITEMS split (002 §3 splitBills.selectedItems; the spec's spelling selectedQunatity). */
export const splitSelectedItemSchema = z.object({
  /** SPLIT-07 uniqueId ('old-{itemId}-{options}-{orderId}' or 'basket-…'). */
  uniqueId: z.string().max(400),
  /** The earlier order of an 'old' line; null for a line of the current basket. */
  orderId: z.string().nullable(),
  itemId: z.string(),
  selectedQunatity: z.number().int().min(1).max(LIMITS.quantityMax),
});

/**
 * A split bill of the table (002 §3 splitBills): its type, what it pays (totalAmount), what the
 * bill still owed after it (remainingAmount), DIVIDE-EQUALLY's people, SELECTED-ITEMS' items;
 * `status` PENDING while its payment is in progress (its amount is held), PAID once paid.
 * Released (failed or abandoned) payments are not listed.
 */
export const splitBillSchema = z.object({
  _id: z.string(),
  type: z.enum(SPLIT_TYPES),
  status: z.enum(['PENDING', 'PAID']),
  totalAmount: z.number(),
  remainingAmount: z.number(),
  peopleAtTable: z.number().int().nullable(),
  forPeople: z.number().int().nullable(),
  selectedItems: z.array(splitSelectedItemSchema),
  /** Unix seconds; null while pending. */
  paidAt: z.number().int().nullable(),
});
export type SplitBill = z.infer<typeof splitBillSchema>;

/**
 * A line of the tab offered to SELECTED-ITEMS (002 §3 Split item, merged as 002 §2.3 says: same
 * orderId and itemId and options → one line), with the exact amounts the split arithmetic of
 * `@sufra/pricing` (splitItemLines / selectedItemsSplit) reads, in integer fils.
 */
export const tableSplitLineSchema = z.object({
  uniqueId: z.string(),
  key: z.literal('old'),
  orderId: z.string(),
  itemId: z.string(),
  title: z.object({ en: z.string(), ar: z.string() }),
  quantity: z.number().int(),
  /** paidFor: units paid (or held by a pending payment) by SELECTED-ITEMS splits. */
  paidQuantity: z.number().int(),
  /** The line's items amount after every discount, fils. */
  itemsFils: z.number().int(),
  /** The line's VAT, fils. */
  taxFils: z.number().int(),
});
export type TableSplitLine = z.infer<typeof tableSplitLineSchema>;

/**
 * The table's tab as every guest with the table link reads it (order/getTableLaterOrders, and each
 * event of the table stream): 002 §7 `fetchedOrder[]`, `splitBills[]`, and the aggregated table
 * state of 002 §3 (splitPayed, orderesTotalItemsPrice — the spec's spelling —, ordersTotalPrice,
 * ordersTotalTax, totalTipAmount), plus `remainingAmount` (TOT-10: ordersTotalPrice − splitPayed,
 * ≥ 0; pending payments are held, so they count as paid), exact fils fields for the split
 * arithmetic, and `version` (bumped on every change). A table without an open tab answers empty
 * lists and zeros with `sessionId: null`.
 */
export const tableStateSchema = z.object({
  table: z.object({ number: z.number().int(), label: z.string().nullable(), storeId: z.string() }),
  sessionId: z.string().nullable(),
  version: z.number().int(),
  fetchedOrder: z.array(payLaterOrderSchema),
  splitBills: z.array(splitBillSchema),
  splitPayed: z.number(),
  orderesTotalItemsPrice: z.number(),
  ordersTotalPrice: z.number(),
  ordersTotalTax: z.number(),
  totalTipAmount: z.number(),
  remainingAmount: z.number(),
  /** The split type locked by the first split (002 §2.7), null before. */
  lockedSplitType: z.enum(SPLIT_TYPES).nullable(),
  /** DIVIDE-EQUALLY: peopleAtTable locked by the first split and forPeople already paid or held (splittedforPeople). */
  peopleAtTable: z.number().int().nullable(),
  splittedforPeople: z.number().int(),
  /** Exact amounts, fils: the bill (Σ ordersTotalPrice), what is paid, what is held by pending payments. */
  billFils: z.number().int(),
  paidFils: z.number().int(),
  heldFils: z.number().int(),
  /** Tip of the tab's orders, fils (SELECTED-ITEMS shares it per unit). */
  tipFils: z.number().int(),
  /** The merged lines offered to SELECTED-ITEMS (002 §2.3). */
  splitLines: z.array(tableSplitLineSchema),
});
export type TableState = z.infer<typeof tableStateSchema>;

/**
 * The split a guest pays with place-order (002 §3 Split, §7 'isSplitted and split'): the type and
 * its inputs, and `totalAmount`, what the guest's screen computed (AED, 2 decimals). The server
 * recomputes it under a lock on the tab; a different amount, or a bill that changed meanwhile,
 * is refused with 409 tableBillChanged (the new remainder in the message) and nothing is written.
 * CUSTOM-AMOUNT reads `amount`; DIVIDE-EQUALLY `peopleAtTable` and `forPeople`; SELECTED-ITEMS
 * `selectedItems` (lines of the current basket have orderId null and uniqueId 'basket-…').
 */
export const placeOrderSplitSchema = z.object({
  type: z.enum(SPLIT_TYPES),
  totalAmount: aedSchema.max(LIMITS.orderAmountMaxAed),
  amount: aedSchema.max(LIMITS.orderAmountMaxAed).optional(),
  peopleAtTable: z.number().int().min(1).max(LIMITS.peopleAtTableMax).optional(),
  forPeople: z.number().int().min(1).max(LIMITS.peopleAtTableMax).optional(),
  selectedItems: z
    .array(splitSelectedItemSchema)
    .max(LIMITS.orderLinesMax * 4)
    .optional(),
});
export type PlaceOrderSplit = z.infer<typeof placeOrderSplitSchema>;
