import type { UiLanguage } from '../../../shared/i18n/i18n.ts';

const formatters = new Map<UiLanguage, Intl.DateTimeFormat>();

/**
 * A time of day in Asia/Dubai (the stores' zone, 000 §3) from unix seconds, e.g. '18:05', with
 * Latin digits in both languages (shown isolated left-to-right inside Arabic text).
 */
export function formatBoardTime(unixSeconds: number, language: UiLanguage): string {
  let f = formatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
      timeZone: 'Asia/Dubai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(language, f);
  }
  return f.format(new Date(unixSeconds * 1000));
}
