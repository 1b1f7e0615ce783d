import { randomUUID } from 'node:crypto';
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../src/db/schema-promotions.ts';
import { createBrand } from './support/factory.ts';
import { createLoyaltyPolicy, signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('loyalty and wallet calls on %s (000 §2.17, §3 Loyalty; 002 §4.7)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let plainBrandId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    plainBrandId = (await createBrand(db)).id;
    await createLoyaltyPolicy(db, brandId);
  });
  afterAll(() => t.close());

  const ledgerOf = (customerId: string) =>
    t.database.db.select().from(walletLedger).where(eq(walletLedger.customerId, customerId));
  const walletCount = async () =>
    Number(((await t.database.db.select({ n: count() }).from(wallets)) as [{ n: number }])[0].n);

  describe('loyalty/get-by-brand', () => {
    it('000 §3 Loyalty: the policy in AED and percent', async () => {
      const res = await post(t.app, 'loyalty/get-by-brand', { brandId });
      expect(res).toMatchObject({
        status: 200,
        body: {
          success: 1,
          data: {
            isLoyaltyActive: true,
            minOrderValueForCashback: 30,
            specificToDelivery: { isActive: true, cashbackPercentage: 5 },
            redeemablePercentagePerOrder: 10,
            maxRedeemableValuePerOrder: 15,
          },
        },
      });
    });

    it('a brand without a policy answers isLoyaltyActive false with zeros (LOY-04: no toggle)', async () => {
      const res = await post(t.app, 'loyalty/get-by-brand', { brandId: plainBrandId });
      expect(res.body.data).toEqual({
        isLoyaltyActive: false,
        minOrderValueForCashback: 0,
        specificToDelivery: { isActive: false, cashbackPercentage: 0 },
        redeemablePercentagePerOrder: 0,
        maxRedeemableValuePerOrder: 0,
      });
    });

    it('bad input: 400 naming the field, in Arabic for AR; unknown brand 404', async () => {
      expect(await post(t.app, 'loyalty/get-by-brand', { brandId: 'x' })).toMatchObject({
        status: 400,
        body: { success: 0, code: expect.any(String), message: 'brandId: must be a valid id' },
      });
      const ar = await post(t.app, 'loyalty/get-by-brand', { brandId: 'x', language: 'AR' });
      expect(ar.body.message).toMatch(/^الحقل .*brandId/);
      const unknown = await post(t.app, 'loyalty/get-by-brand', { brandId: randomUUID(), language: 'AR' });
      expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES_AR.brandNotFound } });
    });
  });

  describe('wallet/get-user-wallet', () => {
    it("002 §4.7: the token's customer's balance and lifetimeSpending in AED; a new wallet starts with the policy's 25 AED, granted once", async () => {
      const me = await signedInCustomer(t.database.db, brandId, '+971502220001');
      const first = await post(t.app, 'wallet/get-user-wallet', { brandId }, { authorization: me.token });
      expect(first).toMatchObject({
        status: 200,
        body: { success: 1, data: { balance: 25, lifetimeSpending: 0 } },
      });
      const again = await post(t.app, 'wallet/get-user-wallet', { brandId }, { authorization: me.token });
      expect(again.body.data).toEqual({ balance: 25, lifetimeSpending: 0 });
      const ledger = await ledgerOf(me.customerId);
      expect(ledger.map((l) => [l.kind, l.amountFils, l.balanceAfterFils, l.orderId])).toEqual([
        ['grant', 2500, 2500, null],
      ]);
    });

    it('concurrent first reads grant the starting balance once', async () => {
      const me = await signedInCustomer(t.database.db, brandId, '+971502220002');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(t.app, 'wallet/get-user-wallet', { brandId }, { authorization: me.token }),
        ),
      );
      expect(answers.map((a) => a.body.data?.balance)).toEqual([25, 25, 25, 25, 25]);
      expect(await ledgerOf(me.customerId)).toHaveLength(1);
    });

    it('body.userId is ignored: the token names the customer', async () => {
      const me = await signedInCustomer(t.database.db, brandId, '+971502220003');
      const other = await signedInCustomer(t.database.db, brandId, '+971502220004');
      const res = await post(
        t.app,
        'wallet/get-user-wallet',
        { brandId, userId: other.customerId },
        { authorization: me.token },
      );
      expect(res.body.data.balance).toBe(25);
      expect(await ledgerOf(other.customerId)).toHaveLength(0);
    });

    it('a brand without a policy: balance 0, no grant', async () => {
      const me = await signedInCustomer(t.database.db, plainBrandId, '+971502220005');
      const res = await post(
        t.app,
        'wallet/get-user-wallet',
        { brandId: plainBrandId },
        { authorization: me.token },
      );
      expect(res.body.data).toEqual({ balance: 0, lifetimeSpending: 0 });
      expect(await ledgerOf(me.customerId)).toHaveLength(0);
    });

    it("no token, an unknown token or another brand's token → 401 (in AR too); bad input 400; nothing written", async () => {
      const before = await walletCount();
      const foreign = await signedInCustomer(t.database.db, plainBrandId, '+971502220006');
      expect(await post(t.app, 'wallet/get-user-wallet', { brandId })).toMatchObject({
        status: 401,
        body: { success: 0, code: 'unauthorized', message: MESSAGES.unauthorized },
      });
      expect(
        (await post(t.app, 'wallet/get-user-wallet', { brandId }, { authorization: 'nope' })).status,
      ).toBe(401);
      const cross = await post(
        t.app,
        'wallet/get-user-wallet',
        { brandId, language: 'AR' },
        { authorization: foreign.token },
      );
      expect(cross).toMatchObject({ status: 401, body: { message: MESSAGES_AR.unauthorized } });
      const bad = await post(
        t.app,
        'wallet/get-user-wallet',
        { brandId: 42 },
        { authorization: foreign.token },
      );
      expect(bad.status).toBe(400);
      expect(await walletCount()).toBe(before);
    });
  });
});
