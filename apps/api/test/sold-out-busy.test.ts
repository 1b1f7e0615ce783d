/**
 * Sold out and busy (issue 17, decision 0030), as staff, a customer and an attacker would try it:
 * per-store sold-out marks of items and options (until a time, the next opening, or turned back)
 * that the menus, item detail and place-order honour — and stop honouring once `until` has passed,
 * without a job and without a stale menu cache; a store's pause (ASAP refused, pre-orders taken);
 * extra preparation time in the prep times and the ETA; every staff call refused to a customer, to
 * no token, to another brand's staff and to staff of another store.
 */
import { MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { everyDay } from '../src/db/json-shapes.ts';
import { customers } from '../src/db/schema.ts';
import { storeItemAvailability } from '../src/db/schema-availability.ts';
import { insertMember } from '../src/modules/staff/repository.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createStaffSession } from '../src/platform/staff-session-repository.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { burgerLine, friesLine, orderBody, placeOrder } from './support/promo-orders.ts';
import {
  createAppOn,
  createFreshPostgres,
  type FreshPostgres,
  type ProcessLikeApp,
} from './support/shared-database.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

type Menu = Awaited<ReturnType<typeof createMenu>>;

describe.each(testDatabases())('sold out and busy on %s (issue 17)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeA: { id: string };
  let storeB: { id: string };
  let menu: Menu;
  let owner: string;
  let staffB: string;
  let customer: string;
  let otherBrand: { id: string; store: string; owner: string; menu: Menu };
  let seq = 0;
  const db = () => t.database.db;

  /** A staff token (`Staff <token>`) of a new member of `brand`. */
  const staffToken = async (brand: string, role: 'owner' | 'staff', storeIds: string[] = []) => {
    const member = await insertMember(db(), {
      brandId: brand,
      phoneNumber: `+9715099${String(++seq).padStart(5, '0')}`,
      role,
      storeIds,
      name: null,
    });
    return `Staff ${await createStaffSession(db(), brand, member!.id, new Date())}`;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const brand = await createBrand(db());
    brandId = brand.id;
    storeA = await createStore(db(), brandId, {
      isPreOrderEnabledForPickup: true,
      preOrderSettingsForPickup: { daysAhead: 3, slotMinutes: 30, leadMinutes: 30 },
    });
    storeB = await createStore(db(), brandId);
    menu = await createMenu(db(), brandId);
    owner = await staffToken(brandId, 'owner');
    staffB = await staffToken(brandId, 'staff', [storeB.id]);
    const [c] = await db()
      .insert(customers)
      .values({ brandId, phoneNumber: '+971501234111', name: 'Hungry' })
      .returning();
    customer = await createSession(db(), brandId, c!.id, new Date());
    const other = await createBrand(db());
    otherBrand = {
      id: other.id,
      store: (await createStore(db(), other.id)).id,
      owner: await staffToken(other.id, 'owner'),
      menu: await createMenu(db(), other.id),
    };
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    t.setNow(null);
    await db().delete(storeItemAvailability);
  });

  const soldOut = (store: string, body: Record<string, unknown>, token = owner, b = brandId) =>
    post(t.app, `staff/stores/${store}/sold-out`, { brandId: b, ...body }, { authorization: token });
  const availability = (store: string, token = owner, b = brandId) =>
    get(t.app, `staff/stores/${store}/availability`, { brandId: b }, { authorization: token });
  const pause = (store: string, minutes: number, token = owner) =>
    post(t.app, `staff/stores/${store}/pause`, { brandId, minutes }, { authorization: token });
  const extraPrep = (store: string, minutes: number, token = owner) =>
    post(t.app, `staff/stores/${store}/extra-prep`, { brandId, minutes }, { authorization: token });
  const storeMenu = async (store: string) => {
    const res = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: store });
    expect(res.status).toBe(200);
    return res.body.data as {
      storeMenu: {
        categories: Array<{
          items: Array<{ _id: string; isOutOfStock: boolean; unavailableStores: unknown[] }>;
        }>;
      };
      storeInfo: {
        isOpened: boolean;
        averagePrepTimeForPickup: number;
        availablePreOrderSlotsForPickup: Array<{ day: string; slots: string[] }>;
      };
    };
  };
  const itemOf = async (store: string, itemId: string) =>
    (await storeMenu(store)).storeMenu.categories.flatMap((c) => c.items).find((i) => i._id === itemId)!;
  const orderFries = (store: string, over: Record<string, unknown> = {}) =>
    placeOrder(
      t.app,
      orderBody(
        { brandId, storeId: store },
        [friesLine(menu, 1)],
        { itemsTotalPrice: 8.5, totalOrderPrice: 8.93 },
        over,
      ),
      customer,
    );

  it('an item sold out at store A until a time: A’s menu and place-order refuse it, B is untouched; past `until` it is orderable again with no stale cache', async () => {
    const t0 = new Date('2026-11-28T10:00:00Z');
    t.setNow(t0);
    expect((await itemOf(storeA.id, menu.fries.id)).isOutOfStock).toBe(false); // cached now
    const until = new Date(t0.getTime() + 3_000).toISOString();
    const marked = await soldOut(storeA.id, { itemId: menu.fries.id, soldOut: true, until });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      storeId: storeA.id,
      soldOut: [
        {
          kind: 'item',
          id: menu.fries.id,
          itemId: menu.fries.id,
          name: { en: 'Fries', ar: 'بطاطس' },
          scope: 'store',
          until: '2026-11-28T10:00:03.000Z',
        },
      ],
      isPaused: false,
      extraPrepMinutes: 0,
    });
    const onA = await itemOf(storeA.id, menu.fries.id);
    expect(onA).toMatchObject({
      isOutOfStock: true,
      unavailableStores: [{ storeId: storeA.id, nextAvailableTime: Math.floor(t0.getTime() / 1000) + 3 }],
    });
    expect((await itemOf(storeB.id, menu.fries.id)).isOutOfStock).toBe(false);
    const refused = await orderFries(storeA.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: 0,
      code: 'itemOutOfStock',
      message: MESSAGES.itemOutOfStock,
    });
    expect((await orderFries(storeB.id)).status).toBe(200);
    // 2 s later the mark still holds (and the cached menu says so); 1 s after `until` it has
    // ended: the menu (cached < 5 s ago) and place-order see it in stock, nothing having run.
    t.setNow(new Date(t0.getTime() + 2_000));
    expect((await itemOf(storeA.id, menu.fries.id)).isOutOfStock).toBe(true);
    t.setNow(new Date(t0.getTime() + 4_000));
    expect(await itemOf(storeA.id, menu.fries.id)).toMatchObject({
      isOutOfStock: false,
      unavailableStores: [],
    });
    expect((await orderFries(storeA.id)).status).toBe(200);
    expect((await availability(storeA.id)).body.data.soldOut).toEqual([]);
  });

  it('until turned back (no until), then turned back: the menu follows at once; item detail with the store shows it', async () => {
    expect((await itemOf(storeA.id, menu.fries.id)).isOutOfStock).toBe(false);
    expect(
      (await soldOut(storeA.id, { itemId: menu.fries.id, soldOut: true })).body.data.soldOut[0].until,
    ).toBeNull();
    expect((await itemOf(storeA.id, menu.fries.id)).isOutOfStock).toBe(true);
    const detail = await post(t.app, 'menus/get-menu-item-detail', {
      brandId,
      storeId: storeA.id,
      itemId: menu.fries.id,
      serviceType: 'PICKUP',
    });
    expect(detail.body.data.isOutOfStock).toBe(true);
    expect((await soldOut(storeA.id, { itemId: menu.fries.id, soldOut: false })).body.data.soldOut).toEqual(
      [],
    );
    expect((await itemOf(storeA.id, menu.fries.id)).isOutOfStock).toBe(false);
    expect((await orderFries(storeA.id)).status).toBe(200);
  });

  it('an option sold out at a store: item detail shows it with no stock there, an order choosing it is refused, the item without it is fine', async () => {
    await soldOut(storeA.id, { optionId: menu.cheese.id, soldOut: true });
    const detail = await post(t.app, 'menus/get-menu-item-detail', {
      brandId,
      storeId: storeA.id,
      itemId: menu.burger.id,
      serviceType: 'PICKUP',
    });
    const options = detail.body.data.itemInfo.modifierGroups.flatMap(
      (g: { modifiers: unknown[] }) => g.modifiers,
    );
    expect(options.find((o: { _id: string }) => o._id === menu.cheese.id)).toMatchObject({
      isStockEnabled: true,
      availableStock: 0,
    });
    expect(options.find((o: { _id: string }) => o._id === menu.bacon.id)).toMatchObject({
      isStockEnabled: false,
    });
    expect(detail.body.data.isOutOfStock).toBe(false);
    const line = burgerLine(menu, 1);
    const withCheese = {
      ...line,
      price: 27,
      options: [
        ...line.options,
        { optionId: menu.cheese.id, modifierGroupId: menu.extras.id, quantity: 1, price: 2 },
      ],
    };
    const refused = await placeOrder(
      t.app,
      orderBody({ brandId, storeId: storeA.id }, [withCheese], {
        itemsTotalPrice: 27,
        totalOrderPrice: 28.35,
      }),
      customer,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('itemOutOfStock');
    const onB = await placeOrder(
      t.app,
      orderBody({ brandId, storeId: storeB.id }, [withCheese], {
        itemsTotalPrice: 27,
        totalOrderPrice: 28.35,
      }),
      customer,
    );
    expect(onB.status).toBe(200);
    const plain = await placeOrder(
      t.app,
      orderBody({ brandId, storeId: storeA.id }, [line], { itemsTotalPrice: 25, totalOrderPrice: 26.25 }),
      customer,
    );
    expect(plain.status).toBe(200);
  });

  it("'next-opening' ends the mark at the store's next opening by its Asia/Dubai hours", async () => {
    const lunch = await createStore(db(), brandId, { openingHours: everyDay(['11:00', '15:00']) });
    t.setNow(new Date('2026-11-28T08:00:00Z')); // 12:00 in Dubai: open; next opening tomorrow 11:00
    const open = await soldOut(lunch.id, { itemId: menu.burger.id, soldOut: true, until: 'next-opening' });
    expect(open.body.data.soldOut[0].until).toBe('2026-11-29T07:00:00.000Z');
    expect(open.body.data.nextOpeningAt).toBe('2026-11-29T07:00:00.000Z');
    t.setNow(new Date('2026-11-28T04:00:00Z')); // 08:00 in Dubai: closed; opens today at 11:00
    const res = await soldOut(lunch.id, { itemId: menu.burger.id, soldOut: true, until: 'next-opening' });
    expect(res.body.data.soldOut[0].until).toBe('2026-11-28T07:00:00.000Z');
    t.setNow(new Date('2026-11-28T06:59:59Z'));
    expect((await availability(lunch.id)).body.data.soldOut).toHaveLength(1);
    t.setNow(new Date('2026-11-28T07:00:00Z'));
    expect((await availability(lunch.id)).body.data.soldOut).toEqual([]);
  });

  it('pause: the store shows closed and refuses ASAP with the closed refusal, takes a pre-order; ends by itself or on resume', async () => {
    const t0 = new Date('2026-11-28T10:00:20Z');
    t.setNow(t0);
    expect((await storeMenu(storeA.id)).storeInfo.isOpened).toBe(true);
    const paused = await pause(storeA.id, 15);
    expect(paused.body.data).toMatchObject({ isPaused: true, ordersPausedUntil: '2026-11-28T10:16:00.000Z' });
    const info = (await storeMenu(storeA.id)).storeInfo;
    expect(info.isOpened).toBe(false);
    const listed = await post(t.app, 'store/get-stores-for-pickup', { brandId });
    expect(listed.body.data.stores.find((s: { _id: string }) => s._id === storeA.id).isOpened).toBe(false);
    const asap = await orderFries(storeA.id);
    expect(asap.status).toBe(409);
    expect(asap.body).toMatchObject({ code: 'storeClosedRightNow', message: MESSAGES.storeClosedRightNow });
    const ar = await placeOrder(
      t.app,
      {
        ...orderBody({ brandId, storeId: storeA.id }, [friesLine(menu, 1)], {
          itemsTotalPrice: 8.5,
          totalOrderPrice: 8.93,
        }),
        language: 'AR',
      },
      customer,
    );
    expect(ar.body.message).toBe(MESSAGES_AR.storeClosedRightNow);
    const day = info.availablePreOrderSlotsForPickup[0]!;
    const pre = await orderFries(storeA.id, {
      timingType: 'PREORDER',
      preOrderDay: day.day,
      preOrderSlot: day.slots[0],
    });
    expect(pre.status).toBe(200);
    expect((await orderFries(storeB.id)).status).toBe(200);
    t.setNow(new Date('2026-11-28T10:16:00Z'));
    expect((await storeMenu(storeA.id)).storeInfo.isOpened).toBe(true);
    expect((await orderFries(storeA.id)).status).toBe(200);
    t.setNow(t0);
    await pause(storeA.id, 60);
    expect((await storeMenu(storeA.id)).storeInfo.isOpened).toBe(false);
    const resumed = await pause(storeA.id, 0);
    expect(resumed.body.data).toMatchObject({ isPaused: false, ordersPausedUntil: null });
    expect((await storeMenu(storeA.id)).storeInfo.isOpened).toBe(true);
    expect((await pause(storeA.id, 20)).status).toBe(400);
  });

  it('extra preparation time: added to the prep times, the ASAP ETA of a new order and the pre-order lead; 0–120 only', async () => {
    const t0 = new Date('2026-11-28T10:00:00Z');
    t.setNow(t0);
    const before = (await storeMenu(storeA.id)).storeInfo;
    expect((await extraPrep(storeA.id, 25)).body.data.extraPrepMinutes).toBe(25);
    const after = (await storeMenu(storeA.id)).storeInfo;
    expect(after.averagePrepTimeForPickup).toBe(before.averagePrepTimeForPickup + 25);
    const placed = await orderFries(storeA.id);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.savedOrder._id;
    const info = await post(
      t.app,
      `order/get-order-info/${orderId}`,
      { brandId },
      { authorization: customer },
    );
    expect(info.body.data.order.expectedTime).toBe(
      Math.floor(t0.getTime() / 1000) + (before.averagePrepTimeForPickup + 25) * 60,
    );
    // The earliest pre-order slot moves back by the extra minutes (lead 30 → 55).
    const first = (s: typeof before) => s.availablePreOrderSlotsForPickup[0]!.slots[0];
    expect(first(before)).toBe('14:30 - 15:00');
    expect(first(after)).toBe('15:00 - 15:30');
    expect((await extraPrep(storeA.id, 121)).status).toBe(400);
    expect((await extraPrep(storeA.id, -1)).status).toBe(400);
    await extraPrep(storeA.id, 0);
    expect((await storeMenu(storeA.id)).storeInfo.averagePrepTimeForPickup).toBe(
      before.averagePrepTimeForPickup,
    );
  });

  it('refusals: bad target, both targets, a past until — in the request’s language', async () => {
    const other = await soldOut(storeA.id, { itemId: otherBrand.menu.fries.id, soldOut: true });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({
      success: 0,
      code: 'availabilityTargetNotFound',
      message: MESSAGES.availabilityTargetNotFound,
    });
    const ownMenu = await createMenu(db(), brandId, { storeId: storeB.id });
    expect((await soldOut(storeA.id, { itemId: ownMenu.fries.id, soldOut: true })).status).toBe(404);
    expect((await soldOut(storeB.id, { itemId: ownMenu.fries.id, soldOut: true })).status).toBe(200);
    const both = await soldOut(storeA.id, {
      itemId: menu.fries.id,
      optionId: menu.cheese.id,
      soldOut: true,
      language: 'AR',
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ success: 0, code: 'fieldProblem' });
    expect(both.body.message).toContain(MESSAGES_AR.availabilityTargetRequired);
    expect((await soldOut(storeA.id, { soldOut: true })).status).toBe(400);
    const past = await soldOut(storeA.id, {
      itemId: menu.fries.id,
      soldOut: true,
      until: '2020-01-01T00:00:00Z',
    });
    expect(past.body).toMatchObject({ code: 'soldOutUntilPassed' });
    expect((await db().select().from(storeItemAvailability)).map((r) => r.storeId)).toEqual([storeB.id]);
  });

  it('attackers: no token, a customer token, another brand’s owner, staff of another store → refused, nothing written', async () => {
    const calls = [
      (token: string) => soldOut(storeA.id, { itemId: menu.fries.id, soldOut: true }, token),
      (token: string) => availability(storeA.id, token),
      (token: string) => pause(storeA.id, 15, token),
      (token: string) => extraPrep(storeA.id, 30, token),
    ];
    for (const call of calls) {
      const none = await call('');
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ success: 0, code: 'staffLoginRequired' });
      expect((await call(customer)).body.code).toBe('staffLoginRequired');
      expect((await call(`Staff ${customer}`)).status).toBe(401);
      expect((await call(otherBrand.owner)).status).toBe(401);
      const wrongStore = await call(staffB);
      expect(wrongStore.status).toBe(404);
      expect(wrongStore.body).toMatchObject({ code: 'somethingIncorrect' });
    }
    // Another brand's owner on its own brand, naming this brand's store and item: 404.
    expect(
      (await soldOut(storeA.id, { itemId: menu.fries.id, soldOut: true }, otherBrand.owner, otherBrand.id))
        .status,
    ).toBe(404);
    expect((await availability(storeA.id, otherBrand.owner, otherBrand.id)).status).toBe(404);
    // Staff of store B acts on B.
    expect((await soldOut(storeB.id, { itemId: menu.fries.id, soldOut: true }, staffB)).status).toBe(200);
    const rows = await db()
      .select()
      .from(storeItemAvailability)
      .where(eq(storeItemAvailability.storeId, storeA.id));
    expect(rows).toEqual([]);
    expect((await availability(storeA.id)).body.data).toMatchObject({
      soldOut: [],
      isPaused: false,
      extraPrepMinutes: 0,
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'sold out and busy across two processes (PostgreSQL, issue 17)',
  () => {
    let fresh: FreshPostgres;
    let a: ProcessLikeApp;
    let b: ProcessLikeApp;
    beforeAll(async () => {
      fresh = await createFreshPostgres();
      a = await createAppOn(fresh.url);
      b = await createAppOn(fresh.url);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await fresh?.drop();
    });

    /** Polls `check` on process B every 25 ms for up to 1 s; answers the milliseconds it took, or fails. */
    const within1s = async (check: () => Promise<boolean>) => {
      const start = Date.now();
      while (Date.now() - start < 1_000) {
        if (await check()) return Date.now() - start;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error('process B did not see the change within 1 s');
    };

    it('a sold-out mark and a pause made on process A show on process B’s cached menu within a second', async () => {
      const db = a.database.db;
      const brand = await createBrand(db);
      const store = await createStore(db, brand.id);
      const menu = await createMenu(db, brand.id);
      const member = await insertMember(db, {
        brandId: brand.id,
        phoneNumber: '+971509990001',
        role: 'owner',
        storeIds: [],
        name: null,
      });
      const token = `Staff ${await createStaffSession(db, brand.id, member!.id, new Date())}`;
      const menuOnB = async () =>
        (await post(b.app, 'menus/get-pickup-store-menu', { brandId: brand.id, storeId: store.id })).body
          .data;
      const friesOnB = async () =>
        (await menuOnB()).storeMenu.categories
          .flatMap((c: { items: Array<{ _id: string; isOutOfStock: boolean }> }) => c.items)
          .find((i: { _id: string }) => i._id === menu.fries.id);
      expect((await friesOnB()).isOutOfStock).toBe(false); // B caches it (5 s)
      const marked = await post(
        a.app,
        `staff/stores/${store.id}/sold-out`,
        { brandId: brand.id, itemId: menu.fries.id, soldOut: true },
        { authorization: token },
      );
      expect(marked.status).toBe(200);
      expect(await within1s(async () => (await friesOnB()).isOutOfStock)).toBeLessThan(1_000);
      expect((await menuOnB()).storeInfo.isOpened).toBe(true);
      const paused = await post(
        a.app,
        `staff/stores/${store.id}/pause`,
        { brandId: brand.id, minutes: 30 },
        { authorization: token },
      );
      expect(paused.status).toBe(200);
      expect(await within1s(async () => (await menuOnB()).storeInfo.isOpened === false)).toBeLessThan(1_000);
    });
  },
);
