import { BLACKLIST_MESSAGES } from './blacklist/messages-blacklist.ts';
import type { Language } from './constants.ts';
import { DINE_IN_MESSAGES } from './dine-in/messages-dine-in.ts';
import { FEEDBACK_MESSAGES } from './feedback/messages-feedback.ts';
import { DELIVERY_MESSAGES } from './messages-delivery.ts';
import { arabicOptionsAccusative, type DynamicText, dynamic, isolate } from './messages-text.ts';
import { OPERATOR_MESSAGES } from './operator/messages-operator.ts';
import { PAYMENT_MESSAGES } from './payments/messages-payments.ts';
import { AVAILABILITY_MESSAGES } from './staff/messages-availability.ts';
import { STAFF_MESSAGES } from './staff/messages-staff.ts';

/**
 * The catalogue of every user-facing text the server answers with, in English and Arabic (issue 6:
 * "Whole in Arabic"). The English texts are the spec's, verbatim (IS52: kept as the spec writes
 * them, odd spacing and typos included); the Arabic is Modern Standard Arabic, the same as the web's
 * own translations (apps/web/public/locales/ar) where the same text exists there. A text with values
 * is a pair of functions of the same values. A text is always found by its code (issue 16: errors
 * by code), never by its English: a contract schema's own refusal carries a code as its zod
 * message (FIELD_PROBLEM_CODES), and the API answers it in the request's language.
 *
 * `MESSAGES` is the English view of the catalogue, `MESSAGES_AR` the Arabic one. The web keeps
 * codes (keys) and writes them in the UI language with messageText (issue 16: errors by code).
 */

export { isolate };

