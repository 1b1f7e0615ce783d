import { describe, expect, it } from 'vitest';
import { sandboxMayServe } from './sandbox-rule.ts';

describe('sandboxMayServe (decision 0019; issue 16: one rule)', () => {
  it('serves every brand outside production, only a demo brand in production', () => {
    expect(sandboxMayServe({ settings: {} }, false)).toBe(true);
    expect(sandboxMayServe({ settings: null }, false)).toBe(true);
    expect(sandboxMayServe({ settings: { isDemo: true } }, true)).toBe(true);
    for (const settings of [{}, null, { isDemo: 'true' }, { isDemo: 1 }, []]) {
      expect(sandboxMayServe({ settings }, true)).toBe(false);
    }
  });
});
