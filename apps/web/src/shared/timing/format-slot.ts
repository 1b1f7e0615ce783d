import type { UiLanguage } from '../i18n/i18n.ts';

const formatters = new Map<UiLanguage, Intl.DateTimeFormat>();

/** The weekday and month names of a language (digits are written here, Latin, as everywhere else). */
function names(language: UiLanguage): Intl.DateTimeFormat {
  let f = formatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-US', {
      weekday: 'long',
      month: 'short',
      timeZone: 'UTC',
    });
    formatters.set(language, f);
  }
  return f;
}

/**
 * A slot's day (000 §2.10, DATE-01): `todayText` ('Today') when it is `today` (both 'YYYY-MM-DD'
 * in Asia/Dubai), else 'dddd, DD MMM YYYY' — 'Friday, 06 Jun 2025'; in Arabic the names are
 * Arabic, the comma too: 'الجمعة، 06 يونيو 2025'. A malformed day is shown as it is.
 */
export function slotDayLabel(day: string, today: string, language: UiLanguage, todayText: string): string {
  if (day === today) return todayText;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [, year, month, date] = m as unknown as [string, string, string, string];
  const parts = names(language).formatToParts(new Date(Date.UTC(+year, +month - 1, +date)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}${language === 'ar' ? '،' : ','} ${date} ${part('month')} ${year}`;
}

/** 'HH:mm' → 'h:mm A' ('13:00' → '1:00 PM', with a no-break space; Arabic 'ص' / 'م'); anything else as it is. */
function clock(hhmm: string, language: UiLanguage): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return hhmm.trim();
  const hour = Number(m[1]) % 24;
  const am = hour < 12;
  const suffix = language === 'ar' ? (am ? 'ص' : 'م') : am ? 'AM' : 'PM';
  // A no-break space: '5:30' and 'PM' never part at a line's end.
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m[2]}\u00a0${suffix}`;
}

/** A slot 'HH:mm - HH:mm' as 'h:mm A - h:mm A' (000 §2.10, DATE-02: '13:00 - 13:30' → '1:00 PM - 1:30 PM'). */
export function slotTimeLabel(slot: string, language: UiLanguage): string {
  return slot
    .split('-')
    .map((part) => clock(part, language))
    .join(' - ');
}

/**
 * A pre-order slot `{ day, time }` in one line: '{day}, {time}' — 'Today, 5:00 PM - 5:30 PM',
 * 'الجمعة، 06 يونيو 2025، 1:00 م - 1:30 م' (000 §2.10; checkout time card TIMING-14, the pre-order
 * banner TIMING-13, the order's confirmation).
 */
export function slotLabel(
  slot: { day: string; time: string },
  today: string,
  language: UiLanguage,
  todayText: string,
): string {
  const day = slotDayLabel(slot.day, today, language, todayText);
  return `${day}${language === 'ar' ? '،' : ','} ${slotTimeLabel(slot.time, language)}`;
}
