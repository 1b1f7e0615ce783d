import { loadConfig } from '../config.ts';

/**
 * The database settings of a command (DATABASE_URL, SUFRA_DATA_DIR, same defaults and checks as
 * the server's loadConfig). Only these are read: a command needs no messaging transport, so a
 * production environment without one does not block it.
 */
export function loadDatabaseSettings(env: NodeJS.ProcessEnv = process.env): {
  url?: string;
  dataDir: string;
} {
  const config = loadConfig({ DATABASE_URL: env.DATABASE_URL, SUFRA_DATA_DIR: env.SUFRA_DATA_DIR });
  return config.databaseUrl
    ? { url: config.databaseUrl, dataDir: config.dataDir }
    : { dataDir: config.dataDir };
}
