/**
 * The platform vendor named by the footer's 'powered by' line (000 §2.21). `url` is the page the
 * line links to; null (no public vendor page configured yet) shows the name as plain text
 * (decision 0100, IS-FT2).
 */
export const PLATFORM_VENDOR: { name: { en: string; ar: string }; url: string | null } = {
  name: { en: 'Sufra', ar: 'سفرة' },
  url: null,
};
