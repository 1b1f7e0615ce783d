/**
 * The feedback texts of the message catalogue (issue 17, 002 §2.21, decision 0029), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: Sufra's English, Arabic in Modern Standard Arabic.
 */
export const FEEDBACK_MESSAGES = {
  /** 400: the rating is not a whole number of stars from 1 to 5. */
  feedbackRatingInvalid: {
    EN: 'Please choose a rating from 1 to 5 stars',
    AR: 'يرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم',
  },
  /** 400: the comment is longer than 1000 characters. */
  feedbackCommentTooLong: {
    EN: 'Please keep your comment under 1000 characters',
    AR: 'يرجى ألا يتجاوز تعليقك 1000 حرف',
  },
  /** 409: the order is not delivered or complete yet. */
  feedbackNotYet: {
    EN: 'You can rate your order once it has been delivered',
    AR: 'يمكنك تقييم طلبك بعد توصيله',
  },
  /** 409: the order already has its feedback (one per order). */
  feedbackAlreadySent: {
    EN: 'You have already rated this order. Thank you!',
    AR: 'لقد قيّمت هذا الطلب من قبل. شكرًا لك!',
  },
} as const;
