import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  CALL_ADDRESSES,
  DOMAIN_TYPES,
  getDeliveryStoreMenuV2,
  getDineInStoreMenu,
  getItemDetail,
  getMenuItemDetail,
  getPickupStoreMenu,
  iframePaymentConfirmation,
  loyaltyAppliedSchema,
  orderDeliveryAddressSchema,
  placedDeliverySchema,
  savedAddressSchema,
  splitSelectedItemSchema,
  storeMenuSchema,
  tableStateSchema,
} from '../src/index.ts';

const ID = '00000000-0000-4000-8000-000000000000';

// Readings of the catalogue's ambiguities that the contract itself carries (decision 0100).
describe('store menu shape (000 §3 Store menu; 0100 IS22)', () => {
  // 0100 IS22: every service type's store menu is `{ _id, categories[] }`.
  it('IS22: the pickup, delivery and dine-in store menus are one `{ _id, categories[] }` shape', () => {
    for (const call of [getPickupStoreMenu, getDeliveryStoreMenuV2, getDineInStoreMenu])
      expect(call.data.shape.storeMenu, call.path).toBe(storeMenuSchema);
    expect(storeMenuSchema.safeParse({ _id: 'm1', categories: [] }).success).toBe(true);
    // The delivery 'first reading' (an array with categoryInfo._id) is not the wire shape.
    expect(storeMenuSchema.safeParse([{ categoryInfo: { _id: 'c1' }, items: [] }]).success).toBe(false);
  });
});

describe('HTTP method and path of the calls (000 §7.1, 001 §7.2, 002 §7; 0100 IS24, IS25)', () => {
  // 0100 IS24: POST unless the spec marks GET (decision 0002).
  it('IS24: every spec call is a POST except those the spec marks GET; the GETs besides are Sufra event streams and the outbox', () => {
    const gets = Object.entries(CALL_ADDRESSES)
      .filter(([, c]) => c.method === 'GET')
      .map(([name]) => name)
      .sort();
    expect(gets).toEqual([
      'getBlacklistStatus', // 002 §7: GET /blacklisted-numbers/check/status
      'getCustomerOrders', // 002 §7: GET
      'getDevOutbox', // Sufra's developer outbox
      'getOrderEvents', // Sufra's server-sent event stream
      'getOrderTrackingInfo', // 002 §7: GET
      'getTableEvents', // Sufra's server-sent event stream
      'getUserBrandsBySlugGet', // 002 §7: GET /user/{slug}/{suffix} (its POST alias aside)
    ]);
    // The catalogue's example: order/get-order-info/{id} is a POST with a path id.
    expect(CALL_ADDRESSES.getOrderInfo).toMatchObject({ path: 'order/get-order-info/:id', method: 'POST' });
  });

  // 0100 IS25: a path written with a leading slash is relative to /api/v1/ like every other path.
  it("IS25: no call path is absolute; the spec's leading-slash paths are written under /api/v1/ like the rest", () => {
    for (const call of ALL_CALLS) expect(call.path, call.path).not.toMatch(/^\//);
    expect(CALL_ADDRESSES.getStoresForPickup.path).toBe('store/get-stores-for-pickup');
    expect(CALL_ADDRESSES.getTableLaterOrders.path).toBe('order/getTableLaterOrders');
    expect(CALL_ADDRESSES.getUserBrandsBySlugGet.path).toBe('user/:slug/:suffix');
  });
});

describe('unmapped calls (002 §7, 000 §7.3; 0100 IS27)', () => {
  // 0100 IS27: password-less-login-v2 sends, verify-account-v2 verifies, send-otp-code resends.
  it('IS27: the sign-in calls: send, verify, resend', () => {
    expect(CALL_ADDRESSES.passwordLessLogin.path).toBe('user/password-less-login-v2');
    expect(CALL_ADDRESSES.verifyAccount.path).toBe('user/verify-account-v2');
    expect(CALL_ADDRESSES.sendOtpCode.path).toBe('user/send-otp-code');
  });

  // 0100 IS27: get-menu-item-detail is the with-store item call, items/get-item-detail the without-store one.
  it('IS27: menus/get-menu-item-detail needs the store and service; items/get-item-detail takes neither', () => {
    expect(getMenuItemDetail.path).toBe('menus/get-menu-item-detail');
    expect(getItemDetail.path).toBe('items/get-item-detail');
    const item = { itemId: ID, brandId: ID };
    expect(getMenuItemDetail.body.safeParse(item).success).toBe(false);
    expect(getMenuItemDetail.body.parse({ ...item, storeId: ID, serviceType: 'PICKUP' }).type).toBe(
      'WITH_STORE_ID',
    );
    expect(getItemDetail.body.parse(item).type).toBe('WITH_OUT_STORE_ID');
    expect(getItemDetail.body.shape).not.toHaveProperty('storeId');
  });
});

describe("the spec's spellings (001 §3.1, §7.3, §7.8; 002 §3; 0100 IS29)", () => {
  // 0100 IS29: the spec's spellings are kept where they are wire values; Sufra's own fields are spelled correctly.
  it('IS29: wire values keep the spec spelling', () => {
    expect(DOMAIN_TYPES).toContain('TEMPORARAY_DOMAIN');
    expect(DOMAIN_TYPES).not.toContain('TEMPORARY_DOMAIN');
    // place-order's deliveryAddress (001 §7.3) is read with the spec's 'appartmentNo'; the saved address (001 §3.1) has 'apartmentNo'.
    expect(orderDeliveryAddressSchema.parse({ appartmentNo: ' 12 ' }).appartmentNo).toBe('12');
    expect(savedAddressSchema.shape).toHaveProperty('apartmentNo');
    // loyaltyApplied.redeemAmount (001 §7.3), not the state's 'reedemAmount' (000 §3).
    expect(loyaltyAppliedSchema.parse({ redeemAmount: 5 })).toEqual({ redeemAmount: 5, cashBackAmount: 0 });
    expect(splitSelectedItemSchema.shape).toHaveProperty('selectedQunatity');
    expect(tableStateSchema.shape).toHaveProperty('orderesTotalItemsPrice');
    expect(iframePaymentConfirmation.body.shape).toHaveProperty('isFroceDelete');
  });

  it("IS29: Sufra's own answer of an order's delivery address spells apartmentNo correctly", () => {
    expect(placedDeliverySchema.shape).toHaveProperty('apartmentNo');
    expect(placedDeliverySchema.shape).not.toHaveProperty('appartmentNo');
  });
});
