import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runtime configuration of the API, read once from the environment. */
export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  host: string;
  /** PostgreSQL URL (DATABASE_URL); unset → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite folder (SUFRA_DATA_DIR, default ./data at the repository root). */
  dataDir: string;
  /** Demo mode: dev outbox on; default on unless NODE_ENV=production (ARCHITECTURE: demo mode). */
  demoMode: boolean;
  /** Lowest accepted app_version; older clients get new_version_enforced (000 §4.1). */
  minAppVersion: number;
  /** Folder of the built SPA, served at / (absent in API-only tests). */
  webDist: string | undefined;
  logLevel: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Reads the configuration from `env` (defaults documented in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.SUFRA_DATA_DIR ?? path.join(repoRoot, 'data')),
    demoMode: env.SUFRA_DEMO_MODE ? env.SUFRA_DEMO_MODE === 'true' : !production,
    minAppVersion: Number(env.SUFRA_MIN_APP_VERSION ?? 26),
    webDist:
      env.SUFRA_WEB_DIST === ''
        ? undefined
        : path.resolve(env.SUFRA_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'info'),
  };
}
