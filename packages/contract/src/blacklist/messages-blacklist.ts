/**
 * The blacklist texts of the message catalogue (issue 19, decision 0033), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: the spec's English verbatim, Modern Standard Arabic.
 */
export const BLACKLIST_MESSAGES = {
  /**
   * 403: the customer's phone is blacklisted at this brand (002 §2.15, §8 'Blocked': 'Your access
   * has been blocked. Please contact support for assistance.'): refused sign-in codes, orders and
   * the payment calls that start a payment (issue 19).
   */
  accessBlocked: {
    EN: 'Your access has been blocked. Please contact support for assistance.',
    AR: 'تم حظر وصولك. يرجى التواصل مع الدعم للمساعدة.',
  },
  /** 403: a staff call only the brand's owner may make (issue 19: the blacklist), made by a 'staff' member. */
  ownerOnly: {
    EN: "Only the brand's owner can do this",
    AR: 'هذا الإجراء متاح لمالك العلامة التجارية فقط',
  },
} as const;
