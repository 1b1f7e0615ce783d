/**
 * The staff texts of the message catalogue (issue 17 part 4, decision 0027), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: English and Modern Standard Arabic.
 */
export const STAFF_MESSAGES = {
  /** A staff call without a live staff token of the brand (`Authorization: Staff <token>`), 401. */
  staffLoginRequired: {
    EN: 'Please sign in as staff of this brand to continue',
    AR: 'يرجى تسجيل الدخول كموظف لدى هذه العلامة التجارية للمتابعة',
  },
} as const;
