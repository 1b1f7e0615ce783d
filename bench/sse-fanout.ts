/**
 * Live order streams, fan-out (issue 17, 002 §4.1, decision 0026): N (default 1,000) open
 * `order/events` streams on one API process on PostgreSQL, all following one order; one status
 * change committed by another connection (setOrderStatus, as a second process would); prints the
 * time from the commit to each stream's receipt of the new status (p50, p99, max, in ms), how many
 * received it, and the server's resident memory per open stream (KiB: RSS with the streams minus
 * RSS before them, over N).
 *
 *   tsx bench/sse-fanout.ts [--streams 1000]
 *
 * A fresh database on DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres), dropped
 * at the end; the server is bench/lib/sse-server.ts in its own node process (its RSS read from
 * /proc); traffic to 127.0.0.1 only. Writes bench/results/sse-fanout.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { customers } from '../apps/api/src/db/schema.ts';
import { setOrderStatus } from '../apps/api/src/modules/orders/status-service.ts';
import { createSession } from '../apps/api/src/platform/session-repository.ts';
import { type EventStreamClient, openEventStream } from '../apps/api/test/support/event-stream.ts';
import { createBrand, createMenu, createStore } from '../apps/api/test/support/factory.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = process.argv.indexOf('--streams');
const STREAMS = at >= 0 ? Number(process.argv[at + 1]) : 1000;
const port = Number(process.env.BENCH_SSE_PORT ?? 8384);
const origin = `http://127.0.0.1:${port}`;

/** The resident set of process `pid` in KiB (/proc/<pid>/status VmRSS). */
function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
  return Number(line?.[1] ?? 0);
}

/** The q-quantile (0–1) of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function startServer(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/sse-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return child;
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `sufra_bench_sse_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  let server: ChildProcess | undefined;
  const streams: EventStreamClient[] = [];
  try {
    const db = database.db;
    const brandId = (await createBrand(db)).id;
    const storeId = (await createStore(db, brandId)).id;
    const menu = await createMenu(db, brandId);
    const [c] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: '+971504000000', name: 'Bench' })
      .returning();
    const token = await createSession(db, brandId, c!.id, new Date());
    server = await startServer(url.toString());
    const placed = await fetch(`${origin}/api/v1/order/place-order-v2`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token,
        'idempotency-key': randomBytes(8).toString('hex'),
      },
      body: JSON.stringify({
        brandId,
        storeId,
        orderType: { type: 'PICKUP' },
        paymentType: 'CASH',
        orderedMenu: [
          { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
        ],
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
      }),
    });
    const order = (
      (await placed.json()) as {
        data?: { savedOrder?: { _id: string; orderNumber: string; trackingToken: string } };
      }
    ).data?.savedOrder;
    if (!order) throw new Error(`place-order failed: ${placed.status}`);
    const address = `${origin}/api/v1/order/events/${order.orderNumber}?${new URLSearchParams({ brandId, t: order.trackingToken })}`;

    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = rssKiB(server.pid!);
    const received: number[] = [];
    let commitAt = 0;
    for (let opened = 0; opened < STREAMS; opened += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - opened) }, () =>
          openEventStream(address, {}, (e) => {
            if (e.event === 'order' && e.data?.includes('"orderStatus":"ACCEPTED"'))
              received.push(performance.now() - commitAt);
          }),
        ),
      );
      streams.push(...batch);
    }
    const refused = streams.filter((s) => s.response.status !== 200).length;
    await Promise.all(
      streams
        .filter((s) => s.response.ok)
        .map((s) => s.waitFor((e) => e.event === 'order', { timeoutMs: 30_000 })),
    );
    await new Promise((r) => setTimeout(r, 500));
    const rssWith = rssKiB(server.pid!);

    await setOrderStatus(db, { brandId, now: new Date() }, order._id, 'ACCEPTED');
    commitAt = performance.now();
    const deadline = Date.now() + 10_000;
    while (received.length < STREAMS - refused && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    const sorted = [...received].sort((a, b) => a - b);
    const result = {
      streams: STREAMS,
      refused,
      received: received.length,
      commitToReceiptMs: {
        p50: Number(quantile(sorted, 0.5).toFixed(1)),
        p99: Number(quantile(sorted, 0.99).toFixed(1)),
        max: Number((sorted.at(-1) ?? NaN).toFixed(1)),
      },
      serverRssKiB: {
        before: rssBefore,
        withStreams: rssWith,
        perStream: Number(((rssWith - rssBefore) / STREAMS).toFixed(1)),
      },
    };
    console.log(`SSE fan-out (issue 17): ${STREAMS} streams on one process (PostgreSQL), one status change`);
    console.log(
      `  received ${result.received}/${STREAMS - refused} (refused ${refused}); commit → receipt p50 ${result.commitToReceiptMs.p50} ms, p99 ${result.commitToReceiptMs.p99} ms, max ${result.commitToReceiptMs.max} ms`,
    );
    console.log(
      `  server RSS ${(rssBefore / 1024).toFixed(1)} MiB → ${(rssWith / 1024).toFixed(1)} MiB with the streams: ${result.serverRssKiB.perStream} KiB per stream`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, 'bench/results/sse-fanout.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const s of streams) s.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
