import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerInfo } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Creates a payment link on the e2e server's database with the real command, `npm run
 * payment-link` (apps/api/src/cli/payment-link.ts; through the running server on PGlite, directly
 * on PostgreSQL), and answers the path it printed (`/{domainName}/payment-link/{cartId}`) and the
 * cartId. Throws with the command's error when it refuses.
 */
export function createPaymentLinkWithCli(args: {
  brand: string;
  amount: string;
  purpose: string;
  message?: string;
  gateway?: string;
}): { path: string; cartId: string } {
  const info = e2eServerInfo();
  if (!info) throw new Error('the e2e server has not started');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUFRA_DATA_DIR: info.dataDir,
    PORT: process.env.E2E_PORT ?? '8181',
  };
  if (info.databaseUrl) env.DATABASE_URL = info.databaseUrl;
  else delete env.DATABASE_URL;
  const argv = ['--brand', args.brand, '--amount', args.amount, '--purpose', args.purpose];
  if (args.message) argv.push('--message', args.message);
  if (args.gateway) argv.push('--gateway', args.gateway);
  const res = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/cli/payment-link.ts', ...argv],
    {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (res.status !== 0) throw new Error(`npm run payment-link failed: ${res.stderr || res.stdout}`);
  const url = new URL(res.stdout.trim());
  return { path: url.pathname, cartId: url.pathname.split('/').pop() ?? '' };
}
