/**
 * Promotional banner rules of 000 §2.19 (HAPPY-01, HAPPY-02), as data the web turns into text.
 * Times in seconds since the epoch; no clock inside.
 */

/** The X of 'Happy Hours: order within the next X and get free delivery.' */
export type HappyHourRemaining =
  | { unit: 'hours'; value: 2 }
  | { unit: 'hour'; value: 1 }
  | { unit: 'minutes'; value: number };

/**
 * HAPPY-01 (000 §2.19): '2 hours' when 120 minutes or more remain, '1 hour' from 60 to under 120,
 * otherwise 'N minutes' with N the whole minutes left, rounded up (IS19: a happy hour with 30 s
 * left reads '1 minutes' rather than '0 minutes'). Null when the window is not open at `now`
 * (before start or after end).
 */
export function happyHourRemaining(
  now: number,
  startDateTime: number,
  endDateTime: number,
): HappyHourRemaining | null {
  if (now < startDateTime || now > endDateTime) return null;
  const minutes = Math.ceil((endDateTime - now) / 60);
  if (minutes >= 120) return { unit: 'hours', value: 2 };
  if (minutes >= 60) return { unit: 'hour', value: 1 };
  return { unit: 'minutes', value: Math.max(1, minutes) };
}

/** The expiry notice window after a happy hour ends (000 §9 Timers: 15 min), in seconds. */
export const HAPPY_HOUR_EXPIRY_NOTICE_SECONDS = 15 * 60;

/**
 * HAPPY-02 (000 §2.19): the notice 'We regret to inform you that the happy hour free delivery offer
 * has expired.' shows only within 15 minutes after the end: end < now ≤ end + 15 min.
 */
export function showHappyHourExpiredNotice(now: number, endDateTime: number): boolean {
  return now > endDateTime && now <= endDateTime + HAPPY_HOUR_EXPIRY_NOTICE_SECONDS;
}
