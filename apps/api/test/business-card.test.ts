import { MESSAGE_CATALOGUE } from '@sufra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_BUSINESS_CARDS_PATH } from '../src/admin/business-cards.ts';
import { brands } from '../src/db/schema.ts';
import { businessCardBrands, businessCards } from '../src/db/schema-business-cards.ts';
import {
  BusinessCardAdminError,
  runBusinessCardCommand,
} from '../src/modules/business-card/admin-service.ts';
import { createBrand, createStore } from './support/factory.ts';
import { createDiscount, createLoyaltyPolicy, signedInCustomer } from './support/promotions-factory.ts';
import { createTestApp, get, post, type TestApp, testDatabases } from './support/test-app.ts';

const NOT_FOUND = MESSAGE_CATALOGUE.brandNotFound;

describe.each(testDatabases())('business card on %s (issue 19, 002 §2.22, §7; decision 0035)', (kind) => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof createBrand>>;
  let second: Awaited<ReturnType<typeof createBrand>>;
  let outsider: Awaited<ReturnType<typeof createBrand>>;
  const now = () => new Date();
  const set = (slug: string, brandNames: string[], extra: { title?: string; phoneNumber?: string } = {}) =>
    runBusinessCardCommand(
      t.database.db,
      {
        action: 'set',
        slug,
        title: extra.title ?? 'Our kitchens',
        phoneNumber: extra.phoneNumber ?? '+97140000100',
        brands: brandNames,
      },
      now(),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    first = await createBrand(db, {
      brandName: 'Burger One',
      brandNameAr: 'برجر ون',
      settingsOverrides: { brandImageHomeBG: 'https://img.example/one.jpg' },
    });
    second = await createBrand(db, { brandName: 'Nile Two', brandNameAr: 'النيل ٢' });
    outsider = await createBrand(db, { brandName: 'Not listed' });
    await createStore(db, first.id, {
      mobileNumber: '+97140000001',
      whatsAppContact: '+971500000001',
      sort: 0,
    });
    await createStore(db, first.id, { mobileNumber: '+97149999999', whatsAppContact: '', sort: 5 });
    await createStore(db, second.id, { mobileNumber: '+97140000002', whatsAppContact: '' });
    await createDiscount(db, first.id, { nameEn: 'Ten off', nameAr: 'خصم عشرة', sort: 1 });
    await createDiscount(db, first.id, { nameEn: 'Secret', nameAr: 'سري', application: 'hidden', sort: 2 });
    await createDiscount(db, first.id, {
      nameEn: 'Auto five',
      nameAr: 'خمسة تلقائي',
      application: 'automatic',
      sort: 3,
    });
    await createDiscount(db, first.id, {
      nameEn: 'Expired',
      nameAr: 'منتهي',
      endAt: new Date('2025-01-02T00:00:00Z'),
      sort: 4,
    });
    await createDiscount(db, outsider.id, { nameEn: 'Outsider coupon', nameAr: 'قسيمة' });
    await createLoyaltyPolicy(db, second.id);
    await set('our-kitchens', [first.temporaryDomainName, second.temporaryDomainName]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('GET /user/{slug}/card answers data.title, data.phoneNumber, data.permittedBrands[] in the card order (002 §7)', async () => {
    const res = await get(t.app, 'user/our-kitchens/card');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(1);
    const data = res.body.data;
    expect(data).toMatchObject({ slug: 'our-kitchens', title: 'Our kitchens', phoneNumber: '+97140000100' });
    expect(data.permittedBrands.map((b: { brand: { _id: string } }) => b.brand._id)).toEqual([
      first.id,
      second.id,
    ]);
    const [one, two] = data.permittedBrands;
    // 002 §3: per brand its brand settings data, discounts, mobileNumber, whatsAppContact.
    expect(one.brand).toMatchObject({ brandName: 'Burger One', brandNameAR: 'برجر ون' });
    expect(one.setting.temporaryDomainName).toBe(first.temporaryDomainName);
    expect(one.setting.brandImageHomeBG).toBe('https://img.example/one.jpg');
    // 002 §2.22: the non-hidden discounts only, live now, in display order; another brand's never.
    expect(one.discounts).toEqual([
      { discountName: { en: 'Ten off', ar: 'خصم عشرة' }, discountApplication: 'manual' },
      { discountName: { en: 'Auto five', ar: 'خمسة تلقائي' }, discountApplication: 'automatic' },
    ]);
    // Decision 0035: a brand's contacts are its first store's (sort order).
    expect(one).toMatchObject({ mobileNumber: '+97140000001', whatsAppContact: '+971500000001' });
    expect(two).toMatchObject({ mobileNumber: '+97140000002', whatsAppContact: '', discounts: [] });
    // 002 §2.22: the loyalty block shows when loyalty is active.
    expect(one.loyalty.isLoyaltyActive).toBe(false);
    expect(two.loyalty).toMatchObject({ isLoyaltyActive: true, redeemablePercentagePerOrder: 10 });
    // The public projection only: no integrations (secrets or not) travel on the card.
    expect(one).not.toHaveProperty('activeIntegrations');
    expect(JSON.stringify(data)).not.toContain('Outsider coupon');
  });

  it('the three suffixes, the POST alias and any letter case of the slug answer the same card (IS26)', async () => {
    const base = (await get(t.app, 'user/our-kitchens/card')).body;
    for (const suffix of ['business-card', 'businesscard']) {
      expect((await get(t.app, `user/our-kitchens/${suffix}`)).body).toEqual(base);
    }
    expect((await get(t.app, 'user/Our-Kitchens/card')).body).toEqual(base);
    const alias = await post(t.app, 'get-user-brands-by-slug', { slug: 'OUR-KITCHENS' });
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(base);
  });

  it('another suffix or a malformed slug is refused 400 with the envelope; nothing else is read', async () => {
    const other = await get(t.app, 'user/our-kitchens/cards');
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ success: 0 });
    expect(typeof other.body.message).toBe('string');
    const bad = await post(t.app, 'get-user-brands-by-slug', { slug: '-bad-' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(0);
    const missing = await post(t.app, 'get-user-brands-by-slug', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).not.toMatch(/at |Error:/);
  });

  it('an unknown slug answers 404 brandNotFound in the request language (002 §6 Business card)', async () => {
    const en = await get(t.app, 'user/nobody-here/card');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ success: 0, code: 'brandNotFound', message: NOT_FOUND.EN });
    const ar = await get(t.app, 'user/nobody-here/businesscard', { language: 'AR' });
    expect(ar.status).toBe(404);
    expect(ar.body).toEqual({ success: 0, code: 'brandNotFound', message: NOT_FOUND.AR });
    const arPost = await post(t.app, 'get-user-brands-by-slug', { slug: 'nobody-here', language: 'AR' });
    expect(arPost.status).toBe(404);
    expect(arPost.body.message).toBe(NOT_FOUND.AR);
  });

  it('signed out, another brand’s customer, a foreign brandId, a bogus token: the same public answer', async () => {
    const base = (await get(t.app, 'user/our-kitchens/card')).body;
    const customer = await signedInCustomer(t.database.db, outsider.id, '+971501110001');
    const withToken = await get(
      t.app,
      'user/our-kitchens/card',
      { brandId: outsider.id },
      {
        authorization: customer.token,
      },
    );
    expect(withToken.status).toBe(200);
    expect(withToken.body).toEqual(base);
    const bogus = await post(
      t.app,
      'get-user-brands-by-slug',
      { slug: 'our-kitchens', brandId: outsider.id },
      { authorization: 'not-a-token' },
    );
    expect(bogus.status).toBe(200);
    expect(bogus.body).toEqual(base);
    // A staff token (another role) opens nothing more and nothing less.
    const staff = await get(
      t.app,
      'user/our-kitchens/card',
      {},
      { authorization: 'Staff not-a-staff-token' },
    );
    expect(staff.status).toBe(200);
    expect(staff.body).toEqual(base);
    // The card names only its own brands: a brand id never opens another card's list.
    expect(JSON.stringify(base)).not.toContain(outsider.id);
  });

  it('a brand deleted after the card was set is omitted; the others stay in order (decision 0035)', async () => {
    const gone = await createBrand(t.database.db, { brandName: 'Soon gone' });
    await set('with-gone', [gone.temporaryDomainName, second.temporaryDomainName, first.temporaryDomainName]);
    let res = await get(t.app, 'user/with-gone/card');
    expect(res.body.data.permittedBrands).toHaveLength(3);
    await t.database.db.delete(brands).where(eq(brands.id, gone.id));
    res = await get(t.app, 'user/with-gone/card');
    expect(res.status).toBe(200);
    expect(res.body.data.permittedBrands.map((b: { brand: { _id: string } }) => b.brand._id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('set is idempotent and replaces the whole card; remove is idempotent; list shows every card', async () => {
    const db = t.database.db;
    const a = await set('twice', [first.temporaryDomainName]);
    const b = await set('twice', [first.temporaryDomainName]);
    expect(b).toEqual(a);
    expect(await db.select().from(businessCards).where(eq(businessCards.slug, 'twice'))).toHaveLength(1);
    const replaced = await set(
      'Twice',
      [second.temporaryDomainName, first.temporaryDomainName, second.temporaryDomainName],
      {
        title: '  New title ',
        phoneNumber: '+971 4 000 0200',
      },
    );
    expect(replaced).toEqual([
      {
        slug: 'twice',
        title: 'New title',
        phoneNumber: '+97140000200',
        brands: [second.temporaryDomainName, first.temporaryDomainName],
      },
    ]);
    const listed = await runBusinessCardCommand(db, { action: 'list' }, now());
    expect(listed.map((c) => c.slug)).toEqual(['our-kitchens', 'twice', 'with-gone']);
    const removed = await runBusinessCardCommand(db, { action: 'remove', slug: 'twice' }, now());
    expect(removed.map((c) => c.slug)).toEqual(['twice']);
    expect(await runBusinessCardCommand(db, { action: 'remove', slug: 'twice' }, now())).toEqual([]);
    expect((await get(t.app, 'user/twice/card')).status).toBe(404);
  });

  it('refusals name the problem and write nothing: unknown brand, bad phone, slug or title, no brands', async () => {
    const db = t.database.db;
    const before = await db.select().from(businessCardBrands);
    const refusals: Array<[Parameters<typeof set>, RegExp]> = [
      [['our-kitchens', [first.temporaryDomainName, 'nowhere']], /no brand 'nowhere'/],
      [['our-kitchens', [first.temporaryDomainName], { phoneNumber: '0501234567' }], /E\.164/],
      [['bad_slug', [first.temporaryDomainName]], /not a card slug/],
      [['our-kitchens', [first.temporaryDomainName], { title: 'x'.repeat(81) }], /title/],
      [['our-kitchens', []], /at least one brand/],
    ];
    for (const [args, reason] of refusals) {
      await expect(set(...args)).rejects.toThrow(BusinessCardAdminError);
      await expect(set(...args)).rejects.toThrow(reason);
    }
    expect(await db.select().from(businessCardBrands)).toEqual(before);
    expect((await get(t.app, 'user/our-kitchens/card')).body.data.title).toBe('Our kitchens');
  });

  it('two sets of one new slug at once leave one card, with one of the two lists whole', async () => {
    const lists = [[first.temporaryDomainName, second.temporaryDomainName], [second.temporaryDomainName]];
    await Promise.all(lists.map((l) => set('race', l)));
    const cards = await t.database.db.select().from(businessCards).where(eq(businessCards.slug, 'race'));
    expect(cards).toHaveLength(1);
    const res = await get(t.app, 'user/race/card');
    const ids = res.body.data.permittedBrands.map((b: { brand: { _id: string } }) => b.brand._id);
    expect([[first.id, second.id], [second.id]]).toContainEqual(ids);
  });

  it('the internal card route is closed without the owner lock token (404 when no token is configured)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: INTERNAL_BUSINESS_CARDS_PATH,
      payload: { action: 'list' },
    });
    expect(res.statusCode).toBe(404);
  });
});
