/** The longest path an error message echoes, in characters. */
const MAX_ECHOED_PATH = 80;

/**
 * The path of a URL as it may be echoed in an answer or a log line (issue 5): no query string
 * (it can carry phones and names), control characters (NUL included) replaced by U+FFFD, and at
 * most 80 characters followed by '…'. E.g. `/api/v1/x?phoneNumber=1` → `/api/v1/x`.
 */
export function safePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const clean = path.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  return clean.length > MAX_ECHOED_PATH ? `${clean.slice(0, MAX_ECHOED_PATH)}…` : clean;
}
