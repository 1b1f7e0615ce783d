import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoBrands } from './seed/seed-demo.ts';

/** Starts Sufra: opens (and migrates) the database, seeds the demo brands on an empty one, serves. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await seedDemoBrands(database.db);
  const app = await buildApp({ db: database.db, config });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Sufra is serving on http://localhost:${config.port} (database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; demo mode ${config.demoMode ? 'on' : 'off'})`,
  );
}

main().catch((error) => {
  // A bad configuration is a clear message per variable, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
