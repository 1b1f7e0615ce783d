import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

/** Gives jsdom a `navigator.serviceWorker` whose `register` is a spy; returns the spy. */
function fakeServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker (docs/decisions/0011-pwa.md)', () => {
  it('registers /sw.js with scope / in a production build, once the page has loaded', () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorker();
    registerServiceWorker();
    // jsdom has finished loading the test page: registration is immediate.
    expect(document.readyState).toBe('complete');
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });
  it('does nothing outside a production build (dev server, tests: there is no sw.js)', () => {
    vi.stubEnv('PROD', false);
    const register = fakeServiceWorker();
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
  it('does nothing where the browser has no service workers', () => {
    vi.stubEnv('PROD', true);
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
