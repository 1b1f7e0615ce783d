/**
 * The business-card paths (000 §2.1, §2.3 RT06–RT08, §2.4 step 2; 002 §2.22): `/{slug}/card`,
 * `/{slug}/business-card`, `/{slug}/businesscard`, never domain-prefixed. Plain data and one pure
 * function, without zod, so the storefront's entry can test a path before it loads any brand.
 */

/**
 * The three suffixes of a business-card path (000 §2.3), which are also the `{suffix}` of
 * `GET /user/{slug}/{suffix}` (002 §7; decision 0035, IS26).
 */
export const CARD_SUFFIXES = ['card', 'business-card', 'businesscard'] as const;
export type CardSuffix = (typeof CARD_SUFFIXES)[number];

/** A card slug: 1–63 of lower-case letters, digits and '-', as a temporary domain name (decision 0035). */
export const CARD_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The card of a page path when the path matches the business-card pattern (000 §2.4 step 2:
 * exactly two segments, the second one of CARD_SUFFIXES, any letter case, a trailing '/'
 * allowed): its slug and suffix, lower-cased; else null. The pattern wins over a brand whose
 * temporary domain name equals the slug: no brand route has a second segment `card`,
 * `business-card` or `businesscard` (decision 0035). E.g. `/sufra-demo/card` →
 * `{ slug: 'sufra-demo', suffix: 'card' }`; `/burgerato/` → null.
 */
export function businessCardPathOf(pathname: string): { slug: string; suffix: CardSuffix } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  const [slug, suffix] = segments as [string, string];
  const kind = CARD_SUFFIXES.find((s) => s === suffix.toLowerCase());
  if (!kind) return null;
  const lower = slug.toLowerCase();
  return CARD_SLUG_PATTERN.test(lower) ? { slug: lower, suffix: kind } : null;
}
