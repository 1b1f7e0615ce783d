/**
 * How much of the API's own code one place-order runs (issue 16: "following an order visits 22
 * files"). Builds the app in this process on a fresh PGlite (or DATABASE_URL with --db postgres),
 * places three warm-up orders, then one order under V8's precise coverage (call counts), and
 * prints the files of apps/api/src and packages/ that ran, with the functions called in each.
 *
 *   npx tsx bench/order-path-files.ts [--db pglite|postgres] [--list]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { customers } from '../apps/api/src/db/schema.ts';
import { createSession } from '../apps/api/src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from '../apps/api/test/support/factory.ts';
import { createFreshPostgres } from '../apps/api/test/support/shared-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kind = process.argv.includes('postgres') ? 'postgres' : 'pglite';
const list = process.argv.includes('--list');

interface FunctionCoverage {
  functionName: string;
  ranges: { count: number }[];
}
interface ScriptCoverage {
  url: string;
  functions: FunctionCoverage[];
}

async function main() {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
  let url: string | undefined;
  let cleanup = async () => {};
  let dataDir: string | undefined;
  if (kind === 'postgres') {
    const fresh = await createFreshPostgres();
    url = fresh.url;
    cleanup = fresh.drop;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-order-path-'));
    cleanup = async () => rmSync(dataDir!, { recursive: true, force: true });
  }
  const database = await openDatabase(url ? { url } : { dataDir });
  const db = database.db;
  const brandId = (await createBrand(db)).id;
  const storeId = (await createStore(db, brandId)).id;
  const menu = await createMenu(db, brandId);
  const [c] = await db
    .insert(customers)
    .values({ brandId, phoneNumber: '+971504000001', name: 'Path' })
    .returning();
  const token = await createSession(db, brandId, c!.id, new Date());
  const app = await buildApp(
    {
      db,
      config: { demoMode: true, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
      internal: { events: { listen: database.listen, notify: database.notify } },
    },
    { logger: false },
  );
  await app.ready();
  const order = () =>
    app.inject({
      method: 'POST',
      url: '/api/v1/order/place-order-v2?app_version=26&app_name=WEB_STORE_FRONT',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: {
        brandId,
        storeId,
        language: 'EN',
        orderType: { type: 'PICKUP' },
        paymentType: 'CASH',
        orderedMenu: [
          { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
        ],
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
      },
    });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  for (let i = 0; i < 3; i++)
    if ((await order()).statusCode !== 200) throw new Error('warm-up order refused');
  await session.post('Profiler.takePreciseCoverage'); // resets the counts
  const placed = await order();
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  await session.post('Profiler.stopPreciseCoverage');
  if (placed.statusCode !== 200) throw new Error(`order refused: ${placed.body}`);

  const ours = result
    .filter((s) => s.url.startsWith('file://') && !s.url.includes('/node_modules/'))
    .map((s) => ({ file: path.relative(root, fileURLToPath(s.url)), functions: s.functions }))
    .filter((s) => /^(apps\/api\/src|packages\/(contract|pricing)\/src)\//.test(s.file))
    .map((s) => {
      // A function's first range is its whole body; count is how often it was called.
      const called = s.functions.filter((f) => f.functionName !== '' && (f.ranges[0]?.count ?? 0) > 0);
      return {
        file: s.file,
        functions: called.length,
        calls: called.reduce((n, f) => n + f.ranges[0]!.count, 0),
        names: called.map((f) => f.functionName),
      };
    })
    .filter((s) => s.functions > 0)
    .sort((a, b) => a.file.localeCompare(b.file));
  const api = ours.filter((s) => s.file.startsWith('apps/api/src/'));
  console.log(
    `one place-order (${kind}): ${ours.length} source files ran (${api.length} of apps/api/src), ${ours.reduce((n, s) => n + s.functions, 0)} named functions, ${ours.reduce((n, s) => n + s.calls, 0)} calls`,
  );
  // Libraries: calls per package (drizzle-orm, pg, fastify, zod …), the top ones.
  const byPackage = new Map<string, number>();
  for (const s of result) {
    const at = s.url.lastIndexOf('/node_modules/');
    if (at < 0) continue;
    const rest = s.url.slice(at + 14).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    const calls = s.functions.reduce((n, f) => n + (f.ranges[0]?.count ?? 0), 0);
    byPackage.set(name, (byPackage.get(name) ?? 0) + calls);
  }
  const top = [...byPackage].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  console.log(
    `library calls: ${top.reduce((n, [, c]) => n + c, 0)} (${top
      .slice(0, 6)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')})`,
  );
  if (list)
    for (const s of ours)
      console.log(`  ${s.file}  ${s.functions} fn / ${s.calls} calls: ${s.names.join(', ')}`);
  await app.close();
  await database.close();
  await cleanup();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
