import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { restrictDataDir } from './data-dir-permissions.ts';
import { acquireOwnerLock, displayPath, type OwnerLock } from './owner-lock.ts';
import * as coreSchema from './schema.ts';
import * as promotionsSchema from './schema-promotions.ts';

/** Every table of Sufra (the core schema and the promotions schema of issue 7). */
const schema = { ...coreSchema, ...promotionsSchema };

/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Notifications between processes sharing one database (ARCHITECTURE: scale out): PostgreSQL
 * LISTEN/NOTIFY on a dedicated connection, or PGlite's own LISTEN/NOTIFY (one process).
 * A payload `*` means "anything may have changed" (sent to listeners after the listening
 * connection was lost and re-established, since notifications may have been missed meanwhile).
 */
export interface DatabaseEvents {
  /**
   * Calls `fn(payload)` for every notification on `channel` (a lower-case SQL identifier, e.g.
   * `sufra_menu_changed`) from any process, this one included. Resolves once listening, to an
   * unsubscribe function.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends `pg_notify(channel, payload)` (delivered to every listener once committed). */
  notify(channel: string, payload: string): Promise<void>;
}

/** A connected database: Drizzle handle, its kind, notifications, the PGlite owner lock, close. */
export interface Database extends DatabaseEvents {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The owner lock of a PGlite folder (null for PostgreSQL and in-memory PGlite). */
  owner: OwnerLock | null;
  /** Closes connections, stops listening and releases the owner lock. */
  close(): Promise<void>;
}

/** Options of openDatabase. */
export interface OpenDatabaseOptions {
  /** PostgreSQL URL (DATABASE_URL). */
  url?: string | undefined;
  /** PGlite folder (SUFRA_DATA_DIR); unset with no url → in-memory PGlite. */
  dataDir?: string | undefined;
  /**
   * Runs after the migrations while the setup lock is still held (e.g. the demo seed), so that
   * processes started together on one PostgreSQL database set it up one after the other.
   */
  setup?: ((db: Db) => Promise<unknown>) | undefined;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The key of the PostgreSQL advisory lock that serialises migrations and the demo seed across
 * processes (pg_advisory_lock(bigint); an arbitrary constant, "sufra" in ASCII).
 */
const SETUP_LOCK_KEY = '495874158177';

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel '${channel}'`);
}

/**
 * Makes the PGlite folder private (restrictDataDir: folders 0700, files 0600); warns on the
 * console when some entries kept their modes (e.g. files of another user).
 */
function makePrivate(dataDir: string): void {
  const { failed } = restrictDataDir(dataDir);
  if (failed.length > 0) {
    console.warn(
      `The database folder ${displayPath(dataDir)} could not be made private: ${failed.length} entries keep their permissions (first: ${failed[0]}). Make the folder owned by the user Sufra runs as.`,
    );
  }
}

/**
 * Opens the database and runs the migrations, then `setup` (ARCHITECTURE: database).
 * - `url` set: that PostgreSQL server (node-postgres pool of 10). Migrations and `setup` run
 *   while this process holds `pg_advisory_lock(SETUP_LOCK_KEY)` on one dedicated connection, so
 *   instances started together wait for each other instead of racing (issue 5).
 * - else `dataDir`: an embedded PGlite database in that folder (created if missing), owned by
 *   this process alone: `<dataDir>/sufra.lock` is taken first, and a folder a live process
 *   already owns throws DatabaseInUseError (owner-lock.ts) before PGlite opens it. The folder is
 *   private to this user (issue 16: folders 0700, files 0600), tightened before PGlite opens it
 *   and again after migrations and `setup`, since PGlite writes its files world-readable.
 * - else an in-memory PGlite (tests).
 * On failure everything opened so far is closed (and the lock released) before it throws.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.setup);
  let owner: OwnerLock | null = null;
  if (opts.dataDir) {
    makePrivate(opts.dataDir);
    owner = acquireOwnerLock(opts.dataDir);
  }
  let client: PGlite | undefined;
  try {
    client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await opts.setup?.(db);
    if (opts.dataDir) makePrivate(opts.dataDir);
    const pglite = client;
    return {
      db,
      kind: 'pglite',
      owner,
      listen: async (channel, fn) => {
        checkChannel(channel);
        const unsubscribe = await pglite.listen(channel, fn);
        return async () => unsubscribe();
      },
      notify: async (channel, payload) => {
        checkChannel(channel);
        await pglite.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        try {
          await pglite.close();
        } finally {
          owner?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    owner?.release();
    throw error;
  }
}

async function openPostgres(url: string, setup: OpenDatabaseOptions['setup']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  // 57P01 (admin_shutdown: a restart, a failover, a dropped database) is expected operations, a
  // warning; anything else is an error.
  pool.on('error', (error) => {
    const log = (error as { code?: string }).code === '57P01' ? console.warn : console.error;
    log(`PostgreSQL pool: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1::bigint)', [SETUP_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder });
      await setup?.(db);
    } finally {
      // Ending the session releases the advisory lock even if the unlock fails.
      await lock.query('select pg_advisory_unlock($1::bigint)', [SETUP_LOCK_KEY]).catch(() => {});
      await lock.end().catch(() => {});
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    owner: null,
    listen: listener.listen,
    notify: async (channel, payload) => {
      checkChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection that LISTENs on every subscribed channel, opened on the first
 * `listen`. A lost connection is re-opened after 1 s and re-LISTENs; its listeners then get `*`.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (channel: string, payload: string) => {
    for (const fn of handlers.get(channel) ?? []) {
      try {
        fn(payload);
      } catch (error) {
        console.error(`listener of ${channel} failed: ${(error as Error).message}`);
      }
    }
  };
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => dispatch(n.channel, n.payload ?? ''));
      const lost = () => {
        if (client !== c) return;
        client = null;
        if (closed) return;
        retry = setTimeout(() => {
          connect()
            .then(() => {
              for (const channel of handlers.keys()) dispatch(channel, '*');
            })
            .catch((error) => console.error(`LISTEN connection: ${(error as Error).message}`));
        }, 1000);
      };
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      } catch (error) {
        await c.end().catch(() => {});
        throw error;
      } finally {
        connecting = null;
      }
      client = c;
      return c;
    })();
    return connecting;
  };

  return {
    listen: async (channel: string, fn: (payload: string) => void) => {
      checkChannel(channel);
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(fn);
      handlers.set(channel, set);
      const c = await connect();
      if (first) await c.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(fn);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${channel}`).catch(() => {});
        }
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
