import type texts from '../../../../public/locales/en/payments.json';

/** A key of the payments texts (public/locales/{en,ar}/payments.json). */
export type PaymentsKey = keyof typeof texts;
