import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOwnerLock } from '../src/db/owner-lock.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const QUERY = 'app_version=26&app_name=WEB_STORE_FRONT';
/** GET /api/v1/user/{slug}/card of the running server: status and body. */
const card = (port: number, slug: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1/user/${slug}/card?${QUERY}`).then(async (r) => ({
    status: r.status,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
    body: (await r.json()) as any,
  }));

/** Issue 19: `npm run business-card` beside a running server (PGlite owned by it) and without one. */
describe('npm run business-card (PGlite), through the running server and directly', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-card-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const cardCli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/business-card.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('list, set, set again, remove, remove again while the server runs; then without it', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const lock = readOwnerLock(dataDir)!;
    const via = new RegExp(`through the running server \\(pid ${lock.pid}\\)`);

    const listed = cardCli('list');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(via);
    expect(listed.stdout).toContain(
      "/sufra-demo/card  'Sufra demo restaurants'  +97140000100  burgerato, alnile",
    );

    const args = ['set', '--slug', 'Family', '--title', 'Family kitchens', '--phone', '+971 4 000 0300'];
    const set = cardCli(...args, '--brands', 'alnile,burgerato');
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).toMatch(via);
    expect(set.stdout).toContain('Set through the running server');
    expect(set.stdout).toContain("/family/card  'Family kitchens'  +97140000300  alnile, burgerato");
    // The running server answers the new card at once.
    const served = await card(server.port, 'family');
    expect(served.status).toBe(200);
    expect(
      served.body.data.permittedBrands.map(
        (b: { setting: { temporaryDomainName: string } }) => b.setting.temporaryDomainName,
      ),
    ).toEqual(['alnile', 'burgerato']);
    // Idempotent: the same command again leaves the same one card.
    const again = cardCli(...args, '--brands', 'alnile', '--brands', 'burgerato');
    expect(again.status, again.stderr).toBe(0);
    expect(cardCli('list').stdout).toContain('2 business card(s)');

    const refused = cardCli(...args, '--brands', 'alnile,nowhere');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Nothing changed: no brand 'nowhere'/);
    expect(cardCli('set', '--slug', 'x').status).toBe(2);

    const removed = cardCli('remove', '--slug', 'family');
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toMatch(/Removed through the running server/);
    expect((await card(server.port, 'family')).status).toBe(404);
    const twice = cardCli('remove', '--slug', 'family');
    expect(twice.status).toBe(0);
    expect(twice.stdout).toContain("No card 'family'");

    await server.stop();
    server = undefined;
    const direct = cardCli('set', '--slug', 'offline', '--phone', '+97140000400', '--brands', 'burgerato');
    expect(direct.status, direct.stderr).toBe(0);
    expect(direct.stdout).not.toMatch(/running server/);
    expect(direct.stdout).toContain("/offline/card  ''  +97140000400  burgerato");
    const list = cardCli('list');
    expect(list.stdout).toContain('2 business card(s):');
  }, 600_000);
});
