import { MESSAGE_CATALOGUE, type MessageKey } from '@sufra/contract/messages';

/** The catalogue's texts without values, EN and AR, by text. */
let byText: Map<string, MessageKey> | null = null;

/**
 * TRANSITION FALLBACK (issue 16, errors by code) — delete once the server sends `code` on every
 * failure (packages/contract envelope.ts `Failure.code`). The catalogue key of a server message
 * that came without its code: the key whose English or Arabic text it is (a text with values is
 * recognised by its `parse`, English only), or undefined for a text the catalogue does not hold.
 * The one place the web matches a message's text; only the client (client.ts) calls it, so
 * screens see codes. Loaded on the first failure without a code, never with the first screen.
 */
export function codeOfMessage(message: string): MessageKey | undefined {
  if (!byText) {
    byText = new Map();
    for (const [key, entry] of Object.entries(MESSAGE_CATALOGUE) as Array<
      [MessageKey, { EN: unknown; AR: unknown }]
    >) {
      // A text two keys share is read as the first key's.
      for (const text of [entry.EN, entry.AR])
        if (typeof text === 'string' && !byText.has(text)) byText.set(text, key);
    }
  }
  const found = byText.get(message);
  if (found) return found;
  for (const [key, entry] of Object.entries(MESSAGE_CATALOGUE) as Array<[MessageKey, { parse?: unknown }]>) {
    if (typeof entry.parse === 'function' && entry.parse(message)) return key;
  }
  return undefined;
}
