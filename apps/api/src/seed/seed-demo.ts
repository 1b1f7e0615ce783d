import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brandDomains, brands, categories, items, stores } from '../db/schema.ts';
import { seedDemoCard } from '../modules/business-card/service.ts';
import { seedDemoOwner } from '../modules/staff/service.ts';
import {
  ALL_DAY,
  DEMO_PAYMENT_OPTIONS,
  type DemoAdditions,
  type DemoGroup,
  demoSettings,
  importMenu,
} from './import-menu.ts';
import { type MenuFile, parseMenuFile } from './menu-file.ts';
import { type DeliveryBranch, seedDemoDelivery } from './seed-delivery.ts';
import { switchOnDemoDelivery } from './seed-delivery-on.ts';
import { switchOnDemoDineIn } from './seed-dine-in.ts';
import { switchOnDemoPayments } from './seed-payments-on.ts';
import { seedDemoPromotions } from './seed-promotions.ts';

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

/**
 * The demo photo gallery (seed README: demo additions): the source menus have no photos, so one
 * Burgerato item gets three drawn illustrations, served by the web app itself (apps/web/public/demo,
 * no network), to show the item carousel and viewer of 000 §2.12–§2.13. In display order.
 */
export const DEMO_GALLERY = {
  itemTitleEn: 'Double Beef Burger Meal',
  imageUrls: ['/demo/double-beef-burger.svg', '/demo/burger-meal.svg', '/demo/fries-and-dip.svg'],
} as const;

/** Burgerato's categories that get the Extras group. */
const BURGER_AND_SANDWICH_CATEGORIES = ['Burger meal', 'Sandwich only', 'Fresh Sandwich'];

/** The demo groups of a Burgerato item (apps/api/seed/README.md: demo additions). */
const burgeratoDemoGroups: DemoAdditions = (category) => [
  ...(category.name_en === 'Burger meal' ? [DRINKS] : []),
  ...(BURGER_AND_SANDWICH_CATEGORIES.includes(category.name_en ?? '') ? [EXTRAS] : []),
];

async function createStores(db: Db, brandId: string, list: SeedStore[], firstSort = 1) {
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
        manualAddressAr: s.address_ar,
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
        paymentOptions: DEMO_PAYMENT_OPTIONS,
        sort: firstSort + i,
      })),
    )
    .returning();
}

/** The temporary domain names of the demo brands, in seeding order. */
const DEMO_BRANDS = ['burgerato', 'alnile'] as const;

/**
 * The demo owner of each demo brand (issue 17; README): signs in to the staff calls with this
 * phone, its code in the dev outbox (/dev/outbox). E.164, UAE mobile numbers kept for the demo.
 */
export const DEMO_OWNER_PHONES: Record<(typeof DEMO_BRANDS)[number], string> = {
  burgerato: '+971500000101',
  alnile: '+971500000102',
};

/** Options of seedDemoBrands. */
export interface SeedOptions {
  /**
   * Called inside the seed transaction after each demo brand is written (tests inject a failure
   * here to simulate a crash part-way: the whole seed must roll back).
   */
  afterBrand?: (temporaryDomainName: (typeof DEMO_BRANDS)[number]) => Promise<void> | void;
}

/**
 * Seeds the demo brands (issue 2): `burgerato` (brand-based, the real Burgerato menu plus demo
 * modifier groups and stock examples) and `alnile` (outlet-based, two pickup stores at real Dubai
 * community centroids, the real Al Nile Gourmet menu with its weight groups), each with its
 * `<name>.localhost` custom domain.
 *
 * One transaction per run (issue 5): a run that fails or is killed part-way leaves nothing, so the
 * next start seeds again. It also repairs a partial seed left by older versions (a demo brand
 * without items, e.g. 1 brand, 1 store, 0 items): when every brand in the database is a demo
 * brand, incomplete demo brands are deleted and missing ones seeded. A database holding any other
 * brand is left alone. Concurrent callers on PostgreSQL are serialised by openDatabase's setup
 * lock. Each demo brand also gets its demo promotions once (seedDemoPromotions: coupons, loyalty,
 * waiver), including demo brands seeded by a version before issue 7, and its demo owner
 * (DEMO_OWNER_PHONES, issue 17) once; the demo business card (issue 19) when there is no card.
 * Returns whether it wrote anything.
 */
