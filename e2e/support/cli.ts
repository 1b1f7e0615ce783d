import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerInfo } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs a command of apps/api/src/cli (e.g. `cli('brand.ts', ['preview', '--brand', slug])`) on the
 * e2e server's database — through the running server on PGlite, directly on PostgreSQL, as an
 * operator would — and answers its stdout. Throws with the command's error when it refuses.
 */
export function cli(script: string, args: string[]): string {
  const info = e2eServerInfo();
  if (!info) throw new Error('the e2e server has not written its database information');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUFRA_DATA_DIR: info.dataDir,
    PORT: process.env.E2E_PORT ?? '8181',
  };
  delete env.SUFRA_PUBLIC_URL;
  if (info.databaseUrl) env.DATABASE_URL = info.databaseUrl;
  else delete env.DATABASE_URL;
  return execFileSync(path.join(root, 'node_modules/.bin/tsx'), [`apps/api/src/cli/${script}`, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
}
