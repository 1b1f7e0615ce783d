import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { brandDomains, brands, items, stores } from '../src/db/schema.ts';
import { dineInTables } from '../src/db/schema-dine-in.ts';
import { demoSettings } from '../src/seed/import-menu.ts';
import { countItems, seedDemoBrands } from '../src/seed/seed-demo.ts';
import { switchOnDemoDineIn } from '../src/seed/seed-dine-in.ts';
import { createBrand, createStore } from './support/factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/** Issue 5: the demo seed is one transaction; a crash part-way leaves nothing, the next run seeds fully. */
describe.each(testDatabases())('demo seed on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const totals = async () => {
    const db = t!.database.db;
    const n = async (table: typeof brands | typeof stores | typeof items | typeof brandDomains) =>
      Number((await db.select({ n: count() }).from(table))[0]!.n);
    return {
      brands: await n(brands),
      stores: await n(stores),
      items: await n(items),
      domains: await n(brandDomains),
    };
  };
  const expectFullSeed = async () => {
    const db = t!.database.db;
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    expect(await countItems(db, burgerato!.id)).toBe(73);
    expect(await countItems(db, alnile!.id)).toBeGreaterThanOrEqual(2 * 141);
    expect((await totals()).domains).toBe(2);
  };

  it('a crash after the first brand leaves nothing; the next run seeds both brands fully', async () => {
    t = await createTestApp(kind);
    const crash = seedDemoBrands(t.database.db, {
      afterBrand: (name) => {
        if (name === 'burgerato') throw new Error('simulated crash after the first brand');
      },
    });
    await expect(crash).rejects.toThrow(/simulated crash/);
    expect(await totals()).toEqual({ brands: 0, stores: 0, items: 0, domains: 0 });
    expect(await seedDemoBrands(t.database.db)).toBe(true);
    await expectFullSeed();
    expect(await seedDemoBrands(t.database.db)).toBe(false);
  });

  it('repairs the partial seed older versions left (1 brand, 1 store, 0 items)', async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const [partial] = await db
      .insert(brands)
      .values({
        brandName: 'Burgerato',
        brandNameAr: 'برجراتو',
        catalogueType: 'BRAND_BASED_CATALOGUE',
        baseLanguage: 'en',
        temporaryDomainName: 'burgerato',
        settings: demoSettings('burgerato'),
        orderNumberPrefix: 'BUR',
      })
      .returning();
    await createStore(db, partial!.id);
    expect(await totals()).toMatchObject({ brands: 1, stores: 1, items: 0 });
    expect(await seedDemoBrands(db)).toBe(true);
    await expectFullSeed();
    expect((await totals()).brands).toBe(2);
  });

  it('leaves a database with a brand of its own alone', async () => {
    t = await createTestApp(kind);
    await createBrand(t.database.db);
    expect(await seedDemoBrands(t.database.db)).toBe(false);
    expect((await totals()).brands).toBe(1);
  });

  it("issue 18: Al Nile's first store takes dine-in (DINE_IN card, pay later, cash, card machine; isDineInEnabled) with tables 1–12, created once", async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    expect(await seedDemoBrands(db)).toBe(true);
    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    expect(alnile!.settings.isDineInEnabled).toBe(true);
    const alnileStores = await db
      .select()
      .from(stores)
      .where(eq(stores.brandId, alnile!.id))
      .orderBy(asc(stores.sort));
    const [first, ...others] = alnileStores;
    expect(first!.paymentOptions.DINE_IN).toEqual(['CREDIT_CARD', 'PAY_LATER', 'CASH', 'CARD_MACHINE']);
    for (const other of others) expect(other.paymentOptions.DINE_IN ?? []).toEqual([]);
    const tables = () => db.select().from(dineInTables).orderBy(asc(dineInTables.number));
    const before = await tables();
    expect(before.map((r) => [r.storeId, r.number])).toEqual(
      Array.from({ length: 12 }, (_, i) => [first!.id, i + 1]),
    );
    for (const r of before) expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    expect(burgerato!.settings.isDineInEnabled).toBe(false);
    // A second run changes nothing: same tables, same tokens.
    expect(await seedDemoBrands(db)).toBe(false);
    expect(await switchOnDemoDineIn(db, alnile!.id, 'alnile')).toBe(false);
    expect(await tables()).toEqual(before);
  });
});
