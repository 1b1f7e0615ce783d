import { z } from 'zod';
import { defineCall } from '../call.ts';
import { aedSchema, idempotencyHeaders, idSchema, postBody } from '../common.ts';
import { LANGUAGES, LIMITS } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * The card calls of 001 §7.4–§7.6 (issue 9), exactly as decision 0022's table shapes them. Money
 * is AED with 2 decimals on the wire (the server works in fils). The money-moving calls
 * (createPaymentIntentV2, initiateFramesPaymentRequest) need an `Idempotency-Key` header.
 */

/** How long an order placed for online payment waits for it before the sweep cancels it: 15 minutes, in seconds (decision 0022). */
export const PAYMENT_WINDOW_SECONDS = 900;

/** An amount paid online, AED (2 decimals, at most the order maximum). */
const payAmountSchema = aedSchema.max(LIMITS.orderAmountMaxAed);
/** A return URL of the storefront (a path of the site, or an absolute URL of the same origin). */
const returnUrlSchema = z.string().trim().min(1).max(2000);
/** A provider's card token or payment method id (Stripe `pm_…`, Checkout.com `tok_…`, sandbox `pm_sbx_…`). */
const cardTokenSchema = z.string().trim().min(1).max(200);
/** A saved card's id: Sufra's `_id`, or the provider's card id (`id` of the card-elements list). */
const cardIdSchema = z.string().trim().min(1).max(200);

/** A saved card as card-frames and hosted providers list it (001 §3.8): Sufra's id, brand, last four, expiry, gateway identifier. */
export const userPaymentCardSchema = z.object({
  _id: z.string(),
  cardType: z.string(),
  lastFourDigit: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  paymentGateway: z.string(),
});
export type UserPaymentCard = z.infer<typeof userPaymentCardSchema>;

/** A saved card as the card-elements provider lists it (001 §3.8): the provider's card id, brand, last four, expiry, gateway identifier. */
export const stripeCustomerCardSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  paymentGateway: z.string(),
});
export type StripeCustomerCard = z.infer<typeof stripeCustomerCardSchema>;

/** user/get-user-payment-cards (001 §7.4): the customer's saved cards with the brand's card gateway (card-frames or hosted). */
export const getUserPaymentCards = defineCall({
  ...CALL_ADDRESSES.getUserPaymentCards,
  summary: "The customer's saved cards (card-frames and hosted providers)",
  body: postBody({ brandId: idSchema.optional() }),
  data: z.object({ paymentCards: z.array(userPaymentCardSchema) }),
});

/** orders-checkout-payment/stripe/get-customer-cards (001 §7.4): the customer's saved cards with the card-elements provider. */
export const getStripeCustomerCards = defineCall({
  ...CALL_ADDRESSES.getStripeCustomerCards,
  summary: "The customer's saved cards (card-elements provider)",
  body: postBody({ brandId: idSchema.optional() }),
  data: z.object({ cards: z.array(stripeCustomerCardSchema) }),
});

/** user/remove-user-payment-card (001 §3.8): removes one of the customer's saved cards (detached at the provider); any other id → 404. */
export const removeUserPaymentCard = defineCall({
  ...CALL_ADDRESSES.removeUserPaymentCard,
  summary: 'Remove a saved card',
  body: postBody({ brandId: idSchema.optional(), cardId: cardIdSchema }),
  data: z.object({ removed: z.literal(true) }),
});

/**
 * orders-checkout-payment/stripe/create-payment-intent-v2 (001 §4.10, §4.11, §7.5): pays the order
 * `orderId` (placed in PENDING_PAYMENT) with a new card (`paymentMethodId` from the provider's
 * card fields, optionally `saveCard`) or a saved one (`isStoredCard` with `cardId`). Needs an
 * `Idempotency-Key` header. A declined card → 402 'Bank declined payment, please try again'.
 */
export const createPaymentIntentV2 = defineCall({
  ...CALL_ADDRESSES.createPaymentIntentV2,
  refusesBlacklisted: true,
  headers: idempotencyHeaders,
  summary: 'Pay an order with a card (card-elements provider)',
  body: postBody({
    brandId: idSchema.optional(),
    orderId: idSchema,
    amount: payAmountSchema,
    storeId: idSchema,
    isStoredCard: z.boolean().default(false),
    cardId: cardIdSchema.optional(),
    paymentMethodId: cardTokenSchema.optional(),
    saveCard: z.boolean().default(false),
    currency: z.string().trim().max(3).optional(),
    paymentMethod: z.enum(['CARD', 'WALLET']).default('CARD'),
    returnUrl: returnUrlSchema,
  }),
  data: z.object({
    gatewayData: z.object({
      isVerified: z.boolean(),
      data: z.object({
        id: z.string(),
        client_secret: z.string().nullable(),
        status: z.string(),
        redirectUrl: z.string().nullable(),
      }),
    }),
  }),
});

/** orders-checkout-payment/stripe/verify-payment-intent (001 §4.10, §7.5): reads the intent from the provider and applies it once. */
export const verifyPaymentIntent = defineCall({
  ...CALL_ADDRESSES.verifyPaymentIntent,
  summary: 'Verify a card payment (card-elements provider)',
  body: postBody({ brandId: idSchema.optional(), paymentIntentId: z.string().trim().min(1).max(200) }),
  data: z.object({ gatewayData: z.object({ isVerified: z.boolean() }), orderNumber: z.string().nullable() }),
});

/**
 * orders-checkout-payment/checkout/initiate-frames-payment-request (001 §4.12, §7.6): pays the
 * order with a Frames token or a saved card (`isStoredCard` with `storeCardId`). Needs an
 * `Idempotency-Key` header. 3-D Secure → `three_d_secure_redirection_required` with `redirectLink`.
 */
export const initiateFramesPaymentRequest = defineCall({
  ...CALL_ADDRESSES.initiateFramesPaymentRequest,
  refusesBlacklisted: true,
  headers: idempotencyHeaders,
  summary: 'Pay an order with a card (card-frames provider)',
  body: postBody({
    brandId: idSchema.optional(),
    orderId: idSchema,
    isStoredCard: z.boolean().default(false),
    storeCardId: cardIdSchema.optional(),
    token: cardTokenSchema.optional(),
    saveCard: z.boolean().default(false),
    currency: z.literal('AED').default('AED'),
    amount: payAmountSchema,
    storeId: idSchema,
    successUrl: returnUrlSchema,
    failureUrl: returnUrlSchema,
  }).extend({
    language: z.preprocess(
      (v) => (typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(LANGUAGES).default('EN'),
    ),
  }),
  data: z.object({
    gatewayData: z.object({
      axiosResData: z.object({ framesResponse: z.object({ id: z.string() }) }),
      redirectLink: z.string().nullable(),
      three_d_secure_redirection_required: z.boolean(),
    }),
  }),
});

/** orders-checkout-payment/checkout/verify-payment-request/:paymentId (001 §4.12, §7.6): reads the payment (order ref or session id) and applies it once. */
export const verifyFramesPaymentRequest = defineCall({
  ...CALL_ADDRESSES.verifyFramesPaymentRequest,
  summary: 'Verify a card payment (card-frames provider)',
  body: postBody({ brandId: idSchema.optional() }),
  data: z.object({ gatewayData: z.object({ isVerified: z.boolean() }), orderNumber: z.string().nullable() }),
});
