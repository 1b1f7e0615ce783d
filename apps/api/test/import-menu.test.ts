import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getBrandMenu, getMenuItemDetail, getPickupStoreMenu, getStoresForPickup } from '@sufra/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDomains, brands, items, menus, modifierGroups, modifiers, stores } from '../src/db/schema.ts';
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
    expect(() => parseMenuFile(bad)).toThrow(/categories\.3\.items\.0\.price: .*expected number/);
    const badGroup = seedMenu('alnile_gourmet_dubai_menu.json');
    const withGroup = badGroup.categories.findIndex((c: { items: Array<{ modifier_groups: unknown[] }> }) =>
      c.items.some((i) => i.modifier_groups.length > 0),
    );
    const itemIndex = badGroup.categories[withGroup].items.findIndex(
      (i: { modifier_groups: unknown[] }) => i.modifier_groups.length > 0,
    );
    delete badGroup.categories[withGroup].items[itemIndex].modifier_groups[0].options[0].name_ar;
    badGroup.categories[withGroup].items[itemIndex].modifier_groups[0].options[0].name_en = null;
    expect(() => parseMenuFile(badGroup)).toThrow(
      `categories.${withGroup}.items.${itemIndex}.modifier_groups.0.options.0: an option needs a name`,
    );
    const extra = { ...seedMenu('burgerato_abudhabi_menu.json'), somethingNew: { x: 1 } };
    expect(parseMenuFile(extra).categories).toHaveLength(11);
    const noSchema = { ...seedMenu('burgerato_abudhabi_menu.json'), schema: 'other' };
    expect(() => parseMenuFile(noSchema)).toThrow(/schema/);
  });
});

describe('real menus as they come (issue 5)', () => {
  const english = () =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'fixtures/english_only_menu.json'), 'utf8'));
  it('accepts English-only names, a nameless restaurant and an unnamed category; keeps image_url', () => {
    const menu = parseMenuFile(english());
    expect(menu.restaurant.name_en).toBeNull();
    expect(menu.categories[2]!.name_en).toBeNull();
    expect(menu.categories[0]!.items[0]!.image_url).toBe(
      `https://example.com/images/${menu.categories[0]!.items[0]!.id}.jpg`,
    );
  });
  it('refuses only what cannot be ordered, naming the path and the item', () => {
    const noName = english();
    noName.categories[1].items[1].name_en = null;
    expect(() => parseMenuFile(noName)).toThrow(
      /categories\.1\.items\.1: an item needs a name in English or Arabic \(item \d+, unnamed\)/,
    );
    const noPrice = english();
    noPrice.categories[0].items[2].price = null;
    expect(() => parseMenuFile(noPrice)).toThrow(
      /categories\.0\.items\.2\.price: no price \(item \d+ 'Zinger Combo Meal'\)/,
    );
    const arabicOnly = english();
    arabicOnly.categories[0].items[0].name_en = null;
    arabicOnly.categories[0].items[0].name_ar = 'وجبة';
    expect(parseMenuFile(arabicOnly).categories[0]!.items[0]!.name_ar).toBe('وجبة');
  });
});

