import { type CodedMessage, messageText } from '@sufra/contract';

/**
 * Test helper: a rule result with its reason code written as the English catalogue text
 * (`message`), so tests can state the spec's texts while the package answers codes (issue 6).
 */
export function withEnglishText<R extends { ok: boolean; reason?: CodedMessage }>(
  result: R,
): Omit<R, 'reason'> | (Omit<R, 'reason'> & { message: string }) {
  if (!('reason' in result) || !result.reason) return result;
  const { reason, ...rest } = result;
  return { ...rest, message: messageText(reason, 'EN') };
}
