/**
 * The messaging transports of one-time codes (issue 5; 002 §2.11): the WhatsApp Business Cloud
 * API adapter against a local fake Graph API, the dev outbox refusing to work outside demo mode,
 * the factory, the production server (main.ts) sending through WhatsApp without storing or
 * logging the code, and loadConfig's production rules.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, type WhatsAppConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { otpCodes, outboxMessages } from '../src/db/schema.ts';
import { createMessagingTransport, devOutboxTransport } from '../src/modules/auth/messaging.ts';
import {
  MessagingError,
  whatsAppCodeMessage,
  whatsAppTransport,
} from '../src/modules/auth/messaging-whatsapp.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const TOKEN = 'EAAtest-secret-token-123';

/** One request the fake Graph API received. */
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the JSON body loosely
  body: any;
}

/** A fake Graph API on 127.0.0.1 (random port): records requests, answers as `respond` says. */
class FakeGraph {
  received: Received[] = [];
  respond: (req: Received) => { status: number; body?: unknown } | 'hang' = () => ({
    status: 200,
    body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.TEST' }] },
  });
  private server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: raw ? JSON.parse(raw) : undefined,
      };
      this.received.push(r);
      const answer = this.respond(r);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  baseUrl = '';
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  config(): WhatsAppConfig {
    return {
      baseUrl: this.baseUrl,
      apiVersion: 'v21.0',
      phoneNumberId: '1098765432',
      token: TOKEN,
      templateName: 'sufra_code',
    };
  }
  /** The code carried by the last message (body parameter). */
  lastCode(): string {
    return this.received.at(-1)!.body.template.components[0].parameters[0].text;
  }
}

const codeInput = (code = '4821', language: 'EN' | 'AR' = 'EN') => ({
  brandId: '00000000-0000-4000-8000-000000000000',
  brandName: 'Burgerato',
  phoneNumber: '+971501234567',
  code,
  language,
});

describe('WhatsApp Business Cloud API transport (issue 5; Meta: send authentication templates)', () => {
  const graph = new FakeGraph();
  beforeAll(() => graph.start());
  afterAll(() => graph.stop());
  afterEach(() => {
    graph.received = [];
    graph.respond = () => ({ status: 200, body: { messages: [{ id: 'wamid.TEST' }] } });
  });

  it('POSTs the authentication template to /{version}/{phoneNumberId}/messages with the bearer token', async () => {
    await whatsAppTransport(graph.config()).sendCode(codeInput('4821', 'AR'));
    expect(graph.received).toHaveLength(1);
    const [r] = graph.received;
    expect(r!.method).toBe('POST');
    expect(r!.url).toBe('/v21.0/1098765432/messages');
    expect(r!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(r!.contentType).toMatch(/^application\/json/);
    expect(r!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '971501234567',
      type: 'template',
      template: {
        name: 'sufra_code',
        language: { code: 'ar' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '4821' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '4821' }] },
        ],
      },
    });
    expect(whatsAppCodeMessage('t', '+44791', '0001', 'EN').template.language.code).toBe('en');
  });

  it('an order message (issue 17, decision 0031): the utility template of its kind, brand, order number and detail as body parameters', async () => {
    await whatsAppTransport({ ...graph.config(), orderTemplatePrefix: 'shop_order_' }).sendOrderMessage({
      brandId: 'b',
      phoneNumber: '+971501234567',
      kind: 'rejected',
      language: 'AR',
      text: 'ignored by WhatsApp',
      params: ['النيل', 'ALN-7', ''],
    });
    expect(graph.received).toHaveLength(1);
    expect(graph.received[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '971501234567',
      type: 'template',
      template: {
        name: 'shop_order_rejected',
        language: { code: 'ar' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'النيل' },
              { type: 'text', text: 'ALN-7' },
              { type: 'text', text: ' ' },
            ],
          },
        ],
      },
    });
  });

  it('rejects a non-2xx answer with a MessagingError naming the status, never the code or the token', async () => {
    graph.respond = () => ({ status: 401, body: { error: { code: 190, message: `bad token ${TOKEN}` } } });
    const error = await whatsAppTransport(graph.config())
      .sendCode(codeInput('7391'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    const e = error as MessagingError;
    expect(e.message).toBe('WhatsApp send failed: HTTP 401 (Meta error 190)');
    expect(e.providerStatus).toBe(401);
    const dump = `${e.message} ${e.stack} ${JSON.stringify(e)}`;
    expect(dump).not.toContain('7391');
    expect(dump).not.toContain(TOKEN);
    expect(dump).not.toContain('501234567');
  });

  it('gives up after the timeout, and on a network failure, without the code', async () => {
    graph.respond = () => 'hang';
    const timedOut = await whatsAppTransport(graph.config(), { timeoutMs: 150 })
      .sendCode(codeInput('5555'))
      .catch((e: unknown) => e as Error);
    expect(timedOut).toBeInstanceOf(MessagingError);
    expect((timedOut as Error).message).toBe('WhatsApp send timed out after 150 ms');
    const refused = await whatsAppTransport({ ...graph.config(), baseUrl: 'http://127.0.0.1:1' })
      .sendCode(codeInput('5555'))
      .catch((e: unknown) => e as Error);
    expect(refused).toBeInstanceOf(MessagingError);
    expect((refused as Error).message).toMatch(/^WhatsApp send failed: network error/);
    expect((refused as Error).message).not.toContain('5555');
  });
});

