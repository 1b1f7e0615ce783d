import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOwnerLock } from '../src/db/owner-lock.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const QUERY = 'app_version=26&app_name=WEB_STORE_FRONT';
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
type Answer = { status: number; body: any };
const api = (port: number, call: string, body: unknown): Promise<Answer> =>
  fetch(`http://127.0.0.1:${port}/api/v1/${call}?${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

/**
 * Issue 19 (decision 0033): `npm run staff -- blacklist|unblacklist|blacklist-list` beside a running
 * server (PGlite owned by it: through `POST /api/internal/blacklist`) and without one; the running
 * server refuses the blocked phone's sign-in code at once, per brand.
 */
describe('npm run staff -- blacklist (PGlite), through the running server and directly', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-blacklist-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const staffCli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/staff.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };
  const sendCode = (port: number, brandId: string, phoneNumber: string) =>
    api(port, 'user/password-less-login-v2', {
      brandId,
      phoneNumber,
      countryObj: { countryCode: 'AE', dialCode: '971' },
    });

  it('blacklist, repeat, list, unblacklist while the server runs, then without it', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const lock = readOwnerLock(dataDir)!;
    const port = server.port;
    const brandIdOf = async (slug: string) =>
      (await api(port, 'branding/getBrandSettings', { temporaryDomainName: slug })).body.data.brand
        ._id as string;
    const alnile = await brandIdOf('alnile');
    const burgerato = await brandIdOf('burgerato');
    const phone = '+971501239876';
    const via = new RegExp(`through the running server \\(pid ${lock.pid}\\)`);

    const blocked = staffCli('blacklist', '--brand', 'alnile', '--phone', '050 123 9876');
    expect(blocked.stderr).toBe('');
    expect(blocked.status).toBe(0);
    expect(blocked.stdout).toMatch(via);
    expect(blocked.stdout).toContain(`Blacklisted at 'alnile'`);
    expect(blocked.stdout).toContain(phone);
    // The running server refuses the phone's sign-in code at once — at Al Nile only.
    const refused = await sendCode(port, alnile, phone);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('accessBlocked');
    expect((await sendCode(port, burgerato, phone)).status).toBe(200);

    const again = staffCli('blacklist', '--brand', 'alnile', '--phone', phone);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`Already blacklisted at 'alnile'`);
    const listed = staffCli('blacklist-list', '--brand', 'alnile');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/1 blacklisted at 'alnile'/);
    expect(listed.stdout).toContain(phone);

    const bad = staffCli('blacklist', '--brand', 'alnile', '--phone', '12ab');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Nothing changed: '12ab' is not a mobile number/);
    const usage = staffCli('blacklist', '--brand', 'alnile');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/npm run staff -- blacklist\|unblacklist/);

    const unblocked = staffCli('unblacklist', '--brand', 'alnile', '--phone', phone);
    expect(unblocked.status).toBe(0);
    expect(unblocked.stdout).toMatch(via);
    expect(unblocked.stdout).toContain(`Un-blacklisted at 'alnile'`);
    expect((await sendCode(port, alnile, phone)).status).toBe(200);

    await server.stop();
    server = undefined;

    // Without a server: the CLI opens the database itself.
    const direct = staffCli('blacklist', '--brand', 'alnile', '--phone', phone);
    expect(direct.stderr).toBe('');
    expect(direct.status).toBe(0);
    expect(direct.stdout).not.toMatch(/running server/);
    expect(staffCli('unblacklist', '--brand', 'alnile', '--phone', phone).stdout).toContain('Un-blacklisted');
    expect(staffCli('unblacklist', '--brand', 'alnile', '--phone', phone).stdout).toContain(
      'Was not blacklisted',
    );
    const unknown = staffCli('blacklist-list', '--brand', 'nowhere');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no brand 'nowhere'/);
  }, 600_000);
});
