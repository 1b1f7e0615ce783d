import { LIMITS } from '@sufra/contract';

/** sessionStorage key of the platform read from the URL on load (000 §2.1). */
const KEY = 'sufra:platform';
/** 000 §2.1: orderingPlatform's default. */
export const DEFAULT_PLATFORM = 'web';
/** A platform value Sufra keeps: letters, digits, '.', '_' and '-', at most LIMITS.orderingPlatformMaxLength. */
const VALID = new RegExp(`^[A-Za-z0-9._-]{1,${LIMITS.orderingPlatformMaxLength}}$`);

/**
 * Reads the platform from the URL query on load and keeps it for the session (000 §2.1, ROUTE-12;
 * decision 0037): the query key is `platform` (e.g. `?platform=ios-app`); a value that is not
 * 1–40 of [A-Za-z0-9._-] is ignored; without one, what the session kept stays. Storage refused:
 * nothing kept (the default applies).
 */
export function rememberPlatform(search: string): void {
  const value = new URLSearchParams(search).get('platform')?.trim();
  if (!value || !VALID.test(value)) return;
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Private mode: the default applies.
  }
}

/** The session's platform, sent as place-order's orderingPlatform (000 §2.1): the kept value, else 'web'. */
export function orderingPlatform(): string {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept && VALID.test(kept) ? kept : DEFAULT_PLATFORM;
  } catch {
    return DEFAULT_PLATFORM;
  }
}
