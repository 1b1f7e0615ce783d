import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { paymentLinks } from '../src/db/schema-payments.ts';
import { createBrand } from './support/factory.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';

const STRIPE = {
  name: 'STRIPE',
  category: 'PAYMENT_GATEWAY',
  isActive: true,
  metaData: { publishableKey: 'pk_sandbox_demo', mode: 'sandbox' },
};

/** Issue 9: `npm run payment-link -- --brand … --amount … --purpose …` creates a link and prints its URL. */
describe('npm run payment-link (PGlite folder)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-link-cli-'));
  const dataDir = path.join(dir, 'data');
  let brandName = '';
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    try {
      const brand = await createBrand(database.db, { activeIntegrations: [STRIPE] });
      brandName = brand.temporaryDomainName;
      await createBrand(database.db, {
        temporaryDomainName: `${brandName}-custom`,
        activeIntegrations: [STRIPE],
        storeFrontUrl: 'https://order.example.com/',
      });
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.PORT;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/payment-link.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };
  const links = async () => {
    const database = await openDatabase({ dataDir });
    try {
      return await database.db.select().from(paymentLinks);
    } finally {
      await database.close();
    }
  };

  it('creates the link on the database and prints /{domainName}/payment-link/{cartId}', async () => {
    const res = cli(
      '--brand',
      brandName,
      '--amount',
      '125.50',
      '--purpose',
      'Catering deposit',
      '--message',
      'Thanks',
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const url = res.stdout.trim();
    expect(url).toMatch(new RegExp(`^http://localhost:8080/${brandName}/payment-link/[2-9A-HJKMNP-Z]{12}$`));
    const cartId = url.split('/').pop()!;
    const [row] = (await links()).filter((l) => l.cartId === cartId);
    expect(row).toMatchObject({
      amountFils: 12_550,
      purposeOfPayment: 'Catering deposit',
      message: 'Thanks',
      paymentGateway: 'STRIPE',
      paymentStatus: 'NOT_VERIFIED',
    });
  }, 120_000);

  it('a brand with its own storefront URL gets {storeFrontURL}/payment-link/{cartId}', () => {
    const res = cli('--brand', `${brandName}-custom`, '--amount', '10', '--purpose', 'Deposit');
    expect(res.status).toBe(0);
    expect(res.stdout.trim()).toMatch(/^https:\/\/order\.example\.com\/payment-link\/[2-9A-HJKMNP-Z]{12}$/);
  }, 120_000);

  it('refuses bad input with the problem named, exit 1, nothing written', async () => {
    const before = (await links()).length;
    const cases: Array<[string[], RegExp]> = [
      [['--brand', brandName, '--amount', '2', '--purpose', 'x'], /more than 2 AED/],
      [['--brand', brandName, '--amount', '12.345', '--purpose', 'x'], /--amount/],
      [['--brand', 'no-such-brand', '--amount', '20', '--purpose', 'x'], /No brand/],
      [['--brand', brandName, '--amount', '20', '--purpose', 'x', '--gateway', 'CHECKOUT'], /not enabled/],
      [['--brand', brandName, '--amount', '20'], /usage: npm run payment-link/],
    ];
    for (const [args, message] of cases) {
      const res = cli(...args);
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(message);
      expect(res.stdout).toBe('');
    }
    expect((await links()).length).toBe(before);
  }, 300_000);

  it('while the server owns the folder, the link is created through it and the URL names its port', async () => {
    server = await startServer({ SUFRA_DATA_DIR: dataDir, SUFRA_SEED_DEMO: 'false' }, { timeoutMs: 120_000 });
    const res = cli('--brand', brandName, '--amount', '30', '--purpose', 'Through the server');
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    const url = res.stdout.trim();
    expect(url).toMatch(new RegExp(`^http://localhost:${server.port}/${brandName}/payment-link/`));
    const cartId = url.split('/').pop()!;
    const [brand] = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/branding/getBrandSettings?app_version=26`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ temporaryDomainName: brandName }),
      },
    ).then(async (r) => [((await r.json()) as { data: { brand: { _id: string } } }).data.brand]);
    const info = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/payment-links/get-payment-link-info-by-cart-id?app_version=26`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartId, brandId: brand!._id }),
      },
    ).then((r) => r.json() as Promise<{ data: { amount: number; purposeOfPayment: string } }>);
    expect(info.data).toMatchObject({ amount: 30, purposeOfPayment: 'Through the server' });
  }, 180_000);
});
