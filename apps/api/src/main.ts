import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/owner-lock.ts';
import { createMessagingTransport } from './modules/auth/messaging.ts';
import type { AdmissionLimits } from './platform/admission.ts';
import { seedDemoBrands } from './seed/seed-demo.ts';

/**
 * Starts Sufra: opens (and migrates) the database and, when `config.seedDemo` (demo mode by
 * default), seeds the demo brands on an empty one —
 * both under the setup lock on PostgreSQL, after taking the owner lock of a PGlite folder — then
 * serves. Announces its port in the PGlite lock file so that local commands (`npm run
 * import:menu`) send their work to it; listens for menu changes of other processes.
 */
/**
 * The order path's bounds per database (issue 16, decision 0023): PostgreSQL runs as many
 * place-orders as its pool has connections (10); PGlite is one connection in this process, so two
 * run at once (one writes while the other is parsed and priced). A request waits at most 100 ms
 * for a slot behind at most twice as many others; beyond that it is refused with 503 at once.
 */
const ORDER_ADMISSION = {
  postgres: { concurrency: 6, maxQueue: 6, maxWaitMs: 20 },
  pglite: { concurrency: 2, maxQueue: 4, maxWaitMs: 100 },
} as const satisfies Record<'postgres' | 'pglite', AdmissionLimits>;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    setup: config.seedDemo ? (db) => seedDemoBrands(db) : undefined,
  });
  try {
    const messaging = createMessagingTransport(config, database.db);
    const app = await buildApp({
      db: database.db,
      config,
      messaging,
      internal: {
        events: { listen: database.listen, notify: database.notify },
        adminToken: database.owner?.token ?? config.adminToken,
      },
      admission: ORDER_ADMISSION[database.kind],
    });
    const close = async () => {
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', close);
    process.on('SIGTERM', close);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    database.owner?.advertise(port);
    app.log.info(
      `Sufra is serving on http://localhost:${port} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; demo mode ${config.demoMode ? 'on' : 'off'})`,
    );
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error) => {
  // A bad configuration or a database owned by another process: a clear message, not a stack trace.
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
