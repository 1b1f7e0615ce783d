import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_BRAND_PATH } from '../src/admin/brand.ts';
import { buildApp } from '../src/app.ts';
import { brandCommandOf, previewLink } from '../src/cli/brand-run.ts';
import { openDatabase } from '../src/db/client.ts';
import { brands } from '../src/db/schema.ts';
import { createBrand } from './support/factory.ts';
import { apiDir, tsxBin } from './support/shared-database.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

describe('npm run brand: the command line and the link (issue 19, decision 0036)', () => {
  it('reads preview [--rotate], live and unlive with --brand; anything else is usage (null)', () => {
    expect(brandCommandOf(['preview', '--brand', 'alnile'])).toEqual({
      action: 'preview',
      brand: 'alnile',
      rotate: false,
    });
    expect(brandCommandOf(['preview', '--brand', 'alnile', '--rotate'])).toMatchObject({ rotate: true });
    expect(brandCommandOf(['live', '--brand', 'alnile'])).toEqual({ action: 'live', brand: 'alnile' });
    expect(brandCommandOf(['unlive', '--brand', 'alnile'])).toEqual({ action: 'unlive', brand: 'alnile' });
    expect(brandCommandOf(['unlive', '--brand', 'alnile', '--rotate'])).toBeNull();
    expect(brandCommandOf(['preview'])).toBeNull();
    expect(brandCommandOf(['open', '--brand', 'alnile'])).toBeNull();
    expect(brandCommandOf(['preview', 'extra', '--brand', 'alnile'])).toBeNull();
  });

  it('the link is {brand URL}/preview?token=… on the storefront URL, a custom domain, else the temporary domain', () => {
    const base = { temporaryDomainName: 'alnile', isLive: false, previewToken: 'T0k-_', issued: false };
    expect(previewLink({ ...base, storeFrontUrl: null, hosts: [] }, 'http://localhost:8080')).toBe(
      'http://localhost:8080/alnile/preview?token=T0k-_',
    );
    expect(previewLink({ ...base, storeFrontUrl: 'https://order.alnile.ae/', hosts: [] }, 'http://x')).toBe(
      'https://order.alnile.ae/preview?token=T0k-_',
    );
    expect(
      previewLink({ ...base, storeFrontUrl: null, hosts: ['alnile.localhost', 'alnile.ae'] }, 'http://x'),
    ).toBe('https://alnile.ae/preview?token=T0k-_');
    expect(
      previewLink({ ...base, previewToken: null, storeFrontUrl: null, hosts: [] }, 'http://x'),
    ).toBeNull();
  });
});

describe.each(testDatabases())('POST /api/internal/brand on %s (the CLI beside a running server)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  it('loopback with the admin token only; 400 names an unknown brand or a bad body; runs the command', async () => {
    const token = 'brand-admin-token-0123456789abcdef0123456789';
    const app = await buildApp(
      {
        db: t.database.db,
        config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
        internal: { adminToken: token },
      },
      { logger: false },
    );
    try {
      const brand = await createBrand(t.database.db);
      const call = (payload: object, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({ method: 'POST', url: INTERNAL_BRAND_PATH, payload, headers, remoteAddress });
      const auth = { authorization: `Bearer ${token}` };
      const body = { action: 'unlive', brand: brand.temporaryDomainName };
      expect((await call(body, {})).statusCode).toBe(401);
      expect((await call(body, auth, '10.0.0.5')).statusCode).toBe(403);
      const live = async () =>
        (await t.database.db.select().from(brands).where(eq(brands.id, brand.id)))[0]!.isLive;
      expect(await live()).toBe(true);
      const unknown = await call({ action: 'unlive', brand: 'no-such-brand' }, auth);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain("unknown brand 'no-such-brand'");
      expect((await call({ action: 'close', brand: brand.temporaryDomainName }, auth)).statusCode).toBe(400);
      expect(await live()).toBe(true);
      const ok = await call(body, auth);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({ isLive: false, temporaryDomainName: brand.temporaryDomainName });
      expect(await live()).toBe(false);
      const preview = await call({ action: 'preview', brand: brand.temporaryDomainName }, auth);
      expect(preview.json().data.previewToken).toMatch(/^[\w-]{43}$/);
    } finally {
      await app.close();
    }
  });
});

/** Issue 19: `npm run brand` as a process on a PGlite folder — its output and exit codes. */
describe('npm run brand (the command, PGlite folder)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-brand-cli-'));
  const dataDir = path.join(dir, 'data');
  let brandName = '';
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      brandName = (await createBrand(database.db)).temporaryDomainName;
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir, INIT_CWD: dir };
    delete env.DATABASE_URL;
    delete env.PORT;
    delete env.SUFRA_PUBLIC_URL;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/brand.ts'), ...args], {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('unlive, then preview prints the link last (the same link twice; --rotate a new one); refusals exit 1, bad arguments 2', () => {
    const closed = cli('unlive', '--brand', brandName);
    expect(closed.stderr).toBe('');
    expect(closed.status).toBe(0);
    expect(closed.stdout).toContain(`Brand '${brandName}' is now not live`);
    const link = new RegExp(`^http://localhost:8080/${brandName}/preview\\?token=[\\w-]{43}$`);
    const first = cli('preview', '--brand', brandName);
    expect(first.status).toBe(0);
    const firstLink = first.stdout.trim().split('\n').at(-1)!;
    expect(firstLink).toMatch(link);
    expect(cli('preview', '--brand', brandName).stdout.trim().split('\n').at(-1)).toBe(firstLink);
    const rotated = cli('preview', '--brand', brandName, '--rotate').stdout.trim().split('\n').at(-1)!;
    expect(rotated).toMatch(link);
    expect(rotated).not.toBe(firstLink);
    const refused = cli('live', '--brand', 'no-such-brand');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Nothing changed: unknown brand 'no-such-brand'");
    const usage = cli('preview');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run brand');
  }, 180_000);
});
