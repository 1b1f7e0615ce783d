/**
 * The account deletion (issue 19, decision 0034): user/delete-account — the code (wrong, expired,
 * a sign-in code refused, a deletion code that does not sign in), what deletion leaves for the
 * restaurant's books (orders without name and phone, the wallet's forfeit) and removes (addresses,
 * cards, sessions), signing up again as a new customer, an order racing the deletion, wrong roles.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, sessions } from '../src/db/schema.ts';
import { customerAddresses } from '../src/db/schema-delivery.ts';
import { sandboxPaymentMethods, savedPaymentCards } from '../src/db/schema-payments.ts';
import { wallets } from '../src/db/schema-promotions.ts';
import { staffMembers } from '../src/db/schema-staff.ts';
import { sendCustomerMessage } from '../src/modules/orders/customer-messages.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import { AE, e164, freshIp, myDataHelpers, phone } from './support/my-data.ts';
import { burgerLine, ledgerOf, orderBody, placeOrder, promoBrand } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('deleting an account on %s (issue 19)', (kind) => {
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
  const { codeOf, signIn, exportOf, del, richCustomer } = myDataHelpers(
    () => t,
    () => fx,
  );

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
