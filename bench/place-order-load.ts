/**
 * Open-loop place-order load (issue 16: "the order path got three times slower"): orders arrive
 * at a fixed rate whatever the server answers — many customers, one-line cash pickup orders, the
 * server as `npm start` runs it (apps/api/src/main.ts in its own process) — and the bench reports,
 * per offered rate, the orders placed per second, the p50/p99 latency of placed orders, the 503
 * refusals and their p99 latency, time-outs (5 s), and the server's CPU ms per placed order.
 *
 *   tsx bench/place-order-load.ts [--db postgres|pglite] [--rates 100,200,400] [--seconds 10]
 *
 * PostgreSQL: a fresh database on DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres),
 * dropped at the end. PGlite: a fresh folder. The data: one always-open pickup store, the test
 * factory's menu, 200 customers with sessions. Traffic goes to 127.0.0.1 only; every loop is bounded.
 * Prints a table and writes bench/results/place-order-<db>.json. BENCH_SERVER_NODE_ARGS runs the server
 * under `node <args> --import tsx` (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { customers } from '../apps/api/src/db/schema.ts';
import { createSession } from '../apps/api/src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from '../apps/api/test/support/factory.ts';
import { createFreshPostgres } from '../apps/api/test/support/shared-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};
const kind = arg('db', 'postgres') as 'postgres' | 'pglite';
const rates = arg('rates', kind === 'postgres' ? '100,200,400' : '30,60,120')
  .split(',')
  .map(Number);
const seconds = Number(arg('seconds', '10'));
const port = Number(process.env.BENCH_ORDER_PORT ?? 8383);
const origin = `http://127.0.0.1:${port}`;
const CUSTOMERS = 200;
const TIMEOUT_MS = 5_000;

/** The bench's data: a brand, an always-open store, the factory menu and signed-in customers. */
async function seed(url: string | undefined, dataDir: string | undefined) {
  const database = await openDatabase(url ? { url } : { dataDir });
  const db = database.db;
  const brandId = (await createBrand(db)).id;
  const storeId = (await createStore(db, brandId)).id;
  const menu = await createMenu(db, brandId);
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const [c] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: `+97150${String(4_000_000 + i)}`, name: `Bench ${i}` })
      .returning();
    tokens.push(await createSession(db, brandId, c!.id, new Date()));
  }
  await database.close();
  const body = {
    brandId,
    storeId,
    orderType: { type: 'PICKUP' },
    paymentType: 'CASH',
    orderedMenu: [
      { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
    ],
    itemsTotalPrice: 8.5,
    totalOrderPrice: 8.93,
  };
  return { body: JSON.stringify(body), tokens };
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') runs the server under node with those flags.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean);
  const [command, args] = nodeArgs
    ? [process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts']]
    : [path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', SUFRA_SEED_DEMO: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${origin}/api/docs`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 120 s');
}

/** CPU ms of every PostgreSQL server process so far (0 when none is visible, e.g. another machine). */
function postgresCpuMs(): number {
  let total = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.split(') ')[1]!.split(' ');
        total += (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {}
    }
  } catch {}
  return total;
}

/** The server's CPU time so far, ms (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  // tsx runs main.ts in a child node process: sum the whole process tree's times.
  let total = 0;
  const visit = (p: number) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(' ') : []) visit(Number(c));
    } catch {}
  };
  visit(pid);
  return total;
}

interface Sample {
  status: number;
  ms: number;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

/** Offers `rate` orders a second for `durationS` seconds, open loop; resolves when every answer is in. */
async function openLoop(rate: number, durationS: number, order: string, tokens: string[]) {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const total = Math.round(rate * durationS);
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const token = tokens[sent % tokens.length]!;
      const t0 = performance.now();
      pending.push(
        fetch(`${origin}/api/v1/order/place-order-v2`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: token,
            'idempotency-key': randomBytes(12).toString('hex'),
          },
          body: order,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            samples.push({ status: res.status, ms: performance.now() - t0 });
          })
          .catch(() => {
            samples.push({ status: 0, ms: performance.now() - t0 });
          }),
      );
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const sendS = (performance.now() - start) / 1000;
  await Promise.all(pending);
  const placed = samples.filter((s) => s.status === 200).map((s) => s.ms);
  const refused = samples.filter((s) => s.status === 503).map((s) => s.ms);
  return {
    offeredPerS: rate,
    sent: samples.length,
    placed: placed.length,
    placedPerS: Math.round((placed.length / sendS) * 10) / 10,
    p50Ms: percentile(placed, 50),
    p99Ms: percentile(placed, 99),
    refused503: refused.length,
    refusedP99Ms: percentile(refused, 99),
    timeouts: samples.filter((s) => s.status === 0).length,
    otherStatuses: samples.filter((s) => s.status !== 200 && s.status !== 503 && s.status !== 0).length,
  };
}

async function main() {
  process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';
  let dropDatabase = async () => {};
  let env: Record<string, string>;
  let dataDir: string | undefined;
  let url: string | undefined;
  if (kind === 'postgres') {
    const fresh = await createFreshPostgres();
    url = fresh.url;
    env = { DATABASE_URL: url };
    dropDatabase = fresh.drop;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sufra-bench-orders-'));
    env = { SUFRA_DATA_DIR: dataDir };
    dropDatabase = async () => rmSync(dataDir!, { recursive: true, force: true });
  }
  const { body, tokens } = await seed(url, dataDir);
  if (kind === 'pglite') delete process.env.DATABASE_URL;
  const server = await startServer(env);
  const results = [];
  try {
    await openLoop(50, 6, body, tokens); // warm-up: JIT, caches, pool (not reported)
    for (const rate of rates) {
      await new Promise((r) => setTimeout(r, 2_000));
      const cpuBefore = cpuMs(server.pid!);
      const pgBefore = postgresCpuMs();
      const clientBefore = process.cpuUsage();
      const startedAt = performance.now();
      const r = await openLoop(rate, seconds, body, tokens);
      const cpu = cpuMs(server.pid!) - cpuBefore;
      const wallMs = performance.now() - startedAt;
      const client = process.cpuUsage(clientBefore);
      const pct = (ms: number) => Math.round((100 * ms) / wallMs);
      results.push({
        ...r,
        cpuMsPerPlaced: r.placed ? Math.round((cpu / r.placed) * 10) / 10 : null,
        // Where the machine's CPU went during the run, % of one core: this server, PostgreSQL, this load generator.
        serverCpuPct: pct(cpu),
        postgresCpuPct: kind === 'postgres' ? pct(postgresCpuMs() - pgBefore) : null,
        loadCpuPct: pct((client.user + client.system) / 1000),
      });
    }
  } finally {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(() => server.kill('SIGKILL'), 5_000).unref();
    });
    await dropDatabase();
  }
  console.log(
    `\nplace-order, open loop, ${kind}, ${seconds} s per rate, ${CUSTOMERS} customers, 1-line cash pickup`,
  );
  console.table(results);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/place-order-${kind}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), kind, seconds, results }, null, 2)}\n`,
  );
}

await main();
