import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpCodes } from '../src/db/schema.ts';
import { maskPhoneNumber } from '../src/modules/auth/mask-phone.ts';
import { createBrand } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

let seq = 0;
/** A fresh valid UAE mobile per test, so the per-phone send limit never interferes. */
const phone = () => `050${String(1_000_000 + ++seq * 7919).slice(-7)}`;
const e164 = (national: string) => `+971${national.slice(1)}`;

describe('maskPhoneNumber (000 §9 Displays, 002 §2.12, IS41)', () => {
  it("is '+{dial code}', 7 stars and the last 3 digits", () => {
    expect(maskPhoneNumber('971', '501234567')).toBe('+971*******567');
  });
});

describe.each(testDatabases())('sign-in by one-time code on %s (002 §2.11–§2.13, §4.5, §5)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let otherBrandId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    brandId = (await createBrand(t.database.db)).id;
    otherBrandId = (await createBrand(t.database.db)).id;
  });
  afterAll(() => t.close());

  const send = (phoneNumber: string, path = 'user/password-less-login-v2', b = brandId) =>
    post(t.app, path, {
      brandId: b,
      phoneNumber,
      countryObj: { countryCode: 'AE', dialCode: '971' },
      userType: 'CUSTOMER',
    });
  const verify = (phoneNumber: string, verificationCode: string, b = brandId) =>
    post(t.app, 'user/verify-account-v2', {
      brandId: b,
      phoneNumber,
      countryObj: { countryCode: 'AE', dialCode: '971' },
      verificationCode,
    });
  const codeOf = async (phoneNumber: string) => {
    const res = await get(t.app, 'dev/outbox', { phoneNumber: e164(phoneNumber) });
    return res.body.data.messages[0].code as string;
  };

  it('send → code in the dev outbox → verify → a token for this brand and the user', async () => {
    const p = phone();
    const sent = await send(p);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      phoneNumber: e164(p),
      maskedPhoneNumber: `+971*******${p.slice(-3)}`,
      resendAfterSeconds: 30,
      expiresInSeconds: 600,
    });
    const code = await codeOf(p);
    expect(code).toMatch(/^\d{4}$/);
    const ok = await verify(p, code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(ok.body.data.user).toMatchObject({ brandId, phoneNumber: e164(p), name: null, email: null });
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
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash.length).toBeGreaterThan(40);
  });

  it('accepts Arabic-Indic digits in the phone and in the code (002 §5)', async () => {
    const p = phone();
    const arabic = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await send(arabic(p))).status).toBe(200);
    const code = await codeOf(p);
    expect((await verify(arabic(p), arabic(code))).status).toBe(200);
  });

  it("refuses a number that is not a mobile with 'Please provide a working mobile number.'", async () => {
    for (const bad of ['12345', 'abc', '043456789']) {
      const res = await send(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: 0, message: 'Please provide a working mobile number.' });
    }
  });

  it('a code is single use', async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    expect((await verify(p, code)).status).toBe(200);
    expect((await verify(p, code)).status).toBe(400);
  });

  it('after 5 wrong tries the right code is refused too', async () => {
    const p = phone();
    await send(p);
    const code = await codeOf(p);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) expect((await verify(p, wrong)).status).toBe(400);
    const res = await verify(p, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Too many wrong codes. Please ask for a new one.');
  });

  it('a code expires after 10 minutes', async () => {
    const p = phone();
    const start = new Date('2026-11-22T10:00:00Z');
    t.setNow(start);
    await send(p);
    const code = await codeOf(p);
    t.setNow(new Date(start.getTime() + 10 * 60 * 1000 + 1000));
    const res = await verify(p, code);
    t.setNow(null);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please ask for a new one.');
  });

  it('resend (user/send-otp-code) issues a new code and retires the old one', async () => {
    const p = phone();
    await send(p);
    const first = await codeOf(p);
    await send(p, 'user/send-otp-code');
    const second = await codeOf(p);
    if (first !== second) expect((await verify(p, first)).status).toBe(400);
    expect((await verify(p, second)).status).toBe(200);
  });

  it('at most 5 sends per phone per hour (429)', async () => {
    const p = phone();
    for (let i = 0; i < 5; i++) expect((await send(p)).status).toBe(200);
    const res = await send(p);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many codes were sent to this number. Please try again in an hour.');
  });

  it('bad input: missing fields, wrong types, non-digit codes — 400, nothing written', async () => {
    const before = await t.database.db.select({ n: count() }).from(otpCodes);
    for (const body of [
      {},
      { brandId },
      { brandId, phoneNumber: 501234567 },
      { brandId: 'x', phoneNumber: '0501234567' },
    ]) {
      const res = await post(t.app, 'user/password-less-login-v2', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(0);
      expect(typeof res.body.message).toBe('string');
    }
    const v = await post(t.app, 'user/verify-account-v2', {
      brandId,
      phoneNumber: '0501234567',
      verificationCode: '12a4',
    });
    expect(v.status).toBe(400);
    expect(v.body.message).toMatch(/verificationCode/);
    const after = await t.database.db.select({ n: count() }).from(otpCodes);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('profile: update with the token; another brand refuses the token; validation texts (002 §5)', async () => {
    const p = phone();
    await send(p);
    const { token } = (await verify(p, await codeOf(p))).body.data;
    const ok = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: '  Sara  ', email: 'sara@example.ae' },
      { authorization: token },
    );
    expect(ok.body).toEqual({ success: 1, data: { name: 'Sara', email: 'sara@example.ae' } });
    const other = await post(
      t.app,
      'user/update-user-profile',
      { brandId: otherBrandId, name: 'X' },
      { authorization: token },
    );
    expect(other.status).toBe(401);
    expect(other.body).toEqual({ success: 0, message: 'Please login to continue' });
    const noToken = await post(t.app, 'user/update-user-profile', { brandId, name: 'X' });
    expect(noToken.status).toBe(401);
    const empty = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: '   ' },
      { authorization: token },
    );
    expect(empty.body.message).toBe('name: Name must be at least 1 character');
    const badEmail = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: 'Sara', email: 'nope' },
      { authorization: token },
    );
    expect(badEmail.body.message).toBe('email: Please enter a valid email address');
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.phoneNumber, e164(p)));
    expect(row).toMatchObject({ name: 'Sara', email: 'sara@example.ae' });
  });
});

describe('the dev outbox is off outside demo mode', () => {
  it('answers 404 when demoMode is false', async () => {
    const t = await createTestApp('pglite', { demoMode: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
