import { LIMITS, MESSAGES } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, otpCodes, outboxMessages, rateLimits, sessions } from '../src/db/schema.ts';
import { maskPhoneNumber } from '../src/modules/auth/mask-phone.ts';
import { codeMessageText, DEV_CHANNEL, type MessagingTransport } from '../src/modules/auth/messaging.ts';
import { hashOtpCode, otpCodeMatches, VERIFY_MAX_PER_IP_PER_HOUR } from '../src/modules/auth/service.ts';
import { normalisePhoneFilter } from '../src/modules/dev/routes.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

let seq = 0;
/** A fresh valid UAE mobile (national format) per call, so the per-phone send limit never interferes. */
const phone = () => `050${String(1_000_000 + ++seq * 7919).slice(-7)}`;
/** '0501234567' → '+971501234567'. */
const e164 = (national: string) => `+971${national.slice(1)}`;
/** Latin digits → Arabic-Indic digits (002 §5). */
const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
let ipSeq = 0;
/** A fresh client IP (trustProxy reads X-Forwarded-For), so per-IP limits of one test never touch another. */
const freshIp = () => `10.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}.7`;

describe('maskPhoneNumber (000 §9 Displays, 002 §2.12)', () => {
  // 0100 IS41: '+{dial code}', 7 stars, the last 3 digits of the national number (0003).
  it("IS41: is '+{dial code}', 7 stars and the last 3 digits of the national number", () => {
    expect(maskPhoneNumber('971', '501234567')).toBe('+971*******567');
    expect(maskPhoneNumber('44', '7911123456')).toBe('+44*******456');
    // Always 7 stars, whatever the length of the number; no separators.
    expect(maskPhoneNumber('1', '2025550123')).toBe('+1*******123');
  });
});

describe('code hashing (issue 2: codes never stored in plain text)', () => {
  it('HMAC-SHA256 with a per-code salt; matches only the right code', () => {
    const a = hashOtpCode('1234');
    const b = hashOtpCode('1234');
    expect(a).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]{22}\$[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(otpCodeMatches(a, '1234')).toBe(true);
    expect(otpCodeMatches(b, '1234')).toBe(true);
    expect(otpCodeMatches(a, '1235')).toBe(false);
    expect(otpCodeMatches('1234', '1234')).toBe(false);
  });
});

describe('dev outbox helpers', () => {
  it('normalises the phone filter to E.164', () => {
    expect(normalisePhoneFilter('+971 50 123 4567')).toBe('+971501234567');
    expect(normalisePhoneFilter('050-123-4567')).toBe('+971501234567');
    expect(normalisePhoneFilter('٠٥٠١٢٣٤٥٦٧')).toBe('+971501234567');
    expect(normalisePhoneFilter('00971501234567')).toBe('+971501234567');
    expect(normalisePhoneFilter('  ')).toBeUndefined();
    expect(normalisePhoneFilter(undefined)).toBeUndefined();
  });
  it('writes the message text with the brand name and the code', () => {
    expect(codeMessageText('Burgerato', '1234', 'EN')).toBe(
      'Your Burgerato code is 1234. It is valid for 10 minutes.',
    );
    expect(codeMessageText('برجراتو', '1234', 'AR')).toContain('1234');
  });
});

