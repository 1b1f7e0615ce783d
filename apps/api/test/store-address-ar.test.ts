import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { renderBootShell } from '../src/modules/web/boot-shell.ts';
import { shellLanguage } from '../src/modules/web/shell-language.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Issue 6 (decision 0100 IS-AD1): the store's Arabic address reaches the Arabic pages — the store
 * lists and the order (success and tracking) — with the expected time; the tracking-link view
 * still shows nothing personal of the customer (decision 0007), only the store's own contacts.
 */
describe.each(testDatabases())("the store's Arabic address and the expected time on %s (issue 6)", (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let owner: string;
  const PHONE = '+971507654321';
  const ADDRESS_AR = 'دبي، أرجان، بناية روز بالاس، محل رقم 15';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    brandId = (await createBrand(db, { orderNumberPrefix: 'ADR' })).id;
    storeId = (await createStore(db, brandId, { manualAddressAr: ADDRESS_AR, averagePrepTimeForPickup: 25 }))
      .id;
    menu = await createMenu(db, brandId);
    const [c] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: PHONE, name: 'Aisha Khalid', email: 'aisha@example.com' })
      .returning();
    owner = await createSession(db, brandId, c!.id, new Date());
  });
  afterAll(() => t.close());

  it('the pickup store list answers the Arabic address next to the English one', async () => {
    const res = await post(t.app, 'store/get-stores-for-pickup', { brandId });
    expect(res.status).toBe(200);
    const stores = res.body.data.stores as Array<{
      _id: string;
      manualAddress: string;
      manualAddressAR: string;
    }>;
    expect(stores.find((s) => s._id === storeId)).toMatchObject({
      manualAddress: 'Shop 15, Rose Palace, Arjan, Dubai',
      manualAddressAR: ADDRESS_AR,
    });
  });

  it('an order snapshots the Arabic address and answers the expected time (placed + pickup prep time)', async () => {
    const placedAt = new Date('2026-11-23T10:00:00Z');
    t.setNow(placedAt);
    const res = await post(
      t.app,
      'order/place-order-v2',
      {
        brandId,
        storeId,
        orderType: { type: 'PICKUP' },
        paymentType: 'CASH',
        orderedMenu: [
          { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
        ],
        itemsTotalPrice: 8.5,
        totalOrderPrice: 8.93,
      },
      { authorization: owner },
    );
    t.setNow(null);
    expect(res.status).toBe(200);
    const saved = res.body.data.savedOrder as { orderNumber: string; trackingToken: string };
    const info = await post(
      t.app,
      `order/get-order-info/${saved.orderNumber}`,
      { brandId },
      { authorization: owner },
    );
    expect(info.body.data.order.storeInfo).toMatchObject({
      manualAddress: 'Shop 15, Rose Palace, Arjan, Dubai',
      manualAddressAR: ADDRESS_AR,
      mobileNumber: '+97140000000',
    });
    expect(info.body.data.order.expectedTime).toBe(placedAt.getTime() / 1000 + 25 * 60);

    // The tracking-link view (decision 0007): the store's address and phone, nothing of the customer.
    const link = await get(t.app, `order/get-order-tracking-info/${saved.orderNumber}`, {
      brandId,
      t: saved.trackingToken,
    });
    expect(link.status).toBe(200);
    expect(link.body.data.access).toBe('link');
    expect(link.body.data.orders.storeInfo).toMatchObject({
      manualAddressAR: ADDRESS_AR,
      mobileNumber: '+97140000000',
    });
    expect(link.body.data.orders.expectedTime).toBe(placedAt.getTime() / 1000 + 25 * 60);
    const text = JSON.stringify(link.body);
    for (const secret of [PHONE, 'Khalid', 'aisha@example.com', 'phoneNumber', 'email'])
      expect(text, `answer contains ${secret}`).not.toContain(secret);
  });
});

describe('the boot shell in the customer language (issue 6, decision 0100 IS-SH1)', () => {
  const html =
    '<!doctype html><html lang="en" dir="ltr"><head><title>Sufra</title></head><body><div id="root"></div></body></html>';
  const brand = {
    brandName: 'Burgerato',
    brandNameAR: 'برجراتو',
    baseLanguage: 'en' as const,
    taglineEN: '',
    color: '#c2410c',
    textColor: '#ffffff',
  };
  it('the sufra_lang cookie wins, else the brand base language, else English', () => {
    expect(shellLanguage('a=1; sufra_lang=ar; b=2', brand)).toBe('ar');
    expect(shellLanguage('sufra_lang=en', { baseLanguage: 'ar' })).toBe('en');
    expect(shellLanguage('sufra_lang=fr', { baseLanguage: 'ar' })).toBe('ar');
    expect(shellLanguage('xsufra_lang=ar', brand)).toBe('en');
    expect(shellLanguage(undefined, null)).toBe('en');
  });
  it('in Arabic: the Arabic title with the Arabic name, and <html lang="ar" dir="rtl"> from the first paint', () => {
    const out = renderBootShell(html, brand, { home: true, language: 'ar' });
    expect(out).toContain('<title>اطلب مباشرة من برجراتو</title>');
    expect(out).toContain('<html lang="ar" dir="rtl">');
  });
  it('in English (or without a language) the title stays English and the page left-to-right', () => {
    for (const out of [
      renderBootShell(html, brand, { home: true, language: 'en' }),
      renderBootShell(html, brand, { home: true }),
    ]) {
      expect(out).toContain('<title>Order direct from Burgerato</title>');
      expect(out).toContain('<html lang="en" dir="ltr">');
    }
  });
});
