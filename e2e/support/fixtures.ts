import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page, type Route } from '@playwright/test';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The tests' fixture: the standard `page`, failing the test on any console error or uncaught
 * page error (CONVENTIONS), except the browser's benign 404 of a favicon and, per test file or
 * test, `allowedConsoleErrors` (one RegExp): the browser's network lines for answers a test provokes on
 * purpose (Chromium logs a 4xx answer as 'Failed to load resource'), matched on `text url`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  welcomeCoupon: boolean;
  welcomeSeen: undefined;
  signInLimitsReset: undefined;
}>({
  /**
   * Every test starts with the sign-in code limits per address cleared (`rate_limits` keys
   * 'otp-…', issue 2: 30 sends an hour per address) and the demo owners' earlier staff codes gone
   * (the per-phone limit counts them). The suite signs in well over 30 customers
   * and staff from one address (127.0.0.1) within an hour since the dine-in journeys (issue 18);
   * each test stands for other people on other devices. On PostgreSQL only (dbQuery); a PGlite
   * run keeps the limits.
   */
  signInLimitsReset: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none here).
    async ({}, use) => {
      await dbQuery("delete from rate_limits where key like 'otp-%'");
      // The demo owners (README 'Staff accounts') sign in to the board in many journeys; the limit
      // of codes per phone per hour (002 §9) counts their earlier codes, which earlier tests used.
      await dbQuery("delete from otp_codes where audience = 'staff' and phone_number in ($1, $2)", [
        '+971500000101',
        '+971500000102',
      ]);
      await use(undefined);
    },
    { auto: true },
  ],
  // One RegExp (alternatives with |): Playwright reads an array given to test.use as [value, options].
  allowedConsoleErrors: [null, { option: true }],
  /**
   * Whether the demo brands' welcome coupon modal (000 §4.9) may open. Off by default: it opens
   * once per browser session on the menu and would cover what the other journeys click. Off
   * marks it as already shown for this session (sessionStorage `sufra:{brandId}:welcomeShown`,
   * what the storefront itself writes); e2e/promotions.spec.ts turns it on.
   */
  welcomeCoupon: [false, { option: true }],
  welcomeSeen: [
    async ({ page, request, welcomeCoupon }, use) => {
      if (!welcomeCoupon) {
        const ids: string[] = [];
        for (const name of ['burgerato', 'alnile']) {
          const res = await request.post('/api/v1/branding/getBrandSettings', {
            data: { language: 'EN', temporaryDomainName: name },
          });
          const body = (await res.json()) as { success: number; data?: { brand?: { _id?: string } } };
          if (body.data?.brand?._id) ids.push(body.data.brand._id);
        }
        await page.addInitScript((brandIds: string[]) => {
          for (const id of brandIds) sessionStorage.setItem(`sufra:${id}:welcomeShown`, '1');
        }, ids);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      const benign = (text: string, url: string) =>
        (/favicon/i.test(url) && /404|Failed to load resource/i.test(text)) ||
        (allowedConsoleErrors?.test(`${text} ${url}`) ?? false);
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const url = msg.location()?.url ?? '';
        if (benign(msg.text(), url)) return;
        errors.push(`console.error: ${msg.text()}${url ? ` (${url})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      if (errors.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page logged errors:\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
export { expect };

/** A valid UAE mobile, +97150 and seven random digits: a new customer, far from the per-phone send limit. */
export function uniquePhone(): { e164: string; national: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { e164: `+97150${rest}`, national: `50${rest}` };
}

interface OutboxMessage {
  phoneNumber: string;
  code: string;
  brandId: string;
  text: string;
  createdAt: string;
}

/**
 * The latest one-time code sent to `phoneE164` through the dev outbox of demo mode
 * (GET /api/v1/dev/outbox?phoneNumber=…), polled for up to 15 s. `after`: only codes created
 * after that time (a resent code).
 */
export async function readOtp(request: APIRequestContext, phoneE164: string, after?: Date): Promise<string> {
  const deadline = Date.now() + 15_000;
  let last = '';
  while (Date.now() < deadline) {
    const res = await request.get(`/api/v1/dev/outbox?phoneNumber=${encodeURIComponent(phoneE164)}`);
    last = `${res.status()} ${await res.text()}`;
    if (res.ok()) {
      const body = (await res.json()) as { success: number; data?: { messages: OutboxMessage[] } };
      const messages = (body.data?.messages ?? [])
        .filter((m) => m.phoneNumber === phoneE164 && (!after || new Date(m.createdAt) > after))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      if (messages[0]) return messages[0].code;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `No one-time code for ${phoneE164} in the dev outbox within 15 s (last answer: ${last.slice(0, 300)})`,
  );
}

/**
 * Runs axe-core on the current page (WCAG 2.x A/AA rules), once its CSS transitions have ended,
 * and fails with a readable list when a violation of impact serious or critical is found. `page`
 * must be the test's own page.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Colours are read as painted: a button that has just been enabled is still fading in from the
  // disabled opacity (0.1 s), so running CSS transitions (not the endless spinners) are let finish first.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      null,
      { timeout: 2_000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(
    serious.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}`),
    `axe: serious/critical violations on ${screen} (${page.url()}):\n${report}`,
  ).toEqual([]);
}

/**
 * The e2e server's database — `{ databaseUrl (null on PGlite), dataDir, adminToken, secondPort }`
 * — as e2e/start-server.mjs wrote it for this run's port (E2E_PORT, default 8181), or null before
 * it has. `secondPort`: the port of the second API process on the same PostgreSQL database (null
 * on PGlite, which one process owns).
 */
export function e2eServerInfo(): {
  databaseUrl: string | null;
  dataDir: string;
  adminToken: string | null;
  secondPort?: number | null;
} | null {
  const file = path.join(here, '..', `.e2e-db-${process.env.E2E_PORT ?? 8181}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as {
    databaseUrl: string | null;
    dataDir: string;
    adminToken: string | null;
    secondPort?: number | null;
  };
}

/**
 * Changes a store's settings on the e2e server (issue 8: opening hours, service and pre-order
 * switches; apps/api modules/stores/store-settings.ts) through its loopback-only internal route,
 * with the admin token of the PGlite lock file or, on PostgreSQL, the one start-server.mjs gave it.
 * Answers the fields changed; throws with the server's message when refused.
 */
export async function setStoreSettings(
  temporaryDomainName: string,
  storeId: string,
  patch: Record<string, unknown>,
): Promise<string[]> {
  const info = e2eServerInfo();
  if (!info) throw new Error('the e2e server has not started');
  const token =
    info.adminToken ??
    (JSON.parse(readFileSync(path.join(info.dataDir, 'sufra.lock'), 'utf8')) as { token: string }).token;
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? 8181}/api/internal/store-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ temporaryDomainName, storeId, patch }),
  });
  const body = (await res.json()) as { success: number; message?: string; data?: { changed: string[] } };
  if (!res.ok || body.success !== 1 || !body.data)
    throw new Error(`store settings refused (${res.status}): ${body.message ?? ''}`);
  return body.data.changed;
}

/**
 * Replaces a brand's active integrations on the e2e server (issue 9, decision 0022: switch a brand
 * to HOSTED_PAGE or HOSTED_IFRAME and back) through the loopback-only internal route
 * `POST /api/internal/brand-integrations`, with the same admin token as setStoreSettings. `brand`
 * is the brand's id or temporary domain name. Throws with the server's message when refused.
 */
export async function setBrandIntegrations(
  request: APIRequestContext,
  brand: string,
  integrations: Array<{
    name: string;
    category: string;
    isActive: boolean;
    metaData?: Record<string, unknown>;
  }>,
): Promise<string> {
  const info = e2eServerInfo();
  if (!info) throw new Error('the e2e server has not started');
  const token =
    info.adminToken ??
    (JSON.parse(readFileSync(path.join(info.dataDir, 'sufra.lock'), 'utf8')) as { token: string }).token;
  const res = await request.post(
    `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}/api/internal/brand-integrations`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { brand, activeIntegrations: integrations },
    },
  );
  const body = (await res.json()) as { success: number; message?: string; data?: { brandId: string } };
  if (!res.ok() || body.success !== 1 || !body.data)
    throw new Error(`brand integrations refused (${res.status()}): ${body.message ?? ''}`);
  return body.data.brandId;
}

/** The e2e server's PostgreSQL URL, or null on PGlite. */
function e2eDatabaseUrl(): string | null {
  return e2eServerInfo()?.databaseUrl ?? null;
}

/**
 * Runs SQL on the e2e server's database when it is PostgreSQL (DATABASE_URL set), answering the
 * rows; answers null on PGlite, whose files only the server process may open — the caller then
 * checks the database through the API instead (GET order/getCustomerOrders reads the same rows).
 */
export async function dbQuery<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[] | null> {
  const url = e2eDatabaseUrl();
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Makes every store of the pages' boot data closed (`"isOpened":false`) and, unless
 * `keepPreOrders`, taking no pre-order either (a closed store that takes pre-orders still takes
 * orders, issue 8): a brand's page carries its first menu or its pickup stores (issue 6: no
 * start-up waterfall), so a test that closes the stores by rewriting API answers rewrites the
 * pages too. Answers a function that stops it.
 */
export async function closeStoresInPages(
  page: Page,
  { keepPreOrders = false }: { keepPreOrders?: boolean } = {},
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let body = (await response.text()).replaceAll('"isOpened":true', '"isOpened":false');
    if (!keepPreOrders)
      body = body.replace(/"isPreOrderEnabledFor(Delivery|Pickup)":true/g, '"isPreOrderEnabledFor$1":false');
    await route.fulfill({ response, body });
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}
