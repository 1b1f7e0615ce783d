import { isolate, type Language, MESSAGES, MESSAGES_AR } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customers, items } from '../src/db/schema.ts';
import { createSession } from '../src/platform/session-repository.ts';
import { createBrand, createMenu, createStore, NEVER_OPEN } from './support/factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const LANGS: Language[] = ['EN', 'AR'];
const UNKNOWN_BRAND = '00000000-0000-4000-8000-000000000000';
let seq = 0;
/** A fresh valid UAE mobile (national format). */
const phone = () => `055${String(2_000_000 + ++seq * 7919).slice(-7)}`;
/** A fresh client IP (X-Forwarded-For behind one trusted proxy), so per-IP limits never interfere. */
const freshIp = () => `10.66.${++seq % 250}.9`;

/**
 * Issue 6 ("Whole in Arabic"): every message the API answers comes in the request's `language`
 * (the body's, or the `language` query of GET calls) from the catalogue of packages/contract —
 * the spec's English verbatim with EN (IS52), the Arabic with AR.
 */
describe.each(testDatabases())('API messages in the request language on %s (issue 6)', (kind) => {
  let t: TestApp;
  let brandId: string;
  let storeId: string;
  let closedStoreId: string;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxy: 1 });
    const db = t.database.db;
    brandId = (await createBrand(db, { brandName: 'Burgerato' })).id;
    storeId = (await createStore(db, brandId)).id;
    closedStoreId = (await createStore(db, brandId, { openingHours: NEVER_OPEN })).id;
    menu = await createMenu(db, brandId);
    const [c] = await db
      .insert(customers)
      .values({ brandId, phoneNumber: '+971507777777', name: 'T' })
      .returning();
    token = await createSession(db, brandId, c!.id, new Date());
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(null));

  /** 1 × Fries 8.50; 5 % VAT 0.43; total 8.93. */
  const order = (language: Language, over: Record<string, unknown> = {}) => ({
    brandId,
    storeId,
    language,
    orderType: { type: 'PICKUP', EN: { name: 'Pickup' }, AR: { name: 'استلام' } },
    paymentType: 'CASH',
    orderedMenu: [
      { itemId: menu.fries.id, categoryId: menu.category.id, quantity: 1, price: 8.5, options: [] },
    ],
    itemsTotalPrice: 8.5,
    totalOrderPrice: 8.93,
    ...over,
  });
  const place = (body: unknown) => post(t.app, 'order/place-order-v2', body, { authorization: token });

  const sign = (path: string, language: Language, phoneNumber: string, ip: string, extra = {}) =>
    post(
      t.app,
      path,
      {
        brandId,
        language,
        phoneNumber,
        countryObj: { countryCode: 'AE', dialCode: '971' },
        userType: 'CUSTOMER',
        ...extra,
      },
      { 'x-forwarded-for': ip },
    );
  const codeOf = async (phoneNumber: string) => {
    const res = await get(t.app, 'dev/outbox', { phoneNumber: `+971${phoneNumber.slice(1)}` });
    return res.body.data.messages[0].code as string;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it.each(LANGS)('unknown brand (%s)', async (language) => {
    const text = language === 'AR' ? MESSAGES_AR.brandNotFound : MESSAGES.brandNotFound;
    const byPost = await post(t.app, 'store/get-stores-for-pickup', { brandId: UNKNOWN_BRAND, language });
    expect(byPost.status).toBe(404);
    expect(byPost.body).toEqual({ success: 0, code: expect.any(String), message: text });
    const byDomain = await post(t.app, 'branding/getBrandSettings', {
      temporaryDomainName: 'nowhere',
      language,
    });
    expect(byDomain.body).toEqual({ success: 0, code: expect.any(String), message: text });
    const menuOf = await post(t.app, 'menus/get-brand-menu', { brandId: UNKNOWN_BRAND, language });
    expect(menuOf.body).toEqual({ success: 0, code: expect.any(String), message: text });
  });

  it.each(LANGS)('401 without a token (%s)', async (language) => {
    const res = await get(t.app, 'order/getCustomerOrders', { brandId, language });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(
      language === 'AR' ? 'يرجى تسجيل الدخول للمتابعة' : 'Please login to continue',
    );
  });

  it('without a language the message is English', async () => {
    const res = await get(t.app, 'order/getCustomerOrders', { brandId });
    expect(res.body.message).toBe(MESSAGES.unauthorized);
  });

  it.each(LANGS)('wrong code, then too many wrong codes (%s)', async (language) => {
    const p = phone();
    const ip = freshIp();
    expect((await sign('user/password-less-login-v2', language, p, ip)).status).toBe(200);
    const bad = wrong(await codeOf(p));
    const first = await sign('user/verify-account-v2', language, p, ip, { verificationCode: bad });
    expect(first.body.message).toBe(language === 'AR' ? MESSAGES_AR.invalidCode : MESSAGES.invalidCode);
    let last = first;
    for (let i = 0; i < 5; i++)
      last = await sign('user/verify-account-v2', language, p, ip, { verificationCode: bad });
    expect(last.body.message).toBe(language === 'AR' ? MESSAGES_AR.tooManyTries : MESSAGES.tooManyTries);
  });

  it.each(LANGS)('an expired code (%s)', async (language) => {
    const start = new Date('2026-11-22T10:00:00Z');
    const p = phone();
    const ip = freshIp();
    t.setNow(start);
    await sign('user/password-less-login-v2', language, p, ip);
    t.setNow(new Date(start.getTime() + 600_000));
    const res = await sign('user/verify-account-v2', language, p, ip, { verificationCode: await codeOf(p) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      language === 'AR'
        ? 'انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.'
        : 'This code has expired. Please ask for a new one.',
    );
  });

  it.each(LANGS)('store closed at placing (%s)', async (language) => {
    const res = await place(order(language, { storeId: closedStoreId }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      language === 'AR'
        ? 'نعتذر، متجرنا مغلق الآن. نأمل أن نراك قريبًا!'
        : 'We apologize, but our store is closed right now. We hope to see you soon!',
    );
  });

  it.each(LANGS)('menu updated 409 keeps its error_category (%s)', async (language) => {
    const res = await place(order(language, { totalOrderPrice: 8.5 }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: 0,
      code: 'menuUpdated',
      error_category: 'menu_updated',
      message: language === 'AR' ? MESSAGES_AR.menuUpdated : MESSAGES.menuUpdated,
    });
  });

  it.each(LANGS)('item out of stock (%s)', async (language) => {
    await t.database.db.update(items).set({ isOutOfStock: true }).where(eq(items.id, menu.fries.id));
    const res = await place(order(language));
    await t.database.db.update(items).set({ isOutOfStock: false }).where(eq(items.id, menu.fries.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      language === 'AR'
        ? 'هذا الصنف غير متوفر، نعتذر عن الإزعاج'
        : 'This item is out of stock, sorry for inconvenience',
    );
  });

  it.each(LANGS)('the maximum quantity names the item in the request language (%s)', async (language) => {
    await t.database.db.update(items).set({ maximumOrderQuantity: 1 }).where(eq(items.id, menu.fries.id));
    const body = order(language, { itemsTotalPrice: 17, totalOrderPrice: 17.85 });
    (body.orderedMenu as Array<{ quantity: number }>)[0]!.quantity = 2;
    const res = await place(body);
    await t.database.db.update(items).set({ maximumOrderQuantity: 99 }).where(eq(items.id, menu.fries.id));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      language === 'AR'
        ? `1 هو الحد الأقصى للكمية المسموح بها من ${isolate('بطاطس')}`
        : '1 is the maximum quantity allowed for Fries',
    );
  });

  it.each(LANGS)(
    'a required modifier group names the group in the request language (%s)',
    async (language) => {
      const body = order(language, { itemsTotalPrice: 25, totalOrderPrice: 26.25 });
      body.orderedMenu = [
        { itemId: menu.burger.id, categoryId: menu.category.id, quantity: 1, price: 25, options: [] },
      ];
      const res = await place(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        language === 'AR'
          ? `يرجى اختيار خيار واحد على الأقل من قسم ${isolate('مشروب')} للمتابعة`
          : 'Please select at least 1 side options from the Drink section to proceed',
      );
    },
  );

  it.each(LANGS)('order not found on tracking (%s)', async (language) => {
    const res = await get(t.app, 'order/get-order-tracking-info/TST-99999', { brandId, language });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      language === 'AR' ? 'عذرًا، لم نتمكن من العثور على الطلب.' : "Sorry, we couldn't find the order.",
    );
  });

  it.each(LANGS)(
    'validation errors (%s): the English exactly as before, the Arabic with the field isolated',
    async (language) => {
      const missing = await post(t.app, 'store/get-stores-for-pickup', { language });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(
        language === 'AR' ? `الحقل ${isolate('brandId')} مطلوب` : 'brandId is required',
      );

      const body = order(language);
      (body.orderedMenu as Array<{ quantity: number }>)[0]!.quantity = 0;
      const small = await place(body);
      expect(small.status).toBe(400);
      expect(small.body.message).toBe(
        language === 'AR'
          ? `الحقل ${isolate('orderedMenu.0.quantity')}: صغير جدًا: يجب ألا تقل القيمة عن 1`
          : 'orderedMenu.0.quantity: Too small: expected number to be >=1',
      );

      const badId = await post(t.app, 'store/get-stores-for-pickup', { brandId: 'not-an-id', language });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toMatch(language === 'AR' ? /^الحقل .*brandId.*: / : /^brandId: /);
    },
  );

  it.each(LANGS)('framework errors and unknown paths (%s)', async (language) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/store/get-stores-for-pickup?app_version=26&app_name=WEB_STORE_FRONT&language=${language}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"brandId":',
    });
    expect(res.json().message).toBe(
      language === 'AR' ? MESSAGES_AR.invalidJsonBody : MESSAGES.invalidJsonBody,
    );
    const none = await get(t.app, 'no/such/call', { language });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(
      language === 'AR'
        ? `لا يوجد تطابق لـ ${isolate('/api/v1/no/such/call')}`
        : 'No match for /api/v1/no/such/call',
    );
  });

  it.each(LANGS)(
    "a contract schema's own refusal is answered by its code in the request's language (%s; issue 16)",
    async (language) => {
      const texts = language === 'AR' ? MESSAGES_AR : MESSAGES;
      const field = (name: string) => (language === 'AR' ? `الحقل ${isolate(name)}: ` : `${name}: `);
      const badId = await post(t.app, 'store/get-stores-for-pickup', { brandId: 'not-an-id', language });
      expect(badId.body).toMatchObject({
        code: 'fieldProblem',
        message: `${field('brandId')}${texts.mustBeValidId}`,
      });
      const empty = await place(order(language, { orderedMenu: [] }));
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(`${field('orderedMenu')}${texts.basketIsEmpty}`);
      const code = await sign('user/verify-account-v2', language, phone(), freshIp(), {
        verificationCode: '12a',
      });
      expect(code.status).toBe(400);
      expect(code.body.message).toBe(`${field('verificationCode')}${texts.codeIsFourDigits}`);
      const nul = await post(t.app, 'store/get-stores-for-pickup', { brandId, language, note: 'a\u0000b' });
      expect(nul.body.message).toBe(`${field('note')}${texts.mustNotContainNul}`);
    },
  );
});
