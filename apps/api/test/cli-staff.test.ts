import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOwnerLock } from '../src/db/owner-lock.ts';
import { DEMO_OWNER_PHONES } from '../src/seed/seed-demo.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const QUERY = 'app_version=26&app_name=WEB_STORE_FRONT';
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
type Answer = { status: number; body: any };
const api = (
  port: number,
  call: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  fetch(`http://127.0.0.1:${port}/api/v1/${call}?${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
const apiGet = (
  port: number,
  call: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(`http://127.0.0.1:${port}/api/v1/${call}?${QUERY}&${new URLSearchParams(query)}`, { headers }).then(
    async (r): Promise<Answer> => ({ status: r.status, body: await r.json() }),
  );

/** Issue 17: `npm run staff` beside a running server (PGlite owned by it) and without one. */
describe('npm run staff (PGlite), through the running server and directly', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-staff-'));
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
  /** Signs `phone` in as staff of `brandId` through the dev outbox; the staff token, or the failed answer. */
  const signIn = async (port: number, brandId: string, phoneNumber: string) => {
    const sent = await api(port, 'staff/send-code', { brandId, phoneNumber });
    expect(sent.status).toBe(200);
    const outbox = await apiGet(port, 'dev/outbox', { phoneNumber });
    const code = outbox.body.data.messages[0]?.code ?? '0000';
    return api(port, 'staff/verify-code', { brandId, phoneNumber, verificationCode: code });
  };

  it('the demo owner signs in; add, list, remove while the server runs, then without it', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const lock = readOwnerLock(dataDir)!;
    const port = server.port;
    const settings = await api(port, 'branding/getBrandSettings', { temporaryDomainName: 'alnile' });
    const brandId = settings.body.data.brand._id as string;

    // The demo owner of the README: its code is in the dev outbox.
    const owner = await signIn(port, brandId, DEMO_OWNER_PHONES.alnile);
    expect(owner.status).toBe(200);
    expect(owner.body.data.staff).toMatchObject({ role: 'owner', phoneNumber: DEMO_OWNER_PHONES.alnile });
    const [firstStore] = owner.body.data.staff.storeIds as string[];
    expect(firstStore).toBeDefined();

    const via = new RegExp(`through the running server \\(pid ${lock.pid}\\)`);
    const listed = staffCli('list', '--brand', 'alnile');
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(via);
    expect(listed.stdout).toContain(`${DEMO_OWNER_PHONES.alnile}  owner  every store  Demo owner`);

    const phone = '+971501234321';
    const added = staffCli(
      'add',
      '--brand',
      'alnile',
      '--phone',
      phone,
      '--role',
      'staff',
      '--store',
      firstStore!,
    );
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(via);
    const member = await signIn(port, brandId, phone);
    expect(member.body.data.staff).toMatchObject({ role: 'staff', storeIds: [firstStore] });
    const token = `Staff ${member.body.data.token}`;
    expect((await apiGet(port, 'staff/me', { brandId }, { authorization: token })).status).toBe(200);

    // Refused through the server: exit 1, the reason named, nothing changed.
    const twice = staffCli('add', '--brand', 'alnile', '--phone', phone, '--role', 'owner');
    expect(twice.status).toBe(1);
    expect(twice.stderr).toMatch(/already staff of 'alnile'/);
    const usage = staffCli('add', '--brand', 'alnile');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run staff/);

    const removed = staffCli('remove', '--brand', 'alnile', '--phone', phone);
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(via);
    // The removed member's token stops working at once.
    expect((await apiGet(port, 'staff/me', { brandId }, { authorization: token })).status).toBe(401);

    await server.stop();
    server = undefined;
    expect(readOwnerLock(dataDir)).toBeNull();

    // Without a server: the CLI opens the database itself.
    const direct = staffCli(
      'add',
      '--brand',
      'alnile',
      '--phone',
      phone,
      '--role',
      'owner',
      '--name',
      'Huda',
    );
    expect(direct.stderr).toBe('');
    expect(direct.status).toBe(0);
    expect(direct.stdout).not.toMatch(/running server/);
    const list = staffCli('list', '--brand', 'alnile');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain(`${phone}  owner  every store  Huda`);
    expect(list.stdout).toContain('2 staff of');
    const gone = staffCli('remove', '--brand', 'alnile', '--phone', phone);
    expect(gone.status).toBe(0);
    const unknown = staffCli('list', '--brand', 'nowhere');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no brand 'nowhere'/);

    // Restarted, the demo owner is not seeded twice and the removed member stays removed.
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 180_000 });
    const again = await signIn(server.port, brandId, phone);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalidCode');
  }, 600_000);
});
