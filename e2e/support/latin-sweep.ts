import type { Page } from '@playwright/test';

/**
 * The Arabic sweep (issue 6, "Whole in Arabic"): what a screen shows in Arabic must be Arabic,
 * except an explicit allow-list. A Latin-script word is /[A-Za-z]{2,}/.
 */

/** Patterns removed from the text before looking for Latin words (values, not words). */
const ALLOWED_PATTERNS: Array<[RegExp, string]> = [
  // Order numbers: the brand's Latin prefix and digits (BUR-00001, NIL-00001).
  [/\b[A-Z]{2,5}-\d+\b/g, 'order number'],
  // The demo banner's link to the dev outbox (a path, kept left-to-right).
  [/\/dev\/outbox/g, 'demo banner path'],
  // Amounts: '12.00 AED' — the spec writes the currency as AED in both languages.
  [/\bAED\b/g, 'currency'],
];

/** Words allowed on every screen (keep short: a comment for each). */
const ALLOWED_WORDS: Array<[string, string]> = [
  // The language switch shows the other language by its own name (000 §1 Languages).
  ['EN', 'language switch to English'],
];

/**
 * The data allowed: the brand's Latin name, and menu/store data the demo data only has in
 * English (Latin words found in the Arabic fields of the menu and store answers), and what the
 * customer typed. Built per brand from the API (see arabicDataWords).
 */
export interface SweepAllow {
  brandNameEn: string;
  /** Latin words of the Arabic menu/store data (data the menu only has in English). */
  dataWords: Set<string>;
  /** What the customer typed (user data). */
  userData: string[];
}

/** The Latin words of `text` not allowed by `allow`. */
function latinWords(text: string, allow: SweepAllow): string[] {
  let rest = text;
  for (const value of allow.userData) if (value) rest = rest.split(value).join(' ');
  for (const [re] of ALLOWED_PATTERNS) rest = rest.replace(re, ' ');
  const brandWords = new Set(allow.brandNameEn.split(/\s+/).map((w) => w.toLowerCase()));
  const fixed = new Set(ALLOWED_WORDS.map(([w]) => w));
  const found = rest.match(/[A-Za-z]{2,}/g) ?? [];
  return found.filter(
    (w) => !fixed.has(w) && !brandWords.has(w.toLowerCase()) && !allow.dataWords.has(w.toLowerCase()),
  );
}

/**
 * Store fields the spec's store model keeps in one language (000 §3 Store: manualAddress, city):
 * the merchant's address as typed, shown as is in both languages (data).
 */
const ONE_LANGUAGE = new Set(['manualAddress', 'city']);

/** Collects the Latin words of strings under Arabic keys ('ar', 'AR', '…AR', '…Ar') and ONE_LANGUAGE keys of an API answer. */
export function arabicDataWords(json: unknown, out: Set<string>, inArabic = false): void {
  if (typeof json === 'string') {
    if (inArabic) for (const w of json.match(/[A-Za-z]{2,}/g) ?? []) out.add(w.toLowerCase());
  } else if (Array.isArray(json)) {
    for (const v of json) arabicDataWords(v, out, inArabic);
  } else if (json && typeof json === 'object') {
    for (const [k, v] of Object.entries(json))
      arabicDataWords(
        v,
        out,
        inArabic || k === 'ar' || k === 'AR' || /[a-z](AR|Ar)$/.test(k) || ONE_LANGUAGE.has(k),
      );
  }
}

/**
 * The text a customer sees on the current screen: document.title, the body's rendered text, and
 * the aria-label, placeholder and title attributes of visible elements.
 */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title, document.body.innerText];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('[aria-label],[placeholder],[title]'),
    )) {
      if (el.closest('[aria-hidden=true],[hidden]')) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** The Latin words of the current screen, each with the text line it was found in. */
export async function screenLeaks(page: Page, allow: SweepAllow): Promise<string[]> {
  const leaks: string[] = [];
  for (const block of await visibleTexts(page)) {
    for (const line of block.split('\n')) {
      const words = latinWords(line, allow);
      if (words.length) leaks.push(`${words.join(', ')}  ←  "${line.trim().slice(0, 140)}"`);
    }
  }
  return [...new Set(leaks)];
}
