import { describe, expect, it } from 'vitest';
import { trackingPath, trackingUrl } from './tracking-link.ts';

describe('shareable tracking link (issue 5, decision 0007; 002 §2.19)', () => {
  it('carries the order number in the path and the token in ?t=', () => {
    expect(trackingPath('BUR-00042', 'abc_-DEF')).toBe('/track-order/BUR-00042?t=abc_-DEF');
  });
  it('is absolute under the brand base: temporary domain segment or custom domain root', () => {
    expect(trackingUrl('https://sufra.example', '/burgerato', 'BUR-00042', 'tok')).toBe(
      'https://sufra.example/burgerato/track-order/BUR-00042?t=tok',
    );
    expect(trackingUrl('https://food.example', '', 'BUR 1', 'a+b')).toBe(
      'https://food.example/track-order/BUR%201?t=a%2Bb',
    );
    expect(trackingUrl('https://food.example', '/', 'X-1', 't')).toBe(
      'https://food.example/track-order/X-1?t=t',
    );
  });
});
