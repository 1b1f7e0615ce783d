import { MESSAGES } from '@sufra/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { discountRedemptions, walletLedger, wallets } from '../src/db/schema-promotions.ts';
import { lockCustomer, redeemDiscount } from '../src/modules/promotions/repository.ts';
import { debitWallet } from '../src/modules/promotions/wallet-repository.ts';
import { ensureWallet } from '../src/modules/promotions/wallet-service.ts';
import type { Tx } from '../src/platform/tx.ts';
import { createBrand, createMenu, createStore, orderRow } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { createDiscount, createLoyaltyPolicy, signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A promise and its resolver (to hold a transaction open). */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Issue 7: "Two orders redeeming the same wallet, or the last use of a coupon, at the same moment
 * cannot both succeed (row locks or constraints; tested with concurrent requests on PostgreSQL)."
 * PostgreSQL only: PGlite runs one transaction at a time.
 */
describe.skipIf(!process.env.DATABASE_URL)('promotions under concurrency on PostgreSQL (issue 7)', () => {
  let t: TestApp;
  let ids: { brandId: string; storeId: string };
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let welcome: { id: string };
  let phone = 0;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const db = t.database.db;
    const brandId = (await createBrand(db)).id;
    ids = { brandId, storeId: (await createStore(db, brandId)).id };
    menu = await createMenu(db, brandId);
    await createLoyaltyPolicy(db, brandId);
    welcome = await createDiscount(db, brandId, { code: 'WELCOME10', perCustomerUse: 1 });
  });
  afterAll(() => t.close());

  const newCustomer = () =>
    signedInCustomer(t.database.db, ids.brandId, `+97150555${String(++phone).padStart(4, '0')}`);
  const ctx = () => ({ brandId: ids.brandId });

  it('two orders redeeming the same wallet at once: one succeeds, the other 409 loyaltyUnavailable (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await newCustomer();
      // 8 burgers = 200 AED: redeem min(15, 20, 25) = 15; the 25 AED balance covers one.
      const body = orderBody(
        ids,
        [burgerLine(menu, 8)],
        { itemsTotalPrice: 200, totalOrderPrice: 194.25 },
        {
          loyaltyApplied: { redeemAmount: 15 },
        },
      );
      const answers = await Promise.all([
        placeOrder(t.app, body, me.token),
        placeOrder(t.app, body, me.token),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(MESSAGES.loyaltyUnavailable);
      const ledger = await t.database.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.customerId, me.customerId))
        .orderBy(asc(walletLedger.createdAt));
      expect(ledger.map((l) => [l.kind, l.amountFils, l.balanceAfterFils])).toEqual([
        ['grant', 2_500, 2_500],
        ['redeem', -1_500, 1_000],
      ]);
      const [wallet] = await t.database.db
        .select()
        .from(wallets)
        .where(eq(wallets.customerId, me.customerId));
      expect(wallet!.balanceFils).toBe(1_000);
      const placed = await t.database.db.select().from(orders).where(eq(orders.customerId, me.customerId));
      expect(placed).toHaveLength(1);
    }
  });

  it('two orders taking the last use of a coupon at once: one succeeds, the other 400 couponUsedUp (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await newCustomer();
      const body = orderBody(
        ids,
        [burgerLine(menu, 4)],
        { itemsTotalPrice: 100, totalOrderPrice: 94.5 },
        {
          discountApplied: {
            discountAmountAvailedByCustomer: 10,
            discountValue: 10,
            discountId: welcome.id,
            discountCode: 'WELCOME10',
            discountType: 'percentage',
          },
        },
      );
      const answers = await Promise.all([
        placeOrder(t.app, body, me.token),
        placeOrder(t.app, body, me.token),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)!.body.message).toBe(MESSAGES.couponUsedUp);
      const uses = await t.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.customerId, me.customerId));
      expect(uses.map((u) => u.useNumber)).toEqual([1]);
      expect(
        await t.database.db.select().from(orders).where(eq(orders.customerId, me.customerId)),
      ).toHaveLength(1);
    }
  });

  it('the wallet debit is race-safe by itself: a debit waiting on a held one finds the balance gone (UPDATE … WHERE balance ≥ x)', async () => {
    const me = await newCustomer();
    await ensureWallet(t.database.db, ctx(), me.customerId);
    const [a, b] = await t.database.db
      .insert(orders)
      .values([0, 1].map(() => orderRow({ ...ids, customerId: me.customerId }, { status: 'PENDING' })))
      .returning();
    const held = gate();
    const first = t.database.db.transaction(async (tx) => {
      const ok = await debitWallet(tx as Tx, ctx(), {
        customerId: me.customerId,
        orderId: a!.id,
        amountFils: 2_000,
      });
      await held.promise;
      return ok;
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = t.database.db.transaction((tx) =>
      debitWallet(tx as Tx, ctx(), { customerId: me.customerId, orderId: b!.id, amountFils: 2_000 }),
    );
    await new Promise((r) => setTimeout(r, 100));
    held.open();
    expect(await Promise.all([first, second])).toEqual([true, false]);
    const [wallet] = await t.database.db.select().from(wallets).where(eq(wallets.customerId, me.customerId));
    expect(wallet!.balanceFils).toBe(500);
  });

  it('the coupon use is race-safe by itself: the customer lock serialises, and UNIQUE(discount, customer, use_number) refuses a twin that skipped the lock', async () => {
    const me = await newCustomer();
    const rows = await t.database.db
      .insert(orders)
      .values([0, 1, 2].map(() => orderRow({ ...ids, customerId: me.customerId }, { status: 'PENDING' })))
      .returning();
    const use = (orderId: string) => ({
      discountId: welcome.id,
      customerId: me.customerId,
      orderId,
      perCustomerUse: 2,
    });
    const take = (orderId: string, locked: boolean, hold?: Promise<void>) =>
      t.database.db.transaction(async (tx) => {
        if (locked) await lockCustomer(tx as Tx, ctx(), me.customerId);
        const ok = await redeemDiscount(tx as Tx, ctx(), use(orderId));
        await hold;
        return ok;
      });
    // Without the lock both count 0 uses and take use number 1: the index refuses the second.
    const held = gate();
    const first = take(rows[0]!.id, false, held.promise);
    await new Promise((r) => setTimeout(r, 100));
    const twin = take(rows[1]!.id, false).then(
      () => 'committed',
      (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
    );
    await new Promise((r) => setTimeout(r, 100));
    held.open();
    expect(await first).toBe(true);
    expect(await twin).toBe('23505');
    // With the lock, the next taker waits and counts the committed use: use number 2.
    expect(await take(rows[2]!.id, true)).toBe(true);
    const uses = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.customerId, me.customerId),
          eq(discountRedemptions.discountId, welcome.id),
        ),
      );
    expect(uses.map((u) => u.useNumber).sort()).toEqual([1, 2]);
  });
});
