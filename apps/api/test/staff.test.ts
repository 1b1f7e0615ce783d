/**
 * Staff accounts and staff sign-in (issue 17 part 4, decision 0027), as an attacker would try
 * them: a customer token on staff calls, a staff token on customer calls, staff of brand A on
 * brand B, a removed member's token, a phone that is not staff, cross-audience codes, limits.
 */
import { LIMITS, MESSAGES } from '@sufra/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpCodes } from '../src/db/schema.ts';
import { staffSessions } from '../src/db/schema-staff.ts';
import type { RequestContext } from '../src/http/context.ts';
import { MessagingError } from '../src/modules/auth/messaging-whatsapp.ts';
import {
  requireStaffForStore,
  runStaffCommand,
  StaffAdminError,
  staffStoreIds,
} from '../src/modules/staff/service.ts';
import { STAFF_SESSION_TTL_MS } from '../src/platform/staff-session-repository.ts';
import { createBrand, createStore } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

let seq = 0;
/** A fresh valid UAE mobile in E.164 per call, so the per-phone limit of one test never touches another. */
const phone = () => `+97150${String(1_000_000 + ++seq * 7919).slice(-7)}`;
let ipSeq = 0;
/** A fresh client IP (trustProxy reads X-Forwarded-For). */
const freshIp = () => `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe.each(testDatabases())('staff sign-in on %s (issue 17)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let brandSlug: string;
  let otherBrandId: string;
  let otherSlug: string;
  let storeA: string;
  let storeB: string;
  let otherBrandStore: string;
  let ip: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: 1 });
    const db = t.database.db;
    const brand = await createBrand(db, { brandName: 'Burgerato' });
    const other = await createBrand(db);
    brandId = brand.id;
    brandSlug = brand.temporaryDomainName;
    otherBrandId = other.id;
    otherSlug = other.temporaryDomainName;
    storeA = (await createStore(db, brandId)).id;
    storeB = (
      await createStore(db, brandId, {
        nameEn: 'Marina (delivery)',
        nameAr: 'المارينا',
        isPickupEnabled: false,
      })
    ).id;
    otherBrandStore = (await createStore(db, otherBrandId)).id;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip = freshIp();
  });
  afterEach(() => t.setNow(null));

  const headers = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
  const add = (phoneNumber: string, role: 'owner' | 'staff', storeIds: string[] = [], slug = brandSlug) =>
    runStaffCommand(
      t.database.db,
      { action: 'add', temporaryDomainName: slug, phoneNumber, role, storeIds },
      new Date(),
    );
  const sendStaff = (phoneNumber: string, b = brandId) =>
    post(t.app, 'staff/send-code', { brandId: b, phoneNumber }, headers());
  const verifyStaff = (phoneNumber: string, verificationCode: string, b = brandId) =>
    post(t.app, 'staff/verify-code', { brandId: b, phoneNumber, verificationCode }, headers());
  const sendCustomer = (phoneNumber: string) =>
    post(
      t.app,
      'user/password-less-login-v2',
      { brandId, phoneNumber, countryObj: { countryCode: 'AE', dialCode: '971' } },
      headers(),
    );
  const verifyCustomer = (phoneNumber: string, verificationCode: string) =>
    post(t.app, 'user/verify-account-v2', { brandId, phoneNumber, verificationCode }, headers());
  /** The codes the dev outbox holds for a phone, newest first. */
  const outboxCodes = async (phoneNumber: string): Promise<string[]> =>
    (await get(t.app, 'dev/outbox', { phoneNumber })).body.data.messages.map((m: { code: string }) => m.code);
  const signIn = async (phoneNumber: string, b = brandId): Promise<string> => {
    expect((await sendStaff(phoneNumber, b)).status).toBe(200);
    const [code] = await outboxCodes(phoneNumber);
    const res = await verifyStaff(phoneNumber, code!, b);
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const me = (token: string | undefined, b = brandId) =>
    get(t.app, 'staff/me', { brandId: b }, token ? { authorization: token } : {});
  const other = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('owner: send → code in the dev outbox → verify → staff token → staff/me → sign-out', async () => {
    const p = phone();
    const [owner] = await add(p, 'owner');
    const sent = await sendStaff(p);
    expect(sent.body).toEqual({
      success: 1,
      data: {
        phoneNumber: p,
        maskedPhoneNumber: `+971*******${p.slice(-3)}`,
        resendAfterSeconds: 30,
        expiresInSeconds: 600,
      },
    });
    const [code] = await outboxCodes(p);
    expect(code).toMatch(/^\d{4}$/);
    const ok = await verifyStaff(p, code!);
    expect(ok.status).toBe(200);
    expect(ok.body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(ok.body.data.staff).toEqual({
      id: owner!.id,
      brandId,
      role: 'owner',
      storeIds: expect.arrayContaining([storeA, storeB]),
      name: null,
      phoneNumber: p,
    });
    expect(ok.body.data.staff.storeIds).toHaveLength(2);
    const token = `Staff ${ok.body.data.token}`;
    const mine = await me(token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.staff).toEqual(ok.body.data.staff);
    // Every store the owner works in, with its names (a delivery-only store too), in storeIds' order.
    expect(mine.body.data.stores).toHaveLength(2);
    expect(mine.body.data.stores.map((s: { id: string }) => s.id)).toEqual(ok.body.data.staff.storeIds);
    expect(mine.body.data.stores).toContainEqual({
      id: storeB,
      name: { en: 'Marina (delivery)', ar: 'المارينا' },
    });
    // The scheme is case-insensitive; the token is stored hashed.
    expect((await me(`staff ${ok.body.data.token}`)).status).toBe(200);
    const rows = await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, owner!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(ok.body.data.token);
    // A code is single use.
    expect((await verifyStaff(p, code!)).body.code).toBe('invalidCode');

    const out = await post(t.app, 'staff/sign-out', { brandId }, { authorization: token });
    expect(out.body).toEqual({ success: 1, data: { signedOut: true } });
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: 0, code: 'staffLoginRequired', message: expect.any(String) });
  });

  it('staff role: its stores only', async () => {
    const p = phone();
    await add(p, 'staff', [storeB]);
    const token = `Staff ${await signIn(p)}`;
    const mine = (await me(token)).body.data;
    expect(mine.staff).toMatchObject({ role: 'staff', storeIds: [storeB] });
    // Only its own store's name: never the names of the brand's other stores.
    expect(mine.stores).toEqual([{ id: storeB, name: { en: 'Marina (delivery)', ar: 'المارينا' } }]);
  });

  it('a phone that is not staff: the same answer, no code sent, no verify possible', async () => {
    const member = phone();
    await add(member, 'owner');
    const stranger = phone();
    const forMember = await sendStaff(member);
    const forStranger = await sendStaff(stranger);
    expect(forStranger.status).toBe(forMember.status);
    expect(Object.keys(forStranger.body.data)).toEqual(Object.keys(forMember.body.data));
    expect(forStranger.body.data.phoneNumber).toBe(stranger);
    expect(await outboxCodes(stranger)).toEqual([]);
    // A code was stored (the limit counts it) but never sent; no code of any value signs in.
    const stored = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, stranger));
    expect(stored).toMatchObject([{ audience: 'staff' }]);
    const res = await verifyStaff(stranger, '0000');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalidCode');
    // A member of another brand is not staff here either.
    const elsewhere = phone();
    await add(elsewhere, 'owner', [], otherSlug);
    expect((await sendStaff(elsewhere)).status).toBe(200);
    expect(await outboxCodes(elsewhere)).toEqual([]);
  });

  it("a customer's code never signs staff in, a staff code never signs a customer in", async () => {
    const p = phone();
    await add(p, 'owner');
    await sendCustomer(p);
    const [customerCode] = await outboxCodes(p);
    const asStaff = await verifyStaff(p, customerCode!);
    expect(asStaff.status).toBe(400);
    expect(asStaff.body.code).toBe('invalidCode');
    await sendStaff(p);
    const [staffCode] = await outboxCodes(p);
    // The staff send did not retire the customer's code, nor the other way round.
    // (One time in 10 000 the two random codes are the same: nothing to cross then.)
    if (staffCode !== customerCode) {
      const asCustomer = await verifyCustomer(p, staffCode!);
      expect(asCustomer.status).toBe(400);
      expect(asCustomer.body.code).toBe('invalidCode');
      expect((await verifyCustomer(p, customerCode!)).status).toBe(200);
      expect((await verifyStaff(p, staffCode!)).status).toBe(200);
    }
  });

  it('a customer token opens no staff call; a staff token opens no customer call', async () => {
    const p = phone();
    await add(p, 'owner');
    await sendCustomer(p);
    const [customerCode] = await outboxCodes(p);
    const customerToken = (await verifyCustomer(p, customerCode!)).body.data.token as string;
    const staffToken = await signIn(p);
    // Customer token: unprefixed or dressed as a staff token.
    for (const authorization of [customerToken, `Staff ${customerToken}`]) {
      const res = await me(authorization);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('staffLoginRequired');
      expect((await post(t.app, 'staff/sign-out', { brandId }, { authorization })).status).toBe(401);
    }
    expect((await me(undefined)).status).toBe(401);
    expect((await me('Staff garbage')).status).toBe(401);
    // Staff token on a customer call, as `Staff <token>` or unprefixed.
    for (const authorization of [`Staff ${staffToken}`, staffToken]) {
      const res = await post(
        t.app,
        'user/update-user-profile',
        { brandId, name: 'Mallory' },
        { authorization },
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MESSAGES.unauthorized);
      const orders = await get(t.app, 'order/getCustomerOrders', { brandId }, { authorization });
      expect(orders.status).toBe(401);
    }
    // Both still work where they belong.
    expect((await me(`Staff ${staffToken}`)).status).toBe(200);
    const profile = await post(
      t.app,
      'user/update-user-profile',
      { brandId, name: 'Sara' },
      { authorization: customerToken },
    );
    expect(profile.status).toBe(200);
  });

  it("staff of brand A with brand B's brandId: 401", async () => {
    const p = phone();
    await add(p, 'owner');
    const token = `Staff ${await signIn(p)}`;
    expect((await me(token, otherBrandId)).status).toBe(401);
    expect(
      (await post(t.app, 'staff/sign-out', { brandId: otherBrandId }, { authorization: token })).status,
    ).toBe(401);
    // The same phone as staff of B signs in to B only, with B's own session.
    await add(p, 'owner', [], otherSlug);
    const tokenB = `Staff ${await signIn(p, otherBrandId)}`;
    expect((await me(tokenB, otherBrandId)).body.data.staff.brandId).toBe(otherBrandId);
    expect((await me(tokenB, brandId)).status).toBe(401);
    expect((await me(token, brandId)).body.data.staff.brandId).toBe(brandId);
  });

  it("a removed member's session stops working at once, and it gets no code", async () => {
    const p = phone();
    await add(p, 'owner');
    const token = `Staff ${await signIn(p)}`;
    expect((await me(token)).status).toBe(200);
    await runStaffCommand(
      t.database.db,
      { action: 'remove', temporaryDomainName: brandSlug, phoneNumber: p },
      new Date(),
    );
    expect((await me(token)).status).toBe(401);
    const before = (await outboxCodes(p)).length;
    expect((await sendStaff(p)).status).toBe(200);
    expect(await outboxCodes(p)).toHaveLength(before);
    // Added again: a new member, the old token stays dead.
    await add(p, 'owner');
    expect((await me(token)).status).toBe(401);
    expect((await me(`Staff ${await signIn(p)}`)).status).toBe(200);
  });

  it('a code sent before removal does not sign the removed member in', async () => {
    const p = phone();
    await add(p, 'owner');
    await sendStaff(p);
    const [code] = await outboxCodes(p);
    await runStaffCommand(
      t.database.db,
      { action: 'remove', temporaryDomainName: brandSlug, phoneNumber: p },
      new Date(),
    );
    const res = await verifyStaff(p, code!);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalidCode');
  });

  it('a staff token lives 12 hours', async () => {
    const p = phone();
    await add(p, 'owner');
    const start = new Date();
    t.setNow(start);
    const token = `Staff ${await signIn(p)}`;
    t.setNow(new Date(start.getTime() + STAFF_SESSION_TTL_MS - 1000));
    expect((await me(token)).status).toBe(200);
    t.setNow(new Date(start.getTime() + STAFF_SESSION_TTL_MS));
    expect((await me(token)).status).toBe(401);
  });

  it('limits still apply: per phone (staff and not staff alike, apart from customer sends), wrong tries', async () => {
    const member = phone();
    const stranger = phone();
    await add(member, 'owner');
    for (let i = 0; i < LIMITS.otpMaxSendsPerPhonePerHour; i++) {
      ip = freshIp();
      expect((await sendStaff(member)).status).toBe(200);
      expect((await sendStaff(stranger)).status).toBe(200);
    }
    ip = freshIp();
    const overMember = await sendStaff(member);
    const overStranger = await sendStaff(stranger);
    expect(overMember.status).toBe(429);
    expect(overMember.body.code).toBe('tooManySends');
    expect(overStranger.status).toBe(429);
    expect(overStranger.body).toEqual(overMember.body);
    // The staff sends did not use up the phone's customer sends.
    expect((await sendCustomer(member)).status).toBe(200);
    // Wrong tries kill the staff code as they kill a customer's.
    const [code] = (await get(t.app, 'dev/outbox', { phoneNumber: member })).body.data.messages
      .filter((m: { text: string }) => m.text.includes('Burgerato'))
      .map((m: { code: string }) => m.code);
    expect(code).toBeDefined();
    const staffCodes = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneNumber, member), eq(otpCodes.audience, 'staff')));
    expect(staffCodes).toHaveLength(LIMITS.otpMaxSendsPerPhonePerHour);
    const p = phone();
    await add(p, 'owner');
    await sendStaff(p);
    const [good] = await outboxCodes(p);
    for (let i = 0; i < LIMITS.otpMaxWrongTries; i++) await verifyStaff(p, other(good!));
    const dead = await verifyStaff(p, good!);
    expect(dead.status).toBe(400);
    expect(dead.body.code).toBe('tooManyTries');
  });

  it('requireStaffForStore and staffStoreIds: owner any store of the brand, staff its own, else 404', async () => {
    const ctx = (actor: RequestContext['actor'], b = brandId): RequestContext => ({
      brandId: b,
      customerId: null,
      language: 'EN',
      ip: '127.0.0.1',
      now: new Date(),
      actor,
    });
    const db = t.database.db;
    const owner = ctx({ kind: 'staff', staffId: 'x', role: 'owner', storeIds: [] });
    const staff = ctx({ kind: 'staff', staffId: 'y', role: 'staff', storeIds: [storeA, otherBrandStore] });
    expect((await requireStaffForStore(db, owner, storeA)).id).toBe(storeA);
    expect((await requireStaffForStore(db, owner, storeB)).id).toBe(storeB);
    expect((await requireStaffForStore(db, staff, storeA)).id).toBe(storeA);
    const refusals: Array<[RequestContext, string, number]> = [
      [owner, otherBrandStore, 404],
      [owner, '00000000-0000-4000-8000-000000000000', 404],
      [owner, 'not-a-uuid', 404],
      [staff, storeB, 404],
      // Even listed in its stores, another brand's store is not one of this brand.
      [staff, otherBrandStore, 404],
      [ctx({ kind: 'anonymous' }), storeA, 401],
      [ctx({ kind: 'customer', customerId: 'c' }), storeA, 401],
    ];
    for (const [c, store, status] of refusals) {
      await expect(requireStaffForStore(db, c, store)).rejects.toMatchObject({ statusCode: status });
    }
    expect(new Set(await staffStoreIds(db, owner))).toEqual(new Set([storeA, storeB]));
    expect(await staffStoreIds(db, staff)).toEqual([storeA]);
    await expect(staffStoreIds(db, ctx({ kind: 'anonymous' }))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('npm run staff commands refuse what is wrong and change nothing', async () => {
    const db = t.database.db;
    const p = phone();
    const refused = async (command: Parameters<typeof runStaffCommand>[1], message: RegExp) => {
      const error = await runStaffCommand(db, command, new Date()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StaffAdminError);
      expect((error as Error).message).toMatch(message);
    };
    const addCmd = {
      action: 'add' as const,
      temporaryDomainName: brandSlug,
      phoneNumber: p,
      storeIds: [] as string[],
    };
    await refused(
      { ...addCmd, role: 'owner', temporaryDomainName: 'nowhere-brand' },
      /no brand 'nowhere-brand'/,
    );
    await refused({ ...addCmd, role: 'boss' }, /role must be owner or staff/);
    await refused({ ...addCmd, role: 'staff' }, /at least one --store/);
    await refused({ ...addCmd, role: 'owner', storeIds: [storeA] }, /give no --store/);
    await refused({ ...addCmd, role: 'staff', storeIds: [otherBrandStore] }, /no store/);
    await refused({ ...addCmd, role: 'staff', storeIds: ['x'] }, /no store 'x'/);
    await refused({ ...addCmd, role: 'owner', phoneNumber: '+97140000000' }, /not a mobile number/);
    await refused({ action: 'remove', temporaryDomainName: brandSlug, phoneNumber: p }, /is not staff/);
    const listed = await runStaffCommand(db, { action: 'list', temporaryDomainName: brandSlug }, new Date());
    expect(listed.some((m) => m.phoneNumber === p)).toBe(false);
    const [added] = await runStaffCommand(
      db,
      { ...addCmd, role: 'staff', storeIds: [storeA], name: ' Omar ' },
      new Date(),
    );
    expect(added).toMatchObject({ phoneNumber: p, role: 'staff', storeIds: [storeA], name: 'Omar' });
    await refused({ ...addCmd, role: 'owner' }, /already staff/);
    // Two concurrent adds of one phone: exactly one wins (partial unique index).
    const q = phone();
    const both = await Promise.allSettled([
      runStaffCommand(db, { ...addCmd, phoneNumber: q, role: 'owner' }, new Date()),
      runStaffCommand(db, { ...addCmd, phoneNumber: q, role: 'owner' }, new Date()),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('a messaging outage: 503 for a member, the send given back (the outage rules)', async () => {
    let fail = true;
    const sent: string[] = [];
    const flaky = await createTestApp(kind, {
      trustProxy: 1,
      messaging: {
        async sendCode({ phoneNumber }) {
          if (fail) throw new MessagingError('down', 503, { retryable: false });
          sent.push(phoneNumber);
        },
        async sendOrderMessage() {},
      },
    });
    try {
      const db = flaky.database.db;
      const brand = await createBrand(db);
      const p = phone();
      await runStaffCommand(
        db,
        {
          action: 'add',
          temporaryDomainName: brand.temporaryDomainName,
          phoneNumber: p,
          role: 'owner',
          storeIds: [],
        },
        new Date(),
      );
      const down = await post(flaky.app, 'staff/send-code', { brandId: brand.id, phoneNumber: p }, headers());
      expect(down.status).toBe(503);
      expect(down.body.code).toBe('somethingIncorrect');
      expect(await db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, p))).toEqual([]);
      fail = false;
      const up = await post(flaky.app, 'staff/send-code', { brandId: brand.id, phoneNumber: p }, headers());
      expect(up.status).toBe(200);
      expect(sent).toEqual([p]);
    } finally {
      await flaky.close();
    }
  });
});
