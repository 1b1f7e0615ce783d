import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { AppError } from '../../platform/errors.ts';

/** A validated phone: E.164, its dial code and national number. */
export interface ParsedPhone {
  e164: string;
  dialCode: string;
  nationalNumber: string;
}

/**
 * Parses a phone number typed by a customer (002 §5): digits only (Arabic-Indic digits were
 * already converted by the contract), default country from countryObj (AE); only MOBILE or
 * FIXED_LINE_OR_MOBILE numbers are accepted. Throws 400 'Please provide a working mobile number.'.
 */
export function parseCustomerPhone(phoneNumber: string, countryCode: string): ParsedPhone {
  if (!/^\+?\d{4,20}$/.test(phoneNumber)) throw new AppError('workingMobileNumber', 400);
  try {
    const parsed = parsePhoneNumberWithError(phoneNumber, countryCode.toUpperCase() as CountryCode);
    const type = parsed.getType();
    if (!parsed.isValid() || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
      throw new AppError('workingMobileNumber', 400);
    }
    return {
      e164: parsed.number,
      dialCode: parsed.countryCallingCode,
      nationalNumber: parsed.nationalNumber,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('workingMobileNumber', 400);
  }
}
