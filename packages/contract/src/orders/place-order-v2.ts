import { z } from 'zod';
import { defineCall } from '../call.ts';
import { aedSchema, idSchema, optionalIdempotencyHeaders, postBody, serviceTypeSchema } from '../common.ts';
import { LIMITS, PAYMENT_TIMINGS, PAYMENT_TYPES, TIMING_TYPES } from '../constants.ts';
import { placeOrderSplitSchema, tableNumberSchema, tableTokenSchema } from '../dine-in/dine-in.ts';
import { problemCode } from '../problem-code.ts';
import { discountAppliedSchema } from '../promotions/discount.ts';
import { loyaltyAppliedSchema } from '../promotions/loyalty.ts';
import { CALL_ADDRESSES } from '../routes.ts';
import { orderDeliveryAddressSchema, preOrderSlotSchema } from './order-delivery.ts';

/** A unit price the client showed (item or option), AED, 2 decimals, 0–100 000 (issue 5 bounds). */
const unitPriceSchema = aedSchema.max(LIMITS.unitPriceMaxAed);
/** An order amount the client showed (items total, total), AED, 2 decimals, 0–1 000 000 (issue 5 bounds). */
const orderAmountSchema = aedSchema.max(LIMITS.orderAmountMaxAed);

/** A chosen option in a placed line (001 §7.3 orderedMenu option). The server reads only ids and quantities; prices are recomputed. */
export const placeOrderOptionSchema = z.object({
  optionId: idSchema,
  modifierGroupId: idSchema,
  quantity: z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax).default(1),
  /** Unit price the client showed, AED (≤ 100 000); compared with the server's price. */
  price: unitPriceSchema,
});

/**
 * A line of the placed order. `price` is the unit price with options the client showed, in AED
 * (≤ 100 000) — under an automatic item discount it may be the discounted price (TOT-02);
 * quantity 1–99 (000 §5); at most 50 options. The same option twice in a line is
 * merged by the server (quantities summed, then checked against its maximum; issue 5).
 */
export const placeOrderLineSchema = z.object({
  itemId: idSchema,
  categoryId: idSchema,
  quantity: z.number().int().min(LIMITS.quantityMin).max(LIMITS.quantityMax),
  price: unitPriceSchema,
  options: z.array(placeOrderOptionSchema).max(LIMITS.lineOptionsMax).default([]),
});
export type PlaceOrderLine = z.infer<typeof placeOrderLineSchema>;

/** Tip presets of 000 §2.18 as fractions (IS36: stored as the spec stores them, displayed × 100). */
export const TIP_PRESETS = [0.07, 0.1, 0.15] as const;

/**
 * selectedTip (000 §3 Tip, 001 §7.3, TIP-07): a preset ('default', value one of TIP_PRESETS, a
 * fraction of the basket) or a custom amount ('custom', value in AED ≥ 1 with 2 decimals, 000 §5).
 */
export const selectedTipSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('default'),
    value: z.number().refine((v) => TIP_PRESETS.some((p) => Math.abs(p - v) < 1e-9)),
  }),
  z.object({ type: z.literal('custom'), value: aedSchema.min(1).max(LIMITS.tipMaxAed) }),
]);
export type SelectedTip = z.infer<typeof selectedTipSchema>;

/**
 * The place-order payload (001 §7.3), the part the server reads. Unknown fields of the spec's
 * payload (storeInfo, userInfo, activeIntegrations, …) are accepted and ignored: the server
 * takes them from its own records. Every amount, quantity and text is bounded (issue 5) so no
 * request can overflow an integer column: amounts AED with ≤ 2 decimals (tip ≤ 10 000, totals
 * ≤ 1 000 000), ≤ 100 lines, special request ≤ 500 characters, vehicle info ≤ 100,
 * orderingPlatform ≤ 40.
 */