describe.each(testDatabases())('sign-in by one-time code on %s (002 §2.11–§2.13, §4.5, §5)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let otherBrandId: string;
  let ip: string;

  beforeAll(async () => {
    // Each case is its own client through X-Forwarded-For, as behind one trusted proxy (issue 5).
    t = await createTestApp(kind, { trustProxy: 1 });
    brandId = (await createBrand(t.database.db, { brandName: 'Burgerato' })).id;
    otherBrandId = (await createBrand(t.database.db)).id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip = freshIp();
  });
  afterEach(() => t.setNow(null));

  const headers = () => ({ 'x-forwarded-for': ip });
  const send = (phoneNumber: string, path = 'user/password-less-login-v2', b = brandId) =>
    post(
      t.app,
      path,
      { brandId: b, phoneNumber, countryObj: { countryCode: 'AE', dialCode: '971' }, userType: 'CUSTOMER' },
      headers(),
    );
  const verify = (phoneNumber: string, verificationCode: string, b = brandId) =>
    post(
      t.app,
      'user/verify-account-v2',
      { brandId: b, phoneNumber, countryObj: { countryCode: 'AE', dialCode: '971' }, verificationCode },
      headers(),
    );
  const codeOf = async (phoneNumber: string) => {
    const res = await get(t.app, 'dev/outbox', { phoneNumber: e164(phoneNumber) });
    return res.body.data.messages[0].code as string;
  };
  const other = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
  const counts = async () => {
    const db = t.database.db;
    const n = async (table: typeof otpCodes | typeof outboxMessages | typeof rateLimits | typeof customers) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      otp: await n(otpCodes),
      outbox: await n(outboxMessages),
      rateLimits: await n(rateLimits),
      customers: await n(customers),
      sessions: (await db.select({ n: count() }).from(sessions))[0]!.n,
    };
  };

  // 0100 IS27: user/password-less-login-v2 sends the code, user/verify-account-v2 verifies it. 0100 IS41: the masked phone.
  it('IS27, IS41: send → code from GET /api/v1/dev/outbox → verify → a token for this brand and the user', async () => {
    const p = phone();
    const sent = await send(p);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      success: 1,
      data: {
        phoneNumber: e164(p),
        maskedPhoneNumber: `+971*******${p.slice(-3)}`,
        resendAfterSeconds: 30,
        expiresInSeconds: 600,
      },
    });
    const outbox = await get(t.app, 'dev/outbox', { phoneNumber: e164(p) });
    expect(outbox.status).toBe(200);
    expect(outbox.body.success).toBe(1);
    const [message] = outbox.body.data.messages;
    expect(message).toMatchObject({ phoneNumber: e164(p), brandId });
    expect(message.code).toMatch(/^\d{4}$/);
    expect(message.text).toBe(`Your Burgerato code is ${message.code}. It is valid for 10 minutes.`);
    expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
    const ok = await verify(p, message.code);
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(1);
    expect(ok.body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(ok.body.data.user).toEqual({
      userId: expect.any(String),
      brandId,
      phoneNumber: e164(p),
      name: null,
      email: null,
    });
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, e164(p)));
    expect(customer).toMatchObject({ id: ok.body.data.user.userId, brandId });
    // The token works for this brand.
    const profile = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: 'Sara' },
      { authorization: ok.body.data.token },
    );
    expect(profile.body).toEqual({ success: 1, data: { name: 'Sara', email: null } });
  });

  it('signing in again finds the same customer', async () => {
    const p = phone();
    await send(p);
    const first = await verify(p, await codeOf(p));
    await send(p);
    const second = await verify(p, await codeOf(p));
    expect(second.body.data.user.userId).toBe(first.body.data.user.userId);
    expect(second.body.data.token).not.toBe(first.body.data.token);
  });

  it('codes are stored hashed, never in plain text', async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(p)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toBe(code);
    expect(rows[0]!.codeHash).toMatch(/^hmac-sha256\$[A-Za-z0-9_-]+\$[0-9a-f]{64}$/);
    expect(otpCodeMatches(rows[0]!.codeHash, code)).toBe(true);
    expect(Object.values(rows[0]!).filter((v) => v === code)).toEqual([]);
    const [outbox] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, e164(p)));
    expect(outbox!.channel).toBe(DEV_CHANNEL);
  });

  it('accepts Arabic-Indic digits in the phone and in the code (002 §5)', async () => {
    const sent = await send('٠٥٠١٢٣٤٥٦٧');
    expect(sent.status).toBe(200);
    expect(sent.body.data.phoneNumber).toBe('+971501234567');
    expect(sent.body.data.maskedPhoneNumber).toBe('+971*******567');
    const code = await codeOf('0501234567');
    const res = await verify('٠٥٠ ١٢٣ ٤٥٦٧', arabic(code));
    expect(res.status).toBe(200);
    expect(res.body.data.user.phoneNumber).toBe('+971501234567');
  });

  it("refuses a number that is not a mobile with 'Please provide a working mobile number.'; writes nothing", async () => {
    const before = await counts();
    for (const bad of ['12345', 'abc', '043456789', '+97143456789', '0501234', '+1', '']) {
      const res = await send(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: 'Please provide a working mobile number.',
      });
      const v = await verify(bad, '1234');
      expect(v.status).toBe(400);
      expect(v.body).toEqual({
        success: 0,
        code: 'workingMobileNumber',
        message: MESSAGES.workingMobileNumber,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('an unknown brand answers 404 and writes nothing', async () => {
    const before = await counts();
    const res = await send(phone(), 'user/password-less-login-v2', '00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: 0, code: 'brandNotFound', message: MESSAGES.brandNotFound });
    expect(await counts()).toEqual(before);
  });

  it('a code is single use', async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    expect((await verify(p, code)).status).toBe(200);
    const again = await verify(p, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: 0, code: 'invalidCode', message: MESSAGES.invalidCode });
  });

  it('a verify without any code sent is refused', async () => {
    const res = await verify(phone(), '1234');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.invalidCode);
  });

  it('wrong codes: 4 × invalid, the 5th kills the code, then the right code is refused too', async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    const before = await counts();
    for (let i = 0; i < LIMITS.otpMaxWrongTries - 1; i++) {
      const res = await verify(p, other(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: 'The code is incorrect. Please check it and try again.',
      });
    }
    const fifth = await verify(p, other(code));
    expect(fifth.body.message).toBe(MESSAGES.tooManyTries);
    const right = await verify(p, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Too many wrong codes. Please ask for a new one.',
    });
    const after = await counts();
    expect(after.sessions).toBe(before.sessions);
    expect(after.customers).toBe(before.customers);
    const [row] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(p)));
    expect(row!.wrongTries).toBe(5);
    // A new code works again.
    await send(p);
    expect((await verify(p, await codeOf(p))).status).toBe(200);
  });

  it('a code is valid for 10 minutes (ctx.now), expired after', async () => {
    const start = new Date('2026-11-22T10:00:00Z');
    const inTime = phone();
    const late = phone();
    t.setNow(start);
    await send(inTime);
    await send(late);
    t.setNow(new Date(start.getTime() + 599_000));
    expect((await verify(inTime, await codeOf(inTime))).status).toBe(200);
    t.setNow(new Date(start.getTime() + 600_000));
    const res = await verify(late, await codeOf(late));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'This code has expired. Please ask for a new one.',
    });
  });

  // 0100 IS27: user/send-otp-code resends.
  it('IS27: resend (user/send-otp-code) issues a new code and invalidates the old one', async () => {
    const p = phone();
    await send(p);
    const first = await codeOf(p);
    const resent = await send(p, 'user/send-otp-code');
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({
      phoneNumber: e164(p),
      maskedPhoneNumber: `+971*******${p.slice(-3)}`,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    const second = await codeOf(p);
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(p)));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.consumedAt === null)).toHaveLength(1);
    if (first !== second) {
      const old = await verify(p, first);
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(MESSAGES.invalidCode);
    }
    expect((await verify(p, second)).status).toBe(200);
  });

  it('at most 5 sends per phone per brand per hour (429), again after the hour', async () => {
    const start = new Date('2026-11-22T12:00:00Z');
    t.setNow(start);
    const p = phone();
    for (let i = 0; i < 5; i++) {
      ip = freshIp();
      expect((await send(p, i % 2 ? 'user/send-otp-code' : 'user/password-less-login-v2')).status).toBe(200);
    }
    const sixth = await send(p);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Too many codes were sent to this number. Please try again in an hour.',
    });
    const outbox = await get(t.app, 'dev/outbox', { phoneNumber: e164(p) });
    expect(outbox.body.data.messages).toHaveLength(5);
    // The limit is per brand: another brand may still send to that phone.
    expect((await send(p, 'user/password-less-login-v2', otherBrandId)).status).toBe(200);
    t.setNow(new Date(start.getTime() + 61 * 60_000));
    expect((await send(p)).status).toBe(200);
  });

  it('concurrent sends never pass the per-phone limit; concurrent verifies of one code succeed once', async () => {
    const p = phone();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(p, i % 2 ? 'user/send-otp-code' : 'user/password-less-login-v2'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    const open = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, e164(p)));
    expect(open.filter((r) => r.consumedAt === null)).toHaveLength(1);
    const q = phone();
    await send(q);
    const code = await codeOf(q);
    const verifies = await Promise.all(Array.from({ length: 5 }, () => verify(q, code)));
    expect(verifies.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it(`at most ${LIMITS.otpMaxSendsPerIpPerHour} sends per IP per hour (429); other IPs unaffected`, async () => {
    for (let i = 0; i < LIMITS.otpMaxSendsPerIpPerHour; i++) expect((await send(phone())).status).toBe(200);
    const res = await send(phone());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Too many requests. Please wait a moment and try again.',
    });
    ip = freshIp();
    expect((await send(phone())).status).toBe(200);
  });

  it(`at most ${VERIFY_MAX_PER_IP_PER_HOUR} verify attempts per IP per hour (429)`, async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    for (let i = 0; i < VERIFY_MAX_PER_IP_PER_HOUR; i++)
      expect((await verify(phone(), '1234')).status).toBe(400);
    const res = await verify(p, code);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MESSAGES.tooManyRequests);
    ip = freshIp();
    expect((await verify(p, code)).status).toBe(200);
  });

  it("a code of one brand does not sign in to another; a token is refused by another brand's calls", async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    const elsewhere = await verify(p, code, otherBrandId);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(MESSAGES.invalidCode);
    const { token } = (await verify(p, code)).body.data;
    const refused = await post(
      t.app,
      'user/update-user-profile',
      { brandId: otherBrandId, name: 'X' },
      { authorization: token },
    );
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'Please login to continue',
    });
  });

  it('bad input on send and verify: missing fields, wrong types — 400 { success: 0, code: expect.any(String), message }, nothing written', async () => {
    const before = await counts();
    const bodies: Array<[string, unknown]> = [
      ['user/password-less-login-v2', {}],
      ['user/password-less-login-v2', { brandId }],
      ['user/password-less-login-v2', { brandId, phoneNumber: 501234567 }],
      ['user/password-less-login-v2', { brandId: 'x', phoneNumber: '0501234567' }],
      ['user/password-less-login-v2', { brandId, phoneNumber: '0501234567', countryObj: { countryCode: 5 } }],
      ['user/send-otp-code', { brandId, phoneNumber: '0501234567', userType: 'ADMIN' }],
      ['user/send-otp-code', { brandId, phoneNumber: '0501234567', language: 'FR' }],
      ['user/verify-account-v2', { brandId, phoneNumber: '0501234567' }],
      ['user/verify-account-v2', { brandId, phoneNumber: '0501234567', verificationCode: '12a4' }],
      ['user/verify-account-v2', { brandId, phoneNumber: '0501234567', verificationCode: '12345' }],
      ['user/verify-account-v2', { brandId, phoneNumber: '0501234567', verificationCode: 1234 }],
      ['user/verify-account-v2', { phoneNumber: '0501234567', verificationCode: '1234' }],
    ];
    for (const [path, body] of bodies) {
      const res = await post(t.app, path, body, headers());
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: 0, code: expect.any(String), message: expect.any(String) });
    }
    const missing = await post(t.app, 'user/verify-account-v2', { brandId, phoneNumber: '0501234567' });
    expect(missing.body.message).toBe('verificationCode is required');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-less-login-v2',
      headers: { 'content-type': 'application/json' },
      payload: '{"brandId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      success: 0,
      code: expect.any(String),
      message: 'The request body is not valid JSON',
    });
    expect(await counts()).toEqual(before);
  });

  it('profile: update with the token; validation texts (002 §5); nothing written on bad input', async () => {
    const p = phone();
    await send(p);
    const { token } = (await verify(p, await codeOf(p))).body.data;
    const auth = { authorization: token };
    const ok = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: '  Sara  ', email: ' sara@example.ae ' },
      auth,
    );
    expect(ok.body).toEqual({ success: 1, data: { name: 'Sara', email: 'sara@example.ae' } });
    const cases: Array<[unknown, string]> = [
      [{ brandId, name: '   ' }, 'name: Name must be at least 1 character'],
      [{ brandId, name: null }, 'name: Please enter your name'],
      [{ brandId }, 'name is required'],
      [{ brandId, name: 'Sara', email: 'nope' }, 'email: Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, 'user/update-user-profile', body, auth);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: 0, code: expect.any(String), message });
    }
    for (const body of [{ brandId, name: 5 }, { brandId, name: 'Sara', email: 5 }, { name: 'Sara' }]) {
      const res = await post(t.app, 'user/update-user-profile', body, auth);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: 0, code: expect.any(String), message: expect.any(String) });
    }
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, e164(p)));
    expect(row).toMatchObject({ name: 'Sara', email: 'sara@example.ae' });
    const noToken = await post(t.app, 'user/update-user-profile', { brandId, name: 'X' });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toEqual({ success: 0, code: 'unauthorized', message: MESSAGES.unauthorized });
    const badToken = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: 'X' },
      { authorization: 'nope' },
    );
    expect(badToken.status).toBe(401);
    // An omitted email clears it.
    const cleared = await post(t.app, 'user/update-user-profile', { brandId, name: 'Sara K' }, auth);
    expect(cleared.body).toEqual({ success: 1, data: { name: 'Sara K', email: null } });
  });

  it('dev outbox: newest first, phone filter in any typed form, HTML page with a captioned table', async () => {
    const p = phone();
    await send(p);
    const first = await codeOf(p);
    await send(p, 'user/send-otp-code');
    const spaced = `+971 ${p.slice(1, 3)} ${p.slice(3, 6)} ${p.slice(6)}`;
    const res = await get(t.app, 'dev/outbox', { phoneNumber: spaced });
    expect(res.body.data.messages).toHaveLength(2);
    expect(res.body.data.messages[1].code).toBe(first);
    expect(res.body.data.messages.every((m: { phoneNumber: string }) => m.phoneNumber === e164(p))).toBe(
      true,
    );
    expect((await get(t.app, 'dev/outbox', { phoneNumber: p })).body.data.messages).toHaveLength(2);
    const all = await get(t.app, 'dev/outbox');
    expect(all.body.data.messages.length).toBeLessThanOrEqual(50);
    const times = all.body.data.messages.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const tooLong = await get(t.app, 'dev/outbox', { phoneNumber: '1'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.success).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<table><caption>[^<]+<\/caption>/);
    expect(page.body).toContain('<th scope="col">Code</th>');
    expect(page.body).toContain(e164(p));
  });
});

