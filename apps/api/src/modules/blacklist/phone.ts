import { type CountryCode, parsePhoneNumberWithError } from 'libphonenumber-js/max';

/**
 * A phone as staff or the CLI type it, in E.164 (issue 19: 'Phones normalised to E.164'), or null
 * when it is not a mobile number. The same rule as the customer's sign-in (auth/phone.ts, 002 §5:
 * MOBILE or FIXED_LINE_OR_MOBILE, default country AE), so the number blacklisted is the number a
 * customer signs in with: '050 123 4567', '+971501234567' and '٠٥٠١٢٣٤٥٦٧' are one number. Kept
 * here rather than imported from the auth module because auth imports this module (the sign-in
 * refusal), and modules import each other one way only.
 */
export function blacklistE164(phoneNumber: string, countryCode = 'AE'): string | null {
  const digits = phoneNumber
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\s\-()]/g, '');
  if (!/^\+?\d{4,20}$/.test(digits)) return null;
  try {
    const parsed = parsePhoneNumberWithError(digits, countryCode.toUpperCase() as CountryCode);
    const type = parsed.getType();
    return parsed.isValid() && (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') ? parsed.number : null;
  } catch {
    return null;
  }
}
