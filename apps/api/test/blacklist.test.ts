/**
 * The blacklist (issue 19, decision 0033; 002 §2.15, §4.6, §6 'Blacklisted customer', §7
 * 'Blacklist status | GET /blacklisted-numbers/check/status | data.isBlacklisted'), as an attacker
 * and an owner would try it: the status per brand, signed out, the server's refusals of sign-in
 * codes, orders and payments (nothing written), and the owner-only staff calls.
 */
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, type orders, otpCodes, rateLimits, sessions } from '../src/db/schema.ts';
import { blacklistedNumbers } from '../src/db/schema-blacklist.ts';
import { runBlacklistCommand } from '../src/modules/blacklist/service.ts';
import { runStaffCommand } from '../src/modules/staff/service.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { expectCleanRefusal, freshKey, rowCounts } from './support/attacker.ts';
import { type CardWorld, cardOrderBody, cardWorld } from './support/card-orders.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const STATUS = 'blacklisted-numbers/check/status';
const ACCESS_BLOCKED_EN = 'Your access has been blocked. Please contact support for assistance.';

describe.each(testDatabases())('blacklist on %s (issue 19)', (kind) => {
  let t: TestApp;
  let w: CardWorld;
  let other: CardWorld;
  /** A token of the same phone as `w.customer` at the other brand (the blacklist is per brand). */
  let samePhoneOtherBrand: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await cardWorld(t.database.db);
    other = await cardWorld(t.database.db);
    // Valid UAE mobiles (the factory's are not): the blacklist normalises what it is given to E.164.
    for (const [c, phoneNumber] of [
      [w.customer, '+971501230001'],
      [w.other, '+971501230002'],
    ] as const) {
      await t.database.db.update(customers).set({ phoneNumber }).where(eq(customers.id, c.id));
      c.phoneNumber = phoneNumber;
    }
    const [twin] = await t.database.db
      .insert(customers)
      .values({ brandId: other.brand.id, phoneNumber: w.customer.phoneNumber })
      .returning();
    samePhoneOtherBrand = await createSession(t.database.db, other.brand.id, twin!.id, new Date());
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const block = (phoneNumber: string, slug = w.brand.temporaryDomainName) =>
    runBlacklistCommand(db(), { action: 'blacklist', temporaryDomainName: slug, phoneNumber }, new Date());
  const unblock = (phoneNumber: string, slug = w.brand.temporaryDomainName) =>
    runBlacklistCommand(db(), { action: 'unblacklist', temporaryDomainName: slug, phoneNumber }, new Date());
  const status = (token: string | undefined, brandId = w.brand.id) =>
    get(t.app, STATUS, { brandId }, token ? { authorization: token } : {});
  const countOf = async (table: typeof otpCodes | typeof sessions | typeof rateLimits | typeof orders) =>
    Number((await db().select({ n: count() }).from(table))[0]!.n);

  it('002 §7: isBlacklisted false, then true once blocked, then false once unblocked', async () => {
    expect((await status(w.token)).body).toEqual({ success: 1, data: { isBlacklisted: false } });
    // Typed in the local form: normalised to the customer's E.164.
    const local = `0${w.customer.phoneNumber.slice(4)}`;
    const added = await block(local);
    expect(added).toMatchObject({ changed: true, numbers: [{ phoneNumber: w.customer.phoneNumber }] });
    expect((await status(w.token)).body).toEqual({ success: 1, data: { isBlacklisted: true } });
    // The other customer of the brand and the same phone at another brand are not blocked.
    expect((await status(w.otherToken)).body.data.isBlacklisted).toBe(false);
    expect((await status(samePhoneOtherBrand, other.brand.id)).body.data.isBlacklisted).toBe(false);
    // Idempotent: a repeat changes nothing.
    expect((await block(w.customer.phoneNumber)).changed).toBe(false);
    expect(
      await db().select().from(blacklistedNumbers).where(eq(blacklistedNumbers.brandId, w.brand.id)),
    ).toHaveLength(1);
    expect((await unblock(w.customer.phoneNumber)).changed).toBe(true);
    expect((await unblock(w.customer.phoneNumber)).changed).toBe(false);
    expect((await status(w.token)).body.data.isBlacklisted).toBe(false);
  });

  it('decision 0033: signed out, or with a token of another brand, the status is 401 unauthorized (EN/AR)', async () => {
    const out = await status(undefined);
    expectCleanRefusal(out, 401, 'signed out');
    expect(out.body.code).toBe('unauthorized');
    const ar = await get(t.app, STATUS, { brandId: w.brand.id, language: 'AR' });
    expect(ar.body.message).toBe(MESSAGES_AR.unauthorized);
    // A token of brand B asking about brand A names no customer of A.
    expect((await status(other.token, w.brand.id)).status).toBe(401);
    // A staff token is not a customer.
    const staffPhone = '+971509990001';
    await runStaffCommand(
      db(),
      {
        action: 'add',
        temporaryDomainName: w.brand.temporaryDomainName,
        phoneNumber: staffPhone,
        role: 'owner',
        storeIds: [],
      },
      new Date(),
    );
    expect((await status('Staff not-a-token')).status).toBe(401);
  });

  it('a blacklisted customer is refused place-order 403 accessBlocked (EN and AR), nothing written', async () => {
    await block(w.customer.phoneNumber);
    try {
      const before = await rowCounts(db());
      const en = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
        authorization: w.token,
        'idempotency-key': freshKey(),
      });
      expectCleanRefusal(en, 403, 'place-order EN');
      expect(en.body).toEqual({ success: 0, code: 'accessBlocked', message: ACCESS_BLOCKED_EN });
      expect(MESSAGES.accessBlocked).toBe(ACCESS_BLOCKED_EN);
      const ar = await post(
        t.app,
        'order/place-order-v2',
        { ...cardOrderBody(w, 1, { paymentType: 'CASH' }), language: 'AR' },
        { authorization: w.token },
      );
      expect(ar.status).toBe(403);
      expect(ar.body.message).toBe(MESSAGES_AR.accessBlocked);
      expect(await rowCounts(db())).toEqual(before);
      // Another customer of the brand, and the same phone at another brand, still order.
      const ok = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
        authorization: w.otherToken,
      });
      expect(ok.status).toBe(200);
      const twin = await post(
        t.app,
        'order/place-order-v2',
        cardOrderBody(other, 1, { paymentType: 'CASH' }),
        { authorization: samePhoneOtherBrand },
      );
      expect(twin.status).toBe(200);
    } finally {
      await unblock(w.customer.phoneNumber);
    }
    // Unblocked: the same order goes through.
    const again = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 1, { paymentType: 'CASH' }), {
      authorization: w.token,
    });
    expect(again.status).toBe(200);
  });

  it('a blacklisted customer starts no payment (card, hosted page, hosted iframe): 403, nothing written', async () => {
    // An order placed (by card, awaiting payment) before the phone was blocked.
    const placed = await post(t.app, 'order/place-order-v2', cardOrderBody(w, 2), { authorization: w.token });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.savedOrder._id as string;
    const amount = placed.body.data.payment.amount as number;
    await block(w.customer.phoneNumber);
    try {
      const base = { brandId: w.brand.id, orderId, storeId: w.store.id };
      const calls: Array<[string, Record<string, unknown>]> = [
        [
          'orders-checkout-payment/stripe/create-payment-intent-v2',
          { ...base, amount, paymentMethodId: 'pm_sandbox_visa', returnUrl: 'https://x.test/r' },
        ],
        [
          'orders-checkout-payment/checkout/initiate-frames-payment-request',
          {
            ...base,
            amount,
            token: 'tok_sandbox_visa',
            successUrl: 'https://x.test/s',
            failureUrl: 'https://x.test/f',
          },
        ],
        [
          'ordersCheckoutPayment/getHostedPaymentPage',
          {
            ...base,
            amountPaid: amount,
            successRedirectUrl: 'https://x.test/s',
            failureRedirectUrl: 'https://x.test/f',
          },
        ],
        [
          'payment-gateway/hosted-iframe/create-payment-intent',
          {
            ...base,
            payByPayload: { totalAmount: { currency: 'AED', amount }, redirectUrl: 'https://x.test/r' },
            metaData: { storeId: w.store.id, brandId: w.brand.id },
          },
        ],
      ];
      const before = await rowCounts(db());
      for (const [path, body] of calls) {
        const res = await post(
          t.app,
          path,
          { ...body, language: 'AR' },
          {
            authorization: w.token,
            'idempotency-key': freshKey(),
          },
        );
        expectCleanRefusal(res, 403, path);
        expect(res.body.code, path).toBe('accessBlocked');
        expect(res.body.message, path).toBe(MESSAGES_AR.accessBlocked);
      }
      expect(await rowCounts(db())).toEqual(before);
    } finally {
      await unblock(w.customer.phoneNumber);
    }
  });

  it('sign-in: no code is sent to, and no session opened for, a blacklisted phone (403, nothing written)', async () => {
    const phone = '+971507770011';
    const send = (b = w.brand.id, language: 'EN' | 'AR' = 'EN') =>
      post(t.app, 'user/password-less-login-v2', {
        brandId: b,
        phoneNumber: phone,
        countryObj: { countryCode: 'AE', dialCode: '971' },
        language,
      });
    // A code asked for before the block…
    expect((await send()).status).toBe(200);
    const outbox = await get(t.app, 'dev/outbox', { phoneNumber: phone });
    const code = outbox.body.data.messages[0].code as string;
    await block('+971 50 777 0011');
    try {
      const before = [await countOf(otpCodes), await countOf(sessions), await countOf(rateLimits)];
      for (const path of ['user/password-less-login-v2', 'user/send-otp-code']) {
        const res = await post(t.app, path, {
          brandId: w.brand.id,
          phoneNumber: '0507770011',
          countryObj: { countryCode: 'AE', dialCode: '971' },
          language: 'AR',
        });
        expectCleanRefusal(res, 403, path);
        expect(res.body).toEqual({ success: 0, code: 'accessBlocked', message: MESSAGES_AR.accessBlocked });
      }
      // …opens no session once the phone is blocked.
      const verify = await post(t.app, 'user/verify-account-v2', {
        brandId: w.brand.id,
        phoneNumber: phone,
        verificationCode: code,
      });
      expect(verify.body).toEqual({ success: 0, code: 'accessBlocked', message: ACCESS_BLOCKED_EN });
      expect([await countOf(otpCodes), await countOf(sessions), await countOf(rateLimits)]).toEqual(before);
      // The same phone signs in at another brand.
      expect((await send(other.brand.id)).status).toBe(200);
    } finally {
      await unblock(phone);
    }
    expect((await send()).status).toBe(200);
  });

  describe('the owner manages the blacklist from the kitchen board', () => {
    const ownerPhone = '+971509990101';
    const staffPhone = '+971509990102';
    const otherOwnerPhone = '+971509990103';
    let owner: string;
    let staff: string;
    let otherOwner: string;

    const staffToken = async (brandId: string, phoneNumber: string) => {
      expect((await post(t.app, 'staff/send-code', { brandId, phoneNumber })).status).toBe(200);
      const [m] = (await get(t.app, 'dev/outbox', { phoneNumber })).body.data.messages;
      const res = await post(t.app, 'staff/verify-code', { brandId, phoneNumber, verificationCode: m.code });
      expect(res.status).toBe(200);
      return `Staff ${res.body.data.token}`;
    };

    beforeAll(async () => {
      const add = (slug: string, phoneNumber: string, role: 'owner' | 'staff', storeIds: string[] = []) =>
        runStaffCommand(
          db(),
          { action: 'add', temporaryDomainName: slug, phoneNumber, role, storeIds },
          new Date(),
        );
      await add(w.brand.temporaryDomainName, ownerPhone, 'owner');
      await add(w.brand.temporaryDomainName, staffPhone, 'staff', [w.store.id]);
      await add(other.brand.temporaryDomainName, otherOwnerPhone, 'owner');
      owner = await staffToken(w.brand.id, ownerPhone);
      staff = await staffToken(w.brand.id, staffPhone);
      otherOwner = await staffToken(other.brand.id, otherOwnerPhone);
    });

    const list = (token: string | undefined, brandId = w.brand.id) =>
      get(t.app, 'staff/blacklisted-numbers', { brandId }, token ? { authorization: token } : {});
    const add = (token: string | undefined, phoneNumber: string, brandId = w.brand.id, language = 'EN') =>
      post(
        t.app,
        'staff/blacklisted-numbers/add',
        { brandId, phoneNumber, language },
        token ? { authorization: token } : {},
      );
    const remove = (token: string | undefined, phoneNumber: string, brandId = w.brand.id) =>
      post(
        t.app,
        'staff/blacklisted-numbers/remove',
        { brandId, phoneNumber },
        token ? { authorization: token } : {},
      );

    it('owner: add (normalised, idempotent), list newest first, remove (idempotent); the customer is blocked meanwhile', async () => {
      const local = `0${w.other.phoneNumber.slice(4)}`;
      const added = await add(owner, local);
      expect(added.status).toBe(200);
      expect(added.body.data.changed).toBe(true);
      expect(added.body.data.phoneNumber).toBe(w.other.phoneNumber);
      expect(added.body.data.numbers).toEqual([
        { phoneNumber: w.other.phoneNumber, createdAt: expect.any(String) },
      ]);
      const [row] = await db()
        .select()
        .from(blacklistedNumbers)
        .where(eq(blacklistedNumbers.phoneNumber, w.other.phoneNumber));
      expect(row!.addedBy).toMatch(/^staff:/);
      expect((await add(owner, w.other.phoneNumber)).body.data.changed).toBe(false);
      expect((await status(w.otherToken)).body.data.isBlacklisted).toBe(true);
      const listed = await list(owner);
      expect(listed.body.data.numbers.map((n: { phoneNumber: string }) => n.phoneNumber)).toEqual([
        w.other.phoneNumber,
      ]);
      // Another brand's owner sees its own (empty) list, not this one.
      expect((await list(otherOwner, other.brand.id)).body.data.numbers).toEqual([]);
      const removed = await remove(owner, w.other.phoneNumber);
      expect(removed.body.data).toEqual({ numbers: [], changed: true, phoneNumber: w.other.phoneNumber });
      expect((await remove(owner, w.other.phoneNumber)).body.data.changed).toBe(false);
      expect((await status(w.otherToken)).body.data.isBlacklisted).toBe(false);
    });

    it('refusals: staff role 403 ownerOnly, customer token / signed out 401, another brand 401, bad phone 400 — nothing written', async () => {
      const target = '+971501112233';
      const before = await db().select({ n: count() }).from(blacklistedNumbers);
      const forbidden = await add(staff, target, w.brand.id, 'AR');
      expectCleanRefusal(forbidden, 403, 'staff role');
      expect(forbidden.body).toEqual({ success: 0, code: 'ownerOnly', message: MESSAGES_AR.ownerOnly });
      expect((await list(staff)).body.code).toBe('ownerOnly');
      expect((await remove(staff, target)).status).toBe(403);
      for (const token of [undefined, w.token]) {
        const res = await add(token, target);
        expectCleanRefusal(res, 401, 'not staff');
        expect(res.body.code).toBe('staffLoginRequired');
        expect((await list(token)).status).toBe(401);
      }
      // Brand B's owner cannot write brand A's list (the token is not of brand A).
      const cross = await add(otherOwner, target, w.brand.id);
      expect(cross.status).toBe(401);
      expect(cross.body.code).toBe('staffLoginRequired');
      const bad = await add(owner, '12ab');
      expectCleanRefusal(bad, 400, 'bad phone');
      expect(bad.body.code).toBe('workingMobileNumber');
      expect(await db().select({ n: count() }).from(blacklistedNumbers)).toEqual(before);
    });

    it('two owners adding the same phone at once: one row, one changed', async () => {
      const target = '+971501112244';
      const [a, b] = await Promise.all([add(owner, target), add(owner, target)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.data.changed, b.body.data.changed].sort()).toEqual([false, true]);
      const rows = await db()
        .select()
        .from(blacklistedNumbers)
        .where(eq(blacklistedNumbers.phoneNumber, target));
      expect(rows).toHaveLength(1);
      await remove(owner, target);
    });
  });
});
