import { MESSAGES } from '@sufra/contract';
import { isStoreOpenAt, type WeeklyHours } from '@sufra/pricing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../src/db/json-shapes.ts';
import { orders } from '../src/db/schema.ts';
import { isOpenAt, type OpeningHours } from '../src/modules/stores/opening-hours.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, orderBody, placeOrder } from './support/promo-orders.ts';
import { signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Every day 12:00–15:00 and 18:00–23:00 in Asia/Dubai. */
const LUNCH_DINNER = everyDay(['12:00', '15:00'], ['18:00', '23:00']);
/** Monday 2026-11-23, 16:00 in Dubai (12:00 UTC): between lunch and dinner, the store is closed. */
const MONDAY_4PM = new Date('2026-11-23T12:00:00Z');

/** Issue 8, decision 0017: order timing on the server (000 §4.4, §5; 001 §4.9, §5.1). */
describe.each(testDatabases())('order timing on %s', (kind) => {
  let t: TestApp;
  let ids: { brandId: string; storeId: string; noPreOrderStoreId: string };
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const brandId = (await createBrand(db)).id;
    const hours = { openingHours: LUNCH_DINNER };
    const store = await createStore(db, brandId, {
      ...hours,
      isPreOrderEnabledForPickup: true,
      preOrderSettingsForPickup: { daysAhead: 3, slotMinutes: 60, leadMinutes: 30 },
    });
    const noPreOrder = await createStore(db, brandId, hours);
    ids = { brandId, storeId: store.id, noPreOrderStoreId: noPreOrder.id };
    menu = await createMenu(db, brandId);
    token = (await signedInCustomer(db, brandId, '+971501240001')).token;
    t.setNow(MONDAY_4PM);
  }, 120_000);
  afterAll(async () => t?.close());

  const amounts = { itemsTotalPrice: 25, totalOrderPrice: 26.25 };
  const order = (over: Record<string, unknown> = {}, storeId = ids.storeId) =>
    orderBody({ brandId: ids.brandId, storeId }, [burgerLine(menu, 1)], amounts, over);
  const countOrders = async () =>
    Number(
      (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.brandId, ids.brandId)))[0]!.n,
    );

  it('the store info lists the pre-order slots from the hours: today after now + lead, then tomorrow (000 §2.10)', async () => {
    const res = await post(t.app, 'menus/get-pickup-store-menu', {
      brandId: ids.brandId,
      storeId: ids.storeId,
    });
    const info = res.body.data.storeInfo;
    expect(info.isOpened).toBe(false);
    expect(info.preOrderSettingsForPickup).toEqual({ daysAhead: 3, slotMinutes: 60, leadMinutes: 30 });
    expect(info.availablePreOrderSlotsForPickup.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(info.availablePreOrderSlotsForPickup[0].slots[0]).toBe('18:00 - 19:00');
    expect(info.availablePreOrderSlotsForDelivery).toEqual([]);
  });

  it('TIMING-02 (4.4), TIMING-11 (4.9): ASAP while closed is refused as before, nothing written', async () => {
    const before = await countOrders();
    const res = await placeOrder(t.app, order(), token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.storeClosedRightNow);
    expect(await countOrders()).toBe(before);
  });

  it('TIMING-11 (4.9), TIMING-16 (7.3): a pre-order for tomorrow is placed while the store is closed, with its slot', async () => {
    const res = await placeOrder(
      t.app,
      order({
        timingType: 'PREORDER',
        isPreOrder: true,
        preOrderDay: '2026-11-24',
        preOrderSlot: '12:00 - 13:00',
      }),
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = await post(
      t.app,
      `order/get-order-info/${res.body.data.savedOrder._id}`,
      { brandId: ids.brandId },
      {
        authorization: token,
      },
    );
    expect(info.body.data.order).toMatchObject({
      timingType: 'PREORDER',
      preOrderSlot: { day: '2026-11-24', time: '12:00 - 13:00' },
      expectedTime: null,
    });
    // The timing state's { day, time, slotIndex } with isPreOrder alone, a start time only: tonight 19:00.
    const object = await placeOrder(
      t.app,
      order({ isPreOrder: true, preOrderSlot: { day: '2026-11-23', time: '19:00', slotIndex: 1 } }),
      token,
    );
    expect(object.status, JSON.stringify(object.body)).toBe(200);
    const row = (
      await t.database.db.select().from(orders).where(eq(orders.id, object.body.data.savedOrder._id))
    )[0]!;
    expect(row.preOrderSlot).toEqual({ day: '2026-11-23', time: '19:00 - 20:00' });
  });

  it("TIMING-15 (5.1): PREORDER without a slot → 'Please choose a time for pre order'", async () => {
    for (const over of [
      { timingType: 'PREORDER' },
      { timingType: 'PREORDER', preOrderDay: '2026-11-24' },
      { isPreOrder: true, preOrderSlot: { time: '12:00 - 13:00' } },
      { timingType: 'PREORDER', preOrderDay: 'tomorrow', preOrderSlot: '12:00 - 13:00' },
    ]) {
      const res = await placeOrder(t.app, order(over), token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toBe(MESSAGES.chooseTimeForPreOrder);
    }
  });

  it('a slot in the past or inside the lead time, in a closed period, or with pre-order off is refused clearly', async () => {
    const before = await countOrders();
    const pre = (day: string, time: string, storeId?: string) =>
      placeOrder(
        t.app,
        order({ timingType: 'PREORDER', preOrderDay: day, preOrderSlot: time }, storeId),
        token,
      );
    const past = await pre('2026-11-23', '12:00 - 13:00');
    expect([past.status, past.body.message]).toEqual([400, MESSAGES.preOrderSlotPassed]);
    const yesterday = await pre('2026-11-22', '19:00 - 20:00');
    expect(yesterday.body.message).toBe(MESSAGES.preOrderSlotPassed);
    const closed = await pre('2026-11-24', '16:00 - 17:00');
    expect([closed.status, closed.body.message]).toEqual([400, MESSAGES.preOrderSlotUnavailable]);
    const tooFar = await pre('2026-11-27', '12:00 - 13:00');
    expect(tooFar.body.message).toBe(MESSAGES.preOrderSlotUnavailable);
    const off = await pre('2026-11-24', '12:00 - 13:00', ids.noPreOrderStoreId);
    expect([off.status, off.body.message]).toEqual([400, MESSAGES.preOrderNotEnabled]);
    expect(await countOrders()).toBe(before);
  });

  it('once open, ASAP is placed again (TIMING-02), and pickup orders are unchanged', async () => {
    t.setNow(new Date('2026-11-23T15:00:00Z')); // 19:00 in Dubai
    const res = await placeOrder(t.app, order(), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    t.setNow(MONDAY_4PM);
  });
});

describe('the API’s dayjs opening hours and packages/pricing’s Intl ones agree (decision 0017)', () => {
  it('over every 7th minute of a week, for hours across midnight, closed days and 24 h', () => {
    const sets: OpeningHours[] = [
      LUNCH_DINNER as OpeningHours,
      { '5': [['18:00', '03:00']], '6': [['10:00', '24:00']] },
      Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['00:00', '24:00']]])) as OpeningHours,
      {},
    ];
    const start = Date.parse('2026-11-22T00:00:00+04:00');
    for (const hours of sets) {
      for (let m = 0; m < 7 * 1440; m += 7) {
        const date = new Date(start + m * 60_000);
        expect(isStoreOpenAt(hours as WeeklyHours, date.getTime() / 1000)).toBe(isOpenAt(hours, date));
      }
    }
  });
});