export async function seedDemoBrands(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const places = seedStores();
  const menusByBrand = {
    burgerato: () => readMenu('burgerato_abudhabi_menu.json'),
    alnile: () => readMenu('alnile_gourmet_dubai_menu.json'),
  };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const existing = await tx
      .select({ id: brands.id, name: brands.temporaryDomainName, settings: brands.settings })
      .from(brands);
    const isDemoSeed = (b: (typeof existing)[number]) =>
      (DEMO_BRANDS as readonly string[]).includes(b.name) && b.settings?.isDemo === true;
    if (existing.some((b) => !isDemoSeed(b))) return false;
    const complete = new Set<string>();
    for (const b of existing) {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(brandDomains)
        .where(eq(brandDomains.brandId, b.id))) as [{ n: number }];
      if (Number(n) > 0 && (await countItems(tx, b.id)) > 0) complete.add(b.name);
      else await tx.delete(brands).where(eq(brands.id, b.id));
    }
    let wrote = false;
    for (const name of DEMO_BRANDS) {
      if (complete.has(name)) continue;
      if (name === 'burgerato') await seedBurgerato(tx, places.burgerato, menusByBrand.burgerato());
      else await seedAlnile(tx, places.alnile, menusByBrand.alnile());
      wrote = true;
      await opts.afterBrand?.(name);
    }
    // Issue 7: the demo promotions, also for demo brands seeded before they existed (once each).
    const demoBrands = await tx
      .select({ id: brands.id, name: brands.temporaryDomainName })
      .from(brands)
      .where(inArray(brands.temporaryDomainName, [...DEMO_BRANDS]));
    for (const b of demoBrands) if (await seedDemoPromotions(tx, b.id, b.name)) wrote = true;
    // Issue 8: the demo delivery geography, also for demo brands seeded before it existed (once each).
    const alnileMenu = menusByBrand.alnile;
    // Branches come from seed/stores.json (alnileDelivery), the same shape as the other demo stores.
    // New branches take the first branch's waiver (seed-promotions ran already, or ran on it before issue 8).
    const addStores = async (brandId: string, branches: DeliveryBranch[]) => {
      const menu = alnileMenu();
      const [first] = await tx
        .select()
        .from(stores)
        .where(eq(stores.brandId, brandId))
        .orderBy(asc(stores.sort))
        .limit(1);
      for (const store of await createStores(tx, brandId, branches as unknown as SeedStore[], 3)) {
        await importMenu(tx, { temporaryDomainName: 'alnile', menu, storeId: store.id });
        if (first)
          await tx
            .update(stores)
            .set({ deliveryChargesWaiver: first.deliveryChargesWaiver })
            .where(eq(stores.id, store.id));
      }
    };
    for (const b of demoBrands) {
      if (await seedDemoDelivery(tx, b.id, b.name, { addStores })) wrote = true;
      if (await switchOnDemoDelivery(tx, b.id, b.name)) wrote = true;
      if (await switchOnDemoPayments(tx, b.id, b.name)) wrote = true;
      // Issue 18: dine-in at Al Nile's first store with 12 tables, also for a demo seeded before it (once).
      if (await switchOnDemoDineIn(tx, b.id, b.name)) wrote = true;
      // Issue 17: one owner per demo brand, also for demo brands seeded before staff existed (once each).
      const ownerPhone = DEMO_OWNER_PHONES[b.name as (typeof DEMO_BRANDS)[number]];
      if (ownerPhone && (await seedDemoOwner(tx, b.id, ownerPhone))) wrote = true;
    }
    // Issue 19: the demo business card (/sufra-demo/card) lists both demo brands, when no card exists.
    const byName = new Map(demoBrands.map((b) => [b.name, b.id]));
    const cardBrandIds = DEMO_BRANDS.flatMap((name) => byName.get(name) ?? []);
    if (await seedDemoCard(tx, cardBrandIds, new Date())) wrote = true;
    return wrote;
  });
}

/**
 * A demo brand's 'About us' static page (000 §2.20, setting.staticPages), linked from the footer
 * (000 §2.21). Demo content written for Sufra from the menu file's restaurant details (seed README),
 * marked as demo on the page itself.
 */
function demoAboutPage(en: string, ar: string) {
  return {
    about: {
      isActive: true,
      linkTitle: { en: 'About us', ar: 'من نحن' },
      formattedData: {
        en: `<h2>About us</h2><p>${en}</p><p><em>Demo page of Sufra: the menu is real, this text is ours.</em></p>`,
        ar: `<h2>من نحن</h2><p>${ar}</p><p><em>صفحة تجريبية من سفرة: القائمة حقيقية، وهذا النص من عندنا.</em></p>`,
      },
    },
  };
}

/** Inserts Burgerato, its store, menu (with demo groups, stock examples and the demo photo gallery) and custom domain. */
async function seedBurgerato(db: Db, places: SeedStore[], menu: MenuFile): Promise<void> {
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
        staticPages: demoAboutPage(
          'Burgerato serves burgers, broasted chicken and fresh juices from Bani Yas East, Abu Dhabi.',
          'يقدّم برجراتو البرجر والدجاج البروستد والعصائر الطازجة في بني ياس الشرقية، أبوظبي.',
        ),
        color: '#c2410c',
        textColor: '#ffffff',
      }),
      orderNumberPrefix: 'BUR',
    })
    .returning();
  await createStores(db, burgerato!.id, places);
  await importMenu(db, { temporaryDomainName: 'burgerato', menu, demoAdditions: burgeratoDemoGroups });
  // Stock examples (seed README): one item with 3 in stock, one out of stock.
  await db
    .update(items)
    .set({ isStockEnabled: true, availableStock: 3 })
    .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, 'Cheetos Chicken Hot Dog')));
  await db
    .update(items)
    .set({ isOutOfStock: true })
    .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, 'Chicken Hot Dog')));
  await db
    .update(items)
    .set({ imageUrls: [...DEMO_GALLERY.imageUrls] })
    .where(and(eq(items.brandId, burgerato!.id), eq(items.titleEn, DEMO_GALLERY.itemTitleEn)));
  await db.insert(brandDomains).values({ host: 'burgerato.localhost', brandId: burgerato!.id });
}

/** Inserts Al Nile Gourmet, its stores, one menu per store and its custom domain. */
async function seedAlnile(db: Db, places: SeedStore[], menu: MenuFile): Promise<void> {
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
        staticPages: demoAboutPage(
          'Al Nile Gourmet is an Egyptian butcher and kitchen in Al Barsha South and Arjan, Dubai.',
          'النيل جورميه ملحمة ومطبخ مصري في البرشاء جنوب وأرجان، دبي.',
        ),
        color: '#14532d',
        textColor: '#ffffff',
      }),
      orderNumberPrefix: 'NIL',
    })
    .returning();
  const alnileStores = await createStores(db, alnile!.id, places);
  for (const store of alnileStores) {
    await importMenu(db, { temporaryDomainName: 'alnile', menu, storeId: store.id });
  }
  await db.insert(brandDomains).values({ host: 'alnile.localhost', brandId: alnile!.id });
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
