/**
 * The customer's data (issue 19, decision 0034): user/export-my-data and user/delete-account —
 * the export's content and tenancy, the deletion by code (wrong, expired, sign-in code refused),
 * what deletion leaves for the restaurant's books (orders without name and phone, the wallet's
 * forfeit) and what it removes (addresses, cards, sessions), and signing up again as a new customer.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, sessions } from '../src/db/schema.ts';
import { customerAddresses } from '../src/db/schema-delivery.ts';
import {
  paymentProviderCustomers,
  sandboxPaymentMethods,
  savedPaymentCards,
} from '../src/db/schema-payments.ts';
import { wallets } from '../src/db/schema-promotions.ts';
import { staffMembers } from '../src/db/schema-staff.ts';
import { sendCustomerMessage } from '../src/modules/orders/customer-messages.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import { burgerLine, ledgerOf, orderBody, placeOrder, promoBrand } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const AE = { countryCode: 'AE', dialCode: '971' };
let seq = 0;
/** A fresh UAE mobile per call (national format), so per-phone limits never meet. */
const phone = () => `052${String(2_000_000 + ++seq * 7919).slice(-7)}`;
const e164 = (national: string) => `+971${national.slice(1)}`;
let ipSeq = 0;
/** A fresh client IP, so per-IP limits of one test never touch another. */
const freshIp = () => `10.19.${++ipSeq % 250}.9`;

