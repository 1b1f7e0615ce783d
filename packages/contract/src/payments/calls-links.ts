import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idempotencyHeaders, idSchema, postBody } from '../common.ts';
import { DOMAIN_TYPES } from '../constants.ts';
import { CALL_ADDRESSES } from '../routes.ts';

/**
 * The payment-link calls (001 §3.14, §4.15, §5.5, §7.9; decision 0022): public (no customer
 * token), the brand from `brandId` in the body. A link is paid by card (card-elements or
 * card-frames) and its page reads VERIFIED once a payment of it succeeded.
 */

/** The public id of a payment link: 12 characters of PAYMENT_LINK_CART_ID_ALPHABET (checked by the service). */
export const cartIdSchema = z.string().min(1).max(64);

/**
 * The alphabet of cart ids (Sufra): digits and capitals without 0/O, 1/I/L — easy to read out
 * and type from a printed receipt. 12 characters: 32^12 ≈ 1.2 × 10^18 ids, not guessable.
 */
export const PAYMENT_LINK_CART_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The length of a cart id. */
export const PAYMENT_LINK_CART_ID_LENGTH = 12;

/** A link's payment status (001 §3.14): NOT_VERIFIED until a payment of it succeeded. */
export const PAYMENT_LINK_STATUSES = ['NOT_VERIFIED', 'VERIFIED'] as const;
/** One of PAYMENT_LINK_STATUSES. */
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/**
 * Link info (001 §3.14) plus the brand's header (001 §2.12): `amount` in AED (2 decimals),
 * `linkCreationDate` and `updatedAt` in unix seconds (`updatedAt` is the payment time once
 * VERIFIED: the receipt's 'Payment date'), `paymentGateway` the gateway identifier
 * (GATEWAY_IDS: card-elements or card-frames). Never any customer data.
 */
export const paymentLinkInfoSchema = z.object({
  cartId: z.string(),
  amount: z.number(),
  linkCreationDate: z.number().int(),
  updatedAt: z.number().int(),
  purposeOfPayment: z.string(),
  message: z.string(),
  paymentGateway: z.string(),
  paymentStatus: z.enum(PAYMENT_LINK_STATUSES),
  brand: z.object({ name: z.string(), logo: z.string().nullable() }),
});
/** The `data` of getPaymentLinkInfoByCartId. */
export type PaymentLinkInfo = z.output<typeof paymentLinkInfoSchema>;

/** What the page reads of the provider's transaction (001 §3.14 gateway response). */
const transactionDetailSchema = z.object({
  id: z.string(),
  client_secret: z.string().nullable().optional(),
  redirectLink: z.string().nullable(),
  /** Sufra: the payment's status (PAYMENT_STATUSES), so the page knows a success from a pending one. */
  status: z.string(),
});

/**
 * payment-links/get-payment-link-info-by-cart-id (001 §7.9, §5.5): the link of `cartId` of brand
 * `brandId`. 404 'Invalid cart Id' for an unknown cartId, a cartId of another brand or an unknown
 * brand (LINK-01); 400 'The payment link gateway is not enabled, please contact the store' for an
 * unpaid link whose gateway is not an active card-elements (with publishable key) or card-frames
 * integration of the brand (LINK-02).
 */
export const getPaymentLinkInfoByCartId = defineCall({
  ...CALL_ADDRESSES.getPaymentLinkInfoByCartId,
  summary: 'Payment link: amount, purpose, message, gateway and status, with the brand header',
  body: postBody({ cartId: cartIdSchema, brandId: idSchema }),
  data: paymentLinkInfoSchema,
});

/**
 * A path of this site to come back to after 3-D Secure (decision 0022: the sandbox and the
 * adapters resolve it against the site), ending in `/payment-link/{cartId}` (checked by the service).
 */
const returnPathSchema = z.string().min(1).max(500);

