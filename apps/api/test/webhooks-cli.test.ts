import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { apiDir, type ServerProcess, startServer, tsxBin } from './support/shared-database.ts';
import { docsVerifyWebhook, type Receiver, startReceiver } from './support/webhook-receiver.ts';

/**
 * Issue 17: `npm run webhooks` on an embedded database with no server, then beside a running
 * server (through its loopback internal route); the running server fans out and delivers a placed
 * order's event to both endpoints, each signed with its own secret.
 */
describe('npm run webhooks without and beside a running server (PGlite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-hooks-'));
  const dataDir = path.join(dir, 'data');
  let server: ServerProcess | undefined;
  let hook: Receiver | undefined;
  afterAll(async () => {
    await server?.stop();
    await hook?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const cli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    delete env.NODE_ENV;
    return spawnSync(tsxBin, [path.join(apiDir, 'src/cli/webhooks.ts'), ...args], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };
  const lastLine = (out: string) => out.trim().split('\n').at(-1)!;

  it('add prints the whsec_ secret last, directly and through the server; the server delivers a placed order to both', async () => {
    hook = await startReceiver();
    const database = await openDatabase({ dataDir });
    const brand = await createBrand(database.db);
    const storeId = (await createStore(database.db, brand.id)).id;
    const menu = await createMenu(database.db, brand.id);
    const me = await signedInCustomer(database.db, brand.id, '+971501234567');
    await database.close();

    const direct = cli('add', '--brand', brand.temporaryDomainName, '--url', `${hook.url}?n=1`);
    expect(direct.stderr).toBe('');
    expect(direct.status).toBe(0);
    expect(direct.stdout).not.toMatch(/running server/);
    const first = lastLine(direct.stdout);
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    server = await startServer({ SUFRA_DATA_DIR: dataDir, SUFRA_SEED_DEMO: 'false' }, { timeoutMs: 120_000 });
    const through = cli(
      'add',
      '--brand',
      brand.temporaryDomainName,
      '--url',
      `${hook.url}?n=2`,
      '--events',
      'order.created',
    );
    expect(through.stderr).toBe('');
    expect(through.status).toBe(0);
    expect(through.stdout).toMatch(/through the running server/);
    const second = lastLine(through.stdout);
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    const refused = cli('add', '--brand', brand.temporaryDomainName, '--url', 'ftp://x.example/');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/http or https/);

    const res = await fetch(
      `http://127.0.0.1:${server.port}/api/v1/order/place-order-v2?app_version=26&app_name=WEB_STORE_FRONT`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: me.token },
        body: JSON.stringify(
          orderBody({ brandId: brand.id, storeId }, [burgerLine(menu, 2)], {
            itemsTotalPrice: 50,
            totalOrderPrice: 52.5,
          }),
        ),
      },
    );
    expect(res.status).toBe(200);
    const orderNumber = ((await res.json()) as { data: { savedOrder: { orderNumber: string } } }).data
      .savedOrder.orderNumber;
    for (let waited = 0; hook.received.length < 2 && waited < 30_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(hook.received).toHaveLength(2);
    const verify = await docsVerifyWebhook();
    const bySecret = (secret: string) =>
      hook!.received.filter((r) => {
        try {
          verify(secret, r.headers, r.body);
          return true;
        } catch {
          return false;
        }
      });
    expect(bySecret(first)).toHaveLength(1);
    expect(bySecret(second)).toHaveLength(1);
    const [one] = bySecret(first);
    expect(new Webhook(first).verify(one!.body, one!.headers)).toMatchObject({
      type: 'order.created',
      data: { orderNumber },
    });
    expect(hook.received[0]!.headers['webhook-id']).toBe(hook.received[1]!.headers['webhook-id']);

    const listed = cli('list', '--brand', brand.temporaryDomainName);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/through the running server/);
    expect(listed.stdout.match(/order\.created\s+msg_\S+\s+delivered/g)).toHaveLength(2);
    const deliveryId = /^\s+([0-9a-f-]{36})\s+order\.created/m.exec(listed.stdout)![1]!;
    const replay = cli('replay', deliveryId);
    expect(replay.status).toBe(0);
    for (let waited = 0; hook.received.length < 3 && waited < 30_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    expect(hook.received).toHaveLength(3);
  }, 300_000);
});
