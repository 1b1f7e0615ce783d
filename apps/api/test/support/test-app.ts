import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app.ts';
import type { TrustProxy } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { MessagingTransport } from '../../src/modules/auth/messaging.ts';
import type { AdmissionLimits } from '../../src/platform/admission.ts';
import { createFreshPostgres } from './shared-database.ts';

/** The databases the integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function testDatabases(): Array<'pglite' | 'postgres'> {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A built app on a fresh, migrated database, with a settable clock. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Sets the clock the app reads (default: the real time). */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database: an in-memory PGlite, or a new database created on the
 * DATABASE_URL server (dropped on close). Demo mode on, no web dist, no logger (unless `logStream`).
 */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  opts: {
    messaging?: MessagingTransport;
    demoMode?: boolean;
    minAppVersion?: number;
    /** Trusted proxies (default false, as in production): 1 lets a test pick its client by X-Forwarded-For. */
    trustProxy?: TrustProxy;
    /** Receives the app's JSON log lines at level `warn` and above (default: no logger). */
    logStream?: NodeJS.WritableStream;
    /** The order path's bounds (platform/admission.ts; default: none, as before issue 16). */
    admission?: AdmissionLimits;
    /** Wires the database's LISTEN/NOTIFY as main.ts does (issue 17: live order streams). */
    events?: boolean;
    /** Bounds of the live order streams (issue 17; default: the app's). */
    orderStreams?: AppDeps['orderStreams'];
  } = {},
): Promise<TestApp> {
  let database: Database;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const fresh = await createFreshPostgres();
    database = await openDatabase({ url: fresh.url });
    dropDatabase = fresh.drop;
  } else {
    database = await openDatabase({});
  }
  let fixedNow: Date | null = null;
  const app = await buildApp(
    {
      db: database.db,
      now: () => fixedNow ?? new Date(),
      config: {
        demoMode: opts.demoMode ?? true,
        minAppVersion: opts.minAppVersion ?? 26,
        webDist: undefined,
        logLevel: opts.logStream ? 'warn' : 'silent',
        trustProxy: opts.trustProxy ?? false,
      },
      ...(opts.messaging ? { messaging: opts.messaging } : {}),
      ...(opts.admission ? { admission: opts.admission } : {}),
      ...(opts.events ? { internal: { events: { listen: database.listen, notify: database.notify } } } : {}),
      ...(opts.orderStreams ? { orderStreams: opts.orderStreams } : {}),
    },
    opts.logStream ? { logStream: opts.logStream } : { logger: false },
  );
  await app.ready();
  return {
    app,
    database,
    setNow: (date) => {
      fixedNow = date;
    },
    close: async () => {
      // A test's HTTP client (a stream reader, fetch keep-alive) may open or keep a connection
      // while the app closes; Node's server.close() would wait for it up to the keep-alive
      // timeout (~70 s). Tests do not need a graceful drain: close every connection meanwhile.
      const closing = app.close();
      const sweep = setInterval(() => app.server.closeAllConnections(), 50);
      await closing.finally(() => clearInterval(sweep));
      await database.close();
      await dropDatabase();
    },
  };
}

/** POSTs JSON to /api/v1/<path> with the common query; returns status and parsed body. */
export async function post(
  app: FastifyInstance,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/${path}?app_version=26&app_name=WEB_STORE_FRONT`,
    payload: body as object,
    headers,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** GETs /api/v1/<path> with the common query and extra query parameters. */
export async function get(
  app: FastifyInstance,
  path: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
): Promise<{ status: number; body: any }> {
  const qs = new URLSearchParams({ app_version: '26', app_name: 'WEB_STORE_FRONT', ...query });
  const res = await app.inject({ method: 'GET', url: `/api/v1/${path}?${qs}`, headers });
  return { status: res.statusCode, body: res.json() };
}