/**
 * payment-links/stripe/create-payment-intent (001 §7.9, §4.15 card-elements link; decision 0022):
 * header `Idempotency-Key`. Charges the link's amount with `paymentMethodId` (the provider's card
 * fields: Stripe `pm_…`, sandbox `pm_sbx_…`; a browser wallet's payment method with
 * `paymentMethod: 'WALLET'`). Answers `isVerified: true` when paid (the link is VERIFIED), or
 * `isVerified: false` with `redirectLink` (3-D Secure; back at `returnUrl` with
 * `?payment_intent=…&redirect_status=…`). Errors: 404 'brandId or cartId is not valid, please try
 * again'; 400 gateway not enabled; 409 already paid; 402 'Bank declined payment, please try again'.
 */
export const createPaymentLinkIntent = defineCall({
  ...CALL_ADDRESSES.createPaymentLinkIntent,
  headers: idempotencyHeaders,
  summary: 'Payment link: pay by card with the card-elements provider (Idempotency-Key)',
  body: postBody({
    brandId: idSchema,
    cartId: cartIdSchema,
    paymentMethodId: z.string().min(1).max(255),
    returnUrl: returnPathSchema,
    paymentMethod: z.enum(['CARD', 'WALLET']).default('CARD'),
  }),
  data: z.object({
    gatewayData: z.object({
      isVerified: z.boolean(),
      fetchedLink: z.object({ transactionDetail: transactionDetailSchema }),
    }),
  }),
});

/**
 * payment-links/stripe/verify-payment-intent (001 §7.9): reads the payment `paymentIntentId` of
 * the link from the provider, applies it once, answers `isVerified` (the payment succeeded and the
 * link is VERIFIED). 404 for a brand/cart that do not match or a payment that is not this link's;
 * 402 bankDeclined when the payment failed.
 */
export const verifyPaymentLinkIntent = defineCall({
  ...CALL_ADDRESSES.verifyPaymentLinkIntent,
  summary: 'Payment link: verify a card-elements payment',
  body: postBody({ brandId: idSchema, cartId: cartIdSchema, paymentIntentId: z.string().min(1).max(255) }),
  data: z.object({ gatewayData: z.object({ isVerified: z.boolean() }) }),
});

/**
 * payment-links/checkout/initiate-payment-request (001 §7.9, §4.15 card-frames link): header
 * `Idempotency-Key`. Charges the link's amount with the card-frames `token` (Checkout.com
 * `tok_…`, sandbox `pm_sbx_…`). `three_d_secure_redirection_required` true → `redirectLink`
 * (back at successUrl/failureUrl with the provider's session id); false → paid or to verify at
 * once. Errors as createPaymentLinkIntent.
 */
export const initiatePaymentLinkFrames = defineCall({
  ...CALL_ADDRESSES.initiatePaymentLinkFrames,
  headers: idempotencyHeaders,
  summary: 'Payment link: pay by card with the card-frames provider (Idempotency-Key)',
  body: postBody({
    token: z.string().min(1).max(255),
    cartId: cartIdSchema,
    brandId: idSchema,
    DomainType: z.enum(DOMAIN_TYPES).optional(),
    domainName: z.string().max(63).optional(),
    successUrl: returnPathSchema,
    failureUrl: returnPathSchema,
  }),
  data: z.object({
    gatewayData: z.object({
      isVerified: z.boolean(),
      three_d_secure_redirection_required: z.boolean(),
      fetchedLink: z.object({ transactionDetail: transactionDetailSchema }),
    }),
  }),
});

/**
 * payment-links/checkout/verify-payment-request (001 §7.9): as verifyPaymentLinkIntent for a
 * card-frames payment `paymentId` (the order ref).
 */
export const verifyPaymentLinkFrames = defineCall({
  ...CALL_ADDRESSES.verifyPaymentLinkFrames,
  summary: 'Payment link: verify a card-frames payment',
  body: postBody({ cartId: cartIdSchema, paymentId: z.string().min(1).max(255), brandId: idSchema }),
  data: z.object({
    gatewayData: z.object({
      isVerified: z.boolean(),
      fetchedLink: z.object({ transactionDetail: transactionDetailSchema }),
    }),
  }),
});
