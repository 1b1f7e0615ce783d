/**
 * Whether `value` is a path of this site that a provider or a payment page may send the customer
 * back to (issue 9, decision 0022: return URLs are never another site's). True only for '/…' that:
 * - does not start with '//' or '/\' (a protocol-relative URL: another host);
 * - holds no control character (tab, newline…: a browser's URL parser drops them, so '/\t/evil.com'
 *   would become '//evil.com') and no backslash (read as '/' by browsers);
 * - still resolves to this site's origin and a single-slash path when parsed as a URL.
 */
export function isSitePath(value: string): boolean {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value, 'http://site.invalid');
    return url.host === 'site.invalid' && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