describe.each(testDatabases())("the customer's data on %s (issue 19)", (kind) => {
  let t: TestApp;
  let fx: Awaited<ReturnType<typeof promoBrand>>;
  let other: Awaited<ReturnType<typeof promoBrand>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: 1 });
    fx = await promoBrand(t.database.db);
    other = await promoBrand(t.database.db);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** The latest code the dev outbox holds for a phone (the dev transport of demo mode). */
  const codeOf = async (national: string) => {
    const res = await get(t.app, 'dev/outbox', { phoneNumber: e164(national) });
    return res.body.data.messages[0].code as string;
  };
  /** Signs a phone in at a brand by code (002 §2.11–§2.12); answers token and customer id. */
  const signIn = async (brandId: string, national: string) => {
    const h = { 'x-forwarded-for': freshIp() };
    const sent = await post(
      t.app,
      'user/password-less-login-v2',
      { brandId, phoneNumber: national, countryObj: AE },
      h,
    );
    expect(sent.status).toBe(200);
    const verificationCode = await codeOf(national);
    const res = await post(
      t.app,
      'user/verify-account-v2',
      { brandId, phoneNumber: national, countryObj: AE, verificationCode },
      h,
    );
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string, customerId: res.body.data.user.userId as string };
  };
  const exportOf = (brandId: string, token?: string, language = 'EN') =>
    post(t.app, 'user/export-my-data', { brandId, language }, token ? { authorization: token } : {});
  const del = (brandId: string, token: string, code?: string, language = 'EN') =>
    post(
      t.app,
      'user/delete-account',
      { brandId, language, ...(code === undefined ? {} : { code }) },
      { authorization: token, 'x-forwarded-for': freshIp() },
    );
  /** A customer with an order (1 burger, 26.25 AED), a saved address, a sandbox saved card and a wallet. */
  const richCustomer = async (national: string) => {
    const me = await signIn(fx.ids.brandId, national);
    await post(
      t.app,
      'user/update-user-profile',
      { brandId: fx.ids.brandId, name: 'Mona Saeed', email: 'mona@example.com' },
      { authorization: me.token },
    );
    const placed = await placeOrder(
      t.app,
      orderBody(fx.ids, [burgerLine(fx.menu, 1)], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
      me.token,
    );
    expect(placed.status).toBe(200);
    await db().insert(customerAddresses).values({
      brandId: fx.ids.brandId,
      customerId: me.customerId,
      address: 'Villa 12, Street 5',
      addressType: 'Home',
      street: 'Street 5',
      building: 'Villa 12',
      lat: 25.1,
      lng: 55.2,
    });
    await db()
      .insert(paymentProviderCustomers)
      .values({
        brandId: fx.ids.brandId,
        customerId: me.customerId,
        provider: 'SANDBOX',
        providerCustomerId: `cus_sbx_${national}`,
      });
    await db()
      .insert(sandboxPaymentMethods)
      .values({
        id: `pm_sbx_${national}`,
        brandId: fx.ids.brandId,
        cardBrand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        outcome: 'succeed',
        customer: `cus_sbx_${national}`,
      });
    await db()
      .insert(savedPaymentCards)
      .values({
        brandId: fx.ids.brandId,
        customerId: me.customerId,
        provider: 'SANDBOX',
        providerCardId: `pm_sbx_${national}`,
        cardBrand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      });
    // The wallet opens with the demo policy's 25 AED (promotions-factory createLoyaltyPolicy).
    await post(t.app, 'wallet/get-user-wallet', { brandId: fx.ids.brandId }, { authorization: me.token });
    return { ...me, orderNumber: placed.body.data.savedOrder.orderNumber as string };
  };

  describe('user/export-my-data', () => {
    it('answers the profile, addresses, cards (brand and last four), wallet, ledger and orders with lines in AED', async () => {
      const national = phone();
      const me = await richCustomer(national);
      const res = await exportOf(fx.ids.brandId, me.token);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.brand.id).toBe(fx.ids.brandId);
      expect(data.profile).toMatchObject({
        customerId: me.customerId,
        phoneNumber: e164(national),
        name: 'Mona Saeed',
        email: 'mona@example.com',
      });
      expect(data.addresses).toEqual([
        expect.objectContaining({ address: 'Villa 12, Street 5', addressType: 'Home' }),
      ]);
      expect(data.savedCards).toEqual([{ cardBrand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }]);
      expect(data.wallet).toEqual({ balance: 25, lifetimeSpending: 0 });
      expect(data.walletLedger).toEqual([
        expect.objectContaining({ kind: 'grant', amount: 25, balanceAfter: 25 }),
      ]);
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({
        orderNumber: me.orderNumber,
        status: expect.any(String),
        serviceType: 'PICKUP',
        paymentType: 'CASH',
        currency: 'AED',
        itemsTotal: 25,
        tax: 1.25,
        total: 26.25,
      });
      expect(data.orders[0].lines).toEqual([
        expect.objectContaining({
          quantity: 1,
          unitPrice: 25,
          lineTotal: 25,
          options: [expect.objectContaining({ quantity: 1 })],
        }),
      ]);
      // Never a token, a code hash, a provider's id or a tracking token.
      const text = JSON.stringify(res.body);
      for (const secret of [
        me.token,
        `pm_sbx_${national}`,
        `cus_sbx_${national}`,
        'hmac-sha256',
        'trackingToken',
        'tokenHash',
      ])
        expect(text).not.toContain(secret);
    });

    it('holds nothing of another customer of the brand, nor of the same phone at another brand', async () => {
      const national = phone();
      const mine = await richCustomer(national);
      const neighbour = await richCustomer(phone());
      const elsewhere = await signIn(other.ids.brandId, national);
      const atOther = await placeOrder(
        t.app,
        orderBody(other.ids, [burgerLine(other.menu, 4)], { itemsTotalPrice: 100, totalOrderPrice: 105 }),
        elsewhere.token,
      );
      expect(atOther.status).toBe(200);
      const res = await exportOf(fx.ids.brandId, mine.token);
      const numbers = res.body.data.orders.map((o: { orderNumber: string }) => o.orderNumber);
      expect(numbers).toEqual([mine.orderNumber]);
      expect(JSON.stringify(res.body)).not.toContain(neighbour.customerId);
      expect(JSON.stringify(res.body)).not.toContain(atOther.body.data.savedOrder.orderNumber);
      // The other brand's token does not open this brand's export (a session is valid for one brand).
      const cross = await exportOf(fx.ids.brandId, elsewhere.token);
      expect(cross.status).toBe(401);
      const theirs = await exportOf(other.ids.brandId, elsewhere.token);
      expect(theirs.body.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
        atOther.body.data.savedOrder.orderNumber,
      ]);
    });

    it('signed out, or with an unknown token: 401 in the request language', async () => {
      const out = await exportOf(fx.ids.brandId);
      expect(out.status).toBe(401);
      expect(out.body).toEqual({ success: 0, code: expect.any(String), message: expect.any(String) });
      const ar = await exportOf(fx.ids.brandId, 'not-a-token', 'AR');
      expect(ar.status).toBe(401);
      expect(ar.body.message).toMatch(/[\u0600-\u06FF]/);
      const missing = await post(t.app, 'user/export-my-data', {}, {});
      expect([400, 401]).toContain(missing.status);
    });
  });

  describe('user/delete-account', () => {
    it('refuses a wrong code, an expired code and a sign-in code; a deletion code does not sign in', async () => {
      const national = phone();
      const me = await signIn(fx.ids.brandId, national);
      const sent = await del(fx.ids.brandId, me.token);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.data).toEqual({
        codeSent: true,
        maskedPhoneNumber: expect.stringMatching(/^\+971\*+\d{3}$/),
        resendAfterSeconds: 30,
        expiresInSeconds: 600,
      });
      const deletion = await codeOf(national);
      const wrong = String((Number(deletion) + 1) % 10_000).padStart(4, '0');
      const refused = await del(fx.ids.brandId, me.token, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalidCode');
      // The deletion code does not sign in (another audience).
      const asSignIn = await post(
        t.app,
        'user/verify-account-v2',
        { brandId: fx.ids.brandId, phoneNumber: national, countryObj: AE, verificationCode: deletion },
        { 'x-forwarded-for': freshIp() },
      );
      expect(asSignIn.status).toBe(400);
      // A sign-in code does not delete.
      await post(
        t.app,
        'user/password-less-login-v2',
        { brandId: fx.ids.brandId, phoneNumber: national, countryObj: AE },
        { 'x-forwarded-for': freshIp() },
      );
      const signInCode = await codeOf(national);
      const withSignIn = await del(fx.ids.brandId, me.token, signInCode);
      expect(withSignIn.status).toBe(400);
      // Expired: 10 minutes after it was sent (002 §9 code validity).
      t.setNow(new Date(Date.now() + 11 * 60_000));
      try {
        const late = await del(fx.ids.brandId, me.token, deletion);
        expect(late.status).toBe(400);
        expect(late.body.code).toBe('codeExpired');
      } finally {
        t.setNow(null);
      }
      const still = await exportOf(fx.ids.brandId, me.token);
      expect(still.status).toBe(200);
    });

    it('deletes: the token gives 401, the orders stay without name and phone, addresses and cards go, the wallet is forfeited; signing in again is a new customer', async () => {
      const national = phone();
      const me = await richCustomer(national);
      const secondSession = await createSession(db(), fx.ids.brandId, me.customerId, new Date());
      const atOther = await signIn(other.ids.brandId, national);
      await del(fx.ids.brandId, me.token);
      const res = await del(fx.ids.brandId, me.token, await codeOf(national), 'AR');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ deleted: true });

      for (const token of [me.token, secondSession]) {
        expect((await exportOf(fx.ids.brandId, token)).status).toBe(401);
        expect(
          (await post(t.app, 'wallet/get-user-wallet', { brandId: fx.ids.brandId }, { authorization: token }))
            .status,
        ).toBe(401);
      }
      expect(await db().select().from(sessions).where(eq(sessions.customerId, me.customerId))).toEqual([]);

      const [order] = await db().select().from(orders).where(eq(orders.orderNumber, me.orderNumber));
      expect(order!.customerSnapshot).toEqual({ name: null, phoneNumber: '', email: null });
      expect(order!.totalFils).toBe(2_625);
      expect(JSON.stringify(order)).not.toContain(national.slice(1));
      // The order's later messages (decision 0031) have nobody to go to: skipped, nothing sent.
      const sent: unknown[] = [];
      const messaging = {
        sendCode: async () => {},
        sendOrderMessage: async (m: unknown) => void sent.push(m),
      };
      const told = await sendCustomerMessage({ db: db(), messaging }, fx.ids.brandId, {
        orderId: order!.id,
        orderNumber: me.orderNumber,
        kind: 'ready',
        language: 'EN',
      });
      expect([told, sent]).toEqual(['skipped', []]);
      expect(
        await db().select().from(customerAddresses).where(eq(customerAddresses.customerId, me.customerId)),
      ).toEqual([]);
      expect(
        await db().select().from(savedPaymentCards).where(eq(savedPaymentCards.customerId, me.customerId)),
      ).toEqual([]);
      expect(
        await db()
          .select()
          .from(sandboxPaymentMethods)
          .where(eq(sandboxPaymentMethods.id, `pm_sbx_${national}`)),
      ).toEqual([]);
      expect(await ledgerOf(db(), me.customerId)).toEqual([
        ['grant', 2_500, 2_500],
        ['forfeit', -2_500, 0],
      ]);
      const [wallet] = await db().select().from(wallets).where(eq(wallets.customerId, me.customerId));
      expect(wallet!.balanceFils).toBe(0);
      const [tomb] = await db().select().from(customers).where(eq(customers.id, me.customerId));
      expect(tomb).toMatchObject({ phoneNumber: `deleted:${me.customerId}`, name: null, email: null });
      expect(tomb!.deletedAt).toBeInstanceOf(Date);

      // The same phone at another brand is another account: untouched.
      expect((await exportOf(other.ids.brandId, atOther.token)).status).toBe(200);

      const again = await signIn(fx.ids.brandId, national);
      expect(again.customerId).not.toBe(me.customerId);
      const fresh = await exportOf(fx.ids.brandId, again.token);
      expect(fresh.body.data.orders).toEqual([]);
      expect(fresh.body.data.addresses).toEqual([]);
      expect(fresh.body.data.savedCards).toEqual([]);
      expect(fresh.body.data.profile.name).toBeNull();
    });

    it('an order of a customer deleted after its token was read fails as signed out and writes nothing', async () => {
      const me = await signedInCustomer(db(), fx.ids.brandId, e164(phone()));
      await db().update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, me.customerId));
      const res = await placeOrder(
        t.app,
        orderBody(fx.ids, [burgerLine(fx.menu, 1)], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
        me.token,
      );
      expect(res.status).toBe(401);
      expect(
        await db()
          .select()
          .from(orders)
          .where(and(eq(orders.customerId, me.customerId))),
      ).toEqual([]);
    });

    // Two processes at once (PostgreSQL only: PGlite has one connection): an order placed while the
    // deletion's transaction holds the customer row waits for it, then fails as signed out.
    it.runIf(kind === 'postgres')(
      'an order racing a deletion waits for it and then fails (401), nothing written',
      async () => {
        const me = await signedInCustomer(db(), fx.ids.brandId, e164(phone()));
        let placing: ReturnType<typeof placeOrder> | undefined;
        await db().transaction(async (tx) => {
          await tx.select().from(customers).where(eq(customers.id, me.customerId)).for('update');
          await tx
            .update(customers)
            .set({ deletedAt: new Date(), phoneNumber: `deleted:${me.customerId}` })
            .where(eq(customers.id, me.customerId));
          placing = placeOrder(
            t.app,
            orderBody(fx.ids, [burgerLine(fx.menu, 1)], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
            me.token,
          );
          await new Promise((r) => setTimeout(r, 400));
        });
        const res = await placing!;
        expect(res.status).toBe(401);
        expect(await db().select().from(orders).where(eq(orders.customerId, me.customerId))).toEqual([]);
      },
    );

    it("wrong role: the brand owner's staff token opens neither call (401) and deletes nothing", async () => {
      const national = phone();
      const me = await signIn(fx.ids.brandId, national);
      const [owner] = await db()
        .insert(staffMembers)
        .values({ brandId: fx.ids.brandId, phoneNumber: e164(national), role: 'owner' })
        .returning();
      const staff = `Staff ${await createStaffSession(db(), fx.ids.brandId, owner!.id, new Date())}`;
      expect(
        (await post(t.app, 'user/export-my-data', { brandId: fx.ids.brandId }, { authorization: staff }))
          .status,
      ).toBe(401);
      const res = await post(
        t.app,
        'user/delete-account',
        { brandId: fx.ids.brandId },
        { authorization: staff },
      );
      expect(res.status).toBe(401);
      expect((await exportOf(fx.ids.brandId, me.token)).status).toBe(200);
    });

    it('signed out 401; a body code that is not 4 digits 400; a deleted account cannot delete again', async () => {
      const out = await post(t.app, 'user/delete-account', { brandId: fx.ids.brandId });
      expect(out.status).toBe(401);
      const me = await signIn(fx.ids.brandId, phone());
      const bad = await del(fx.ids.brandId, me.token, '12a4');
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('fieldProblem');
      expect(bad.body.message).toContain('4');
    });
  });
});
