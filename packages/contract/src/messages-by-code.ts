/** The message catalogue read by code (issue 16: errors by code): the web's forms keep codes, never texts. */
import type { Language } from './constants.ts';
import { MESSAGE_CATALOGUE, type MessageKey } from './messages.ts';

/**
 * Whether `value` is a key of the catalogue, e.g. the code a form schema of the web gives as its
 * issue's message (issue 16: the web keeps codes, not texts, and writes them in the UI language).
 */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGE_CATALOGUE, value);
}

/**
 * The text in `language` of `code` given as a plain string — the message of a web form schema's
 * refusal, e.g. 'invalidTip' (issue 16: forms keep codes) — when it is the key of a text without
 * values; any other string (zod's own message, e.g. a length bound) as it is.
 */
export function codeText(code: string, language: Language): string {
  if (!isMessageKey(code)) return code;
  const text = MESSAGE_CATALOGUE[code][language];
  return typeof text === 'string' ? text : code;
}
