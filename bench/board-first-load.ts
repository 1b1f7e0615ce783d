/**
 * The kitchen board's first load (issue 17 "npm run bench adds … the board's first load", decision
 * 0028): one store with 200 open orders (three lines each, one with options), the owner's
 * `GET staff/orders?storeId=` timed over loopback HTTP 50 times after 5 warm-ups (p50, p99, max in
 * ms, and the answer's size), and the gzipped size of what /kitchen loads beyond the storefront's
 * entry (scripts/js-budget.mjs; the web is built first when apps/web/dist has no build).
 *
 *   tsx bench/board-first-load.ts [--db pglite|postgres] [--orders 200] [--requests 50]
 *
 * PGlite in memory by default; `--db postgres` makes a fresh database on DATABASE_URL (dropped at
 * the end). Writes bench/results/board-first-load.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderLines, orders } from '../apps/api/src/db/schema.ts';
import { runStaffCommand } from '../apps/api/src/modules/staff/service.ts';
import { createStaffSession } from '../apps/api/src/platform/staff-session-repository.ts';
import { cardWorld } from '../apps/api/test/support/card-orders.ts';
import { orderRow } from '../apps/api/test/support/factory.ts';
import { createTestApp } from '../apps/api/test/support/test-app.ts';
import { measureInitialJs } from '../scripts/js-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const KIND = arg('db', 'pglite') === 'postgres' ? 'postgres' : 'pglite';
const ORDERS = Number(arg('orders', '200'));
const REQUESTS = Number(arg('requests', '50'));

/** The q-quantile (0–1) of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  const t = await createTestApp(KIND);
  try {
    const db = t.database.db;
    const w = await cardWorld(db, 'none');
    const statuses = ['PENDING', 'ACCEPTED', 'PREPARING', 'ON_THE_WAY'];
    const rows = Array.from({ length: ORDERS }, (_, i) =>
      orderRow(
        { brandId: w.brand.id, storeId: w.store.id, customerId: w.customer.id },
        {
          status: statuses[i % statuses.length]!,
          serviceType: i % 4 === 3 ? 'DELIVERY' : 'PICKUP',
          orderLevelSpecialRequest: i % 5 === 0 ? 'No onions, extra napkins' : '',
          placedAt: new Date(Date.now() - (ORDERS - i) * 60_000),
        },
      ),
    );
    const placed = await db.insert(orders).values(rows).returning({ id: orders.id });
    const line = (orderId: string, position: number, withOptions: boolean) => ({
      orderId,
      brandId: w.brand.id,
      itemId: w.menu.fries.id,
      categoryId: w.menu.category.id,
      sku: null,
      titleEn: 'Fries',
      titleAr: 'بطاطس',
      imageUrls: [],
      quantity: 1 + (position % 2),
      unitPriceFils: 850,
      lineTotalFils: 850 * (1 + (position % 2)),
      options: withOptions
        ? [
            {
              optionId: w.menu.fries.id,
              modifierGroupId: w.menu.category.id,
              nameEn: 'Cheese sauce',
              nameAr: 'صلصة الجبن',
              priceFils: 200,
              quantity: 1,
              sku: null,
            },
          ]
        : [],
      position,
    });
    await db
      .insert(orderLines)
      .values(placed.flatMap((o) => [line(o.id, 0, true), line(o.id, 1, false), line(o.id, 2, false)]));
    const phone = '+971500009999';
    const list = await runStaffCommand(
      db,
      {
        action: 'add',
        temporaryDomainName: w.brand.temporaryDomainName,
        phoneNumber: phone,
        role: 'owner',
        storeIds: [],
      },
      new Date(),
    );
    const token = await createStaffSession(
      db,
      w.brand.id,
      list.find((m) => m.phoneNumber === phone)!.id,
      new Date(),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/v1/staff/orders?${new URLSearchParams({
      app_version: '26',
      app_name: 'WEB_STORE_FRONT',
      brandId: w.brand.id,
      storeId: w.store.id,
    })}`;
    const headers = { authorization: `Staff ${token}`, 'accept-encoding': 'br, gzip' };
    let bytes = 0;
    let count = 0;
    const times: number[] = [];
    for (let i = 0; i < 5 + REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { data?: { orders: unknown[] } };
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`staff/orders answered ${res.status}`);
      if (i >= 5) times.push(ms);
      count = body.data?.orders.length ?? 0;
      bytes = JSON.stringify(body).length;
    }
    times.sort((a, b) => a - b);
    if (!existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json')))
      spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    const js = measureInitialJs(path.join(root, 'apps/web/dist'));
    const result = {
      at: new Date().toISOString(),
      db: KIND,
      orders: count,
      requests: REQUESTS,
      p50Ms: round(quantile(times, 0.5)),
      p99Ms: round(quantile(times, 0.99)),
      maxMs: round(times.at(-1) ?? Number.NaN),
      answerJsonBytes: bytes,
      kitchenChunk: js.kitchen.screenChunk,
      kitchenRouteGzipKB: js.kitchen.routeGzipKB,
      entryGzipKB: js.entryGzipKB,
    };
    console.log(
      `\nkitchen board first load (${KIND}): GET staff/orders with ${count} orders, ${REQUESTS} requests: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms, ${Math.round(bytes / 1024)} KiB of JSON (sent compressed); /kitchen loads ${result.kitchenRouteGzipKB} KB gzipped beyond the ${result.entryGzipKB} KB entry`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/board-first-load.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    t.app.server.closeAllConnections();
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
