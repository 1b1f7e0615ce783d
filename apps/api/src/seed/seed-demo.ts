import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandDomains, brands, categories, items, stores } from '../db/schema.ts';
import { ALL_DAY, type DemoAdditions, type DemoGroup, demoSettings, importMenu } from './import-menu.ts';
import { type MenuFile, parseMenuFile } from './menu-file.ts';

const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed');

interface SeedStore {
  key: string;
  name_en: string;
  name_ar: string;
  city: string;
  address_en: string;
  address_ar: string;
  lat: number;
  lng: number;
}

function readMenu(file: string): MenuFile {
  return parseMenuFile(JSON.parse(readFileSync(path.join(seedDir, 'menus', file), 'utf8')));
}

const seedStores = (): { burgerato: SeedStore[]; alnile: SeedStore[] } =>
  JSON.parse(readFileSync(path.join(seedDir, 'stores.json'), 'utf8'));

/** Demo group of every 'Burger meal' item: single selection, required (seed README). */
const DRINKS: DemoGroup = {
  id: 'demo-drink',
  name_en: 'Choose your drink',
  name_ar: 'اختر مشروبك',
  min: 1,
  max: 1,
  options: [
    { name_en: 'Pepsi', name_ar: 'بيبسي', price_delta: 0, default: true },
    { name_en: '7Up', name_ar: 'سفن أب', price_delta: 0 },
    { name_en: 'Mirinda', name_ar: 'ميرندا', price_delta: 0 },
    { name_en: 'Water', name_ar: 'ماء', price_delta: 0 },
  ],
};

/** Demo group of burger and sandwich items: multi-select, optional, up to 3, each at most 2. */
const EXTRAS: DemoGroup = {
  id: 'demo-extras',
  name_en: 'Extras',
  name_ar: 'إضافات',
  min: 0,
  max: 3,
  options: [
    { name_en: 'Extra cheese', name_ar: 'جبن إضافي', price_delta: 3, max_quantity: 2 },
    { name_en: 'Jalapeño', name_ar: 'هالبينو', price_delta: 2, max_quantity: 2 },
    { name_en: 'Extra sauce', name_ar: 'صوص إضافي', price_delta: 1, max_quantity: 2 },
    { name_en: 'Extra patty', name_ar: 'قطعة لحم إضافية', price_delta: 8, max_quantity: 2 },
  ],
};

/** Burgerato's categories that get the Extras group. */
const BURGER_AND_SANDWICH_CATEGORIES = ['Burger meal', 'Sandwich only', 'Fresh Sandwich'];

/** The demo groups of a Burgerato item (apps/api/seed/README.md: demo additions). */
const burgeratoDemoGroups: DemoAdditions = (category) => [
  ...(category.name_en === 'Burger meal' ? [DRINKS] : []),
  ...(BURGER_AND_SANDWICH_CATEGORIES.includes(category.name_en) ? [EXTRAS] : []),
];

async function createStores(db: Db, brandId: string, list: SeedStore[]) {
  return db
    .insert(stores)
    .values(
      list.map((s, i) => ({
        brandId,
        nameEn: s.name_en,
        nameAr: s.name_ar,
        descriptionEn: '',
        descriptionAr: '',
        manualAddress: s.address_en,
        mapAddress: `${s.address_en} | ${s.address_ar}`,
        city: s.city,
        mobileNumber: '+97140000000',
        whatsAppContact: '+971500000000',
        lat: s.lat,
        lng: s.lng,
        taxRate: '5',
        averagePrepTimeForPickup: 20,
        isPickupEnabled: true,
        openingHours: ALL_DAY,
        paymentOptions: { PICKUP: ['CASH', 'CARD_MACHINE'] },
        sort: i + 1,
      })),
    )
    .returning();
}

/**
 * Seeds the demo brands on an empty database (issue 2): `burgerato` (brand-based, the real
 * Burgerato menu plus demo modifier groups and stock examples) and `alnile` (outlet-based, two
 * pickup stores at real Dubai community centroids, the real Al Nile Gourmet menu with its weight
 * groups). A database with any brand is left alone. Returns whether it seeded.
 */
