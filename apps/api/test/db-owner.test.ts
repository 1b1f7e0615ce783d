import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DatabaseInUseError, LOCK_FILE_NAME, readOwnerLock } from '../src/db/owner-lock.ts';
import { tsxBin } from './support/shared-database.ts';

/** ARCHITECTURE: one owner of the embedded database (issue 5). */
describe('one process owns a PGlite folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-owner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a second opener fails fast with a clear message; after close the folder opens again', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await openDatabase({ dataDir });
    try {
      const lockFile = path.join(dataDir, LOCK_FILE_NAME);
      expect(statSync(lockFile).mode & 0o777).toBe(0o600);
      const info = readOwnerLock(dataDir)!;
      expect(info).toMatchObject({ pid: process.pid, port: null });
      expect(info.token).toMatch(/^[0-9a-f]{64}$/);
      first.owner!.advertise(18080);
      expect(readOwnerLock(dataDir)).toMatchObject({ port: 18080, token: info.token });

      // Another process (here: a child) cannot open it.
      const script = path.join(dir, 'open.mts');
      writeFileSync(
        script,
        `import { openDatabase } from ${JSON.stringify(path.resolve(import.meta.dirname, '../src/db/client.ts'))};
openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`,
      );
      const child = spawnSync(tsxBin, [script], { encoding: 'utf8', timeout: 60_000, cwd: dir });
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(
        `The database in ./data is in use by Sufra (pid ${process.pid}, port 18080)`,
      );

      // Nor can this process open it a second time.
      const started = performance.now();
      const second = await openDatabase({ dataDir }).catch((e: unknown) => e);
      expect(second).toBeInstanceOf(DatabaseInUseError);
      expect((second as Error).message).toMatch(/is in use by Sufra \(pid \d+, port 18080\)/);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(readOwnerLock(dataDir)!.token).toBe(info.token);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 120_000);

  it('a stale lock (its process is gone) is taken over', async () => {
    const dataDir = path.join(dir, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    (await openDatabase({ dataDir })).close();
    writeFileSync(
      path.join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: deadPid,
        hostname: os.hostname(),
        port: 1,
        token: 'x'.repeat(64),
        startedAt: '',
      }),
    );
    const db = await openDatabase({ dataDir });
    try {
      expect(readOwnerLock(dataDir)!.pid).toBe(process.pid);
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).token).not.toBe(
        'x'.repeat(64),
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});
