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

const dayFormatters = new Map<UiLanguage, Intl.DateTimeFormat>();

/**
 * When a pause or a sold-out mark ends (decision 0030), from an ISO 8601 time: the time of day in
 * Asia/Dubai ('18:05', formatBoardTime) when it is on the same Dubai day as `now`, else the short
 * weekday before it ('Sun 09:00' / 'الأحد 09:00'), Latin digits in both languages.
 */
export function formatUntil(iso: string, language: UiLanguage, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = formatBoardTime(Math.floor(at.getTime() / 1000), language);
  let f = dayFormatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
      timeZone: 'Asia/Dubai',
      weekday: 'short',
    });
    dayFormatters.set(language, f);
  }
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' });
  return day(at) === day(now) ? time : `${f.format(at)} ${time}`;
}
