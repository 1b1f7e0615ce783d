import { describe, expect, it } from 'vitest';
import { safePath } from './safe-url.ts';

describe('safePath (issue 5: answers and logs never echo queries, control characters or huge paths)', () => {
  it('drops the query, replaces control characters and cuts at 80 characters', () => {
    expect(safePath('/api/v1/x?phoneNumber=0501234567')).toBe('/api/v1/x');
    expect(safePath('/a\u0000b\u001fc')).toBe('/a\ufffdb\ufffdc');
    const long = safePath(`/${'z'.repeat(500)}`);
    expect(long).toHaveLength(81);
    expect(long.endsWith('…')).toBe(true);
  });
});
