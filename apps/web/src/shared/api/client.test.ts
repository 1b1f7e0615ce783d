import { describe, expect, it } from 'vitest';
import { normaliseErrorMessage } from './client.ts';

describe('normaliseErrorMessage (000 §5 Other rules, §8)', () => {
  it("replaces text containing 'null' or 'undefined' and empty text with 'Something was incorrect.'", () => {
    expect(normaliseErrorMessage('Cannot read undefined')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage('value null')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage('')).toBe('Something was incorrect.');
    expect(normaliseErrorMessage(undefined)).toBe('Something was incorrect.');
  });
  it('keeps a usable message', () => {
    expect(normaliseErrorMessage('Store is closed')).toBe('Store is closed');
  });
});