describe.each(testDatabases())('menu import and the demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('seeds burgerato (73 items, demo groups, stock examples) and alnile (≥ 2 stores × 141 items); a second run does nothing', async () => {
    const db = t.database.db;
    const started = performance.now();
    expect(await seedDemoBrands(db)).toBe(true);
    console.info(`seedDemoBrands on ${kind}: ${Math.round(performance.now() - started)} ms`);
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    expect(burgerato).toMatchObject({ catalogueType: 'BRAND_BASED_CATALOGUE', brandNameAr: 'برجراتو' });
    expect(burgerato!.settings).toMatchObject({ color: '#c2410c', isDemo: true, isPickupEnabled: true });
    expect(alnile).toMatchObject({ catalogueType: 'OUTLET_BASED_CATALOGUE', brandName: 'Al Nile Gourmet' });
    expect(await countItems(db, burgerato!.id)).toBe(73);

    // Demo groups: drinks on the 12 burger meals, extras on the 29 burger and sandwich items.
    const demo = await db
      .select({ name: modifierGroups.nameEn, n: count() })
      .from(modifierGroups)
      .where(and(eq(modifierGroups.brandId, burgerato!.id), eq(modifierGroups.isDemoAddition, true)))
      .groupBy(modifierGroups.nameEn);
    expect(Object.fromEntries(demo.map((d) => [d.name, Number(d.n)]))).toEqual({
      'Choose your drink': 12,
      Extras: 29,
    });
    const [stocked] = await db.select().from(items).where(eq(items.titleEn, 'Cheetos Chicken Hot Dog'));
    expect(stocked).toMatchObject({ isStockEnabled: true, availableStock: 3 });
    const [out] = await db.select().from(items).where(eq(items.titleEn, 'Chicken Hot Dog'));
    expect(out!.isOutOfStock).toBe(true);

    const alnileStores = await db.select().from(stores).where(eq(stores.brandId, alnile!.id));
    expect(alnileStores.length).toBeGreaterThanOrEqual(2);
    expect(alnileStores.map((s) => [s.lat, s.lng])).toContainEqual([25.060672, 55.236512]);
    const storeMenus = await db
      .select()
      .from(menus)
      .where(and(eq(menus.brandId, alnile!.id), isNotNull(menus.storeId)));
    expect(storeMenus).toHaveLength(alnileStores.length);
    expect(await countItems(db, alnile!.id)).toBe(141 * alnileStores.length);
    const weight = await db
      .select()
      .from(modifierGroups)
      .where(and(eq(modifierGroups.brandId, alnile!.id), eq(modifierGroups.isDemoAddition, false)));
    expect(weight.length).toBe(7 * alnileStores.length);
    const domains = await db.select().from(brandDomains);
    expect(domains.map((d) => d.host).sort()).toEqual(['alnile.localhost', 'burgerato.localhost']);
    expect(await seedDemoBrands(db)).toBe(false);
    expect(await db.select({ n: count() }).from(brands)).toEqual([{ n: 2 }]);
  });

  it('the seeded brands are served: burgerato menu with demo groups and a stock item, alnile pickup stores and their menus', async () => {
    const db = t.database.db;
    const [burgerato] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'burgerato'));
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: burgerato!.id });
    const data = getBrandMenu.data.parse(res.body.data);
    expect(data.categories.flatMap((c) => c.items)).toHaveLength(73);
    expect(data.storeInfo).toMatchObject({
      isOpened: true,
      taxRate: 5,
      storeLocation: { coordinates: [24.3086, 54.6378] },
    });
    const meal = data.categories.find((c) => c.categoryId.translations.en.name === 'Burger meal')!.items[0]!;
    expect(meal.modifierGroupCount).toBe(2);
    const detail = await post(t.app, 'menus/get-menu-item-detail', {
      brandId: burgerato!.id,
      storeId: data.storeInfo!._id,
      itemId: meal._id,
      serviceType: 'PICKUP',
    });
    const groups = getMenuItemDetail.data.parse(detail.body.data).itemInfo.modifierGroups;
    expect(
      groups.map((g) => [
        g.translations.en.name,
        g.isSingleSelection,
        g.minimumAllowedSelection,
        g.maximumAllowedSelection,
        g.isDemoAddition,
      ]),
    ).toEqual([
      ['Choose your drink', true, 1, 1, true],
      ['Extras', false, 0, 3, true],
    ]);
    expect(
      groups[1]!.modifiers.map((m) => [m.translations.en.name, m.price, m.maximumOrderQuantity]),
    ).toEqual([
      ['Extra cheese', 3, 2],
      ['Jalapeño', 2, 2],
      ['Extra sauce', 1, 2],
      ['Extra patty', 8, 2],
    ]);

    const [alnile] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'alnile'));
    const pickup = getStoresForPickup.data.parse(
      (await post(t.app, 'store/get-stores-for-pickup', { brandId: alnile!.id })).body.data,
    );
    expect(pickup.stores.length).toBeGreaterThanOrEqual(2);
    expect(pickup.stores[0]!.translations.en.name).toBe('Al Nile Gourmet Arjan');
    // CREDIT_CARD first (001 §5.4): the payments seed gives the demo brands a sandbox card gateway.
    expect(pickup.stores[0]!.pickupPaymentOptions.map((o) => o.paymentType)).toEqual([
      'CREDIT_CARD',
      'CASH',
      'CARD_MACHINE',
    ]);
    const menuIds = new Set<string>();
    for (const store of pickup.stores) {
      const m = await post(t.app, 'menus/get-pickup-store-menu', { brandId: alnile!.id, storeId: store._id });
      const storeMenu = getPickupStoreMenu.data.parse(m.body.data).storeMenu;
      expect(storeMenu.categories.flatMap((c) => c.items)).toHaveLength(141);
      menuIds.add(storeMenu._id);
    }
    expect(menuIds.size).toBe(pickup.stores.length);
  });

  it('imports the real Burgerato file into a new brand (one store); re-import replaces (still 73); fils prices', async () => {
    const db = t.database.db;
    const menu = parseMenuFile(seedMenu('burgerato_abudhabi_menu.json'));
    const first = await importMenu(db, { temporaryDomainName: 'importtest', menu });
    expect(first).toMatchObject({ createdBrand: true, categories: 11, items: 73, modifierGroups: 0 });
    const [brand] = await db.select().from(brands).where(eq(brands.id, first.brandId));
    expect(brand).toMatchObject({ catalogueType: 'BRAND_BASED_CATALOGUE', orderNumberPrefix: 'IMP' });
    expect(brand!.settings).toMatchObject({ isDemo: true, temporaryDomainName: 'importtest' });
    expect(await db.select().from(stores).where(eq(stores.brandId, first.brandId))).toHaveLength(1);
    const before = await post(t.app, 'menus/get-brand-menu', { brandId: first.brandId });
    const again = await importMenu(db, { temporaryDomainName: 'importtest', menu });
    expect(again.createdBrand).toBe(false);
    expect(again.menuId).not.toBe(first.menuId);
    expect(await countItems(db, first.brandId)).toBe(73);
    expect(await db.select().from(menus).where(eq(menus.brandId, first.brandId))).toHaveLength(1);
    // The importer drops the cached answer: the new menu id is served at once.
    const after = await post(t.app, 'menus/get-brand-menu', { brandId: first.brandId });
    expect(before.body.data._id).toBe(first.menuId);
    expect(after.body.data._id).toBe(again.menuId);
    const price = menu.categories[0]!.items[0]!.price;
    const [row] = await db
      .select()
      .from(items)
      .where(and(eq(items.brandId, first.brandId), eq(items.externalId, menu.categories[0]!.items[0]!.id!)));
    expect(row!.priceFils).toBe(Math.round(price * 100));
  });

  it('imports an English-only menu: Arabic falls back to English (counted), unnamed category is Menu/القائمة, brand named after the domain, images served', async () => {
    const db = t.database.db;
    const file = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, 'fixtures/english_only_menu.json'), 'utf8'),
    );
    const s = await importMenu(db, { temporaryDomainName: 'english-only', menu: parseMenuFile(file) });
    expect(s).toMatchObject({ createdBrand: true, categories: 3, items: 7, untranslated: 9 });
    const [brand] = await db.select().from(brands).where(eq(brands.id, s.brandId));
    expect(brand).toMatchObject({ brandName: 'english-only', brandNameAr: 'english-only' });
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: s.brandId });
    const data = getBrandMenu.data.parse(res.body.data);
    expect(
      data.categories.map((c) => [c.categoryId.translations.en.name, c.categoryId.translations.ar.name]),
    ).toEqual([
      ['Burger meal', 'Burger meal'],
      ['Sandwich only', 'Sandwich only'],
      ['Menu', 'القائمة'],
    ]);
    const first = data.categories[0]!.items[0]!;
    expect(first.translations.ar.title).toBe(first.translations.en.title);
    expect(first.itemImageURLs).toEqual([`https://example.com/images/${file.categories[0].items[0].id}.jpg`]);
    expect(data.categories[0]!.items[1]!.itemImageURLs).toEqual([]);
    // Re-import into the existing brand: a nameless restaurant keeps the brand's name.
    const again = await importMenu(db, { temporaryDomainName: 'english-only', menu: parseMenuFile(file) });
    const [menuRow] = await db.select().from(menus).where(eq(menus.id, again.menuId));
    expect(menuRow!.name).toBe('english-only');
  });

  it('imports the Al Nile weight groups (absolute prices as deltas) as single selection', async () => {
    const db = t.database.db;
    const s = await importMenu(db, {
      temporaryDomainName: 'alnile-import',
      menu: parseMenuFile(seedMenu('alnile_gourmet_dubai_menu.json')),
    });
    expect(s).toMatchObject({ categories: 15, items: 141, modifierGroups: 7 });
    const groups = await db.select().from(modifierGroups).where(eq(modifierGroups.brandId, s.brandId));
    for (const g of groups) {
      expect(g.isSingleSelection).toBe(g.maximumAllowedSelection <= 1);
      expect(g.isDemoAddition).toBe(false);
    }
    const options = await db.select().from(modifiers).where(eq(modifiers.brandId, s.brandId));
    expect(options.length).toBeGreaterThan(7);
  });

  it('a malformed menu throws naming the field and changes nothing', async () => {
    const db = t.database.db;
    const [brand] = await db.select().from(brands).where(eq(brands.temporaryDomainName, 'importtest'));
    const menusBefore = await db.select().from(menus).where(eq(menus.brandId, brand!.id));
    const bad = seedMenu('burgerato_abudhabi_menu.json');
    bad.categories[3].items[0].price = '30';
    await expect(importMenu(db, { temporaryDomainName: 'importtest', menu: bad })).rejects.toThrow(
      /categories\.3\.items\.0\.price/,
    );
    const nan = parseMenuFile(seedMenu('burgerato_abudhabi_menu.json'));
    nan.categories[10]!.items[0]!.price = Number.NaN;
    await expect(importMenu(db, { temporaryDomainName: 'importtest', menu: nan })).rejects.toThrow(
      /categories\.10\.items\.0\.price/,
    );
    await expect(importMenu(db, { temporaryDomainName: 'brand-new', menu: bad })).rejects.toThrow();
    expect(await db.select().from(brands).where(eq(brands.temporaryDomainName, 'brand-new'))).toEqual([]);
    expect(await db.select().from(menus).where(eq(menus.brandId, brand!.id))).toEqual(menusBefore);
    expect(await countItems(db, brand!.id)).toBe(73);
    const res = await post(t.app, 'menus/get-brand-menu', { brandId: brand!.id });
    expect(res.body.data.categories).toHaveLength(11);
    await expect(
      importMenu(db, {
        temporaryDomainName: 'Bad Name!',
        menu: parseMenuFile(seedMenu('burgerato_abudhabi_menu.json')),
      }),
    ).rejects.toThrow(/Invalid --brand/);
  });
});

