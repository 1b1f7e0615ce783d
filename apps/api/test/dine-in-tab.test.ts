import { PAYMENT_WINDOW_SECONDS, SANDBOX_TEST_CARDS, type TableState } from '@sufra/contract';
import { aedToFils, filsToAed, selectedItemsSplit } from '@sufra/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { sweepExpiredPayments } from '../src/modules/payments/expiry.ts';
import {
  dineInBody,
  dineInWorld,
  payNowBody,
  payOrder,
  placeDineIn,
  readTab,
  sessionRow,
  splitStatuses,
  tabRowCounts,
} from './support/dine-in.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * The table's tab through real HTTP (issue 18, decision 0032; 002 §2.3–§2.8, §5, §9): PAY_LATER
 * orders open and join the tab, getTableLaterOrders shows them, PAY_NOW pays the rest or a split
 * held under the tab's lock, the card payment pays the share and closes a paid tab; a declined
 * card releases it.
 */
describe.each(testDatabases())('dine-in tab on %s (decision 0032)', (kind) => {
  let t: TestApp;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("0032 'A PAY_LATER order opens the table's tab (or joins the open one)': two guests' PAY_LATER orders on one tab, read back; PAY_NOW FULL pays the rest and closes it; the next PAY_LATER opens a new tab", async () => {
    const w = await dineInWorld(db(), 3);
    const a = await placeDineIn(t.app, w, dineInBody(w, 2), 0);
    expect(a.status).toBe(200);
    expect(a.body.data.payment).toBeUndefined();
    expect(a.body.data.table).toEqual({ remainingAmount: 17.85, version: 1 });
    const b = await placeDineIn(
      t.app,
      w,
      dineInBody(w, 1, { selectedPaymentMethod: { EN: { name: 'Cash' }, AR: { name: 'نقدًا' } } }),
      1,
    );
    expect(b.status).toBe(200);
    const aId = a.body.data.savedOrder._id as string;
    const bId = b.body.data.savedOrder._id as string;
    const [row] = await db().select().from(orders).where(eq(orders.id, bId));
    expect(row).toMatchObject({
      status: 'PENDING',
      paymentType: 'PAY_LATER',
      paymentTiming: 'PAY_LATER',
      dineInTableNumber: 1,
      chargeFils: null,
      paymentMethodName: { en: 'Cash', ar: 'نقدًا' },
    });
    const tab = await readTab(t.app, w);
    expect(tab.status).toBe(200);
    const state = tab.body.data;
    expect(state.fetchedOrder.map((o: { _id: string }) => o._id)).toEqual([aId, bId]);
    expect(state).toMatchObject({
      ordersTotalPrice: 26.78,
      remainingAmount: 26.78,
      billFils: 2678,
      version: 2,
    });
    expect(JSON.stringify(state)).not.toContain('Guest');
    expect(state.splitLines).toHaveLength(2);
    expect(
      state.splitLines.reduce(
        (s: number, l: { itemsFils: number; taxFils: number }) => s + l.itemsFils + l.taxFils,
        0,
      ),
    ).toBe(2678);

    const pay = await placeDineIn(t.app, w, payNowBody(w, [aId, bId]), 2);
    expect(pay.status).toBe(200);
    expect(pay.body.data.payment.amount).toBe(26.78);
    expect(pay.body.data.table).toEqual({ remainingAmount: 0, version: 3 });
    expect(await payOrder(t.app, w, pay.body.data, 2)).toBe(200);
    const closed = await sessionRow(db(), state.sessionId);
    expect(closed).toMatchObject({ status: 'CLOSED', closedReason: 'PAID' });
    const after = await readTab(t.app, w);
    expect(after.body.data).toMatchObject({ sessionId: null, fetchedOrder: [], remainingAmount: 0 });

    const next = await placeDineIn(t.app, w, dineInBody(w, 1), 0);
    expect(next.status).toBe(200);
    const fresh = (await readTab(t.app, w)).body.data;
    expect(fresh.sessionId).not.toBe(state.sessionId);
    expect(fresh.fetchedOrder).toHaveLength(1);
  });

  /** Pays every split of `plan` in turn (place, then the sandbox card) and answers the PAID shares (fils). */
  async function paySplits(
    w: Awaited<ReturnType<typeof dineInWorld>>,
    table: number,
    split: (state: TableState) => Record<string, unknown>,
    times: number,
  ) {
    const shares: number[] = [];
    for (let i = 0; i < times; i++) {
      const state = (await readTab(t.app, w, table)).body.data;
      const ids = state.fetchedOrder.map((o: { _id: string }) => o._id);
      const res = await placeDineIn(t.app, w, payNowBody(w, ids, split(state), 0, table), i % 3);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      shares.push(aedToFils(res.body.data.payment.amount));
      expect(await payOrder(t.app, w, res.body.data, i % 3)).toBe(200);
    }
    return shares;
  }

  it('002 §9 SPLIT-02/03, SPLIT-04/05, SPLIT-01: a tab split equally, by selected items, or by custom amounts and the remainder — the PAID shares add up to the bill to the fil and the tab closes', async () => {
    const w = await dineInWorld(db(), 3);
    for (const table of [0, 1, 2]) {
      expect((await placeDineIn(t.app, w, dineInBody(w, 4, {}, table), 0)).status).toBe(200);
      expect((await placeDineIn(t.app, w, dineInBody(w, 3, {}, table), 1)).status).toBe(200);
    }
    const bill = (await readTab(t.app, w, 0)).body.data.billFils as number;
    expect(bill).toBe(
      aedToFils(Math.round(850 * 4 * 1.05) / 100) + aedToFils(Math.round(850 * 3 * 1.05) / 100),
    );

    // DIVIDE-EQUALLY: 3 people, each pays for one.
    const equally = await paySplits(
      w,
      0,
      (s) => {
        const shares = [0, 1, 2].map((k) => Math.floor((s.billFils + 2 - k) / 3));
        return {
          type: 'DIVIDE-EQUALLY',
          peopleAtTable: 3,
          forPeople: 1,
          totalAmount: filsToAed(shares[s.splittedforPeople]!),
        };
      },
      3,
    );
    // SELECTED-ITEMS: the first order's lines, then the rest, computed as the guest's screen does.
    const selected = await paySplits(
      w,
      1,
      (s) => {
        const open = s.splitLines.filter((l) => l.quantity > l.paidQuantity);
        const pick = open.length > 1 ? open.slice(0, 1) : open;
        const chosen = pick.map((l) => ({
          uniqueId: l.uniqueId,
          quantity: l.quantity - l.paidQuantity,
        }));
        const r = selectedItemsSplit({
          lines: s.splitLines,
          tipFils: s.tipFils,
          splitPayedFils: s.paidFils + s.heldFils,
          selected: chosen,
        });
        if (!r.ok) throw new Error(r.error);
        const last = open.length === pick.length;
        return {
          type: 'SELECTED-ITEMS',
          totalAmount: filsToAed(last ? s.billFils - s.paidFils - s.heldFils : r.totalAmountFils),
          selectedItems: pick.map((l) => ({
            uniqueId: l.uniqueId,
            orderId: l.orderId,
            itemId: l.itemId,
            selectedQunatity: l.quantity - l.paidQuantity,
          })),
        };
      },
      2,
    );
    // CUSTOM-AMOUNT: 20.00 AED, then the remainder.
    const custom = await paySplits(
      w,
      2,
      (s) => {
        const amount = s.paidFils === 0 ? 20 : s.remainingAmount;
        return { type: 'CUSTOM-AMOUNT', amount, totalAmount: amount };
      },
      2,
    );
    for (const [table, shares] of [
      [0, equally],
      [1, selected],
      [2, custom],
    ] as const) {
      expect(shares.reduce((s, x) => s + x, 0)).toBe(bill);
      const tab = (await readTab(t.app, w, table)).body.data;
      expect(tab.sessionId).toBeNull();
    }
    expect(equally).toEqual([0, 1, 2].map((k) => Math.floor((bill + 2 - k) / 3)));
  });

  it("0032 'A declined card … RELEASES the share': the order is cancelled, its share RELEASED, and another guest can pay the same share", async () => {
    const w = await dineInWorld(db(), 3);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const ids = [a.body.data.savedOrder._id];
    const split = { type: 'CUSTOM-AMOUNT', amount: 20, totalAmount: 20 };
    const first = await placeDineIn(t.app, w, payNowBody(w, ids, split), 1);
    expect(first.status).toBe(200);
    const held = (await readTab(t.app, w)).body.data;
    expect(held).toMatchObject({ heldFils: 2000, remainingAmount: 15.7, lockedSplitType: 'CUSTOM-AMOUNT' });
    expect(await payOrder(t.app, w, first.body.data, 1, SANDBOX_TEST_CARDS.declined)).toBe(402);
    const freed = (await readTab(t.app, w)).body.data;
    expect(freed).toMatchObject({ heldFils: 0, paidFils: 0, remainingAmount: 35.7, splitBills: [] });
    expect(await splitStatuses(db(), held.sessionId)).toEqual([
      { status: 'RELEASED', totalFils: 2000, orderId: first.body.data.savedOrder._id },
    ]);
    const second = await placeDineIn(t.app, w, payNowBody(w, ids, split), 2);
    expect(second.status).toBe(200);
    expect(await payOrder(t.app, w, second.body.data, 2)).toBe(200);
    expect((await readTab(t.app, w)).body.data).toMatchObject({ paidFils: 2000, remainingAmount: 15.7 });
  });

  it('002 §5 / IS14: a custom amount above the bill is refused with splitAmountAboveTotal (409) and nothing is written; a share of 2 AED or less with addMoreThanTwoAED (TOT-20)', async () => {
    const w = await dineInWorld(db(), 2);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const ids = [a.body.data.savedOrder._id];
    const before = await tabRowCounts(db());
    const above = await placeDineIn(
      t.app,
      w,
      payNowBody(w, ids, { type: 'CUSTOM-AMOUNT', amount: 100, totalAmount: 100 }),
      1,
    );
    expect(above).toMatchObject({ status: 409, body: { success: 0, code: 'splitAmountAboveTotal' } });
    const tiny = await placeDineIn(
      t.app,
      w,
      payNowBody(w, ids, { type: 'CUSTOM-AMOUNT', amount: 2, totalAmount: 2 }),
      1,
    );
    expect(tiny).toMatchObject({ status: 400, body: { code: 'addMoreThanTwoAED' } });
    const stale = await placeDineIn(
      t.app,
      w,
      payNowBody(w, ['00000000-0000-4000-8000-000000000000'], null),
      1,
    );
    expect(stale).toMatchObject({ status: 409, body: { code: 'tableBillChanged' } });
    expect(stale.body.message).toContain('35.70');
    const emptyLater = await placeDineIn(t.app, w, dineInBody(w, 0, { payLaterOrders: ids }), 1);
    expect(emptyLater).toMatchObject({ status: 400, body: { code: 'basketIsEmpty' } });
    expect(await tabRowCounts(db())).toEqual(before);
  });

  it("0032 'Holding a share, exactly once': 10 guests place the last share at once → exactly one holds it, nine get 409 tableBillChanged; paying it closes the tab", async () => {
    const w = await dineInWorld(db(), 11);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const ids = [a.body.data.savedOrder._id];
    const first = await placeDineIn(
      t.app,
      w,
      payNowBody(w, ids, { type: 'CUSTOM-AMOUNT', amount: 10, totalAmount: 10 }),
      0,
    );
    expect(await payOrder(t.app, w, first.body.data, 0)).toBe(200);
    const last = { type: 'CUSTOM-AMOUNT', amount: 25.7, totalAmount: 25.7 };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => placeDineIn(t.app, w, payNowBody(w, ids, last), i + 1)),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { code: 'tableBillChanged' } });
    const session = (await readTab(t.app, w)).body.data.sessionId;
    expect((await splitStatuses(db(), session)).filter((s) => s.status === 'PENDING')).toHaveLength(1);
    const winner = results.indexOf(ok[0]!) + 1;
    expect(await payOrder(t.app, w, ok[0]!.body.data, winner)).toBe(200);
    expect(await sessionRow(db(), session)).toMatchObject({ status: 'CLOSED', closedReason: 'PAID' });
  });

  it('SPLIT-14: PAY_LATER while the tab has a split is refused with 409 payLaterNotAllowed; another split type with 409 splitTypeLocked', async () => {
    const w = await dineInWorld(db(), 2);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const ids = [a.body.data.savedOrder._id];
    expect(
      (
        await placeDineIn(
          t.app,
          w,
          payNowBody(w, ids, { type: 'CUSTOM-AMOUNT', amount: 10, totalAmount: 10 }),
          1,
        )
      ).status,
    ).toBe(200);
    expect(await placeDineIn(t.app, w, dineInBody(w, 1), 0)).toMatchObject({
      status: 409,
      body: { code: 'payLaterNotAllowed' },
    });
    const other = await placeDineIn(
      t.app,
      w,
      payNowBody(w, ids, { type: 'DIVIDE-EQUALLY', peopleAtTable: 2, forPeople: 1, totalAmount: 17.85 }),
      0,
    );
    expect(other).toMatchObject({ status: 409, body: { code: 'splitTypeLocked' } });
  });

  it("0032 'Idempotency keys on place-order … make a retry return the first result': a PAY_NOW share placed twice with one Idempotency-Key holds once and answers the first result", async () => {
    const w = await dineInWorld(db(), 2);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const body = payNowBody(w, [a.body.data.savedOrder._id], {
      type: 'CUSTOM-AMOUNT',
      amount: 12,
      totalAmount: 12,
    });
    const first = await placeDineIn(t.app, w, body, 1, 'tab-share-1');
    const again = await placeDineIn(t.app, w, body, 1, 'tab-share-1');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const state = (await readTab(t.app, w)).body.data;
    expect(await splitStatuses(db(), state.sessionId)).toHaveLength(1);
    expect(state).toMatchObject({ heldFils: 1200, remainingAmount: 23.7 });
  });

  it("0032 'an expired payment window … RELEASES the share': the payments sweep cancels the unpaid share's order after PAYMENT_WINDOW_SECONDS and the amount is free again", async () => {
    const w = await dineInWorld(db(), 2);
    const a = await placeDineIn(t.app, w, dineInBody(w, 4), 0);
    const held = await placeDineIn(
      t.app,
      w,
      payNowBody(w, [a.body.data.savedOrder._id], { type: 'CUSTOM-AMOUNT', amount: 15, totalAmount: 15 }),
      1,
    );
    expect(held.status).toBe(200);
    const state = (await readTab(t.app, w)).body.data;
    expect(state.heldFils).toBe(1500);
    const later = new Date(Date.now() + (PAYMENT_WINDOW_SECONDS + 60) * 1000);
    const swept = await sweepExpiredPayments({ db: db(), now: () => later, production: false });
    expect(swept.expiredOrders).toBeGreaterThanOrEqual(1);
    expect(await splitStatuses(db(), state.sessionId)).toEqual([
      { status: 'RELEASED', totalFils: 1500, orderId: held.body.data.savedOrder._id },
    ]);
    const after = (await readTab(t.app, w)).body.data;
    expect(after).toMatchObject({ heldFils: 0, remainingAmount: 35.7, version: state.version + 1 });
  });
});
