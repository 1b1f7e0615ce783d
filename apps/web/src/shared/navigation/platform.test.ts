import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM, orderingPlatform, rememberPlatform } from './platform.ts';

beforeEach(() => sessionStorage.clear());

describe('the platform of the session (000 §2.1, ROUTE-12, decision 0037)', () => {
  it("defaults to 'web'", () => {
    expect(orderingPlatform()).toBe(DEFAULT_PLATFORM);
    expect(DEFAULT_PLATFORM).toBe('web');
  });
  it('is read from ?platform= on load and kept for the session, also when a later URL has none', () => {
    rememberPlatform('?store-id=x&platform=ios-app');
    expect(orderingPlatform()).toBe('ios-app');
    rememberPlatform('');
    expect(orderingPlatform()).toBe('ios-app');
  });
  it('ignores a value that is not 1–40 of [A-Za-z0-9._-]', () => {
    rememberPlatform('?platform=<script>');
    rememberPlatform(`?platform=${'a'.repeat(41)}`);
    expect(orderingPlatform()).toBe('web');
  });
});
