import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const KEY = /^sufra_op_[A-Za-z0-9_-]{43}$/;

/**
 * `npm run operator-key` (issue 17): beside a running server on the embedded database (through its
 * loopback internal route, as import:menu) and without one; the key is the last line, shown once;
 * a revoked key is refused at once by the running server.
 */
describe('operator-key while the server runs and without it (PGlite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-opkey-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/operator-key.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };
  const lastLine = (out: string) => out.trim().split('\n').at(-1) ?? '';
  const orders = (port: number, key: string) =>
    fetch(`http://127.0.0.1:${port}/api/operator/v1/orders`, {
      headers: { authorization: `Bearer ${key}` },
    }).then(
      // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
      async (r) => ({ status: r.status, body: (await r.json()) as any }),
    );

  it('create through the running server prints the key last; it works at once; revoke refuses it at once; list never shows it', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 120_000 });
    const created = cli('create', '--brand', 'alnile', '--label', 'kitchen screen');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('through the running server');
    const key = lastLine(created.stdout);
    expect(key).toMatch(KEY);
    const ok = await orders(server.port, key);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: 1, data: { orders: expect.any(Array) } });

    const refused = cli('create', '--brand', 'alnile', '--store', '00000000-0000-4000-8000-000000000000');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("no store '00000000-0000-4000-8000-000000000000'");
    expect(cli('create').status).toBe(2);

    const listed = cli('list', '--brand', 'alnile');
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(key.slice(0, 16));
    expect(listed.stdout).not.toContain(key);

    const revoked = cli('revoke', key.slice(0, 16));
    expect(revoked.status).toBe(0);
    expect(revoked.stdout).toContain('revoked');
    const after = await orders(server.port, key);
    expect(after).toMatchObject({ status: 401, body: { success: 0, code: 'operatorKeyInvalid' } });
    expect(cli('revoke', key.slice(0, 16)).status).toBe(1);
  }, 240_000);

  it('create without a running server writes the database directly', async () => {
    await server?.stop();
    server = undefined;
    const created = cli('create', '--brand', 'alnile');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).not.toContain('through the running server');
    const key = lastLine(created.stdout);
    expect(key).toMatch(KEY);
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 120_000 });
    expect((await orders(server.port, key)).status).toBe(200);
  }, 240_000);
});
