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
  /** 001 §8.3. */
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
} as const;
