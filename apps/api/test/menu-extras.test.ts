import { getMenuById, getRecommendItems, LIMITS, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, items, menus } from '../src/db/schema.ts';
import { pickRecommended } from '../src/modules/menu/menu-extras.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())(
  'menus/get-menu-by-id and menus/get-recommend-items on %s (000 §7.3, issue 19)',
  (kind) => {
    let t: TestApp;
    let brandId: string;
    let storeId: string;
    let menu: Awaited<ReturnType<typeof createMenu>>;
    let cola: string;
    let cake: string;
    let drinksId: string;
    let other: { brandId: string; storeId: string; menu: Awaited<ReturnType<typeof createMenu>> };
    let otherStoreMenuId: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.database.db;
      brandId = (await createBrand(db)).id;
      storeId = (await createStore(db, brandId)).id;
      const secondStore = (await createStore(db, brandId)).id;
      menu = await createMenu(db, brandId);
      // Two more categories: Drinks (Cola, Juice out of stock) and Desserts (Cake).
      const [drinks, desserts] = await db
        .insert(categories)
        .values([
          { brandId, menuId: menu.menu.id, nameEn: 'Drinks', nameAr: 'مشروبات', sort: 2 },
          { brandId, menuId: menu.menu.id, nameEn: 'Desserts', nameAr: 'حلويات', sort: 3 },
        ])
        .returning();
      drinksId = drinks!.id;
      const rows = await db
        .insert(items)
        .values([
          { brandId, categoryId: drinks!.id, titleEn: 'Cola', titleAr: 'كولا', priceFils: 500, sort: 1 },
          {
            brandId,
            categoryId: drinks!.id,
            titleEn: 'Juice',
            titleAr: 'عصير',
            priceFils: 900,
            sort: 2,
            isOutOfStock: true,
          },
          { brandId, categoryId: desserts!.id, titleEn: 'Cake', titleAr: 'كيك', priceFils: 1200, sort: 1 },
        ])
        .returning();
      cola = rows[0]!.id;
      cake = rows[2]!.id;
      // The second store's own menu: not the first store's to recommend from.
      otherStoreMenuId = (await createMenu(db, brandId, { storeId: secondStore })).menu.id;
      const ob = (await createBrand(db)).id;
      other = { brandId: ob, storeId: (await createStore(db, ob)).id, menu: await createMenu(db, ob) };
    });
    afterAll(() => t.close());

    const recommend = (over: Record<string, unknown> = {}, language = 'EN') =>
      post(t.app, 'menus/get-recommend-items', {
        brandId,
        storeId,
        menuId: menu.menu.id,
        serviceType: 'PICKUP',
        itemId: menu.burger.id,
        categoryId: menu.category.id,
        language,
        ...over,
      });

    it('get-menu-by-id answers { _id, categories[] } of the brand menu, signed out (000 §7.3)', async () => {
      const res = await post(t.app, 'menus/get-menu-by-id', {
        brandId,
        menuId: menu.menu.id,
        language: 'EN',
      });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(1);
      const data = getMenuById.data.parse(res.body.data);
      expect(data._id).toBe(menu.menu.id);
      expect(data.categories.map((c) => c.categoryId.translations.en.name)).toEqual([
        'Burgers',
        'Drinks',
        'Desserts',
      ]);
      expect(data.categories[1]!.items.find((i) => i.translations.en.title === 'Juice')?.isOutOfStock).toBe(
        true,
      );
    });

    it("get-menu-by-id: another brand's menu, an unknown and an inactive menu → 404 'Something was incorrect.' (EN, AR)", async () => {
      const stranger = await post(t.app, 'menus/get-menu-by-id', {
        brandId,
        menuId: other.menu.menu.id,
        language: 'EN',
      });
      expect(stranger.status).toBe(404);
      expect(stranger.body).toMatchObject({
        success: 0,
        code: 'somethingIncorrect',
        message: MESSAGES.somethingIncorrect,
      });
      const unknown = await post(t.app, 'menus/get-menu-by-id', {
        brandId,
        menuId: UNKNOWN_ID,
        language: 'AR',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(MESSAGES_AR.somethingIncorrect);
      const [inactive] = await t.database.db
        .insert(menus)
        .values({ brandId, name: 'Old', isActive: false })
        .returning();
      expect((await post(t.app, 'menus/get-menu-by-id', { brandId, menuId: inactive!.id })).status).toBe(404);
      // The other brand sees its own menu (the 404 above is tenancy, not a broken call).
      expect(
        (await post(t.app, 'menus/get-menu-by-id', { brandId: other.brandId, menuId: other.menu.menu.id }))
          .status,
      ).toBe(200);
    });

    it('get-menu-by-id validates the body at the edge (400, no stack)', async () => {
      const res = await post(t.app, 'menus/get-menu-by-id', { brandId, menuId: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(0);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    });

    it('get-recommend-items answers item ids: other categories round robin, then the own category, never the item or out of stock (decision 0037)', async () => {
      const res = await recommend();
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(1);
      expect(getRecommendItems.data.parse(res.body.data)).toEqual([cola, cake, menu.fries.id]);
    });

    it('get-recommend-items after a drink suggests the burgers first, then the dessert', async () => {
      const res = await recommend({ itemId: cola, categoryId: drinksId });
      expect(res.body.data).toEqual([menu.burger.id, cake, menu.fries.id]);
    });

    it("get-recommend-items refuses another brand's store, menu or item, another store's menu, an item off its category → 404", async () => {
      const cases: Array<Record<string, unknown>> = [
        { storeId: other.storeId },
        { menuId: other.menu.menu.id },
        { itemId: other.menu.burger.id },
        { menuId: otherStoreMenuId },
        { categoryId: drinksId },
        { itemId: UNKNOWN_ID },
      ];
      for (const over of cases) {
        const res = await recommend(over, 'AR');
        expect(res.status, JSON.stringify(over)).toBe(404);
        expect(res.body).toMatchObject({ success: 0, message: MESSAGES_AR.somethingIncorrect });
      }
    });

    it('get-recommend-items needs all six fields (000 §5 CART-08): a missing one is a 400', async () => {
      for (const field of ['itemId', 'storeId', 'menuId', 'serviceType', 'categoryId']) {
        const res = await recommend({ [field]: undefined });
        expect(res.status, field).toBe(400);
        expect(res.body.success).toBe(0);
      }
    });
  },
);

describe.each(testDatabases())('SVC-02 on %s (000 §4.2, issue 19)', (kind) => {
  let t: TestApp;
  afterAll(() => t.close());

  it("a brand with neither delivery nor pickup fails its menus with 'The store is currently not serving, please try again later' (EN, AR)", async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const off = (
      await createBrand(db, { settingsOverrides: { isDeliveryEnabled: false, isPickupEnabled: false } })
    ).id;
    const store = (await createStore(db, off)).id;
    await createMenu(db, off);
    const brandMenu = await post(t.app, 'menus/get-brand-menu', { brandId: off, language: 'EN' });
    expect(brandMenu.status).toBe(404);
    expect(brandMenu.body).toMatchObject({
      success: 0,
      code: 'storeNotServing',
      message: MESSAGES.storeNotServing,
    });
    const pickup = await post(t.app, 'menus/get-pickup-store-menu', {
      brandId: off,
      storeId: store,
      language: 'AR',
    });
    expect(pickup.status).toBe(404);
    expect(pickup.body.message).toBe(MESSAGES_AR.storeNotServing);
    // Pickup alone is serving.
    const on = (
      await createBrand(db, { settingsOverrides: { isDeliveryEnabled: false, isPickupEnabled: true } })
    ).id;
    await createMenu(db, on);
    expect((await post(t.app, 'menus/get-brand-menu', { brandId: on })).status).toBe(200);
  });
});

describe('pickRecommended (decision 0037)', () => {
  const entry = (id: string, ids: string[], out: string[] = []) => ({
    categoryId: { _id: id } as never,
    items: ids.map((i) => ({ _id: i, isOutOfStock: out.includes(i) }) as never),
  });
  it(`caps the answer at ${LIMITS.recommendedItemsMax} ids`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `x${i}`);
    expect(pickRecommended([entry('a', ['it']), entry('b', many)], 'it', 'a')).toHaveLength(
      LIMITS.recommendedItemsMax,
    );
  });
  it('answers [] when nothing else is in stock', () => {
    expect(pickRecommended([entry('a', ['it', 'o'], ['o'])], 'it', 'a')).toEqual([]);
  });
});
