#!/usr/bin/env node
// The e2e web server, started by Playwright's `webServer` (which starts before globalSetup, so
// the database is prepared here). Runs the real server, `tsx apps/api/src/main.ts`, on a fresh
// PGlite folder and — when DATABASE_URL is set — on a dedicated fresh PostgreSQL database
// `sufra_e2e_<time>_<random>` that is dropped again when this process is stopped.
// Writes e2e/.e2e-db-<port>.json ({ databaseUrl, dataDir, adminToken, secondPort }) for the tests'
// database checks (one file per port, so runs on other ports do not overwrite it).
// On PostgreSQL a second API process serves the same database on PORT + 1 (`secondPort`; issue 17:
// the customer on one process, the kitchen on the other, live events fanned out by NOTIFY); it
// starts once the first one answers, so the two never migrate and seed at once.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const infoFile = path.join(here, `.e2e-db-${process.env.PORT || '8181'}.json`);
const baseUrl = process.env.DATABASE_URL || '';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sufra-e2e-'));
const dataDir = path.join(tmp, 'data');

/** The same server URL with another database name. */
function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(fn) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let dbName = null;
if (baseUrl) {
  dbName = `sufra_e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(async (client) => {
    // Databases left behind by a killed run more than two hours ago are removed.
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'sufra\\_e2e\\_%'",
    );
    for (const { datname } of rows) {
      const time = Number(datname.split('_')[2]);
      if (Number.isFinite(time) && Date.now() - time > 2 * 3600_000) {
        await client.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
      }
    }
    await client.query(`create database "${dbName}"`);
  });
}
const databaseUrl = dbName ? withDatabase(baseUrl, dbName) : null;
// The internal routes' admin token on PostgreSQL (on PGlite the server's lock file holds its own).
const adminToken = databaseUrl ? randomBytes(32).toString('hex') : null;
const port = Number(process.env.PORT || '8181');
const secondPort = databaseUrl ? port + 1 : null;
writeFileSync(infoFile, `${JSON.stringify({ databaseUrl, dataDir, adminToken, secondPort }, null, 2)}\n`);
console.log(`[e2e] database: ${databaseUrl ?? `PGlite in ${dataDir}`}`);

const env = {
  ...process.env,
  PORT: process.env.PORT || '8181',
  SUFRA_DATA_DIR: dataDir,
  SUFRA_DEMO_MODE: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;
if (adminToken) env.SUFRA_ADMIN_TOKEN = adminToken;
else delete env.DATABASE_URL;
// E2E_WEB_DIST (or SUFRA_WEB_DIST, passed through as it is) serves another build than
// apps/web/dist (e.g. one made for a single spec with `vite build --outDir`), so a run does not
// disturb the shared build; unset = the default.
if (process.env.E2E_WEB_DIST) env.SUFRA_WEB_DIST = path.resolve(root, process.env.E2E_WEB_DIST);

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, ['apps/api/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
/** Set once the servers are being stopped (cleanup). */
let cleaning = null;
/** The second API process (PostgreSQL only), started when the first one answers. */
let second = null;
if (secondPort) {
  (async () => {
    for (let i = 0; i < 360 && !cleaning; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/docs`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (cleaning) return;
    second = spawn(tsx, ['apps/api/src/main.ts'], {
      cwd: root,
      env: { ...env, PORT: String(secondPort), SUFRA_DATA_DIR: `${dataDir}-2` },
      stdio: 'inherit',
    });
    second.on('exit', (code, signal) => {
      if (!cleaning) console.error(`[e2e] second server exited (${signal ?? code})`);
    });
  })();
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s. */
async function stop(proc) {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      resolve();
    }, 5000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function cleanup(code) {
  if (cleaning) return cleaning;
  cleaning = (async () => {
    await Promise.all([stop(child), stop(second)]);
    if (dbName) {
      await admin((client) => client.query(`drop database if exists "${dbName}" with (force)`)).catch(
        (error) => console.error(`[e2e] could not drop ${dbName}: ${error.message}`),
      );
    }
    rmSync(tmp, { recursive: true, force: true });
    rmSync(infoFile, { force: true });
    process.exit(code);
  })();
  return cleaning;
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => cleanup(0));
child.on('exit', (code, signal) => {
  if (!cleaning) {
    console.error(`[e2e] server exited (${signal ?? code})`);
    cleanup(code ?? 1);
  }
});
