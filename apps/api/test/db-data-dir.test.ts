import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

/** Every folder and file under `dir` (itself included), with its permission bits, symlinks skipped. */
function walk(dir: string): Array<{ file: string; dir: boolean; mode: number }> {
  const out = [{ file: dir, dir: true, mode: lstatSync(dir).mode & 0o777 }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(file));
    else if (entry.isFile()) out.push({ file, dir: false, mode: lstatSync(file).mode & 0o777 });
  }
  return out;
}

/** The entries readable, writable or searchable by group or others, as 'path mode' lines. */
const exposed = (dir: string) =>
  walk(dir)
    .filter((e) => (e.mode & 0o077) !== 0)
    .map((e) => `${path.relative(dir, e.file) || '.'} ${e.mode.toString(8)}`);

/** Issue 16 D4: the embedded database folder (SUFRA_DATA_DIR, default ./data) is the owner's only. */
describe('the PGlite folder is private to its owner', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sufra-datadir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a new folder: every folder 0700 and every file 0600 once the database is open, and after close', async () => {
    const dataDir = path.join(root, 'new');
    const database = await openDatabase({ dataDir });
    try {
      expect(walk(dataDir).length).toBeGreaterThan(100);
      expect(exposed(dataDir)).toEqual([]);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
    expect(exposed(dataDir)).toEqual([]);
  }, 120_000);

  it('an existing folder left 0755 / 0666 is tightened at start', async () => {
    const dataDir = path.join(root, 'existing');
    await (await openDatabase({ dataDir })).close();
    for (const e of walk(dataDir)) chmodSync(e.file, e.dir ? 0o755 : 0o666);
    expect(exposed(dataDir).length).toBeGreaterThan(100);
    const database = await openDatabase({ dataDir });
    try {
      expect(exposed(dataDir)).toEqual([]);
      const modes = new Set(walk(dataDir).map((e) => `${e.dir ? 'dir' : 'file'} ${e.mode.toString(8)}`));
      expect([...modes].sort()).toEqual(['dir 700', 'file 600']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
