import { toLatinDigits } from '@sufra/contract';
import { AsYouType, parsePhoneNumberWithError } from 'libphonenumber-js/mobile';

/** Digits as typed: Arabic-Indic digits to Latin, spaces and dashes removed (002 §5). */
export function cleanPhoneInput(value: string): string {
  return toLatinDigits(value).replace(/[\s-]/g, '');
}

/** National format as you type, for the AE phone field (002 §2.11). */
export function formatAsYouType(value: string): string {
  return new AsYouType('AE').input(cleanPhoneInput(value));
}

/**
 * Whether the phone can get a code (002 §2.11, §5): numeric, and a valid MOBILE or
 * FIXED_LINE_OR_MOBILE number of the UAE. Returns the E.164 form, or null.
 */
export function validPhone(value: string): string | null {
  const digits = cleanPhoneInput(value);
  if (!/^\+?\d{6,15}$/.test(digits)) return null;
  try {
    const parsed = parsePhoneNumberWithError(digits, 'AE');
    const type = parsed.getType();
    return parsed.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') ? parsed.number : null;
  } catch {
    return null;
  }
}

/** Whether the input contains something other than digits (the 'Please provide a working mobile number.' case). */
export function hasNonDigits(value: string): boolean {
  return /[^\d+]/.test(cleanPhoneInput(value));
}
