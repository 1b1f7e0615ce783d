/**
 * Who may see a brand (issue 19, decision 0036; 000 §2.20 Preview mode): a live brand, anyone; a
 * brand not yet live, only a preview call that carries the brand's preview token. Pure, no I/O.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** What of a brand row the check reads. */
export interface PreviewGate {
  isLive: boolean;
  /** The brand's preview token (43 base64url characters), or null when none was issued. */
  previewToken: string | null;
}

/** A new preview token: 32 random bytes, base64url (43 characters; decision 0036). */
export function newPreviewToken(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the brand's preview token, compared in constant time (both sides hashed to
 * 32 bytes first, so neither the length nor a prefix of the stored token leaks through timing).
 * False when the brand has no token or none was given.
 */
export function previewTokenMatches(stored: string | null, given: string | null | undefined): boolean {
  if (!stored || !given) return false;
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * Whether a request may see the brand: it is live, or (a preview call, decision 0036) `previewToken`
 * is the brand's token. A caller that is not a preview call passes null: a brand not yet live is
 * then unknown to it, with or without a token (ordering, payment and sign-in never open).
 */
export function brandVisible(brand: PreviewGate, previewToken: string | null | undefined): boolean {
  return brand.isLive || previewTokenMatches(brand.previewToken, previewToken);
}
