/**
 * The "sold out and busy" texts of the message catalogue (issue 17, decision 0030), merged into
 * MESSAGE_CATALOGUE (messages.ts) — same rules: Sufra's English, Arabic in Modern Standard Arabic.
 */
export const AVAILABILITY_MESSAGES = {
  /** 404: the item or option to mark is not on a menu of that store (or not the brand's). */
  availabilityTargetNotFound: {
    EN: 'This item or option is not on the menu of this store',
    AR: 'هذا الصنف أو الخيار غير موجود في قائمة هذا الفرع',
  },
  /** 400: a sold-out mark must name exactly one of itemId and optionId. */
  availabilityTargetRequired: {
    EN: 'Name either an item or an option',
    AR: 'يرجى تحديد صنف أو خيار واحد فقط',
  },
  /** 400: a sold-out `until` time that is not in the future. */
  soldOutUntilPassed: {
    EN: 'The sold-out end time must be in the future',
    AR: 'يجب أن يكون وقت انتهاء نفاد الكمية في المستقبل',
  },
} as const;
