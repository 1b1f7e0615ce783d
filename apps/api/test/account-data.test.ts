/**
 * The customer's data export (issue 19, decision 0034): user/export-my-data — its content (profile,
 * addresses, cards, wallet, ledger, orders with lines in AED), what it never holds (tokens, hashes,
 * provider ids, other customers' or brands' rows) and its refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164, myDataHelpers, phone } from './support/my-data.ts';
import { burgerLine, orderBody, placeOrder, promoBrand } from './support/promo-orders.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

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
  const { signIn, exportOf, richCustomer } = myDataHelpers(
    () => t,
    () => fx,
  );

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
});