export const placeOrderBodySchema = postBody({
  brandId: idSchema,
  storeId: idSchema,
  orderType: z.object({ type: serviceTypeSchema }).passthrough(),
  timingType: z.enum(TIMING_TYPES).default('ASAP'),
  paymentType: z.enum(PAYMENT_TYPES),
  /**
   * The basket. At least one line, except a dine-in PAY_NOW order that only pays the table's tab
   * (`payLaterOrders` not empty: 002 §5 'Place Order shows … when there are previous orders and
   * the type is not PAY_LATER'); any other empty basket is refused with basketIsEmpty.
   */
  orderedMenu: z.array(placeOrderLineSchema).max(LIMITS.orderLinesMax),
  /**
   * Items total and order total the client showed, AED (2 decimals, ≤ 1 000 000); must equal the
   * server's: itemsTotalPrice the Original Basket Total (or cartTotal, after automatic item
   * discounts), totalOrderPrice the Total (orderGrossAmount) — decision 0015.
   */
  itemsTotalPrice: orderAmountSchema,
  totalOrderPrice: orderAmountSchema,
  taxRate: z.number().finite().min(0).max(100).optional(),
  /** Tip, AED, 2 decimals, 0–10 000 (issue 5); recomputed from selectedTip and must match. */
  tipAmount: aedSchema.max(LIMITS.tipMaxAed).default(0),
  /** The chosen tip (TIP-07); absent or null for no tip. */
  selectedTip: selectedTipSchema.nullish(),
  /** The applied coupon (DISC-23), absent when none. */
  discountApplied: discountAppliedSchema.nullish(),
  /** Loyalty credits redeemed (LOY-07), absent when loyalty is not applied. */
  loyaltyApplied: loyaltyAppliedSchema.nullish(),
  orderLanguage: z.enum(['EN', 'AR']).default('EN'),
  orderLevelSpecialRequest: z.string().trim().max(LIMITS.specialRequestMaxLength).default(''),
  pickupVehicleInfo: z.string().trim().max(LIMITS.vehicleInfoMaxLength).optional(),
  pickupTiming: z.object({ asap: z.boolean(), time: z.string().max(40).nullable() }).optional(),
  orderingPlatform: z.string().trim().min(1).max(LIMITS.orderingPlatformMaxLength).default('web'),
  /** Delivery only (001 §7.3): the address; the server finds the zone from its point (decision 0017). */
  deliveryAddress: orderDeliveryAddressSchema.nullish(),
  /** Delivery fee (AED) and time (minutes) the client showed: accepted and ignored — the zone's are used. */
  deliveryFee: aedSchema.max(LIMITS.orderAmountMaxAed).nullish(),
  deliveryTime: z.number().finite().min(0).max(100_000).nullish(),
  /** The waiver the client applied (001 §7.3): accepted and ignored — the store's waiver is applied. */
  deliveryChargesWaiverInfo: z.unknown().optional(),
  /** A pre-order (001 §7.3): isPreOrder (or timingType PREORDER) with the slot's day and time. */
  isPreOrder: z.boolean().optional(),
  preOrderDay: z.string().trim().max(40).nullish(),
  preOrderSlot: preOrderSlotSchema.nullish(),
  /**
   * Dine-in (002 §7 'Dine-in parts of the place-order payload'; issue 18, decision 0032): the
   * table number and the token of the table link (`t`), required for DINE_IN (missing or wrong →
   * 404 tableNotFound, nothing written); the payment timing (PAY_LATER: paymentType PAY_LATER
   * and selectedPaymentMethod one of the store's dineInPaymentOptions; PAY_NOW: a card or wallet
   * type); `payLaterOrders`, the ids of the tab's orders the guest's screen showed when paying
   * them (must be the tab's orders now, else 409 tableBillChanged); `isSplitted` and `split` when
   * the guest pays a split (placeOrderSplitSchema).
   */
  dineInTableNumber: tableNumberSchema.optional(),
  tableToken: tableTokenSchema.optional(),
  paymentTiming: z.enum(PAYMENT_TIMINGS).optional(),
  selectedPaymentMethod: z
    .object({ EN: z.object({ name: z.string().max(100) }), AR: z.object({ name: z.string().max(100) }) })
    .passthrough()
    .optional(),
  payLaterOrders: z.array(idSchema).max(LIMITS.orderLinesMax).optional(),
  isSplitted: z.boolean().optional(),
  split: placeOrderSplitSchema.nullish(),
})
  .passthrough()
  .superRefine((body, ctx) => {
    const paysTabOnly = body.orderType.type === 'DINE_IN' && (body.payLaterOrders?.length ?? 0) > 0;
    if (body.orderedMenu.length === 0 && !paysTabOnly)
      ctx.addIssue({ code: 'custom', path: ['orderedMenu'], message: problemCode('basketIsEmpty') });
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** order/place-order-v2 — places an order; an `Idempotency-Key` header makes a retry return the first result (001 §7.3). */
export const placeOrderV2 = defineCall({
  ...CALL_ADDRESSES.placeOrderV2,
  refusesBlacklisted: true,
  headers: optionalIdempotencyHeaders,
  summary: 'Place an order (server recomputes every price)',
  body: placeOrderBodySchema,
  /** `trackingToken` makes the shareable link `/track-order/{orderNumber}?t={trackingToken}` (issue 5). */
  data: z.object({
    savedOrder: z.object({ _id: z.string(), orderNumber: z.string(), trackingToken: z.string() }),
    /**
     * A CREDIT_CARD order (issue 9, decision 0022): placed in PENDING_PAYMENT and waiting for its
     * payment — the order's id, the amount to pay (AED, 2 decimals) and when the wait ends (unix
     * seconds, placement + PAYMENT_WINDOW_SECONDS). Absent for cash and card-machine orders.
     */
    payment: z.object({ orderId: z.string(), amount: z.number(), expiresAt: z.number().int() }).optional(),
    /**
     * A dine-in order on a table's tab (issue 18): the tab after this order — what remains to pay
     * (AED) and its version. Absent for delivery, pickup and a dine-in order with no tab.
     */
    table: z.object({ remainingAmount: z.number(), version: z.number().int() }).optional(),
  }),
});
