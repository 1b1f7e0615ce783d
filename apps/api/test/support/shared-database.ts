import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';

/** A new, empty database on the DATABASE_URL server: its URL and how to drop it. */
export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `sufra_test_<random>` on the DATABASE_URL server (createTestApp uses it too). */
export async function createFreshPostgres(): Promise<FreshPostgres> {
  const baseUrl = process.env.DATABASE_URL!;
  const name = `sufra_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One app on its own connections to a shared database, as one API process would have. */
export interface ProcessLikeApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Builds an app as main.ts does for one process: its own openDatabase (pool + LISTEN connection)
 * on `url`, menu-change notifications wired, demo mode, trustProxy 1 (tests choose the client
 * by X-Forwarded-For), no logger, no web dist.
 */
export async function createAppOn(url: string): Promise<ProcessLikeApp> {
  const database = await openDatabase({ url });
  const app = await buildApp(
    {
      db: database.db,
      config: { demoMode: true, minAppVersion: 26, webDist: undefined, logLevel: 'silent', trustProxy: 1 },
      internal: { events: { listen: database.listen, notify: database.notify } },
    },
    { logger: false },
  );
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The repository's tsx and the API's entry points. */
export const tsxBin = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
export const apiDir = path.resolve(import.meta.dirname, '../..');

/** A real server process started by startServer. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far (stdout + stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * Starts a real Sufra server process (`command` + `args`, default tsx src/main.ts) with the given
 * environment on a free port (PORT, HOST 127.0.0.1, SUFRA_WEB_DIST '' — no SPA) and waits up to
 * `timeoutMs` until it answers HTTP. DATABASE_URL is removed unless `env` sets it.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  opts: { command?: string; args?: string[]; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, NODE_ENV: undefined };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_ENV;
  Object.assign(
    childEnv,
    { PORT: String(port), HOST: '127.0.0.1', SUFRA_WEB_DIST: '', LOG_LEVEL: 'info' },
    env,
  );
  const child = spawn(opts.command ?? tsxBin, opts.args ?? ['src/main.ts'], {
    cwd: apiDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/dev/outbox?app_version=26`);
      if (res.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within the time limit:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    port,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
