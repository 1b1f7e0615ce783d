/**
 * The dine-in texts of the message catalogue (issue 18, decision 0032), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: Sufra's English, Arabic in Modern Standard Arabic,
 * amounts isolated in Arabic. The split refusals are the codes of `@sufra/pricing` SplitError.
 */
import { dynamic, isolate } from '../messages-text.ts';

export const DINE_IN_MESSAGES = {
  /** 404: a table link without its token, a wrong token, an unknown table, another store's or brand's (one answer for all). */
  tableNotFound: {
    EN: 'This table link is not valid. Please scan the QR code on your table again.',
    AR: `رابط الطاولة غير صالح. يرجى مسح رمز ${isolate('QR')} الموجود على طاولتك مرة أخرى.`,
  },
  /** 409: the tab changed since the guest's screen computed the amount (another guest ordered or paid); the new remainder, AED with 2 decimals. */
  tableBillChanged: dynamic<[remaining: string]>({
    EN: (remaining) =>
      `The table's bill has just changed: ${remaining} AED remains to pay. Please check your share and try again.`,
    AR: (remaining) =>
      `تغيّرت فاتورة الطاولة للتو: المتبقي للدفع ${isolate(`${remaining} AED`)}. يرجى مراجعة حصتك والمحاولة مرة أخرى.`,
  }),
  /** 409: PAY_LATER while the store does not allow it, or while the table's bill is being split (SPLIT-14). */
  payLaterNotAllowed: {
    EN: 'Pay later is not available for this table right now. Please pay now.',
    AR: 'الدفع لاحقًا غير متاح لهذه الطاولة الآن. يرجى الدفع الآن.',
  },
  /** 409: staff closing a tab while a guest's online payment holds a share. */
  tablePaymentInProgress: {
    EN: 'A guest at this table is paying right now. Please try again in a minute.',
    AR: 'أحد الضيوف على هذه الطاولة يدفع الآن. يرجى المحاولة بعد دقيقة.',
  },
  /** 404: the store does not take dine-in orders (dine-in off). */
  dineInNotAvailable: {
    EN: 'This store is not taking dine-in orders right now',
    AR: 'هذا الفرع لا يستقبل طلبات الطاولات حاليًا',
  },
  /** 409: a split of another type than the one the table's bill is already split by (002 §2.7: the type is locked). */
  splitTypeLocked: {
    EN: 'This bill is already being split another way. Please use the same split.',
    AR: 'يجري تقسيم هذه الفاتورة بطريقة أخرى. يرجى استخدام التقسيم نفسه.',
  },
  /** 400 (SplitError): an amount, count or quantity that is not a whole number of fils or units, or below 0. */
  splitNotWholeNumber: { EN: 'Please enter a valid amount', AR: 'يرجى إدخال مبلغ صحيح' },
  splitAmountNegative: { EN: 'Please enter a valid amount', AR: 'يرجى إدخال مبلغ صحيح' },
  /** 409 (SplitError): more than the bill, or than what remains to pay (IS14). */
  splitAmountAboveTotal: {
    EN: 'The amount is more than the bill',
    AR: 'المبلغ أكبر من قيمة الفاتورة',
  },
  splitAmountAboveUnpaid: {
    EN: 'The amount is more than what remains to pay',
    AR: 'المبلغ أكبر من المتبقي للدفع',
  },
  splitPeopleAtTableBelowOne: {
    EN: 'At least one person must be at the table',
    AR: 'يجب أن يكون على الطاولة شخص واحد على الأقل',
  },
  splitForPeopleBelowOne: {
    EN: 'Please pay for at least one person',
    AR: 'يرجى الدفع عن شخص واحد على الأقل',
  },
  splitForPeopleAboveTable: {
    EN: 'You cannot pay for more people than are left to pay',
    AR: 'لا يمكنك الدفع عن عدد أكبر من الأشخاص المتبقين',
  },
  splitNoItemSelected: { EN: 'Please choose at least one item', AR: 'يرجى اختيار صنف واحد على الأقل' },
  splitUnknownItem: {
    EN: 'This item is no longer on the bill',
    AR: 'هذا الصنف لم يعد ضمن الفاتورة',
  },
  splitQuantityBelowOne: { EN: 'Please choose at least one', AR: 'يرجى اختيار واحد على الأقل' },
  splitQuantityAboveRemaining: {
    EN: 'This is more than what remains to pay for this item',
    AR: 'هذه الكمية أكبر من المتبقي للدفع لهذا الصنف',
  },
} as const;
