import { describe, expect, it } from 'vitest';
import { cleanPhoneInput, hasNonDigits, validPhone } from './phone.ts';

describe('phone entry (002 §2.11, §5)', () => {
  it('converts Arabic-Indic digits and strips spaces', () => {
    expect(cleanPhoneInput('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('0501234567');
  });
  it('accepts a UAE mobile, local or international, as E.164', () => {
    expect(validPhone('050 123 4567')).toBe('+971501234567');
    expect(validPhone('+971 50 123 4567')).toBe('+971501234567');
    expect(validPhone('٠٥٠١٢٣٤٥٦٧')).toBe('+971501234567');
  });
  it('refuses landlines, short numbers and letters', () => {
    expect(validPhone('04 345 6789')).toBeNull();
    expect(validPhone('050123')).toBeNull();
    expect(validPhone('05O1234567')).toBeNull();
    expect(hasNonDigits('05O1234567')).toBe(true);
  });
});
