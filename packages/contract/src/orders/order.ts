import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_TIMINGS, PAYMENT_TYPES, SERVICE_TYPES, TIMING_TYPES } from '../constants.ts';
import { placedDeliverySchema } from './order-delivery.ts';

const names = z.object({ en: z.string(), ar: z.string() });

/** The payment state of a card order as its customer sees it (issue 9, decision 0022). */
export const ORDER_PAYMENT_STATUSES = ['AWAITING', 'PAID', 'FAILED', 'REFUNDED'] as const;
/** One of ORDER_PAYMENT_STATUSES. */
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** A chosen option of an order line, a snapshot at order time (000 §3 modifier option; 001 §7.3 orderedMenu). Prices in AED. */
export const orderOptionSchema = z.object({
  _id: z.string(),
  optionId: z.string(),
  modifierGroupId: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  sku: z.string().nullable(),
  baseLanguage: z.object({ optionName: z.string() }),
  translations: z.object({
    en: z.object({ optionName: z.string() }),
    ar: z.object({ optionName: z.string() }),
  }),
});

/** An order line, a snapshot of names and prices at order time (002 §3 orderedMenu). `price` is the unit price with options, in AED. */
export const orderLineSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  categoryId: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  baseLanguage: z.object({ title: z.string() }),
  translations: z.object({ en: z.object({ title: z.string() }), ar: z.object({ title: z.string() }) }),
  itemImageURLs: z.array(z.string()),
  options: z.array(orderOptionSchema),
});

/**
 * The courier of a dispatched delivery order as the customer's tracking reads it (002 §2.20, issue
 * 17, decision 0029): name, phone (E.164), vehicle, the latest position in degrees (null until the
 * first one) and when it was reported (`updatedAt`, unix seconds), and `trackingUrl`, a courier
 * partner's own tracking page (https) when the store gave one instead of positions.
 */
export const orderCourierSchema = z.object({
  name: z.string(),
  phone: z.string(),
  vehicle: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  updatedAt: z.number().int().nullable(),
  trackingUrl: z.string().nullable().optional(),
});
/** See orderCourierSchema. */
export type OrderCourier = z.infer<typeof orderCourierSchema>;

/** The customer's feedback on an order (002 §2.21, issue 17): stars 1–5 and the comment or null. */
export const orderFeedbackSchema = z.object({ rating: z.number().int(), comment: z.string().nullable() });

