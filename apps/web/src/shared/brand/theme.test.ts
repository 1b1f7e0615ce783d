import { describe, expect, it } from 'vitest';
import { contrastRatio } from './theme.ts';

describe('contrastRatio (DESIGN: WCAG AA on the brand colour)', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#c2410c', '#c2410c')).toBe(1);
  });
  it('white on the demo brand colours reaches AA (4.5)', () => {
    expect(contrastRatio('#c2410c', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#14532d', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
