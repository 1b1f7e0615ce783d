import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, type ServerProcess, startServer } from './support/shared-database.ts';

/**
 * Issue 5 (deployment): `npm run build -w apps/api` compiles the API with tsc to apps/api/dist,
 * and the compiled JavaScript runs on plain Node (no tsx) — the Dockerfile's command.
 */
describe('the compiled API (node apps/api/dist/main.js)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-dist-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds, serves the seeded demo brands, and the compiled import command works through it', async () => {
    execFileSync(process.execPath, [path.join(apiDir, 'scripts/build.mjs')], { stdio: 'pipe' });
    const dataDir = path.join(dir, 'data');
    server = await startServer(
      { SUFRA_DATA_DIR: dataDir },
      { command: process.execPath, args: ['dist/main.js'], timeoutMs: 120_000 },
    );
    const res = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/branding/getBrandSettings?app_version=26&app_name=WEB_STORE_FRONT`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"temporaryDomainName":"burgerato"}',
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { brand: { brandName: string } } }).data.brand.brandName).toBe(
      'Burgerato',
    );

    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    const cli = spawnSync(
      process.execPath,
      [
        path.join(apiDir, 'dist/cli/import-menu.js'),
        '--brand',
        'dist-check',
        '--file',
        path.resolve(import.meta.dirname, 'fixtures/english_only_menu.json'),
      ],
      { cwd: dir, env, encoding: 'utf8', timeout: 60_000 },
    );
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toMatch(/^Imported 3 categories, 7 items, .*through the running server/);
  }, 300_000);
});
