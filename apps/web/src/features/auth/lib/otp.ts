import { LIMITS } from '@sufra/contract';

/**
 * What was typed into a code box that may already hold a digit (002 §2.12: one character per
 * box): the new character replaces the old one; a longer value (an autofilled code) is kept whole.
 */
export function typedInto(previous: string, value: string): string {
  if (!previous || value.length !== 2) return value.slice(-LIMITS.otpDigits);
  return value.startsWith(previous) ? value.slice(1) : value.slice(0, 1);
}
