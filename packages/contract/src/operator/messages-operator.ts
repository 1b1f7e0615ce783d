import { dynamic, isolate } from '../messages-text.ts';

/**
 * The order lifecycle and operator API texts of the message catalogue (issue 17, decision 0024),
 * merged into MESSAGE_CATALOGUE (messages.ts) — same rules: Sufra's English, Arabic in Modern
 * Standard Arabic; a status or a value is isolated in the Arabic text.
 */
export const OPERATOR_MESSAGES = {
  /** 409: another action moved the order first, or the state machine does not allow the move. */
  orderStatusConflict: dynamic<[current: string, wanted: string]>({
    EN: (current, wanted) => `This order is now ${current}; it cannot move to ${wanted}.`,
    AR: (current, wanted) => `حالة هذا الطلب الآن ${isolate(current)}؛ لا يمكن نقله إلى ${isolate(wanted)}.`,
  }),
  /** 409: a courier can only be set on an accepted, open order. */
  orderNotDispatchable: dynamic<[current: string]>({
    EN: (current) =>
      `This order is ${current}; a courier can be set only once it is accepted and still open.`,
    AR: (current) =>
      `حالة هذا الطلب ${isolate(current)}؛ لا يمكن تعيين مندوب التوصيل إلا بعد قبوله وما دام مفتوحًا.`,
  }),
  /** 429: courier positions more often than every 5 seconds for one order. */
  courierPositionTooOften: {
    EN: 'Courier positions are accepted at most every 5 seconds for an order',
    AR: 'تُقبل مواقع مندوب التوصيل مرة كل 5 ثوانٍ على الأكثر لكل طلب',
  },
  /** 400: the courier phone is not a valid number. */
  courierPhoneInvalid: {
    EN: 'The courier phone number is not valid',
    AR: 'رقم هاتف مندوب التوصيل غير صالح',
  },
  /** 401: no operator key, or an unknown or revoked one. */
  operatorKeyInvalid: {
    EN: 'The API key is missing, unknown or revoked',
    AR: 'مفتاح الواجهة البرمجية مفقود أو غير معروف أو ملغى',
  },
  /** 429: too many requests with one operator key. */
  operatorRateLimited: dynamic<[seconds: number]>({
    EN: (seconds) => `Too many requests with this API key; try again in ${seconds} seconds`,
    AR: (seconds) => `طلبات كثيرة جدًا بهذا المفتاح؛ حاول مرة أخرى بعد ${isolate(seconds)} ثانية`,
  }),
  /** 404: an item unknown to the key's brand. */
  operatorItemNotFound: { EN: 'Item not found', AR: 'الصنف غير موجود' },
  /** The customer's message when the store rejects the order (outbox 'order.customer_message'). */
  orderRejectedNotice: dynamic<[orderNumber: string, reason: string]>({
    EN: (orderNumber, reason) =>
      `Sorry, the restaurant could not take your order ${orderNumber}: ${reason}. Any payment will be refunded.`,
    AR: (orderNumber, reason) =>
      `نعتذر، لم يتمكن المطعم من قبول طلبك ${isolate(orderNumber)}: ${reason}. سيُعاد أي مبلغ دفعته.`,
  }),
  /** The customer's message when the store cancels the order (outbox 'order.customer_message'). */
  orderCancelledNotice: dynamic<[orderNumber: string, reason: string]>({
    EN: (orderNumber, reason) =>
      `Sorry, your order ${orderNumber} was cancelled: ${reason}. Any payment will be refunded.`,
    AR: (orderNumber, reason) => `نعتذر، أُلغي طلبك ${isolate(orderNumber)}: ${reason}. سيُعاد أي مبلغ دفعته.`,
  }),
} as const;
