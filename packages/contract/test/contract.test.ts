import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADDRESS_TYPES,
  ALL_CALLS,
  addressFieldsSchema,
  callPath,
  envelopeSchema,
  fail,
  getOrderTrackingInfo,
  newVersionEnforced,
  ok,
  placeOrderBodySchema,
  profileFormSchema,
  serviceTypeSchema,
  toLatinDigits,
  verifyAccount,
} from '../src/index.ts';

describe('toLatinDigits (000 §1: Arabic-Indic digits typed by users are converted)', () => {
  it('converts Arabic-Indic and Extended Arabic-Indic digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
  it('leaves Latin digits and other text alone', () => {
    expect(toLatinDigits('+971 50 ١٢٣')).toBe('+971 50 123');
  });
});

describe('envelope (000 §7.1)', () => {
  it('ok and fail build the two shapes', () => {
    expect(ok({ a: 1 })).toEqual({ success: 1, data: { a: 1 } });
    expect(fail('Nope')).toEqual({ success: 0, message: 'Nope' });
  });
  it('new_version_enforced carries an action with refresh true (000 §4.1)', () => {
    const f = newVersionEnforced('update');
    expect(f.error_category).toBe('new_version_enforced');
    expect(f.data).toEqual([{ actions: [{ refresh: true }] }]);
  });
  it('envelopeSchema parses both shapes and rejects others', () => {
    const s = envelopeSchema(z.object({ n: z.number() }));
    expect(s.safeParse({ success: 1, data: { n: 1 } }).success).toBe(true);
    expect(s.safeParse({ success: 0, message: 'x' }).success).toBe(true);
    expect(s.safeParse({ success: 1, data: { n: 'x' } }).success).toBe(false);
    expect(s.safeParse({ success: 2 }).success).toBe(false);
  });
});

describe('calls', () => {
  it('every call has a unique method+path under the spec names', () => {
    const keys = ALL_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST order/place-order-v2');
    expect(keys).toContain('GET order/getCustomerOrders');
    expect(keys).toContain('POST user/password-less-login-v2');
  });
  it('callPath fills and encodes path parameters', () => {
    expect(callPath(getOrderTrackingInfo, { orderId: 'BUR 1' })).toBe(
      'order/get-order-tracking-info/BUR%201',
    );
  });
  it('every POST body accepts and defaults language EN (000 §7.1)', () => {
    const parsed = verifyAccount.body.parse({
      brandId: '00000000-0000-4000-8000-000000000000',
      phoneNumber: '050 123 4567',
      verificationCode: '١٢٣٤',
    });
    expect(parsed.language).toBe('EN');
    expect(parsed.verificationCode).toBe('1234');
    expect(parsed.phoneNumber).toBe('0501234567');
  });
  it('a code that is not 4 digits is refused (002 §5)', () => {
    const r = verifyAccount.body.safeParse({
      brandId: '00000000-0000-4000-8000-000000000000',
      phoneNumber: '0501234567',
      verificationCode: '12a4',
    });
    expect(r.success).toBe(false);
  });
  it("'DINE IN' is accepted and normalised to DINE_IN (IS23)", () => {
    expect(serviceTypeSchema.parse('DINE IN')).toBe('DINE_IN');
    expect(serviceTypeSchema.safeParse('TAKEAWAY').success).toBe(false);
  });
  it('place-order refuses an empty basket and a quantity of 0', () => {
    const base = {
      brandId: '00000000-0000-4000-8000-000000000000',
      storeId: '00000000-0000-4000-8000-000000000001',
      orderType: { type: 'PICKUP' },
      paymentType: 'CASH',
      itemsTotalPrice: 10,
      totalOrderPrice: 10.5,
    };
    expect(placeOrderBodySchema.safeParse({ ...base, orderedMenu: [] }).success).toBe(false);
    const line = { itemId: base.storeId, categoryId: base.storeId, quantity: 0, price: 10 };
    expect(placeOrderBodySchema.safeParse({ ...base, orderedMenu: [line] }).success).toBe(false);
    expect(placeOrderBodySchema.safeParse({ ...base, orderedMenu: [{ ...line, quantity: 1 }] }).success).toBe(
      true,
    );
  });
});

describe('profile form (002 §5)', () => {
  it('requires a trimmed name of at least 1 character', () => {
    const r = profileFormSchema.safeParse({ name: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('nameMinLength');
  });
  it('accepts an empty email and refuses a malformed one', () => {
    expect(profileFormSchema.parse({ name: 'Sara', email: '' }).email).toBeUndefined();
    const r = profileFormSchema.safeParse({ name: 'Sara', email: 'not-an-email' });
    expect(r.error?.issues[0]?.message).toBe('validEmail');
  });
});

describe('form schemas by code (issue 16: errors by code, on both sides)', () => {
  it("profileFormSchema and addressFieldsSchema give each refusal's catalogue code as its message", () => {
    const profile = profileFormSchema;
    expect(profile.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('nameMinLength');
    expect(profile.safeParse({ name: 'Sara', email: 'x' }).error?.issues[0]?.message).toBe('validEmail');
    const address = addressFieldsSchema.pick({ address: true, addressType: true });
    const messages = (value: unknown) => address.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages({ address: '', addressType: 'Villa' })).toEqual([
      'enterFullAddress',
      'fullAddressMinLength',
      'selectAddressType',
    ]);
    expect(messages({ address: ' Vil ', addressType: ADDRESS_TYPES[0] })).toEqual(['fullAddressMinLength']);
  });
});
