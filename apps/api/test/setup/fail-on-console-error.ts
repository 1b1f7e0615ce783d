import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * A `console.error` during an api test fails that test (CONVENTIONS: tests and habits, as in
 * epic-stack): errors are collected while the test runs, still printed, and the test fails in
 * afterEach naming the first one. A test that expects an error logs through a stubbed
 * console.error of its own (vi.spyOn(console, 'error').mockImplementation(...)).
 */
let calls: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  calls = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
    original(...args);
  });
});

afterEach(() => {
  const seen = calls;
  // The test may have restored every mock itself (vi.restoreAllMocks); restoring twice is harmless.
  spy?.mockRestore();
  spy = undefined;
  calls = [];
  if (seen.length > 0) {
    expect.fail(
      `console.error was called during the test (${seen.length}×): ${seen[0]!.map(String).join(' ')}`,
    );
  }
});
