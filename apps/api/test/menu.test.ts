import { getBrandMenu, getPickupStoreMenu, MESSAGES } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items, menus } from '../src/db/schema.ts';
import { invalidateMenuCache } from '../src/modules/menu/menu-cache.ts';
import { createBrand, createMenu, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('menu calls on %s (000 §2.8, §7.3)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let secondStoreId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let other: { brandId: string; storeId: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db)).id;
    // Created second but sorted first: storeInfo is the first store in sort order.
    secondStoreId = (await createStore(db, brandId, { sort: 2, openingHours: NEVER_OPEN })).id;
    storeId = (await createStore(db, brandId, { sort: 1 })).id;
    menu = await createMenu(db, brandId);
    // An inactive item and a category holding only an inactive item: neither is listed.
    await db.insert(items).values({
      brandId,
      categoryId: menu.category.id,
      titleEn: 'Hidden',
      titleAr: 'مخفي',
      priceFils: 100,
      isActive: false,
      sort: 0,
    });
    const [empty] = await db
      .insert(categories)
      .values({ brandId, menuId: menu.menu.id, nameEn: 'Empty', nameAr: 'فارغ', sort: 0 })
      .returning();
    await db.insert(items).values({
      brandId,
      categoryId: empty!.id,
      titleEn: 'Gone',
      titleAr: 'x',
      priceFils: 1,
      isActive: false,
    });
    const ob = (await createBrand(db)).id;
    other = { brandId: ob, storeId: (await createStore(db, ob)).id };
    await createMenu(db, ob);
  });
  afterAll(() => t.close());

  it('menus/get-brand-menu answers the contract shape: active items in order, AED prices, group counts, first store', async () => {
    const res = await post(t.app, 'menus/get-brand-menu', { brandId, language: 'EN' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    const data = getBrandMenu.data.parse(res.body.data);
    expect(data._id).toBe(menu.menu.id);
    expect(data.categories).toHaveLength(1);
    expect(data.categories[0]!.categoryId).toMatchObject({
      _id: menu.category.id,
      baseLanguage: { name: 'Burgers', description: '' },
      translations: { ar: { name: 'برجر' } },
      imageUrl: null,
    });
    expect(
      data.categories[0]!.items.map((i) => [i.translations.en.title, i.price, i.modifierGroupCount]),
    ).toEqual([
      ['Burger', 25, 2],
      ['Fries', 8.5, 0],
    ]);
    expect(data.categories[0]!.items[0]).toMatchObject({
      categoryId: menu.category.id,
      baseLanguage: { title: 'Burger', description: 'Beef burger' },
      translations: { ar: { title: 'برجر', description: 'برجر لحم' } },
      isOutOfStock: false,
      unavailableStores: [],
    });
    expect(data.storeInfo?._id).toBe(storeId);
    expect(data.storeInfo?.isOpened).toBe(true);
  });

  it('answers in Arabic too (same content, its own cache entry)', async () => {
    const res = await post(t.app, 'menus/get-brand-menu', { brandId, language: 'AR' });
    const data = getBrandMenu.data.parse(res.body.data);
    expect(data.categories[0]!.items).toHaveLength(2);
  });

  it('serves an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-brand-menu',
      payload: { brandId },
    });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(new RegExp(`^"${menu.menu.id}-`));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-brand-menu',
      payload: { brandId },
      headers: { 'if-none-match': `"stale", ${etag}` },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/menus/get-brand-menu',
      payload: { brandId },
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('a price change shows once the cache is invalidated (the importer invalidates)', async () => {
    const before = await post(t.app, 'menus/get-brand-menu', { brandId });
    await t.database.db.update(items).set({ priceFils: 2600 }).where(eq(items.id, menu.burger.id));
    invalidateMenuCache(brandId);
    const after = await post(t.app, 'menus/get-brand-menu', { brandId });
    expect(before.body.data.categories[0].items[0].price).toBe(25);
    expect(after.body.data.categories[0].items[0].price).toBe(26);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.database.db.update(items).set({ priceFils: 2500 }).where(eq(items.id, menu.burger.id));
    invalidateMenuCache(brandId);
  });

  it('bad input is a clear 400 { success: 0, message }; an unknown brand a 404', async () => {
    const missing = await post(t.app, 'menus/get-brand-menu', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: 0, code: expect.any(String), message: 'brandId is required' });
    const wrongType = await post(t.app, 'menus/get-brand-menu', { brandId: 7 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.success).toBe(0);
    expect(wrongType.body.message).toMatch(/^brandId/);
    const badStore = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: 'nope' });
    expect(badStore.status).toBe(400);
    expect(badStore.body.message).toMatch(/^storeId/);
    const unknown = await post(t.app, 'menus/get-brand-menu', { brandId: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: 0, code: 'brandNotFound', message: MESSAGES.brandNotFound });
  });

  it("menus/get-pickup-store-menu: the brand menu for any store of a brand-based brand; another brand's store is refused", async () => {
    const res = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: secondStoreId });
    expect(res.status).toBe(200);
    const data = getPickupStoreMenu.data.parse(res.body.data);
    expect(data.storeMenu._id).toBe(menu.menu.id);
    expect(data.storeInfo._id).toBe(secondStoreId);
    expect(data.storeInfo.isOpened).toBe(false);
    expect(data.storeMenu.categories[0]!.items).toHaveLength(2);
    const foreign = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: other.storeId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      success: 0,
      code: 'somethingIncorrect',
      message: MESSAGES.somethingIncorrect,
    });
    const unknownStore = await post(t.app, 'menus/get-pickup-store-menu', { brandId, storeId: UNKNOWN_ID });
    expect(unknownStore.status).toBe(404);
  });

  it("outlet-based: each store's own menu, falling back to the brand menu", async () => {
    const db = t.database.db;
    const ob = (await createBrand(db, { catalogueType: 'OUTLET_BASED_CATALOGUE' })).id;
    const withOwn = (await createStore(db, ob, { sort: 1 })).id;
    const withoutOwn = (await createStore(db, ob, { sort: 2 })).id;
    const brandMenu = await createMenu(db, ob);
    const storeMenu = await createMenu(db, ob, { storeId: withOwn });
    const own = await post(t.app, 'menus/get-pickup-store-menu', { brandId: ob, storeId: withOwn });
    expect(getPickupStoreMenu.data.parse(own.body.data).storeMenu._id).toBe(storeMenu.menu.id);
    const fallback = await post(t.app, 'menus/get-pickup-store-menu', { brandId: ob, storeId: withoutOwn });
    expect(fallback.body.data.storeMenu._id).toBe(brandMenu.menu.id);
  });

  it('no active menu → 404 with the empty-menu text (000 §2.8); a brand without stores has storeInfo null', async () => {
    const db = t.database.db;
    const ob = (await createBrand(db)).id;
    const noMenu = await post(t.app, 'menus/get-brand-menu', { brandId: ob });
    expect(noMenu.status).toBe(404);
    expect(noMenu.body).toEqual({ success: 0, code: 'emptyMenu', message: MESSAGES.emptyMenu });
    const m = await createMenu(db, ob);
    const withMenu = await post(t.app, 'menus/get-brand-menu', { brandId: ob });
    expect(getBrandMenu.data.parse(withMenu.body.data).storeInfo).toBeNull();
    await db.update(menus).set({ isActive: false }).where(eq(menus.id, m.menu.id));
    invalidateMenuCache(ob);
    const inactive = await post(t.app, 'menus/get-brand-menu', { brandId: ob });
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe('Store is either closed or not have and active menu');
    const store = (await createStore(db, ob)).id;
    const pickup = await post(t.app, 'menus/get-pickup-store-menu', { brandId: ob, storeId: store });
    expect(pickup.status).toBe(404);
    expect(pickup.body.message).toBe(MESSAGES.emptyMenu);
  });
});
