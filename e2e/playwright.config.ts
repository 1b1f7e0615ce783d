import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (ARCHITECTURE: Playwright needs
 * executablePath '/usr/bin/chromium'). The web server is the real one, started by
 * e2e/start-server.mjs on a fresh PGlite folder, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Serves apps/web/dist: build the web first (scripts/run-e2e.mjs does).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
const ci = !!process.env.CI;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: ci ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 390, height: 844 },
    // The storefront's service worker answers pages itself, and page.route() does not see what a
    // service worker fetches: tests that rewrite answers need it off. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: root,
    url: `${baseURL}/api/docs`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
