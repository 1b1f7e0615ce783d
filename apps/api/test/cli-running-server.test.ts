import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOwnerLock } from '../src/db/owner-lock.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const api = (port: number, call: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/api/v1/${call}?app_version=26&app_name=WEB_STORE_FRONT`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

/** Issue 5: `npm run import:menu` while `npm start` runs on the embedded database. */
describe('import:menu while the server runs (PGlite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-live-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const importCli = (brand: string, file: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(
      tsxBin,
      [path.join(apiDir, 'src/cli/import-menu.ts'), '--brand', brand, '--file', file],
      {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
  };
  const fixture = path.resolve(import.meta.dirname, 'fixtures/english_only_menu.json');
  const burgerato = path.resolve(import.meta.dirname, '../seed/menus/burgerato_abudhabi_menu.json');

  it('the menu is served by the running server at once, and is still there after a restart; imports lost = 0', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 120_000 });
    const lock = readOwnerLock(dataDir)!;
    // tsx runs main.ts in a child node process: the owner is that process.
    expect(lock).toMatchObject({ port: server.port });

    // The internal route refuses without the token, or with a wrong one.
    const url = `http://127.0.0.1:${server.port}/api/internal/import-menu`;
    const body = JSON.stringify({ temporaryDomainName: 'x-brand', menu: {} });
    const headers = { 'content-type': 'application/json' };
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(401);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${'0'.repeat(64)}` },
          body,
        })
      ).status,
    ).toBe(401);
    const viaProxy = await fetch(url, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${lock.token}`, 'x-forwarded-for': '203.0.113.9' },
      body,
    });
    expect(viaProxy.status).toBe(403);

    const imports = [
      { brand: 'live-english', file: fixture, items: 7 },
      { brand: 'live-burgerato', file: burgerato, items: 73 },
    ];
    let lost = 0;
    for (const { brand, file, items } of imports) {
      const res = importCli(brand, file);
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
      expect(res.stdout).toMatch(
        new RegExp(`into '${brand}' .*through the running server \\(pid ${lock.pid}\\)`),
      );
      const settings = await api(server.port, 'branding/getBrandSettings', { temporaryDomainName: brand });
      const menu = await api(server.port, 'menus/get-brand-menu', {
        brandId: settings.body.data?.brand?._id,
      });
      const served = menu.body.data?.categories?.flatMap((c: { items: unknown[] }) => c.items).length ?? 0;
      if (served !== items) lost++;
    }
    // Re-import replaces the menu; the server answers the new one at once (cache dropped).
    const before = await api(server.port, 'branding/getBrandSettings', {
      temporaryDomainName: 'live-english',
    });
    const brandId = before.body.data.brand._id;
    const first = await api(server.port, 'menus/get-brand-menu', { brandId });
    expect(importCli('live-english', fixture).status).toBe(0);
    const second = await api(server.port, 'menus/get-brand-menu', { brandId });
    expect(second.body.data._id).not.toBe(first.body.data._id);
    // A malformed file is refused by the CLI before anything is sent.
    const bad = JSON.parse(readFileSync(fixture, 'utf8'));
    bad.categories[0].items[0].price = null;
    const badFile = path.join(dir, 'bad.json');
    writeFileSync(badFile, JSON.stringify(bad));
    const refused = importCli('live-english', badFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/categories\.0\.items\.0\.price: no price/);

    await server.stop();
    expect(readOwnerLock(dataDir)).toBeNull();
    server = await startServer({ SUFRA_DATA_DIR: dataDir }, { timeoutMs: 120_000 });
    for (const { brand, items } of imports) {
      const settings = await api(server.port, 'branding/getBrandSettings', { temporaryDomainName: brand });
      const menu = await api(server.port, 'menus/get-brand-menu', {
        brandId: settings.body.data?.brand?._id,
      });
      if ((menu.body.data?.categories?.flatMap((c: { items: unknown[] }) => c.items).length ?? 0) !== items)
        lost++;
    }
    console.info(`imports lost while the server ran: ${lost} of ${imports.length}`);
    expect(lost).toBe(0);
  }, 300_000);
});
