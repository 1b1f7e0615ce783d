#!/usr/bin/env node
// `npm run test:e2e`: the Playwright journeys, where Chromium is installed (ARCHITECTURE:
// Commands — "and, where Chromium is installed, end to end"). Builds the web first, because the
// e2e server serves apps/web/dist.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(`e2e skipped: Chromium not installed (${chromium}; Debian: apt-get install -y chromium)`);
  process.exit(0);
}

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const build = run('npm', ['run', 'build', '-w', 'apps/web']);
if (build !== 0) process.exit(build);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
