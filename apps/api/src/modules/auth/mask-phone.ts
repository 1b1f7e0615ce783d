/**
 * Masks a phone number for display (000 §9 Displays, 002 §2.12, IS41): '+{dial code}', then 7
 * stars, then the last 3 digits of the national number, e.g. '+971*******567'.
 */
export function maskPhoneNumber(dialCode: string, nationalNumber: string): string {
  return `+${dialCode}*******${nationalNumber.slice(-3)}`;
}