export const MESSAGE_CATALOGUE = {
  /** 000 §8: generic fallback, and any error text containing 'null' or 'undefined'. */
  somethingIncorrect: { EN: 'Something was incorrect.', AR: 'حدث خطأ ما.' },
  /** 000 §8, 001 §8.1: default for orders, status, item detail, brand info failure. */
  defaultError: {
    EN: "We're sorry, but something went wrong. Please try again",
    AR: 'نعتذر، حدث خطأ ما. يرجى المحاولة مرة أخرى',
  },
  /** 000 §8: generic popup fallback. */
  somethingWentWrong: { EN: 'Something went wrong', AR: 'حدث خطأ ما' },
  /** 000 §4.6, §8: the store is not open on menu load. */
  storeClosedTryAgainSoon: {
    EN: 'The store is currently closed, please try again soon',
    AR: 'المتجر مغلق حاليًا، يرجى المحاولة قريبًا',
  },
  /** 000 §5, §8: opening or adding an item while the store is unavailable. */
  storeIsClosed: { EN: 'Store is closed', AR: 'المتجر مغلق' },
  /** 000 §8: store selection. */
  storeClosedTryAnother: {
    EN: 'Store is closed, Please try again later or try another store.',
    AR: 'المتجر مغلق، يرجى المحاولة لاحقًا أو اختيار فرع آخر.',
  },
  /** 001 §8.3: the store is closed or the availability check fails at placing. */
  storeClosedRightNow: {
    EN: 'We apologize, but our store is closed right now. We hope to see you soon!',
    AR: 'نعتذر، متجرنا مغلق الآن. نأمل أن نراك قريبًا!',
  },
  /** 000 §5, §8. */
  itemOutOfStock: {
    EN: 'This item is out of stock, sorry for inconvenience',
    AR: 'هذا الصنف غير متوفر، نعتذر عن الإزعاج',
  },
  /** 000 §8 (modal variant): item detail failed. */
  itemRemoved: {
    EN: 'We apologize, but the restaurant owner has removed this item from the menu. Please Close this window and try again.',
    AR: 'نعتذر، أزال صاحب المطعم هذا الصنف من القائمة. يرجى إغلاق هذه النافذة والمحاولة مرة أخرى.',
  },
  /** 000 §2.22, §8: menu updated / disabled. */
  menuUpdated: {
    EN: 'We apologize for the inconvenience. Our menu has just been updated. Please refresh the page to see the latest version',
    AR: 'نعتذر عن الإزعاج. تم تحديث قائمتنا للتو. يرجى تحديث الصفحة لرؤية أحدث إصدار',
  },
  /** 000 §4.7, §5. */
  maxAvailableQuantity: {
    EN: 'Maximum available quantity reached',
    AR: 'تم الوصول إلى الحد الأقصى للكمية المتاحة',
  },
  /** 000 §5: '{quantity} is the maximum quantity allowed for {name}'. */
  maxQuantityAllowed: dynamic<[quantity: number, name: string]>({
    EN: (quantity, name) => `${quantity} is the maximum quantity allowed for ${name}`,
    AR: (quantity, name) => `${quantity} هو الحد الأقصى للكمية المسموح بها من ${isolate(name)}`,
  }),
  /** 000 §5: default add-to-basket error. */
  selectAtLeastOneModifier: {
    EN: 'Please select at least one modifier',
    AR: 'يرجى اختيار إضافة واحدة على الأقل',
  },
  /** 000 §5: group minimum. */
  groupMinimum: dynamic<[minimum: number, groupName: string]>({
    EN: (minimum, groupName) =>
      `Please select at least ${minimum} ${minimum === 1 ? 'side' : 'sides'} options from the ${groupName} section to proceed`,
    AR: (minimum, groupName) =>
      `يرجى اختيار ${arabicOptionsAccusative(minimum)} على الأقل من قسم ${isolate(groupName)} للمتابعة`,
  }),
  /** Sufra (packages/pricing): more options chosen in a group than its maximum. */
  groupMaximum: dynamic<[maximum: number, groupName: string]>({
    EN: (maximum, groupName) => `You can choose up to ${maximum} options from the ${groupName} section`,
    AR: (maximum, groupName) =>
      `يمكنك اختيار ${arabicOptionsAccusative(maximum)} كحد أقصى من قسم ${isolate(groupName)}`,
  }),
  /** 000 §4.2, §8. */
  storeNotServing: {
    EN: 'The store is currently not serving, please try again later',
    AR: 'المتجر لا يستقبل الطلبات حاليًا، يرجى المحاولة لاحقًا',
  },
  /** 000 §2.8: empty menu. */
  emptyMenu: {
    EN: 'Store is either closed or not have and active menu',
    AR: 'المتجر مغلق أو لا توجد قائمة نشطة',
  },
  /** 001 §4.5, §8.2. */
  pickupPaused: {
    EN: 'Unfortunately, the store has paused pickup service for a short time. Please try again after some time',
    AR: 'للأسف، أوقف المتجر خدمة الاستلام لفترة قصيرة. يرجى المحاولة بعد قليل',
  },
  /** 001 §5.1 order validation. */
  enterVehicleInfo: { EN: 'Please enter your vehicle information', AR: 'يرجى إدخال معلومات سيارتك' },
  choosePaymentMethod: { EN: 'Please choose a payment method', AR: 'يرجى اختيار طريقة الدفع' },
  chooseAddress: { EN: 'Please choose an address.', AR: 'يرجى اختيار عنوان.' },
  chooseTimeForPreOrder: { EN: 'Please choose a time for pre order', AR: 'يرجى اختيار وقت للطلب المسبق' },
  noDeliveryMethod: {
    EN: 'There is no delivery method available in store, please contact the business',
    AR: 'لا تتوفر طريقة توصيل في المتجر، يرجى التواصل مع المتجر',
  },
  /** 002 §5, §8 sign-in. */
  workingMobileNumber: { EN: 'Please provide a working mobile number.', AR: 'يرجى إدخال رقم جوال صالح.' },
  /** 002 §5 profile. */
  loginToContinue: { EN: 'Please login to continue', AR: 'يرجى تسجيل الدخول للمتابعة' },
  enterName: { EN: 'Please enter your name', AR: 'يرجى إدخال اسمك' },
  nameMinLength: { EN: 'Name must be at least 1 character', AR: 'يجب أن يتكون الاسم من حرف واحد على الأقل' },
  validEmail: { EN: 'Please enter a valid email address', AR: 'يرجى إدخال عنوان بريد إلكتروني صالح' },
  /** 002 §8 orders. */
  errorFetchingOrders: { EN: 'Error in Fetching orders', AR: 'حدث خطأ أثناء جلب الطلبات' },
  orderNotFoundTracking: {
    EN: "Sorry, we couldn't find the order.",
    AR: 'عذرًا، لم نتمكن من العثور على الطلب.',
  },
  orderNotFound: { EN: 'Order not found', AR: 'الطلب غير موجود' },
  /** Issue 17 (decision 0026): the caller already has the most live order streams allowed (per address or per order). */
  tooManyOrderStreams: {
    EN: 'Too many live updates are open. Close another tab and try again.',
    AR: 'هناك عدد كبير من التحديثات المباشرة المفتوحة. أغلق علامة تبويب أخرى ثم حاول مرة أخرى.',
  },
  /** Sufra (issue 5): an order whose recomputed total exceeds LIMITS.orderAmountMaxAed. */
  orderTooLarge: {
    EN: 'This order is too large. Please reduce the quantities and try again.',
    AR: 'هذا الطلب كبير جدًا. يرجى تقليل الكميات والمحاولة مرة أخرى.',
  },
  /** Sufra (issue 5): a `cursor` of order/getCustomerOrders that is not one this customer was given. */
  invalidOrdersCursor: {
    EN: 'cursor: not a valid page cursor',
    AR: `الحقل ${isolate('cursor')}: ليس مؤشر صفحة صالحًا`,
  },
  /** Sufra (issue 5): the same Idempotency-Key sent again with another body. */
  requestReused: {
    EN: 'This request was already used with other data',
    AR: 'سبق استخدام هذا الطلب ببيانات أخرى',
  },
  /** Sufra (issue 5): an Idempotency-Key header of a bad length. */
  idempotencyKeyLength: {
    EN: 'Idempotency-Key must be 1 to 200 characters',
    AR: `يجب أن يتكون ${isolate('Idempotency-Key')} من 1 إلى 200 حرف`,
  },
  /** Sufra: an order for a service (pickup, delivery…) the store does not offer. */
  serviceNotAvailable: {
    EN: 'This service is not available for this store',
    AR: 'هذه الخدمة غير متاحة في هذا الفرع',
  },
  /** Sign-in texts of Sufra's own (the spec shows the server message as given, 002 §8). */
  invalidCode: {
    EN: 'The code is incorrect. Please check it and try again.',
    AR: 'الرمز غير صحيح. يرجى التحقق منه والمحاولة مرة أخرى.',
  },
  codeExpired: {
    EN: 'This code has expired. Please ask for a new one.',
    AR: 'انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.',
  },
  tooManyTries: {
    EN: 'Too many wrong codes. Please ask for a new one.',
    AR: 'أُدخلت رموز خاطئة مرات كثيرة. يرجى طلب رمز جديد.',
  },
  tooManySends: {
    EN: 'Too many codes were sent to this number. Please try again in an hour.',
    AR: 'أُرسل عدد كبير من الرموز إلى هذا الرقم. يرجى المحاولة مرة أخرى بعد ساعة.',
  },
  tooManyRequests: {
    EN: 'Too many requests. Please wait a moment and try again.',
    AR: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  unauthorized: { EN: 'Please login to continue', AR: 'يرجى تسجيل الدخول للمتابعة' },
  /** An unknown brand (link or brandId). */
  brandNotFound: {
    EN: 'Please, check the link and try again!',
    AR: 'يرجى التحقق من الرابط والمحاولة مرة أخرى!',
  },
  newVersion: {
    EN: 'We made bug fixes and improvements to keep your operations smooth. Please click below button to get latest application version.',
    AR: 'أجرينا إصلاحات وتحسينات لضمان سلاسة عملك. يرجى الضغط على الزر أدناه للحصول على أحدث إصدار من التطبيق.',
  },
  /** Validation (describeZodError): a missing field, e.g. 'brandId is required'. */
  fieldRequired: dynamic<[field: string]>({
    EN: (field) => `${field} is required`,
    AR: (field) => `الحقل ${isolate(field)} مطلوب`,
  }),
  /**
   * Validation: a problem of one field, '{field}: {problem}', the problem in both languages (the
   * API's zodRefusal: the catalogue's texts of a coded problem, else zod's English and an Arabic
   * written from the issue's kind).
   */
  fieldProblem: dynamic<[field: string, problem: string, problemAr: string]>({
    EN: (field, problem) => `${field}: ${problem}`,
    AR: (field, _problem, problemAr) => `الحقل ${isolate(field)}: ${problemAr}`,
  }),
  /**
   * The problems a contract schema names by code (the second value of fieldProblem, issue 16:
   * errors by code): a zod check's message is one of these keys, answered in the request's language.
   */
  mustBeValidId: { EN: 'must be a valid id', AR: 'يجب أن يكون معرّفًا صالحًا' },
  mustNotContainNul: {
    EN: 'must not contain the NUL character (\\u0000)',
    AR: 'يجب ألا يحتوي على المحرف NUL (\\u0000)',
  },
  pathSegmentShape: {
    EN: 'must be 1 to 200 letters, digits, - or _',
    AR: 'يجب أن يتكون من 1 إلى 200 حرف أو رقم أو - أو _',
  },
  codeIsFourDigits: { EN: 'The code is 4 digits', AR: 'الرمز مكوّن من 4 أرقام' },
  mustBePhoneNumber: { EN: 'must be a phone number', AR: 'يجب أن يكون رقم هاتف' },
  /** 000 §2.14: the basket holds no line (also the place-order body's empty orderedMenu). */
  basketIsEmpty: { EN: 'Your basket is empty', AR: 'سلتك فارغة' },
  invalidInput: { EN: 'Invalid input', AR: 'قيمة غير صالحة' },
  invalidRequest: { EN: 'Invalid request', AR: 'طلب غير صالح' },
  badRequest: { EN: 'Bad request', AR: 'طلب غير صالح' },
  /** Fastify's own 4xx errors (apps/api error handler). */
  invalidJsonBody: { EN: 'The request body is not valid JSON', AR: 'محتوى الطلب ليس بصيغة JSON صالحة' },
  unsupportedContentType: { EN: 'Unsupported content type', AR: 'نوع المحتوى غير مدعوم' },
  bodyTooLarge: { EN: 'The request body is too large', AR: 'محتوى الطلب كبير جدًا' },
  bodyLengthMismatch: {
    EN: 'The request body does not match its Content-Length',
    AR: `محتوى الطلب لا يطابق طوله المعلن في ${isolate('Content-Length')}`,
  },
  badUrl: { EN: 'The address is not a valid URL', AR: 'العنوان ليس رابطًا صالحًا' },
  addressTooLong: { EN: 'The address is too long', AR: 'العنوان طويل جدًا' },
  // ── Promotions (issue 7): coupons, loyalty, tips (000 §2.16–§2.18, §4.8, §5, §8; 001 §5.1) ──
  /** 000 §4.8, §8 COUPON_NOT_FOUND: the code is not among the brand's discounts (or not active now). */
  couponNotFound: {
    EN: "Sorry, We didn't find any coupon with provided code",
    AR: 'عذرًا، لم نجد أي قسيمة بالرمز المُدخل',
  },
  /** 000 §5, §8: an item-specific code entered by hand (unless hidden). */
  couponAutoOrSelectedItems: {
    EN: 'It seems like this coupon is either auto applied or available for selected items',
    AR: 'يبدو أن هذه القسيمة تُطبَّق تلقائيًا أو أنها متاحة لأصناف محددة فقط',
  },
  /** 000 §5, §8: store mismatch. */
  couponNotForStore: {
    EN: 'Sorry, Provided coupon code is not applicable on this store',
    AR: 'عذرًا، رمز القسيمة المُدخل لا ينطبق على هذا الفرع',
  },
  /** 000 §5, §8: specific-items discount with none of its items in the basket (IS52: the double space is the spec's). */
  couponSpecificItems: {
    EN: 'Sorry, this discount applies only to specific items. Click the button  to see which items are eligible.',
    AR: 'عذرًا، ينطبق هذا الخصم على أصناف محددة فقط. اضغط على الزر لمعرفة الأصناف المشمولة.',
  },
  /** 000 §5, §8: specific-items discount whose eligible items are not on the menu. */
  couponNotOnSelectedItems: {
    EN: 'Sorry, this discount code is not applicable on selected items',
    AR: 'عذرًا، رمز الخصم هذا لا ينطبق على الأصناف المختارة',
  },
  /** 000 §5, §8: minOrderValue not met; `price` the minimum, AED with 2 decimals. */
  couponMinOrder: dynamic<[price: string]>({
    EN: (price) => `you can apply it only if you order more than ${price} AED`,
    AR: (price) => `يمكنك استخدامها فقط إذا طلبت بأكثر من ${isolate(`${price} AED`)}`,
  }),
  /** 000 §5, §8: the discount reached its cap; `amount` AED with 2 decimals. */
  couponCapped: dynamic<[amount: string]>({
    EN: (amount) => `Maximum discount reached. Discount capped at AED ${amount}`,
    AR: (amount) => `تم الوصول إلى الحد الأقصى للخصم. الخصم محدود بـ ${isolate(`${amount} AED`)}`,
  }),
  /** 000 §5, §8: per-item discount above its cap; `price` AED with 2 decimals. */
  itemDiscountCap: dynamic<[price: string]>({
    EN: (price) => `Maximum Discount for this item is ${price} AED`,
    AR: (price) => `الحد الأقصى للخصم على هذا الصنف هو ${isolate(`${price} AED`)}`,
  }),
  /** 001 §5.1: an applied discount without its info or amount. */
  workingPromoCode: { EN: 'Please enter a working promo code.', AR: 'يرجى إدخال رمز ترويجي صالح.' },
  /** Sufra (issue 7): the coupon does not serve the order's service type. */
  couponNotForService: {
    EN: 'Sorry, this coupon is not available for this order type',
    AR: 'عذرًا، هذه القسيمة غير متاحة لنوع الطلب هذا',
  },
  /** Sufra (issue 7): the customer has used the coupon perCustomerUse times already. */
  couponUsedUp: {
    EN: 'You have already used this coupon as many times as it allows',
    AR: 'لقد استخدمت هذه القسيمة بالعدد الأقصى المسموح به',
  },
  /** Sufra (issue 7, 000 §4.8): a coupon and loyalty credits in the same order. */
  couponOrLoyalty: {
    EN: 'A discount code and loyalty credits cannot be used together',
    AR: 'لا يمكن استخدام رمز الخصم ورصيد الولاء معًا',
  },
  /** Sufra (issue 7): loyalty redeem above what the policy and the wallet allow now. */
  loyaltyUnavailable: {
    EN: 'Your loyalty credits have changed. Please review your basket and try again',
    AR: 'تغيّر رصيد نقاط الولاء لديك. يرجى مراجعة السلة والمحاولة مرة أخرى',
  },
  /** 000 §5 custom tip: a number, minimum 1, 2 decimals; and a preset that is not one of 7, 10, 15 %. */
  invalidTip: {
    EN: 'Please enter a tip of at least 1 AED',
    AR: `يرجى إدخال إكرامية لا تقل عن ${isolate('1 AED')}`,
  },
  /** 000 §2.16, §8: voucher card disabled. */
  minimumOrderNotMet: { EN: 'Minimum order value not met', AR: 'لم يتم بلوغ الحد الأدنى للطلب' },

  ...DELIVERY_MESSAGES,
  ...STAFF_MESSAGES,
  ...AVAILABILITY_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...OPERATOR_MESSAGES,
  ...FEEDBACK_MESSAGES,
  ...DINE_IN_MESSAGES,
  ...BLACKLIST_MESSAGES,

  /** An unknown API path (its path without the query, cleaned). */
  /** Provider webhooks (issue 9) and the sandbox's pages: refusals a provider or a tester reads (issue 16: by code). */
  webhookUnknown: { EN: 'Unknown webhook', AR: 'إشعار غير معروف' },
  webhookNoBody: { EN: 'The webhook has no body', AR: 'الإشعار بلا محتوى' },
  webhookNotUnderstood: {
    EN: 'The webhook is not an event Sufra understands',
    AR: `الإشعار ليس حدثًا يفهمه ${isolate('Sufra')}`,
  },
  webhookSignatureMismatch: { EN: 'The webhook signature does not match', AR: 'توقيع الإشعار غير مطابق' },
  webhookSignatureProblem: dynamic<[problem: 'missing' | 'malformed' | 'stale']>({
    EN: (problem) => `The webhook signature is ${problem}`,
    AR: (problem) =>
      `توقيع الإشعار ${{ missing: 'مفقود', malformed: 'غير صالح الصيغة', stale: 'منتهي الصلاحية' }[problem]}`,
  }),
  webhookPaymentNotRecorded: {
    EN: 'Unknown payment: not recorded yet, retry later',
    AR: 'دفعة غير معروفة: لم تُسجَّل بعد، أعد المحاولة لاحقًا',
  },
  notFound: { EN: 'Not found', AR: 'غير موجود' },
  sandboxActionInvalid: dynamic<[actions: string]>({
    EN: (actions) => `action: must be ${actions}`,
    AR: (actions) => `الحقل ${isolate('action')}: يجب أن يكون ${isolate(actions)}`,
  }),
  /** The sandbox's card tokeniser (decision 0022): refusals in the card page's language. */
  sandboxCardInvalidNumber: { EN: 'Your card number is invalid.', AR: 'رقم البطاقة غير صالح.' },
  sandboxCardInvalidExpiry: {
    EN: "Your card's expiry date is invalid or in the past.",
    AR: 'تاريخ انتهاء البطاقة غير صالح أو قد مضى.',
  },
  sandboxCardInvalidCvc: {
    EN: "Your card's security code is invalid.",
    AR: 'رمز التحقق من البطاقة غير صالح.',
  },
  sandboxCardFailed: {
    EN: 'The card could not be checked, please try again.',
    AR: 'تعذّر التحقق من البطاقة، يرجى المحاولة مرة أخرى.',
  },
  /** Internal (operator) routes on the loopback interface (admin/routes.ts, http/internal-guard.ts). */
  internalLoopbackOnly: {
    EN: 'Internal calls are answered on the loopback interface only',
    AR: 'لا يُجاب على الطلبات الداخلية إلا عبر واجهة الاسترجاع المحلية',
  },
  badAdminToken: { EN: 'Bad admin token', AR: 'رمز المسؤول غير صحيح' },
  internalBodyExpected: dynamic<[shape: string]>({
    EN: (shape) => `Expected ${shape}`,
    AR: (shape) => `المتوقع ${isolate(shape)}`,
  }),
  internalRefused: dynamic<[reason: string]>({
    EN: (reason) => reason,
    AR: (reason) => `رُفض الطلب: ${isolate(reason)}`,
  }),
  /** Overload (issue 16: a bounded queue in front of place-order answers 503 at once, with Retry-After). */
  serverBusy: {
    EN: 'We are receiving many orders right now. Please try again in a moment.',
    AR: 'نستقبل الكثير من الطلبات الآن. يرجى المحاولة مرة أخرى بعد لحظات.',
  },
  /** Errors of Node's HTTP parser, written on the socket before Fastify sees a request (http/edge.ts). */
  headersTooLarge: {
    EN: 'The request headers (or its address) are too large',
    AR: 'ترويسات الطلب (أو عنوانه) كبيرة جدًا',
  },
  requestTimeout: { EN: 'The request took too long', AR: 'استغرق الطلب وقتًا طويلًا' },
  malformedRequest: { EN: 'The request is malformed', AR: 'الطلب غير صالح الصيغة' },
  noMatch: dynamic<[path: string]>({
    EN: (path) => `No match for ${path}`,
    AR: (path) => `لا يوجد تطابق لـ ${isolate(path)}`,
  }),
} as const;

type Catalogue = typeof MESSAGE_CATALOGUE;
/** A key of the message catalogue. */
export type MessageKey = keyof Catalogue;
/** A text in both languages. */
export type LocalizedText = Readonly<Record<Language, string>>;

function view<L extends Language>(language: L): { readonly [K in MessageKey]: Catalogue[K][L] } {
  return Object.fromEntries(
    Object.entries(MESSAGE_CATALOGUE).map(([key, entry]) => [key, entry[language]]),
  ) as { readonly [K in MessageKey]: Catalogue[K][L] };
}

/** The catalogue's English texts (the spec's, verbatim). */
export const MESSAGES = view('EN');
/** The catalogue's Arabic texts, by the same keys. */
export const MESSAGES_AR = view('AR');

export type Args<K extends MessageKey> = Catalogue[K] extends DynamicText<infer A> ? A : [];

/** One catalogue text in both languages, with its values filled, e.g. `messageTexts('maxQuantityAllowed', 3, 'Burger')`. */
export function messageTexts<K extends MessageKey>(key: K, ...args: Args<K>): LocalizedText {
  const entry = MESSAGE_CATALOGUE[key] as { EN: unknown; AR: unknown };
  const fill = (text: unknown) =>
    typeof text === 'function' ? (text as (...a: unknown[]) => string)(...args) : (text as string);
  return { EN: fill(entry.EN), AR: fill(entry.AR) };
}

/**
 * A catalogue text as a code and its values, e.g. `{ code: 'groupMaximum', args: [3, 'Extras'] }`:
 * what packages/pricing answers (never a text), turned into the customer's language by
 * messageText (issue 6).
 */
export type CodedMessage = { [K in MessageKey]: { code: K; args: Args<K> } }[MessageKey];

/** The text of a coded message in `language` (issue 6: the web and the API speak the customer's language). */
export function messageText(message: CodedMessage, language: Language): string {
  return messageTexts(message.code, ...(message.args as Args<typeof message.code>))[language];
}
