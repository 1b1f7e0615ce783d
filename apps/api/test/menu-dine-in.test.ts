import { getDineInStoreMenu, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema.ts';
import { invalidateMenuCache } from '../src/modules/menu/menu-cache.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

describe.each(testDatabases())('menus/get-dine-in-store-menu on %s (002 §2.5, §7; issue 18)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let noDineInStoreId: string;
  let offBrand: { brandId: string; storeId: string };
  let menuId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db, { settingsOverrides: { isDineInEnabled: true } })).id;
    storeId = (
      await createStore(db, brandId, {
        sort: 1,
        averagePrepTimeForDineIn: 12,
        paymentOptions: { PICKUP: ['CASH'], DINE_IN: ['PAY_LATER', 'CASH', 'CREDIT_CARD'] },
      })
    ).id;
    noDineInStoreId = (await createStore(db, brandId, { sort: 2 })).id;
    menuId = (await createMenu(db, brandId)).menu.id;
    const off = (await createBrand(db)).id;
    offBrand = {
      brandId: off,
      storeId: (await createStore(db, off, { paymentOptions: { DINE_IN: ['CASH'] } })).id,
    };
    await createMenu(db, off);
  });
  afterAll(() => t.close());

  // 0100 IS22: the dine-in store menu is `{ _id, categories[] }` too.
  it('IS22: answers the pickup menu shape with the dine-in prep time and dineInPaymentOptions (card first, PAY_LATER kept)', async () => {
    const res = await post(t.app, 'menus/get-dine-in-store-menu', { brandId, storeId });
    expect(res.status).toBe(200);
    const data = getDineInStoreMenu.data.parse(res.body.data);
    expect(data.storeMenu._id).toBe(menuId);
    expect(data.storeMenu.categories[0]!.items).toHaveLength(2);
    expect(data.storeInfo._id).toBe(storeId);
    expect(data.storeInfo.averagePrepTimeForDineIn).toBe(12);
    expect(data.storeInfo.dineInPaymentOptions.map((o) => o.paymentType)).toEqual([
      'CREDIT_CARD',
      'PAY_LATER',
      'CASH',
    ]);
  });

  it('404 dineInNotAvailable when the store has no DINE_IN payment option, or the brand has isDineInEnabled off (catalogue text per language)', async () => {
    const noOptions = await post(t.app, 'menus/get-dine-in-store-menu', {
      brandId,
      storeId: noDineInStoreId,
    });
    expect(noOptions.status).toBe(404);
    expect(noOptions.body).toEqual({
      success: 0,
      code: 'dineInNotAvailable',
      message: MESSAGES.dineInNotAvailable,
    });
    const brandOff = await post(t.app, 'menus/get-dine-in-store-menu', { ...offBrand, language: 'AR' });
    expect(brandOff.status).toBe(404);
    expect(brandOff.body).toEqual({
      success: 0,
      code: 'dineInNotAvailable',
      message: MESSAGES_AR.dineInNotAvailable,
    });
    // The pickup menu of the same store stays open.
    expect((await post(t.app, 'menus/get-pickup-store-menu', offBrand)).status).toBe(200);
  });

  it("another brand's store is refused as unknown (404 somethingIncorrect)", async () => {
    const res = await post(t.app, 'menus/get-dine-in-store-menu', { brandId, storeId: offBrand.storeId });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('somethingIncorrect');
  });

  it('a store that stops taking dine-in answers 404 once its cached menu is dropped', async () => {
    const db = t.database.db;
    expect((await post(t.app, 'menus/get-dine-in-store-menu', { brandId, storeId })).status).toBe(200);
    const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
    await db
      .update(brands)
      .set({ settings: { ...brand!.settings, isDineInEnabled: false } })
      .where(eq(brands.id, brandId));
    invalidateMenuCache(brandId);
    const res = await post(t.app, 'menus/get-dine-in-store-menu', { brandId, storeId });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('dineInNotAvailable');
    await db.update(brands).set({ settings: brand!.settings }).where(eq(brands.id, brandId));
    await db
      .update(stores)
      .set({ paymentOptions: { DINE_IN: [] } })
      .where(eq(stores.id, storeId));
    invalidateMenuCache(brandId);
    expect((await post(t.app, 'menus/get-dine-in-store-menu', { brandId, storeId })).status).toBe(404);
  });
});
