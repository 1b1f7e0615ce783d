import { describe, expect, it } from 'vitest';
import { formatAed, formatFils } from './money.ts';

describe('formatFils (000 §1 Market, Languages)', () => {
  it('shows AED with two decimals; in Arabic the amount stands before AED', () => {
    expect(formatFils(2500, 'en')).toBe('AED 25.00');
    expect(formatFils(2500, 'ar')).toBe('25.00 AED');
    expect(formatFils(123456, 'en')).toBe('AED 1,234.56');
  });
  it('formats AED amounts as the API speaks them', () => {
    expect(formatAed(26.25, 'en')).toBe('AED 26.25');
    expect(formatAed(0.1 + 0.2, 'en')).toBe('AED 0.30');
  });
});
