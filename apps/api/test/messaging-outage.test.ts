/**
 * A messaging outage must not lock customers out (issue 16 D3; 002 §8 "Sign-in, no store or
 * failed send/resend: 'Something was incorrect.'"; issue 2: 5 sends per phone per hour): a
 * failed send answers 503 with the spec's text in the request's language, is retried once when
 * the failure may pass, is logged at warn level without the code or the token, and counts
 * against neither the per-phone nor the per-IP limit; the code delivered before stays valid.
 */
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, rateLimits } from '../src/db/schema.ts';
import type { MessagingTransport } from '../src/modules/auth/messaging.ts';
import { MessagingError, whatsAppTransport } from '../src/modules/auth/messaging-whatsapp.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const TOKEN = 'EAAoutage-secret-token-456';

/** A port on 127.0.0.1 that nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The app's transport in these tests: counts every attempt and records the codes it delivered.
 * `fail` decides the outcome of an attempt: an error to throw, or null to deliver.
 */
class SwitchTransport implements MessagingTransport {
  attempts = 0;
  delivered: string[] = [];
  fail: (attempt: number) => Error | null = () => null;
  /** When set, attempts go through this transport (e.g. the real WhatsApp adapter) instead. */
  through: MessagingTransport | null = null;
  async sendCode(input: Parameters<MessagingTransport['sendCode']>[0]): Promise<void> {
    this.attempts += 1;
    if (this.through) return this.through.sendCode(input);
    const error = this.fail(this.attempts);
    if (error) throw error;
    this.delivered.push(input.code);
  }
  async sendOrderMessage(): Promise<void> {}
  reset(): void {
    this.attempts = 0;
    this.delivered = [];
    this.fail = () => null;
    this.through = null;
  }
}

describe.each(testDatabases())('a messaging outage locks nobody out, on %s (issue 16 D3)', (kind) => {
  let t: TestApp;
  let brandId: string;
  const transport = new SwitchTransport();
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  let ipCounter = 0;
  const freshIp = () => `10.16.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoMode: false, messaging: transport, trustProxy: 1, logStream });
    brandId = (await createBrand(t.database.db, { brandName: 'Burgerato' })).id;
  });
  afterAll(() => t.close());

  const send = (phoneNumber: string, ip: string, language: 'EN' | 'AR' = 'EN') =>
    post(
      t.app,
      'user/password-less-login-v2',
      { brandId, phoneNumber, countryObj: { countryCode: 'AE', dialCode: '971' }, language },
      { 'x-forwarded-for': ip },
    );
  const verify = (phoneNumber: string, ip: string, verificationCode: string) =>
    post(
      t.app,
      'user/verify-account-v2',
      { brandId, phoneNumber, countryObj: { countryCode: 'AE', dialCode: '971' }, verificationCode },
      { 'x-forwarded-for': ip },
    );
  const codeRows = async (e164: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(otpCodes)
        .where(and(eq(otpCodes.brandId, brandId), eq(otpCodes.phoneNumber, e164)))
    )[0]!.n;
  const ipHits = async (ip: string) =>
    (
      await t.database.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(like(rateLimits.key, `otp-send-ip:${ip}`))
    )[0]?.count ?? 0;

  it('WhatsApp unreachable: six tries answer 503 in the request language (no 500, no 429); once back, a code is sent', async () => {
    transport.reset();
    const port = await closedPort();
    transport.through = whatsAppTransport({
      baseUrl: `http://127.0.0.1:${port}`,
      apiVersion: 'v21.0',
      phoneNumberId: '1098765432',
      token: TOKEN,
      templateName: 'sufra_code',
    });
    const ip = freshIp();
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(await send('0501600001', ip, i % 2 === 0 ? 'EN' : 'AR'));
    expect(tries.map((r) => r.status)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(tries[0]!.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Something was incorrect.',
    });
    expect(tries[1]!.body).toEqual({ success: 0, code: expect.any(String), message: 'حدث خطأ ما.' });
    // Each try was sent twice (one retry of the refused connection).
    expect(transport.attempts).toBe(12);
    expect(await codeRows('+971501600001')).toBe(0);
    expect(await ipHits(ip)).toBe(0);

    // WhatsApp is back: the seventh try sends a code that signs in.
    transport.reset();
    const sent = await send('0501600001', ip);
    expect(sent.status).toBe(200);
    expect(transport.delivered).toHaveLength(1);
    const verified = await verify('0501600001', ip, transport.delivered[0]!);
    expect(verified.status).toBe(200);
    expect(verified.body.data.token).toEqual(expect.any(String));

    const log = logLines.join('');
    expect(log).toContain('"level":40');
    expect(log).toMatch(/WhatsApp send failed: network error \(ECONNREFUSED\)/);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('501600001');
    expect(log).not.toContain('"level":50');
  });

  it('a failed send is retried once, then given up; a refusal that cannot pass is not retried', async () => {
    transport.reset();
    logLines.length = 0;
    transport.fail = () => new MessagingError('WhatsApp send failed: HTTP 503 (Meta error 131000)', 503);
    const ip = freshIp();
    const failed = await send('0501600002', ip);
    expect(failed.status).toBe(503);
    expect(transport.attempts).toBe(2);
    const warnings = logLines.map((l) => JSON.parse(l)).filter((l) => l.level === 40);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ attempt: 1, retrying: true, providerStatus: 503 });
    expect(warnings[1]).toMatchObject({ attempt: 2, retrying: false, providerStatus: 503 });
    expect(warnings[1].reason).toBe('WhatsApp send failed: HTTP 503 (Meta error 131000)');

    // Failing once, then working: the retry delivers the code.
    transport.reset();
    transport.fail = (attempt) =>
      attempt === 1 ? new MessagingError('WhatsApp send failed: network error') : null;
    const second = await send('0501600002', ip);
    expect(second.status).toBe(200);
    expect(transport.attempts).toBe(2);
    expect(transport.delivered).toHaveLength(1);

    // 401 (a bad token) will not pass by retrying: one attempt.
    transport.reset();
    transport.fail = () => new MessagingError('WhatsApp send failed: HTTP 401 (Meta error 190)', 401);
    expect((await send('0501600003', ip)).status).toBe(503);
    expect(transport.attempts).toBe(1);
  });

  it('failed sends count against no limit, even concurrent ones; the earlier code stays valid; the limit still holds', async () => {
    transport.reset();
    const ip = freshIp();
    const first = await send('0501600004', ip);
    expect(first.status).toBe(200);
    const earlierCode = transport.delivered[0]!;

    transport.fail = () => new MessagingError('WhatsApp send failed: HTTP 500', 500);
    const failed = await Promise.all(Array.from({ length: 4 }, () => send('0501600004', ip)));
    expect(failed.map((r) => r.status)).toEqual([503, 503, 503, 503]);
    expect(await codeRows('+971501600004')).toBe(1);
    expect(await ipHits(ip)).toBe(1);

    // The failed resends took nothing away: the code already delivered still signs in.
    expect((await verify('0501600004', ip, earlierCode)).status).toBe(200);

    transport.fail = () => null;
    for (let i = 0; i < 4; i++) expect((await send('0501600004', ip)).status).toBe(200);
    // Five codes delivered this hour: the sixth is refused (issue 2), as before.
    const refused = await send('0501600004', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many codes were sent to this number. Please try again in an hour.',
    );
  });
});
