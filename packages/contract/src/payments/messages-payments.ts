import { dynamic, isolate } from '../messages-text.ts';

/**
 * The payment texts of the message catalogue (issue 9; 001 §5.4, §8.3, §8.4), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: English verbatim from the spec where it has the
 * text, Arabic in Modern Standard Arabic. The flows add the texts with values (provider names).
 */
export const PAYMENT_MESSAGES = {
  /** 001 §8.3: default card and wallet failure. */
  bankDeclined: {
    EN: 'Bank declined payment, please try again',
    AR: 'رفض البنك عملية الدفع، يرجى المحاولة مرة أخرى',
  },
  /**
   * 001 §5.4, §8.3 (TOT-20): message key 'addMoreThanTwoAED' — card and wallet payments need more
   * than 2 AED. The spec does not show its text; this is Sufra's.
   */
  addMoreThanTwoAED: {
    EN: 'Card and wallet payments need a total of more than 2 AED',
    AR: 'يتطلب الدفع بالبطاقة أو المحفظة مبلغًا إجماليًا يزيد على 2 درهم',
  },
  /**
   * 001 §8.3. Its trigger (IS33, decision 0100): a payment that is not the one the call is about —
   * a payment id of another link or order, a return URL off the link's page, a card sent to a kind
   * that takes none.
   */
  invalidPaymentIntent: { EN: 'Invalid Payment Intent', AR: 'عملية دفع غير صالحة' },
  /** 001 §4.13, §8.3: return from the hosted page with a failure. */
  paymentFailedOrCancelled: { EN: 'Payment failed or cancelled', AR: 'فشلت عملية الدفع أو أُلغيت' },
  /** 001 §8.3: no payment method at all. */
  noPaymentMethods: {
    EN: 'No payment methods are currently available. Please contact support.',
    AR: 'لا تتوفر طرق دفع حاليًا. يرجى التواصل مع الدعم.',
  },
  /** 001 §8.4 (LINK-03): an invalid amount. */
  invalidAmount: { EN: 'Invalid Amount', AR: 'مبلغ غير صالح' },
  /**
   * Sufra (issue 9, decision 0019): a call with an Idempotency-Key whose first run is still in
   * progress after the wait; retrying later answers its result.
   */
  requestInProgress: {
    EN: 'This request is still being processed, please try again in a moment',
    AR: 'لا يزال هذا الطلب قيد المعالجة، يرجى المحاولة مرة أخرى بعد قليل',
  },
  /** Sufra (issue 9): a money-moving call without an Idempotency-Key. */
  idempotencyKeyRequired: {
    EN: 'An Idempotency-Key header is required for this request',
    AR: 'هذا الطلب يتطلب الترويسة Idempotency-Key',
  },
  /** Sufra (issue 9): the sandbox gateway asked for by a brand that is not a demo brand, in production. */
  sandboxDemoOnly: {
    EN: 'The sandbox payment gateway is available to demo brands only',
    AR: 'بوابة الدفع التجريبية متاحة للعلامات التجريبية فقط',
  },
  /** Sufra (issue 9): the order is no longer waiting for this payment (paid, cancelled or another amount). */
  orderNotAwaitingPayment: {
    EN: 'This order is not waiting for a payment',
    AR: 'هذا الطلب لا ينتظر أي دفعة',
  },
  /** 001 §5.5, §8.4 (LINK-01): link info of an unknown cartId, or a cartId of another brand (IS33). */
  invalidCartId: { EN: 'Invalid cart Id', AR: 'معرّف السلة غير صالح' },
  /** 001 §8.4 (IS33): a payment-link payment call (pay, verify) names a brand and cart that do not go together, or an unknown cart. */
  invalidBrandOrCartId: {
    EN: 'brandId or cartId is not valid, please try again',
    AR: 'معرّف العلامة أو معرّف السلة غير صالح، يرجى المحاولة مرة أخرى',
  },
  /** 001 §5.5, §8.4 (LINK-02): the link's gateway is not an active card-elements (with key) or card-frames integration. */
  paymentLinkGatewayNotEnabled: {
    EN: 'The payment link gateway is not enabled, please contact the store',
    AR: 'بوابة الدفع لرابط الدفع غير مفعّلة، يرجى التواصل مع المتجر',
  },
  /** 001 §5.5, §8.4 (LINK-03): no payment method chosen. */
  selectPaymentMethod: { EN: 'Please select payment method', AR: 'يرجى اختيار طريقة الدفع' },
  /** 001 §5.5, §8.4 (LINK-03): a gateway Sufra does not know. */
  invalidPaymentGateway: { EN: 'Invalid Payment Gateway', AR: 'بوابة دفع غير صالحة' },
  /** Sufra (issue 9): a payment link that is paid already (VERIFIED) refuses another payment. */
  paymentLinkAlreadyPaid: {
    EN: 'This payment link has already been paid',
    AR: 'تم دفع رابط الدفع هذا مسبقًا',
  },
  /** 001 §8.3: the hosted-iframe provider's error (a declined wallet payment), in a popup. */
  cardDeclinedUseAnother: {
    EN: 'Card Payment Declined Please Use Another Card!',
    AR: 'تم رفض الدفع بالبطاقة، يرجى استخدام بطاقة أخرى!',
  },
  /** 001 §8.3: the hosted-iframe provider is enabled but has no session data and no other provider exists. */
  providerNotAvailable: dynamic<[provider: string]>({
    EN: (provider) => `Sorry, ${provider} is not available at the moment. Please try again later.`,
    AR: (provider) => `عذرًا، ${isolate(provider)} غير متاح حاليًا. يرجى المحاولة لاحقًا.`,
  }),
  /** 001 §8.3: default for a failed payment-order creation with the hosted-iframe provider. */
  providerErrorContactSupport: dynamic<[provider: string, product: string]>({
    EN: (provider, product) => `${provider} error please contact ${product} support!`,
    AR: (provider, product) => `خطأ في ${isolate(provider)}، يرجى التواصل مع دعم ${isolate(product)}!`,
  }),
  /**
   * 001 §4.14, §8.3: the hosted-iframe refund of a payment order that was never paid. The API's
   * `head.msg` is always the English code (the storefront looks for it); the Arabic is for display.
   */
  orderNotPaid: { EN: 'ORDER_NOT_PAID', AR: 'لم يتم دفع الطلب' },
  /** 001 §4.14, §8.3: the hosted-iframe refund ended without 'ORDER_NOT_PAID'. */
  paymentProcessFailure: { EN: 'Payment Process Failure', AR: 'فشلت عملية الدفع' },
} as const;
