import { MESSAGES } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryBrand, INSIDE, NOWHERE, OTHER_STORE_ONLY } from './support/delivery-orders.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

/** Issue 8, decision 0017: menus/get-delivery-store-menu-v2 (000 §7.3; TIMING-09: delivery needs a store area). */
describe.each(testDatabases())('delivery store menu on %s', (kind) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof deliveryBrand>>;
  let foreignStoreId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    f = await deliveryBrand(t.database.db);
    foreignStoreId = (await deliveryBrand(t.database.db)).storeId;
  }, 120_000);
  afterAll(async () => t?.close());

  const menu = (body: Record<string, unknown>) =>
    post(t.app, 'menus/get-delivery-store-menu-v2', { brandId: f.brandId, storeId: f.storeId, ...body });

  // 0100 IS22: the delivery store menu has the pickup shape `{ _id, categories[] }` (equal to the pickup call's).
  it('IS22: a point in the store’s zone: the menu, the store and the zone’s terms as storeArea', async () => {
    const res = await menu({ ...INSIDE, deliveryMethod: 'MAPPED_AREA_BASED' });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.success).toBe(1);
    expect(res.body.data.mappedAreaType).toBe('POLYGON');
    expect(res.body.data.storeArea).toMatchObject({
      _id: f.zoneId,
      mappedAreaInfo: { mappedAreaId: { _id: f.zoneId } },
      deliveryFee: 7,
      minOrder: 30,
      deliveryTime: 40,
      areaName: 'Arjan',
    });
    expect(res.body.data.storeArea.storeId._id).toBe(f.storeId);
    expect(res.body.data.storeInfo._id).toBe(f.storeId);
    expect(res.body.data.storeMenu.categories[0].items.length).toBeGreaterThan(0);
    // The same menu as the pickup call (cached per store, not per point).
    const pickup = await post(t.app, 'menus/get-pickup-store-menu', {
      brandId: f.brandId,
      storeId: f.storeId,
    });
    expect(res.body.data.storeMenu).toEqual(pickup.body.data.storeMenu);
  });

  it('the zone’s id as areaID (a mapped area) answers the same terms', async () => {
    const res = await menu({ areaID: f.zoneId });
    expect(res.status).toBe(200);
    expect(res.body.data.storeArea).toMatchObject({ _id: f.zoneId, deliveryFee: 7, distance: null });
  });

  it('refusals: another store’s point → does not deliver; no store → paused; delivery off → paused', async () => {
    const other = await menu(OTHER_STORE_ONLY);
    expect([other.status, other.body.message]).toEqual([404, MESSAGES.storeDoesNotDeliver]);
    const nowhere = await menu(NOWHERE);
    expect([nowhere.status, nowhere.body.message]).toEqual([404, MESSAGES.deliveryPaused]);
    const off = await menu({ ...INSIDE, storeId: f.offStoreId });
    expect([off.status, off.body.message]).toEqual([404, MESSAGES.deliveryPaused]);
  });

  it('another brand’s store → 404; no place → 400; bad coordinates → 400', async () => {
    const foreign = await menu({ ...INSIDE, storeId: foreignStoreId });
    expect(foreign.status).toBe(404);
    const none = await menu({});
    expect([none.status, none.body.message]).toEqual([400, MESSAGES.chooseLocation]);
    for (const bad of [
      { lat: '25.06', lng: 55.24 },
      { lat: 91, lng: 55.24 },
      { lat: 25.06, lng: -181 },
    ]) {
      expect((await menu(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});
