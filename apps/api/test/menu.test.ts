import { getBrandMenu, getMenuItemDetail, getPickupStoreMenu, getStoresForPickup } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../src/db/schema.ts';
import { createBrand, createMenu, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('menu, item and store calls on %s (000 §7.3, 001 §7.2)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let closedStoreId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let other: { brandId: string; storeId: string; menu: Awaited<ReturnType<typeof createMenu>> };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    storeId = (await createStore(db, brandId, { sort: 1 })).id;
    closedStoreId = (await createStore(db, brandId, { openingHours: NEVER_OPEN, sort: 2 })).id;
    menu = await createMenu(db, brandId);
    const ob = (await createBrand(db)).id;
    other = { brandId: ob, storeId: (await createStore(db, ob)).id, menu: await createMenu(db, ob) };
  });
  afterAll(() => t.close());

  it('menus/get-brand-menu answers the contract shape: categories with items, AED prices, the store', async () => {
    const res = await post(t.app, 'menus/get-brand-menu', { brandId });
    expect(res.status).toBe(200);
    const data = getBrandMenu.data.parse(res.body.data);
    expect(data.categories[0]!.categoryId.translations.ar.name).toBe('برجر');
    expect(
      data.categories[0]!.items.map((i) => [i.translations.en.title, i.price, i.modifierGroupCount]),
    ).toEqual([
      ['Burger', 25, 2],
      ['Fries', 8.5, 0],
    ]);
    expect(data.storeInfo?._id).toBe(storeId);
  });

  it('answers 304 to a matching If-None-Match (menus cached with ETags)', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-brand-menu',
      payload: { brandId },
    });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-brand-menu',
      payload: { brandId },
      headers: { 'if-none-match': etag },
    });
    expect(second.statusCode).toBe(304);
  });

  it('bad input is a clear 400; an unknown brand a 404', async () => {
    expect((await post(t.app, 'menus/get-brand-menu', {})).body).toEqual({
      success: 0,
      message: 'brandId is required',
    });
    expect((await post(t.app, 'menus/get-brand-menu', { brandId: 7 })).status).toBe(400);
    expect(
      (await post(t.app, 'menus/get-brand-menu', { brandId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
  });

  it("menus/get-pickup-store-menu: the store's menu with storeInfo; another brand's store is refused", async () => {
    const res = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId });
    const data = getPickupStoreMenu.data.parse(res.body.data);
    expect(data.storeInfo.isOpened).toBe(true);
    expect(data.storeMenu.categories[0]!.items).toHaveLength(2);
    const foreign = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: other.storeId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Something was incorrect.');
  });

  it('an inactive menu gives the empty-menu text (000 §2.8)', async () => {
    const ob = (await createBrand(t.database.db)).id;
    const m = await createMenu(t.database.db, ob);
    await t.database.db.update(menus).set({ isActive: false }).where(eq(menus.id, m.menu.id));
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: ob });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Store is either closed or not have and active menu');
  });

  it('item detail with groups and modifiers (000 §2.12); another brand’s item → the removed-item text', async () => {
    const res = await post(t.app, 'menus/get-menu-item-detail', {
      itemId: menu.burger.id,
      brandId,
      storeId,
      serviceType: 'PICKUP',
      categoryId: menu.category.id,
    });
    const data = getMenuItemDetail.data.parse(res.body.data);
    expect(data.isMenuActive).toBe(true);
    expect(
      data.itemInfo.modifierGroups.map((g) => [
        g.translations.en.name,
        g.isSingleSelection,
        g.minimumAllowedSelection,
        g.maximumAllowedSelection,
      ]),
    ).toEqual([
      ['Drink', true, 1, 1],
      ['Extras', false, 0, 2],
    ]);
    expect(data.itemInfo.modifierGroups[0]!.modifiers.map((m) => m.price)).toEqual([0, 3.5]);
    const without = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    expect(without.body.data.itemInfo.price).toBe(8.5);
    const foreign = await post(t.app, 'items/get-item-detail', { itemId: other.menu.fries.id, brandId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/restaurant owner has removed this item/);
  });

  it('pickup stores with isOpened from the opening hours; availability check (001 §2.7, §7.2)', async () => {
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId });
    const data = getStoresForPickup.data.parse(res.body.data);
    expect(data.stores.map((s) => [s._id, s.isOpened])).toEqual([
      [storeId, true],
      [closedStoreId, false],
    ]);
    expect(data.stores[0]!.pickupPaymentOptions.map((o) => o.paymentType)).toEqual(['CASH']);
    expect(data.stores[0]!.storeLocation.coordinates).toEqual([25.06, 55.24]);
    const open = await post(t.app, 'store/check-store-availability', {
      brandId,
      storeId,
      serviceType: 'PICKUP',
    });
    expect(open.body).toEqual({ success: 1, data: true });
    const closed = await post(t.app, 'store/check-store-availability', {
      brandId,
      storeId: closedStoreId,
      serviceType: 'PICKUP',
    });
    expect(closed.body.data).toBe(false);
    const bad = await post(t.app, 'store/check-store-availability', {
      brandId,
      storeId,
      serviceType: 'TAKEAWAY',
    });
    expect(bad.status).toBe(400);
  });
});
