import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, items, modifierGroups, stores } from '../src/db/schema.ts';
import { importMenu } from '../src/seed/import-menu.ts';
import { parseMenuFile } from '../src/seed/menu-file.ts';
import { countItems, seedDemoBrands } from '../src/seed/seed-demo.ts';
import { createTestApp, post, type TestApp, testDatabases } from './support/test-app.ts';

const seedMenu = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../seed/menus', file), 'utf8'));

describe('parseMenuFile (realdata.menu.v1)', () => {
  it('accepts both real files', () => {
    expect(parseMenuFile(seedMenu('burgerato_abudhabi_menu.json')).categories).toHaveLength(11);
    expect(parseMenuFile(seedMenu('alnile_gourmet_dubai_menu.json')).categories).toHaveLength(15);
  });
  it('names the bad field of a malformed file', () => {
    const bad = seedMenu('burgerato_abudhabi_menu.json');
    bad.categories[3].items[0].price = '30 AED';
    expect(() => parseMenuFile(bad)).toThrow(/categories\.3\.items\.0\.price/);
    const noSchema = { ...seedMenu('burgerato_abudhabi_menu.json'), schema: 'other' };
    expect(() => parseMenuFile(noSchema)).toThrow(/schema/);
  });
});

describe.each(testDatabases())('menu import and the demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('seeds burgerato (73 items, demo groups, stock examples) and alnile (2 stores × 141 items); a second run does nothing', async () => {
    const db = t.database.db;
    expect(await seedDemoBrands(db)).toBe(true);
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    expect(burgerato!.catalogueType).toBe('BRAND_BASED_CATALOGUE');
    expect(alnile!.catalogueType).toBe('OUTLET_BASED_CATALOGUE');
    expect(await countItems(db, burgerato!.id)).toBe(73);
    const demoGroups = await db
      .select({ n: count() })
      .from(modifierGroups)
      .where(eq(modifierGroups.isDemoAddition, true));
    expect(Number(demoGroups[0]!.n)).toBeGreaterThan(20);
    const [stocked] = await db.select().from(items).where(eq(items.titleEn, 'Cheetos Chicken Hot Dog'));
    expect(stocked).toMatchObject({ isStockEnabled: true, availableStock: 3 });
    const alnileStores = await db.select().from(stores).where(eq(stores.brandId, alnile!.id));
    expect(alnileStores.length).toBeGreaterThanOrEqual(2);
    expect(await countItems(db, alnile!.id)).toBe(141 * alnileStores.length);
    const weight = await db.select().from(modifierGroups).where(eq(modifierGroups.nameEn, 'Size / weight'));
    expect(weight.length).toBe(7 * alnileStores.length);
    expect(await seedDemoBrands(db)).toBe(false);
  });

  it('re-importing replaces the menu; a malformed file changes nothing; a new brand is created with one store', async () => {
    const db = t.database.db;
    const menu = parseMenuFile(seedMenu('burgerato_abudhabi_menu.json'));
    const first = await importMenu(db, { temporaryDomainName: 'importtest', menu });
    expect(first).toMatchObject({ createdBrand: true, categories: 11, items: 73 });
    const again = await importMenu(db, { temporaryDomainName: 'importtest', menu });
    expect(again.createdBrand).toBe(false);
    expect(await countItems(db, first.brandId)).toBe(73);
    const broken = {
      ...menu,
      categories: [
        ...menu.categories,
        {
          id: 'x',
          name_en: 'X',
          name_ar: 'س',
          sort: 99,
          items: [{ id: 'dup', name_en: 'A', name_ar: 'ا', price: Number.NaN, modifier_groups: [] }],
        },
      ],
    };
    await expect(
      importMenu(db, { temporaryDomainName: 'importtest', menu: broken as never }),
    ).rejects.toThrow();
    expect(await countItems(db, first.brandId)).toBe(73);
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: first.brandId });
    expect(res.body.data.categories).toHaveLength(11);
  });
});