describe('the dev outbox is for demo mode only; the factory picks the configured transport', () => {
  let database: Database;
  const graph = new FakeGraph();
  beforeAll(async () => {
    database = await openDatabase({});
    await graph.start();
  });
  afterAll(async () => {
    await graph.stop();
    await database.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const outboxRows = async () => (await database.db.select({ n: count() }).from(outboxMessages))[0]!.n;

  it('outside demo mode the dev transport stores nothing, prints nothing and rejects', async () => {
    const brand = await createBrand(database.db);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = await outboxRows();
    await expect(
      devOutboxTransport(database.db, { demoMode: false }).sendCode({
        ...codeInput('2468'),
        brandId: brand.id,
      }),
    ).rejects.toBeInstanceOf(MessagingError);
    expect(await outboxRows()).toBe(before);
    expect(info).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    // In demo mode it keeps the code for /dev/outbox and prints it.
    await devOutboxTransport(database.db, { demoMode: true }).sendCode({
      ...codeInput('2468'),
      brandId: brand.id,
    });
    expect(await outboxRows()).toBe(before + 1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('2468'));
  });

  it('createMessagingTransport: WhatsApp when configured (even in demo mode), else the dev outbox', async () => {
    const brand = await createBrand(database.db);
    const before = await outboxRows();
    await createMessagingTransport(
      { demoMode: true, messaging: { kind: 'whatsapp', whatsapp: graph.config() } },
      database.db,
    ).sendCode({ ...codeInput('1357'), brandId: brand.id });
    expect(graph.lastCode()).toBe('1357');
    expect(await outboxRows()).toBe(before);
    await expect(
      createMessagingTransport({ demoMode: false, messaging: { kind: 'dev-outbox' } }, database.db).sendCode({
        ...codeInput('1357'),
        brandId: brand.id,
      }),
    ).rejects.toThrow(/demo mode only/);
    expect(await outboxRows()).toBe(before);
  });
});

describe.each(testDatabases())(
  'sign-in through WhatsApp, demo mode off, on %s (issue 5; 002 §2.11)',
  (kind) => {
    let t: TestApp;
    let brandId: string;
    const graph = new FakeGraph();
    beforeAll(async () => {
      await graph.start();
      t = await createTestApp(kind, { demoMode: false, messaging: whatsAppTransport(graph.config()) });
      brandId = (await createBrand(t.database.db, { brandName: 'Burgerato' })).id;
    });
    afterAll(async () => {
      await t.close();
      await graph.stop();
    });
    afterEach(() => vi.restoreAllMocks());

    const body = (phoneNumber: string) => ({
      brandId,
      phoneNumber,
      countryObj: { countryCode: 'AE', dialCode: '971' },
      userType: 'CUSTOMER',
    });

    it('sends the code to WhatsApp, keeps no plain code, prints nothing, and the code signs in', async () => {
      const printed: string[] = [];
      for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          printed.push(args.map(String).join(' '));
        });
      }
      const sent = await post(t.app, 'user/password-less-login-v2', body('0501112233'), {
        'x-forwarded-for': '10.9.0.1',
      });
      expect(sent.status).toBe(200);
      const code = graph.lastCode();
      expect(code).toMatch(/^\d{4}$/);
      expect(graph.received.at(-1)!.body.to).toBe('971501112233');
      const db = t.database.db;
      expect((await db.select({ n: count() }).from(outboxMessages))[0]!.n).toBe(0);
      expect(
        (await db.select({ n: count() }).from(outboxMessages).where(isNotNull(outboxMessages.devCode)))[0]!.n,
      ).toBe(0);
      const stored = await db.select({ codeHash: otpCodes.codeHash }).from(otpCodes);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.codeHash).toMatch(/^hmac-sha256\$/);
      expect(printed.join('\n')).not.toContain(code);
      // Demo mode off: no dev outbox routes.
      expect((await get(t.app, 'dev/outbox')).status).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      const verified = await post(
        t.app,
        'user/verify-account-v2',
        { ...body('0501112233'), verificationCode: code },
        { 'x-forwarded-for': '10.9.0.1' },
      );
      expect(verified.status).toBe(200);
      expect(verified.body.data.token).toEqual(expect.any(String));
    });

    it('a refused send answers the 503 envelope (002 §8 failed send) without the code', async () => {
      graph.respond = () => ({ status: 503, body: { error: { code: 131000 } } });
      const sent = await post(t.app, 'user/password-less-login-v2', body('0501112244'), {
        'x-forwarded-for': '10.9.0.2',
      });
      graph.respond = () => ({ status: 200, body: {} });
      expect(sent.status).toBe(503);
      expect(sent.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: 'Something was incorrect.',
      });
      expect(JSON.stringify(sent.body)).not.toContain(graph.lastCode());
    });
  },
);

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the production server (main.ts) with WhatsApp (issue 5)', () => {
  const graph = new FakeGraph();
  let child: ChildProcess;
  let output = '';
  let baseUrl = '';
  let dataDir = '';
  beforeAll(async () => {
    await graph.start();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sufra-messaging-'));
    child = spawn(path.join(apiRoot, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        SUFRA_DATA_DIR: dataDir,
        SUFRA_WEB_DIST: '',
        SUFRA_DEMO_MODE: '',
        // Production seeds no demo brand unless asked (decision 0010); this test needs one.
        SUFRA_SEED_DEMO: 'true',
        SUFRA_WHATSAPP_BASE_URL: graph.baseUrl,
        SUFRA_WHATSAPP_PHONE_NUMBER_ID: '1098765432',
        SUFRA_WHATSAPP_TOKEN: TOKEN,
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const deadline = Date.now() + 60_000;
    while (!/Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
  }, 90_000);
  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await graph.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (p: string, payload: unknown) => {
    const res = await fetch(`${baseUrl}/api/v1/${p}?app_version=26`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    // biome-ignore lint/suspicious/noExplicitAny: loose read of the answer
    return { status: res.status, body: (await res.json()) as any };
  };

  it('sends through WhatsApp, has no dev outbox, and never logs the code or the token', async () => {
    const brand = await call('branding/getBrandSettings', { temporaryDomainName: 'burgerato' });
    const brandId = brand.body.data.brand._id as string;
    const payload = {
      brandId,
      phoneNumber: '0503334455',
      countryObj: { countryCode: 'AE', dialCode: '971' },
    };
    const ok = await call('user/password-less-login-v2', payload);
    expect(ok.status).toBe(200);
    const code = graph.lastCode();
    expect(graph.received.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
    graph.respond = () => ({ status: 500, body: { error: { code: 1 } } });
    const failed = await call('user/send-otp-code', payload);
    const failedCode = graph.lastCode();
    expect(failed.status).toBe(503);
    expect(failed.body.success).toBe(0);
    expect((await fetch(`${baseUrl}/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/v1/dev/outbox`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    expect(output).toContain('demo mode off');
    expect(output).toContain('WhatsApp send failed: HTTP 500');
    expect(output).not.toContain(TOKEN);
    expect(output.replace(/"pid":\d+/g, '')).not.toMatch(new RegExp(`\\b(${code}|${failedCode})\\b`));
  });
});

describe('loadConfig: production and the messaging transport (issue 5)', () => {
  const whatsapp = { SUFRA_WHATSAPP_TOKEN: TOKEN, SUFRA_WHATSAPP_PHONE_NUMBER_ID: '1098765432' };

  it('refuses production without a transport, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SUFRA_MESSAGING: no transport/);
  });

  it('refuses demo mode in production, and a WhatsApp choice without its variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SUFRA_DEMO_MODE: 'true', ...whatsapp })).toThrow(
      /SUFRA_DEMO_MODE/,
    );
    const error = (() => {
      try {
        loadConfig({ SUFRA_MESSAGING: 'whatsapp' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.message).toContain('SUFRA_WHATSAPP_TOKEN');
    expect(error!.message).toContain('SUFRA_WHATSAPP_PHONE_NUMBER_ID');
  });

  it('runs production with the WhatsApp variables: demo mode off, WhatsApp transport', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...whatsapp,
      SUFRA_WHATSAPP_BASE_URL: 'https://graph.example/',
    });
    expect(config.production).toBe(true);
    expect(config.demoMode).toBe(false);
    expect(config.messaging).toEqual({
      kind: 'whatsapp',
      whatsapp: {
        baseUrl: 'https://graph.example',
        apiVersion: 'v21.0',
        phoneNumberId: '1098765432',
        token: TOKEN,
        templateName: 'sufra_code',
        orderTemplatePrefix: 'sufra_order_',
      },
    });
    expect(loadConfig({}).messaging).toEqual({ kind: 'dev-outbox' });
    expect(loadConfig({}).demoMode).toBe(true);
  });

  it('seeds the demo brands in demo mode only, unless SUFRA_SEED_DEMO says otherwise (decision 0010)', () => {
    const production = { NODE_ENV: 'production', ...whatsapp };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SUFRA_SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SUFRA_SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({
        PORT: '99999',
        SUFRA_WHATSAPP_API_VERSION: 'latest',
        SUFRA_WHATSAPP_PHONE_NUMBER_ID: '+97150',
        SUFRA_WHATSAPP_BASE_URL: 'not a url',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      for (const name of [
        'PORT',
        'SUFRA_WHATSAPP_API_VERSION',
        'SUFRA_WHATSAPP_PHONE_NUMBER_ID',
        'SUFRA_WHATSAPP_BASE_URL',
      ])
        expect(message).toContain(`${name}:`);
      expect(message).not.toContain(TOKEN);
    }
  });
});
