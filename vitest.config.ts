import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'pricing',
          root: 'packages/pricing',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // A console.error during an api test fails it (CONVENTIONS).
          setupFiles: [
            fileURLToPath(new URL('apps/api/test/setup/fail-on-console-error.ts', import.meta.url)),
          ],
          // Every contract call's answer is parsed with its schema before it is sent (issue 16).
          env: { SUFRA_CHECK_RESPONSES: 'true' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