describe('a custom messaging transport', () => {
  it('receives the E.164 phone, the brand name in the language and the plain code; nothing in the dev outbox', async () => {
    const sent: Parameters<MessagingTransport['sendCode']>[0][] = [];
    const t = await createTestApp('pglite', {
      messaging: { sendCode: async (input) => void sent.push(input), sendOrderMessage: async () => {} },
    });
    try {
      const brand = await createBrand(t.database.db, { brandName: 'Burgerato', brandNameAr: 'برجراتو' });
      const res = await post(t.app, 'user/password-less-login-v2', {
        brandId: brand.id,
        phoneNumber: '050 123 4567',
        language: 'AR',
      });
      expect(res.status).toBe(200);
      expect(sent).toEqual([
        {
          brandId: brand.id,
          brandName: 'برجراتو',
          phoneNumber: '+971501234567',
          code: expect.stringMatching(/^\d{4}$/),
          language: 'AR',
        },
      ]);
      expect((await t.database.db.select({ n: count() }).from(outboxMessages))[0]!.n).toBe(0);
      const ok = await post(t.app, 'user/verify-account-v2', {
        brandId: brand.id,
        phoneNumber: '0501234567',
        verificationCode: sent[0]!.code,
      });
      expect(ok.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the dev outbox is off outside demo mode', () => {
  it('answers 404 when demoMode is false', async () => {
    const t = await createTestApp('pglite', { demoMode: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in request bounds (issue 5: found by test/fuzz.test.ts)', () => {
  let t: TestApp;
  let brandId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    brandId = (await createBrand(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('refuses a dial code over 8 characters and a verification code over 16, naming the field', async () => {
    const dial = await post(t.app, 'user/password-less-login-v2', {
      brandId,
      phoneNumber: '0501234567',
      countryObj: { countryCode: 'AE', dialCode: '9'.repeat(5_000) },
    });
    expect(dial.status).toBe(400);
    expect(dial.body.success).toBe(0);
    expect(dial.body.message).toMatch(/^countryObj\.dialCode: /);
    const code = await post(t.app, 'user/verify-account-v2', {
      brandId,
      phoneNumber: '0501234567',
      verificationCode: `1234${' '.repeat(20)}`,
    });
    expect(code.status).toBe(400);
    expect(code.body.message).toMatch(/^verificationCode: /);
  });

  it('the dev outbox filter takes only phone characters: 400 envelope, never a 500', async () => {
    for (const phoneNumber of ['\u0000', 'abc', "' or 1=1 --"]) {
      const res = await get(t.app, 'dev/outbox', { phoneNumber });
      expect(res.status, JSON.stringify(phoneNumber)).toBe(400);
      expect(res.body).toEqual({
        success: 0,
        code: expect.any(String),
        message: expect.stringMatching(/phoneNumber/),
      });
    }
    expect((await get(t.app, 'dev/outbox', { phoneNumber: '+971 (50) 123-4567' })).status).toBe(200);
  });
});
