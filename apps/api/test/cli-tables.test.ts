import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TABLES_PATH } from '../src/admin/tables.ts';
import { buildApp } from '../src/app.ts';
import { parseTablesArgs, TablesUsageError, tablesOutput } from '../src/cli/tables-run.ts';
import { openDatabase } from '../src/db/client.ts';
import { brandDomains } from '../src/db/schema.ts';
import { dineInTables } from '../src/db/schema-dine-in.ts';
import { brandBaseUrl, tableLink } from '../src/modules/dine-in/tables-link.ts';
import {
  runTablesCommand,
  TablesAdminError,
  type TablesResult,
} from '../src/modules/dine-in/tables-service.ts';
import { createBrand, createStore } from './support/factory.ts';
import { pdfDrawnRuns, pdfQrCodes, pdfTextRuns } from './support/pdf-reading.ts';
import { apiDir, tsxBin } from './support/shared-database.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

const PUBLIC = 'http://localhost:8080';

describe.each(testDatabases())('npm run tables on %s (issue 18, decision 0032)', (kind) => {
  let t: TestApp;
  let brand: { id: string; temporaryDomainName: string };
  let storeId = '';
  let otherStoreId = '';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-tables-'));
  /** Runs `npm run tables -- <argv>` as the CLI does, on the test database; the printed lines. */
  const run = async (...argv: string[]) => {
    const args = parseTablesArgs(argv);
    const result = await runTablesCommand(t.database.db, args.command, new Date());
    return { result, lines: await tablesOutput(args, result, { publicUrl: PUBLIC, cwd: dir }) };
  };
  const tables = () =>
    t.database.db
      .select()
      .from(dineInTables)
      .where(and(eq(dineInTables.brandId, brand.id), eq(dineInTables.storeId, storeId)))
      .orderBy(dineInTables.number);

  beforeAll(async () => {
    t = await createTestApp(kind);
    brand = await createBrand(t.database.db, { brandName: 'Al Nile Gourmet' });
    storeId = (await createStore(t.database.db, brand.id)).id;
    const other = await createBrand(t.database.db);
    otherStoreId = (await createStore(t.database.db, other.id)).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("'--count 20' creates tables 1..20, each with a 32-byte base64url token (decision 0032)", async () => {
    const { result, lines } = await run(
      '--brand',
      brand.temporaryDomainName,
      '--store',
      storeId,
      '--count',
      '20',
    );
    expect(result.created).toBe(20);
    const rows = await tables();
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const r of rows) expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(rows.map((r) => r.token)).size).toBe(20);
    expect(lines[0]).toContain('20 tables');
  });

  it('a second run creates none and keeps every token (idempotent)', async () => {
    const before = await tables();
    const { result } = await run('--brand', brand.temporaryDomainName, '--store', storeId, '--count', '20');
    expect(result.created).toBe(0);
    expect(await tables()).toEqual(before);
    const { result: more } = await run(
      '--brand',
      brand.temporaryDomainName,
      '--store',
      'first',
      '--count',
      '22',
    );
    expect(more.created).toBe(2);
    expect((await tables()).slice(0, 20)).toEqual(before);
  });

  it("'--list' prints each table's link {base}/dine-in?store-id&service-type=dine-in&table-number&t (002 §9)", async () => {
    const rows = await tables();
    const { lines } = await run('--brand', brand.temporaryDomainName, '--store', storeId, '--list');
    const t12 = rows.find((r) => r.number === 12)!;
    const link = `${PUBLIC}/${brand.temporaryDomainName}/dine-in?store-id=${storeId}&service-type=dine-in&table-number=12&t=${t12.token}`;
    expect(lines).toContain(`Table 12  ${link}`);
    expect(lines).toHaveLength(1 + rows.length);
  });

  it("'--out' writes the A4 sheet: 'Table 12', 'Scan to order and pay', the Arabic line, and a QR code that decodes to the table's link", async () => {
    const { lines } = await run(
      '--brand',
      brand.temporaryDomainName,
      '--store',
      storeId,
      '--out',
      'tables.pdf',
    );
    const file = path.join(dir, 'tables.pdf');
    expect(lines.at(-1)).toBe(file);
    const pdf = readFileSync(file);
    const pages = await pdfTextRuns(pdf);
    expect(pages).toHaveLength(4); // 22 tables, 6 cards a page
    const page2 = pages[1]!.join('\n');
    expect(page2).toContain('Table 12');
    expect(page2).toContain('Scan to order and pay');
    expect(page2).toContain('Al Nile Gourmet');
    // Arabic shaped and ordered right to left: pdfjs reads the drawn glyphs back in logical order.
    // pdfjs reads each Arabic word back in logical order (the letters map back through ToUnicode).
    for (const word of ['امسح', 'الرمز', 'للطلب', 'والدفع', 'طاولة']) expect(pages[1]).toContain(word);
    // Drawn right to left: from the left, the words of the sentence last to first, each word's
    // glyphs backwards; and shaped: one letter in two positions of a word takes two forms (glyphs).
    const drawn = (await pdfDrawnRuns(pdf, 2)).map((r) => ({ ...r, text: r.text.trim() }));
    const backwards = (s: string) => [...s].reverse().join('');
    const texts = drawn.map((r) => r.text);
    const last = texts.indexOf(backwards('امسح'));
    expect(last, JSON.stringify(texts)).toBeGreaterThan(2);
    expect(texts.slice(last - 3, last + 1)).toEqual(['والدفع', 'للطلب', 'الرمز', 'امسح'].map(backwards));
    const twelve = texts.indexOf('Table 12');
    expect(texts.slice(twelve + 1, twelve + 3)).toEqual(['12', backwards('طاولة')]);
    const lams = drawn[last - 2]!.glyphs.filter((g) => g.unicode === 'ل').map((g) => g.code);
    expect(lams).toHaveLength(3);
    expect(new Set(lams).size).toBeGreaterThan(1);
    const rows = await tables();
    const codes = pdfQrCodes(pdf);
    expect(codes).toHaveLength(rows.length);
    const base = `${PUBLIC}/${brand.temporaryDomainName}`;
    // pdfkit writes the images at the end, not in page order: every table's link once.
    expect([...codes].sort()).toEqual(rows.map((r) => tableLink(base, storeId, r.number, r.token)).sort());
  }, 60_000);

  it("'--rotate' gives every table of the store a new token (rotated_at set); the old links stop matching", async () => {
    const before = await tables();
    const { result } = await run('--brand', brand.temporaryDomainName, '--store', storeId, '--rotate');
    expect(result.rotated).toBe(before.length);
    const after = await tables();
    for (const [i, row] of after.entries()) {
      expect(row.token).not.toBe(before[i]!.token);
      expect(row.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.rotatedAt).not.toBeNull();
    }
  });

  it("'--labels 12=Terrace' labels a table; a label for a table that does not exist is refused", async () => {
    await run('--brand', brand.temporaryDomainName, '--store', storeId, '--labels', '12=Terrace');
    expect((await tables()).find((r) => r.number === 12)?.label).toBe('Terrace');
    await expect(
      run('--brand', brand.temporaryDomainName, '--store', storeId, '--labels', '99=X'),
    ).rejects.toThrow(TablesAdminError);
  });

  it("refuses an unknown brand, another brand's store and a count outside 1–200, writing nothing", async () => {
    const before = await tables();
    const refusals: Array<[string[], RegExp]> = [
      [['--brand', 'no-such-brand', '--store', storeId, '--count', '5'], /no brand 'no-such-brand'/],
      [['--brand', brand.temporaryDomainName, '--store', otherStoreId, '--count', '30'], /no store/],
      [['--brand', brand.temporaryDomainName, '--store', 'not-a-uuid', '--count', '30'], /no store/],
      [['--brand', brand.temporaryDomainName, '--store', storeId, '--count', '0'], /1 to 200/],
      [['--brand', brand.temporaryDomainName, '--store', storeId, '--count', '201'], /1 to 200/],
      [
        ['--brand', brand.temporaryDomainName, '--store', storeId, '--count', '30', '--labels', '40=Too far'],
        /no table 40/,
      ],
    ];
    for (const [argv, message] of refusals) {
      await expect(run(...argv, '--out', 'refused.pdf')).rejects.toThrow(message);
    }
    expect(await tables()).toEqual(before);
    expect(() => readFileSync(path.join(dir, 'refused.pdf'))).toThrow();
    expect(() => parseTablesArgs(['--brand', 'x', '--store', 'y', '--count', '-3'])).toThrow(
      TablesUsageError,
    );
    expect(() => parseTablesArgs(['--brand', 'x', '--store', 'y'])).toThrow(TablesUsageError);
    const otherTables = await t.database.db
      .select()
      .from(dineInTables)
      .where(eq(dineInTables.storeId, otherStoreId));
    expect(otherTables).toEqual([]);
  });

  it("the brand URL: its custom storefront URL, else a custom domain, else the temporary domain (a '.localhost' demo domain is skipped)", async () => {
    const parts = { storeFrontUrl: null, hosts: [], temporaryDomainName: 'alnile' };
    expect(brandBaseUrl(parts, 'http://localhost:8080/')).toBe('http://localhost:8080/alnile');
    expect(brandBaseUrl({ ...parts, hosts: ['alnile.localhost'] }, PUBLIC)).toBe(
      'http://localhost:8080/alnile',
    );
    expect(brandBaseUrl({ ...parts, hosts: ['order.alnile.ae'] }, PUBLIC)).toBe('https://order.alnile.ae');
    expect(brandBaseUrl({ ...parts, storeFrontUrl: 'https://alnile.example/' }, PUBLIC)).toBe(
      'https://alnile.example',
    );
    await t.database.db
      .insert(brandDomains)
      .values({ host: `order.${brand.temporaryDomainName}.example`, brandId: brand.id });
    const { lines } = await run('--brand', brand.temporaryDomainName, '--store', storeId, '--list');
    expect(lines[1]).toMatch(
      new RegExp(`^Table 1  https://order\\.${brand.temporaryDomainName}\\.example/dine-in\\?store-id=`),
    );
    const custom = await run(
      '--brand',
      brand.temporaryDomainName,
      '--store',
      storeId,
      '--list',
      '--base-url',
      'https://qr.example/x/',
    );
    expect(custom.lines[1]).toMatch(/^Table 1 {2}https:\/\/qr\.example\/x\/dine-in\?/);
  });

  it('POST /api/internal/tables (the CLI beside a running server): loopback with the admin token only; 400 names a refusal', async () => {
    const token = 'tables-admin-token-0123456789abcdef0123456789';
    const app = await buildApp(
      {
        db: t.database.db,
        config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
        internal: { adminToken: token },
      },
      { logger: false },
    );
    try {
      const call = (payload: object, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({ method: 'POST', url: INTERNAL_TABLES_PATH, payload, headers, remoteAddress });
      const auth = { authorization: `Bearer ${token}` };
      const body = { temporaryDomainName: brand.temporaryDomainName, store: storeId, count: 24 };
      expect((await call(body, {})).statusCode).toBe(401);
      expect((await call(body, auth, '10.0.0.5')).statusCode).toBe(403);
      const before = await tables();
      const refused = await call({ ...body, count: 500 }, auth);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/1 to 200/);
      expect(await tables()).toEqual(before);
      const ok = await call(body, auth);
      expect(ok.statusCode).toBe(200);
      const data = ok.json().data as TablesResult;
      expect(data.created).toBe(24 - before.length);
      expect(data.tables.map((r) => r.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect(data.tables[0]!.token).toBe(before[0]!.token);
    } finally {
      await app.close();
    }
  });
});

/** Issue 18: `npm run tables` as a process on a PGlite folder — its output, exit codes and file. */
describe('npm run tables (the command, PGlite folder)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-tables-cli-'));
  const dataDir = path.join(dir, 'data');
  let brandName = '';
  let storeId = '';
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      const brand = await createBrand(database.db);
      brandName = brand.temporaryDomainName;
      storeId = (await createStore(database.db, brand.id)).id;
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
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/tables.ts'), ...args], {
      cwd: apiDir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('creates the tables, writes the sheet where the command was typed and prints its path last; refusals exit 1, bad arguments 2', () => {
    const ok = cli('--brand', brandName, '--store', storeId, '--count', '3', '--out', 'sheet.pdf', '--list');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const lines = ok.stdout.trim().split('\n');
    expect(lines[0]).toContain('3 tables');
    expect(lines[3]).toMatch(
      new RegExp(
        `^Table 3  http://localhost:8080/${brandName}/dine-in\\?store-id=${storeId}&service-type=dine-in&table-number=3&t=[\\w-]{43}$`,
      ),
    );
    expect(lines.at(-1)).toBe(path.join(dir, 'sheet.pdf'));
    expect(readFileSync(path.join(dir, 'sheet.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const refused = cli('--brand', 'no-such-brand', '--store', storeId, '--count', '3');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Nothing changed: no brand 'no-such-brand'");
    const tooMany = cli('--brand', brandName, '--store', storeId, '--count', '201');
    expect(tooMany.status).toBe(1);
    expect(tooMany.stderr).toContain('1 to 200');
    const usage = cli('--brand', brandName);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run tables');
  }, 120_000);
});
