import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { stores } from '../src/db/schema.ts';
import { StoreSettingsError, updateStoreSettings } from '../src/modules/stores/store-settings.ts';
import { createBrand, createMenu, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const TOKEN = 'store-settings-admin-token-0123456789';
const ALL_DAY = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['00:00', '24:00']]]));

describe.each(testDatabases())(
  'store settings (issue 8: hours, service and pre-order switches) on %s',
  (kind) => {
    let t: TestApp;
    let brand: { id: string; name: string };
    let storeId: string;
    let otherStoreId: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.database.db;
      const row = await createBrand(db);
      brand = { id: row.id, name: row.temporaryDomainName };
      storeId = (await createStore(db, brand.id)).id;
      await createMenu(db, brand.id);
      const other = await createBrand(db);
      otherStoreId = (await createStore(db, other.id)).id;
    });
    afterAll(() => t.close());

    const storeInfo = async () =>
      (await post(t.app, 'menus/get-brand-menu', { brandId: brand.id, language: 'EN' })).body.data
        .storeInfo as {
        isOpened: boolean;
        isPreOrderEnabledForPickup: boolean;
        availablePreOrderSlotsForPickup: Array<{ day: string; slots: string[] }>;
      };
    const rowOf = async (id: string) =>
      (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

    it('a change of hours and pre-orders is answered at once by the cached menu (000 §4.4 TIMING-02: closed → no ASAP)', async () => {
      expect((await storeInfo()).isOpened).toBe(true);
      const summary = await updateStoreSettings(t.database.db, {
        temporaryDomainName: brand.name,
        storeId,
        patch: { openingHours: NEVER_OPEN, isPreOrderEnabledForPickup: true },
      });
      expect(summary).toEqual({
        brandId: brand.id,
        storeId,
        changed: ['openingHours', 'isPreOrderEnabledForPickup'],
      });
      const info = await storeInfo();
      expect(info.isOpened).toBe(false);
      expect(info.isPreOrderEnabledForPickup).toBe(true);
      // Never open: no slot to offer (decision 0017: slots only inside the hours).
      expect(info.availablePreOrderSlotsForPickup).toEqual([]);
      await updateStoreSettings(t.database.db, {
        temporaryDomainName: brand.name,
        storeId,
        patch: {
          openingHours: ALL_DAY,
          preOrderSettingsForPickup: { daysAhead: 2, slotMinutes: 60, leadMinutes: 30 },
        },
      });
      const reopened = await storeInfo();
      expect(reopened.isOpened).toBe(true);
      expect(reopened.availablePreOrderSlotsForPickup.length).toBeGreaterThanOrEqual(1);
      expect(reopened.availablePreOrderSlotsForPickup[0]!.slots[0]).toMatch(/^\d\d:00 - \d\d:00$/);
    });

    it("a store's delivery-fee waiver (001 §3.5, decision 0015's daily happy hour) is written and answered at once", async () => {
      const waiverInfo = async () =>
        (
          (await post(t.app, 'menus/get-brand-menu', { brandId: brand.id, language: 'EN' })).body.data
            .storeInfo as {
            deliveryChargesWaiverInfo: {
              onOrderAmount: { isEnabled: boolean; amount: number };
              onDateRange: { isEnabled: boolean };
            };
          }
        ).deliveryChargesWaiverInfo;
      const happyHour = {
        onOrderAmount: { isEnabled: true, amountFils: 12_050 },
        onDateRange: { isEnabled: true, startDateTime: 0, endDateTime: 0 },
        dailyWindow: { from: '15:00', to: '17:00' },
      };
      await updateStoreSettings(t.database.db, {
        temporaryDomainName: brand.name,
        storeId,
        patch: { deliveryChargesWaiver: happyHour },
      });
      expect((await rowOf(storeId)).deliveryChargesWaiver).toEqual(happyHour);
      expect(await waiverInfo()).toMatchObject({
        onOrderAmount: { isEnabled: true, amount: 120.5 },
        onDateRange: { isEnabled: true },
      });
      const off = {
        ...happyHour,
        onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
        dailyWindow: null,
      };
      await updateStoreSettings(t.database.db, {
        temporaryDomainName: brand.name,
        storeId,
        patch: { deliveryChargesWaiver: off },
      });
      expect(await waiverInfo()).toMatchObject({ onDateRange: { isEnabled: false } });
    });

    it.each([
      [{ openingHours: { '7': [['09:00', '17:00']] } }, /^openingHours/],
      [{ openingHours: { '1': [['9:00', '17:00']] } }, /^openingHours\.1\.0\.0: must be 'HH:mm'/],
      [
        { preOrderSettingsForDelivery: { daysAhead: 30, slotMinutes: 30, leadMinutes: 0 } },
        /^preOrderSettingsForDelivery\.daysAhead/,
      ],
      [{ isDeliveryEnabled: 'yes' }, /^isDeliveryEnabled/],
      [
        {
          deliveryChargesWaiver: {
            onOrderAmount: { isEnabled: true, amountFils: 100 },
            onDateRange: { isEnabled: true, startDateTime: 0, endDateTime: 0 },
            dailyWindow: { from: '3pm', to: '17:00' },
          },
        },
        /^deliveryChargesWaiver\.dailyWindow\.from: must be 'HH:mm'/,
      ],
      [
        { deliveryChargesWaiver: { onOrderAmount: { isEnabled: true, amountFils: -1 } } },
        /^deliveryChargesWaiver/,
      ],
      [{ taxRate: 0 }, /Unrecognized key/],
      [{}, /nothing to change/],
      ['not an object', /^settings/],
    ])('refuses %j naming the field; nothing changes', async (patch, message) => {
      const before = await rowOf(storeId);
      await expect(
        updateStoreSettings(t.database.db, { temporaryDomainName: brand.name, storeId, patch }),
      ).rejects.toThrow(message);
      expect(await rowOf(storeId)).toEqual(before);
    });

    it("refuses another brand's store, an unknown brand and a malformed id; the other brand's store is unchanged", async () => {
      const before = await rowOf(otherStoreId);
      for (const input of [
        { temporaryDomainName: brand.name, storeId: otherStoreId },
        { temporaryDomainName: 'no-such-brand', storeId },
        { temporaryDomainName: brand.name, storeId: "1' or '1'='1" },
      ]) {
        await expect(
          updateStoreSettings(t.database.db, { ...input, patch: { isDeliveryEnabled: true } }),
        ).rejects.toBeInstanceOf(StoreSettingsError);
      }
      expect(await rowOf(otherStoreId)).toEqual(before);
    });

    it('POST /api/internal/store-settings: loopback with the admin token only; 400 names the field', async () => {
      const app = await buildApp(
        {
          db: t.database.db,
          config: { demoMode: false, minAppVersion: 26, webDist: undefined, logLevel: 'silent' },
          internal: { adminToken: TOKEN },
        },
        { logger: false },
      );
      try {
        const call = (payload: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
          app.inject({
            method: 'POST',
            url: '/api/internal/store-settings',
            payload: payload as object,
            headers,
            remoteAddress,
          });
        const body = { temporaryDomainName: brand.name, storeId, patch: { isDeliveryEnabled: true } };
        const auth = { authorization: `Bearer ${TOKEN}` };
        expect((await call(body, {})).statusCode).toBe(401);
        expect((await call(body, auth, '10.0.0.5')).statusCode).toBe(403);
        expect((await call(body, { ...auth, 'x-forwarded-for': '10.0.0.5' })).statusCode).toBe(403);
        const bad = await call({ ...body, patch: { isDeliveryEnabled: 1 } }, auth);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/^isDeliveryEnabled/);
        expect((await rowOf(storeId)).isDeliveryEnabled).toBe(false);
        const ok = await call(body, auth);
        expect(ok.json()).toEqual({
          success: 1,
          data: { brandId: brand.id, storeId, changed: ['isDeliveryEnabled'] },
        });
        expect((await rowOf(storeId)).isDeliveryEnabled).toBe(true);
      } finally {
        await app.close();
      }
    });
  },
);

describe('SUFRA_ADMIN_TOKEN (internal routes on PostgreSQL)', () => {
  it('is optional, and refused when shorter than 32 characters', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ SUFRA_ADMIN_TOKEN: TOKEN }).adminToken).toBe(TOKEN);
    expect(() => loadConfig({ SUFRA_ADMIN_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUFRA_ADMIN_TOKEN: 'short' })).toThrow(/SUFRA_ADMIN_TOKEN/);
  });
});
