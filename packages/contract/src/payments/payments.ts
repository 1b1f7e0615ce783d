import { ORDER_STATUSES } from '../constants.ts';

/**
 * The four kinds of card provider (001 §3.9, §4.10–§4.14; issue 9): card fields from the
 * provider's script (card-elements), tokenising frames with a 3-D Secure redirect (card-frames),
 * a payment page the browser is sent to (hosted-page) and an embedded wallet page polled for its
 * status (hosted-iframe).
 */
export const PAYMENT_PROVIDER_KINDS = [
  'card-elements',
  'card-frames',
  'hosted-page',
  'hosted-iframe',
] as const;
/** One of PAYMENT_PROVIDER_KINDS. */
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/**
 * The gateway identifiers of a brand's `activeIntegrations[].name` for each provider kind (001
 * §3.9: "fixed upper-case constants naming the providers"; the card-frames one has two spellings,
 * without and with an underscore). The spec does not reproduce the names; Sufra's are these
 * (decision 0019). An integration whose `metaData.mode` is 'sandbox' is served by Sufra's sandbox
 * gateway playing that kind.
 */
export const GATEWAY_IDS = {
  'card-elements': ['STRIPE'],
  'card-frames': ['CHECKOUT', 'CHECKOUT_COM'],
  'hosted-page': ['HOSTED_PAGE'],
  'hosted-iframe': ['HOSTED_IFRAME'],
} as const satisfies Record<PaymentProviderKind, readonly string[]>;

/** The integration category of payment gateways (001 §3.9). */
export const PAYMENT_GATEWAY_CATEGORY = 'PAYMENT_GATEWAY';

/**
 * Statuses of a Sufra payment record (issue 9, decision 0019; the allowed moves are in the API's
 * payments/payment-state.ts): REQUIRES_ACTION (3-D Secure or a redirect is pending), PENDING (the
 * provider is processing), SUCCEEDED, FAILED (declined), CANCELLED (abandoned or expired),
 * PARTIALLY_REFUNDED, REFUNDED.
 */
export const PAYMENT_STATUSES = [
  'REQUIRES_ACTION',
  'PENDING',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
/** One of PAYMENT_STATUSES. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The status of an order placed for online payment and not paid yet (issue 9, decision 0019).
 * The spec names no such status (002 §4.1 lists the statuses customers see); it is server-side:
 * the payment's success moves the order to PENDING, its failure or expiry to CANCELLED.
 */
export const ORDER_AWAITING_PAYMENT = 'PENDING_PAYMENT';

/** Every status an order row may hold: the customer-visible ones (002 §4.1) and PENDING_PAYMENT. */
export const ORDER_LIFECYCLE_STATUSES = [ORDER_AWAITING_PAYMENT, ...ORDER_STATUSES] as const;
/** One of ORDER_LIFECYCLE_STATUSES. */
export type OrderLifecycleStatus = (typeof ORDER_LIFECYCLE_STATUSES)[number];

/**
 * The online-payment minimum (001 §5.4, §9; TOT-20): card and wallet payments need a payable
 * amount ABOVE 2 AED, i.e. more than 200 fils.
 */
export const ONLINE_PAYMENT_MIN_EXCLUSIVE_FILS = 200;

/**
 * TOT-20 (001 §5.4): whether `payableFils` (integer fils, the 5.4 payable amount) may be paid by
 * card or wallet — strictly more than 2 AED. Otherwise the caller shows message key
 * 'addMoreThanTwoAED' (MESSAGES.addMoreThanTwoAED). Non-integer or non-finite input → false.
 */
export function meetsOnlineMinimum(payableFils: number): boolean {
  return Number.isSafeInteger(payableFils) && payableFils > ONLINE_PAYMENT_MIN_EXCLUSIVE_FILS;
}

/**
 * The test cards of Sufra's sandbox gateway (issue 9), the numbers Stripe documents for its test
 * mode: success, a generic decline, and a card that always asks for 3-D Secure.
 */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000002760003184',
} as const;