export async function seedDemoBrands(db: Db): Promise<boolean> {
  const [{ n }] = (await db.select({ n: count() }).from(brands)) as [{ n: number }];
  if (Number(n) > 0) return false;
  const places = seedStores();
  const burgeratoMenu = readMenu('burgerato_abudhabi_menu.json');
  const alnileMenu = readMenu('alnile_gourmet_dubai_menu.json');
  // One transaction: a seed that fails half-way leaves the database empty, so the next start retries.
  await db.transaction(async (tx) => {
    await seedBoth(tx as unknown as Db, places, burgeratoMenu, alnileMenu);
  });
  return true;
}

/** Inserts both demo brands, their stores, menus and custom domains (inside the seed transaction). */
async function seedBoth(
  db: Db,
  places: { burgerato: SeedStore[]; alnile: SeedStore[] },
  burgeratoMenu: MenuFile,
  alnileMenu: MenuFile,
): Promise<void> {
  const [burgerato] = await db
    .insert(brands)
    .values({
      brandName: 'Burgerato',
      brandNameAr: 'برجراتو',
      catalogueType: 'BRAND_BASED_CATALOGUE',
      baseLanguage: 'en',
      temporaryDomainName: 'burgerato',
      settings: demoSettings('burgerato', {
        customDomains: ['burgerato.localhost'],
        taglineEN: 'Burgers, broasted and fresh juices from Bani Yas, Abu Dhabi',
        taglineAR: 'برجر وبروستد وعصائر طازجة من بني ياس، أبوظبي',
        color: '#c2410c',
        textColor: '#ffffff',
      }),
      orderNumberPrefix: 'BUR',
    })
    .returning();
  await createStores(db, burgerato!.id, places.burgerato);
  await importMenu(db, {
    temporaryDomainName: 'burgerato',
    menu: burgeratoMenu,
    demoAdditions: burgeratoDemoGroups,
  });
  // Stock examples (seed README): one item with 3 in stock, one out of stock.
  await db
    .update(items)
    .set({ isStockEnabled: true, availableStock: 3 })
    .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, 'Cheetos Chicken Hot Dog')));
  await db
    .update(items)
    .set({ isOutOfStock: true })
    .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, 'Chicken Hot Dog')));

  const [alnile] = await db
    .insert(brands)
    .values({
      brandName: 'Al Nile Gourmet',
      brandNameAr: 'النيل جورميه',
      catalogueType: 'OUTLET_BASED_CATALOGUE',
      baseLanguage: 'en',
      temporaryDomainName: 'alnile',
      settings: demoSettings('alnile', {
        customDomains: ['alnile.localhost'],
        taglineEN: 'Egyptian butcher and kitchen in Dubai',
        taglineAR: 'ملحمة ومطبخ مصري في دبي',
        color: '#14532d',
        textColor: '#ffffff',
      }),
      orderNumberPrefix: 'NIL',
    })
    .returning();
  const alnileStores = await createStores(db, alnile!.id, places.alnile);
  for (const store of alnileStores) {
    await importMenu(db, { temporaryDomainName: 'alnile', menu: alnileMenu, storeId: store.id });
  }
  await db.insert(brandDomains).values([
    { host: 'burgerato.localhost', brandId: burgerato!.id },
    { host: 'alnile.localhost', brandId: alnile!.id },
  ]);
}

/** Number of items (active or not) in all menus of a brand; used by tests and logs. */
export async function countItems(db: Db, brandId: string): Promise<number> {
  const cats = await db.select({ id: categories.id }).from(categories).where(eq(categories.brandId, brandId));
  if (cats.length === 0) return 0;
  const [{ n }] = (await db
    .select({ n: count() })
    .from(items)
    .where(
      inArray(
        items.categoryId,
        cats.map((c) => c.id),
      ),
    )) as [{ n: number }];
  return Number(n);
}