/** An order as history, detail and tracking read it (002 §3 Order). Amounts in AED; orderPlacedTime in unix seconds. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  brandId: z.string(),
  storeId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  orderPlacedTime: z.number().int(),
  orderType: z.object({
    type: z.enum(SERVICE_TYPES),
    EN: z.object({ name: z.string() }),
    AR: z.object({ name: z.string() }),
  }),
  timingType: z.enum(TIMING_TYPES),
  /**
   * When an ASAP order is expected ready (unix seconds): placed time + the store's average prep
   * time for the service type at order time; null for pre-orders and orders placed before it was
   * recorded. Sufra (issue 6: 'the expected time').
   */
  expectedTime: z.number().int().nullable(),
  storeInfo: z.object({
    _id: z.string(),
    baseLanguage: z.object({ name: z.string() }),
    translations: z.object({ en: z.object({ name: z.string() }), ar: z.object({ name: z.string() }) }),
    whatsAppContact: z.string(),
    mobileNumber: z.string(),
    manualAddress: z.string(),
    /** The store's address in Arabic ('' when none: show manualAddress). Sufra (issue 6). */
    manualAddressAR: z.string(),
    brandLogo: z.string().nullable(),
  }),
  orderedMenu: z.array(orderLineSchema),
  itemImageURLs: z.array(z.string()),
  itemsTotalPrice: z.number(),
  taxRate: z.number(),
  taxAmount: z.number(),
  tipAmount: z.number(),
  deliveryFee: z.number(),
  discountAmount: z.number(),
  /** The coupon code applied, or null (issue 7). */
  discountCode: z.string().nullable(),
  /** Loyalty credits redeemed, AED (000 §2.15 'Loyalty Points'; 0 when none). */
  loyaltyAmount: z.number(),
  /** Cashback this order earns when it completes, AED (LOY-02; 0 when none). */
  cashBackAmount: z.number(),
  /** The delivery fee waived (WAIVER-02), AED; 0 when none. */
  waiverAmount: z.number(),
  /** Percent, or null when no voucher (002 §2.18 'N/A'). */
  voucherDiscount: z.number().nullable(),
  totalOrderPrice: z.number(),
  paymentType: z.enum(PAYMENT_TYPES),
  selectedPaymentMethod: z.object({ EN: z.object({ name: z.string() }), AR: z.object({ name: z.string() }) }),
  orderLevelSpecialRequest: z.string(),
  pickupVehicleInfo: z.string().nullable(),
  orderLanguage: z.enum(['EN', 'AR']),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.number().int() })),
  customer: z.object({ name: z.string().nullable(), phoneNumber: z.string() }),
  /** A delivery order's address and zone terms (issue 8); null otherwise. Never in the public order. */
  deliveryAddress: placedDeliverySchema.nullable().optional(),
  /** A pre-order's slot: day 'YYYY-MM-DD' (Asia/Dubai) and time 'HH:mm - HH:mm' (issue 8); null for ASAP. */
  preOrderSlot: z.object({ day: z.string(), time: z.string() }).nullable().optional(),
  names: z.object({ store: names }).optional(),
  /**
   * A card order's payment (issue 9, decision 0022): AWAITING (placed, not paid yet — the order
   * shows orderStatus PENDING meanwhile), PAID, FAILED (declined or expired: the order is
   * CANCELLED) or REFUNDED; null for cash and card-machine orders.
   */
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).nullable().optional(),
  /**
   * The store's reason when it rejected or cancelled the order (issue 17: 'rejected orders show
   * the reason'), as the store wrote it; null otherwise.
   */
  statusReason: z.string().nullable().optional(),
  /**
   * The order's unguessable tracking token (issue 5, decision 0007): only in answers to the
   * order's own signed-in customer. The shareable link is `/track-order/{orderNumber}?t={token}`.
   */
  trackingToken: z.string(),
  /** The courier once the store dispatched a delivery order (issue 17, 002 §2.20); null before. */
  courier: orderCourierSchema.nullable().optional(),
  /** The customer's feedback (issue 17, 002 §2.21); null before it is given. Never in the public order. */
  feedback: orderFeedbackSchema.nullable().optional(),
  /**
   * A dine-in order's table (issue 18, decision 0032): its number, its payment timing (PAY_NOW,
   * PAY_LATER), and `chargeAmount` (AED), what its payment collected when it paid all or a share
   * of the table's tab besides its own lines (null: it collected its total). Null for delivery and
   * pickup.
   */
  dineIn: z
    .object({
      tableNumber: z.number().int(),
      paymentTiming: z.enum(PAYMENT_TIMINGS),
      chargeAmount: z.number().nullable(),
    })
    .nullable()
    .optional(),
});
/** An order as its own customer reads it (002 §3 Order), with the tracking token. */
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as an anonymous holder of the tracking link reads it (issue 5, decision 0007; 002
 * §2.19): status, times, store (the store's own public contacts, 002 §2.19), lines and amounts
 * (AED), and the customer's first name only. No phone, e-mail, full name, address line, vehicle
 * info, special request or tracking token.
 */
export const publicOrderSchema = orderSchema
  .omit({
    customer: true,
    orderLevelSpecialRequest: true,
    pickupVehicleInfo: true,
    trackingToken: true,
    deliveryAddress: true,
    feedback: true,
  })
  .extend({ customer: z.object({ firstName: z.string().nullable() }) });
/** See publicOrderSchema. */
export type PublicOrder = z.infer<typeof publicOrderSchema>;
