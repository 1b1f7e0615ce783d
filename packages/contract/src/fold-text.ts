/**
 * A name folded for search, the same on the server (geo/search-places, decision 0016) and in the
 * browser (the area picker, decision 0020; 001 §2.3, §2.5: case-insensitive, Arabic too): Unicode
 * NFKD without combining marks ('Murbaḩ' → 'murbah'), lower case, Arabic diacritics and tatweel
 * removed, alef forms (أ إ آ ٱ) → ا, ى → ي, ة → ه, dashes and quotes → a space, runs of spaces → one.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[-‐‑–—'‘’`´]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
