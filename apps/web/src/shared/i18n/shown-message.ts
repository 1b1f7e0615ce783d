import { type CodedMessage, type Language, messageText } from '@sufra/contract';

/**
 * A message a screen keeps to show (issue 16: errors by code): a catalogue code with its values
 * (CodedMessage, e.g. `{ code: 'addMoreThanTwoAED', args: [] }` — the web's own rules, pricing's
 * rule failures), written in the UI language when shown; or `{ text }`, a text that is already in
 * the UI language — the server's `message` of a refusal (given in the request's language), a
 * payment provider's failure — shown as it is.
 */
export type ShownMessage = CodedMessage | { text: string };

/** The text of `message` in `language` ('EN' | 'AR'): a code's catalogue text with its values, or the text as it is. */
export function shownText(message: ShownMessage, language: Language): string {
  return 'text' in message ? message.text : messageText(message, language);
}

/** A failure as a ShownMessage: its message as it is (an ApiError's is the server's text in the request's language). */
export function failureMessage(error: unknown): ShownMessage {
  return { text: error instanceof Error ? error.message : String(error) };
}
