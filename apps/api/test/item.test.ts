import { getItemDetail, getMenuItemDetail, MESSAGES } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, menus } from '../src/db/schema.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('item detail calls on %s (000 §2.12, §7.3)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let other: { brandId: string; storeId: string; menu: Awaited<ReturnType<typeof createMenu>> };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    storeId = (await createStore(db, brandId)).id;
    menu = await createMenu(db, brandId);
    const ob = (await createBrand(db)).id;
    other = { brandId: ob, storeId: (await createStore(db, ob)).id, menu: await createMenu(db, ob) };
  });
  afterAll(() => t.close());

  const withStore = (body: Record<string, unknown>) =>
    post(t.app, 'menus/get-menu-item-detail', { brandId, storeId, serviceType: 'PICKUP', ...body });

  // 0100 IS27: menus/get-menu-item-detail is the with-store item call.
  it('IS27: menus/get-menu-item-detail: the item with its groups and modifiers in order, AED prices', async () => {
    const res = await withStore({ itemId: menu.burger.id, categoryId: menu.category.id });
    expect(res.status).toBe(200);
    const data = getMenuItemDetail.data.parse(res.body.data);
    expect(data).toMatchObject({
      isMenuActive: true,
      availableStock: 0,
      isOutOfStock: false,
      isStockEnabled: false,
    });
    expect(data.itemInfo).toMatchObject({ _id: menu.burger.id, price: 25, modifierGroupCount: 2 });
    expect(
      data.itemInfo.modifierGroups.map((g) => [
        g.translations.en.name,
        g.translations.ar.name,
        g.isSingleSelection,
        g.minimumAllowedSelection,
        g.maximumAllowedSelection,
        g.isDemoAddition,
      ]),
    ).toEqual([
      ['Drink', 'مشروب', true, 1, 1, false],
      ['Extras', 'إضافات', false, 0, 2, false],
    ]);
    expect(data.itemInfo.modifierGroups[0]!.modifiers.map((m) => [m.baseLanguage.name, m.price])).toEqual([
      ['Cola', 0],
      ['Juice', 3.5],
    ]);
    expect(data.itemInfo.modifierGroups[1]!.modifiers[1]).toMatchObject({
      _id: menu.bacon.id,
      translations: { en: { name: 'Bacon' }, ar: { name: 'لحم مقدد' } },
      price: 4,
      maximumOrderQuantity: 1,
      isDefault: false,
    });
  });

  // 0100 IS27: items/get-item-detail is the without-store item call; the with-store call needs the store.
  it('IS27: items/get-item-detail (without a store): an item without groups; "DINE IN" service type accepted', async () => {
    const res = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    const data = getItemDetail.data.parse(res.body.data);
    expect(data.itemInfo).toMatchObject({ price: 8.5, modifierGroups: [], modifierGroupCount: 0 });
    const dineIn = await withStore({ itemId: menu.fries.id, serviceType: 'DINE IN' });
    expect(dineIn.status).toBe(200);
    const noStore = await post(t.app, 'menus/get-menu-item-detail', {
      brandId,
      itemId: menu.fries.id,
      serviceType: 'PICKUP',
    });
    expect(noStore.status).toBe(400);
    expect(noStore.body.message).toBe('storeId is required');
  });

  it('stock: a stock-enabled item reports its stock, none left is out of stock', async () => {
    const db = t.database.db;
    await db
      .update(items)
      .set({ isStockEnabled: true, availableStock: 3 })
      .where(eq(items.id, menu.fries.id));
    const stocked = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    expect(stocked.body.data).toMatchObject({ availableStock: 3, isOutOfStock: false, isStockEnabled: true });
    await db.update(items).set({ availableStock: 0 }).where(eq(items.id, menu.fries.id));
    const empty = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    expect(empty.body.data).toMatchObject({ isOutOfStock: true, itemInfo: { isOutOfStock: true } });
    await db
      .update(items)
      .set({ isStockEnabled: false, isOutOfStock: true })
      .where(eq(items.id, menu.fries.id));
    const marked = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    expect(marked.body.data.isOutOfStock).toBe(true);
    await db.update(items).set({ isOutOfStock: false }).where(eq(items.id, menu.fries.id));
  });

  it("another brand's item, an unknown or removed item → 404 with the removed-item text", async () => {
    const foreign = await post(t.app, 'items/get-item-detail', { itemId: other.menu.fries.id, brandId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: 0, code: 'itemRemoved', message: MESSAGES.itemRemoved });
    const foreignWithStore = await withStore({ itemId: other.menu.burger.id });
    expect(foreignWithStore.status).toBe(404);
    expect(foreignWithStore.body.message).toMatch(/restaurant owner has removed this item/);
    const unknown = await post(t.app, 'items/get-item-detail', {
      itemId: '00000000-0000-4000-8000-000000000000',
      brandId,
    });
    expect(unknown.body.message).toBe(MESSAGES.itemRemoved);
    const db = t.database.db;
    await db.update(items).set({ isActive: false }).where(eq(items.id, menu.fries.id));
    const removed = await post(t.app, 'items/get-item-detail', { itemId: menu.fries.id, brandId });
    expect(removed.status).toBe(404);
    await db.update(items).set({ isActive: true }).where(eq(items.id, menu.fries.id));
  });

  it("the with-store call refuses another brand's store; bad input is a 400", async () => {
    const res = await withStore({ itemId: menu.burger.id, storeId: other.storeId });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: 0,
      code: 'somethingIncorrect',
      message: MESSAGES.somethingIncorrect,
    });
    const noItem = await withStore({});
    expect(noItem.status).toBe(400);
    expect(noItem.body).toEqual({ success: 0, code: expect.any(String), message: 'itemId is required' });
    const badService = await withStore({ itemId: menu.burger.id, serviceType: 'TAKEAWAY' });
    expect(badService.status).toBe(400);
    const noBrand = await post(t.app, 'items/get-item-detail', { itemId: menu.burger.id });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.message).toBe('brandId is required');
  });

  it('isMenuActive is false when the item’s menu is inactive', async () => {
    const db = t.database.db;
    await db.update(menus).set({ isActive: false }).where(eq(menus.id, menu.menu.id));
    const res = await withStore({ itemId: menu.burger.id });
    expect(res.status).toBe(200);
    expect(res.body.data.isMenuActive).toBe(false);
    await db.update(menus).set({ isActive: true }).where(eq(menus.id, menu.menu.id));
  });
});