describe('npm run import:menu (the CLI)', () => {
  const cli = path.resolve(import.meta.dirname, '../src/cli/import-menu.ts');
  const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sufra-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SUFRA_DATA_DIR: path.join(dir, 'data') };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    return spawnSync(tsx, [cli, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  };

  it('exits 1 with the usage on missing arguments, and with the bad field on a malformed file', () => {
    const missing = run(['--brand', 'x']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/usage: npm run import:menu -- --brand/);
    const bad = seedMenu('burgerato_abudhabi_menu.json');
    bad.categories[3].items[0].price = '30 AED';
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(bad));
    const malformed = run(['--brand', 'clitest', '--file', 'bad.json']);
    expect(malformed.status).toBe(1);
    expect(malformed.stderr).toMatch(/categories\.3\.items\.0\.price/);
    const notJson = run(['--brand', 'clitest', '--file', 'missing.json']);
    expect(notJson.status).toBe(1);
  });

  it('imports a file and prints a one-line summary', () => {
    const file = path.resolve(import.meta.dirname, '../seed/menus/burgerato_abudhabi_menu.json');
    const res = run(['--brand', 'clitest', '--file', file]);
    expect(res.stderr).not.toMatch(/Import failed/);
    expect(res.status).toBe(0);
    expect(res.stdout.trim()).toMatch(/^Imported 11 categories, 73 items, 0 modifier groups/);
  }, 60_000);

  it('imports an English-only menu and reports the untranslated names', () => {
    const res = run([
      '--brand',
      'cli-english',
      '--file',
      path.resolve(import.meta.dirname, 'fixtures/english_only_menu.json'),
    ]);
    expect(res.stderr).not.toMatch(/Import failed/);
    expect(res.status).toBe(0);
    expect(res.stdout.trim()).toMatch(
      /^Imported 3 categories, 7 items, .*'cli-english' \(new demo brand with one store\); 9 names untranslated/,
    );
  }, 60_000);
});
