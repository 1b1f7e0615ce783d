import { aedToFils, filsToAed } from '@sufra/pricing';
import type { UiLanguage } from '../i18n/i18n.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats integer fils as an AED amount with two decimals (000 §1 Market). English reads
 * 'AED 25.00'; Arabic puts the amount before 'AED' (000 §1 Languages): '25.00 AED'. Digits stay
 * Latin and left-to-right (DESIGN: numbers stay LTR inside RTL text).
 */
export function formatFils(fils: number, language: UiLanguage): string {
  let f = formatters.get('n');
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set('n', f);
  }
  const amount = f.format(filsToAed(fils));
  return language === 'ar' ? `${amount} AED` : `AED ${amount}`;
}

/** Formats an AED amount (as the API speaks it) — see formatFils; rounded by pricing's one rule (aedToFils). */
export function formatAed(aed: number, language: UiLanguage): string {
  return formatFils(aedToFils(aed), language);
}

/**
 * `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: an amount keeps
 * its order inside Arabic text (TOT-22) where a plain string is needed (a text with the amount
 * interpolated), as <bdi> does in markup.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
