import type { Db } from '../../src/db/client.ts';
import { type BrandSettings, everyDay } from '../../src/db/json-shapes.ts';
import {
  brands,
  categories,
  items,
  menus,
  modifierGroups,
  modifiers,
  type orders,
  stores,
} from '../../src/db/schema.ts';
import { demoSettings } from '../../src/seed/import-menu.ts';

let counter = 0;
const next = () => ++counter;

/** Open every day, all day, in Asia/Dubai. */
const ALWAYS_OPEN = everyDay(['00:00', '24:00']);
/** Never open. */
export const NEVER_OPEN = {};

/** Brand settings for tests: the seed's defaults (000 §3 Brand info: setting), not a demo brand, overridable. */
function settingsFor(temporaryDomainName: string, overrides: Partial<BrandSettings> = {}) {
  return demoSettings(temporaryDomainName, {
    taglineEN: 'Tagline',
    taglineAR: 'شعار',
    color: '#b42318',
    isDemo: false,
    ...overrides,
  });
}

/** Inserts a brand; returns its row. */
export async function createBrand(
  db: Db,
  overrides: Partial<typeof brands.$inferInsert> & { settingsOverrides?: Partial<BrandSettings> } = {},
) {
  const n = next();
  const temporaryDomainName = overrides.temporaryDomainName ?? `brand${n}${Date.now().toString(36)}`;
  const { settingsOverrides, ...rest } = overrides;
  const [row] = await db
    .insert(brands)
    .values({
      brandName: `Brand ${n}`,
      brandNameAr: `العلامة ${n}`,
      catalogueType: 'BRAND_BASED_CATALOGUE',
      baseLanguage: 'en',
      temporaryDomainName,
      settings: settingsFor(temporaryDomainName, settingsOverrides),
      orderNumberPrefix: `T${n}`,
      ...rest,
    })
    .returning();
  return row!;
}

/** Inserts a store of a brand (always open, pickup with cash, 5% VAT by default). */
export async function createStore(
  db: Db,
  brandId: string,
  overrides: Partial<typeof stores.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(stores)
    .values({
      brandId,
      nameEn: `Store ${n}`,
      nameAr: `الفرع ${n}`,
      manualAddress: 'Shop 15, Rose Palace, Arjan, Dubai',
      mapAddress: 'Arjan, Dubai',
      city: 'Dubai',
      mobileNumber: '+97140000000',
      whatsAppContact: '+971500000000',
      lat: 25.06,
      lng: 55.24,
      taxRate: '5',
      isPickupEnabled: true,
      openingHours: ALWAYS_OPEN,
      paymentOptions: { PICKUP: ['CASH'], DELIVERY: ['CASH'], DINE_IN: [] },
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Inserts a menu with one category and two items: "Burger" 25.00 AED with a required
 * single-selection drink group (Cola +0, Juice +3.50) and an optional extras group (max 2:
 * Cheese +2, Bacon +4), and "Fries" 8.50 AED without groups.
 */
export async function createMenu(db: Db, brandId: string, opts: { storeId?: string | null } = {}) {
  const [menu] = await db
    .insert(menus)
    .values({ brandId, storeId: opts.storeId ?? null, name: 'Main menu' })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ brandId, menuId: menu!.id, nameEn: 'Burgers', nameAr: 'برجر', sort: 1 })
    .returning();
  const [burger] = await db
    .insert(items)
    .values({
      brandId,
      categoryId: category!.id,
      titleEn: 'Burger',
      titleAr: 'برجر',
      descriptionEn: 'Beef burger',
      descriptionAr: 'برجر لحم',
      priceFils: 2500,
      sort: 1,
    })
    .returning();
  const [fries] = await db
    .insert(items)
    .values({
      brandId,
      categoryId: category!.id,
      titleEn: 'Fries',
      titleAr: 'بطاطس',
      priceFils: 850,
      sort: 2,
    })
    .returning();
  const [drinks] = await db
    .insert(modifierGroups)
    .values({
      brandId,
      itemId: burger!.id,
      nameEn: 'Drink',
      nameAr: 'مشروب',
      isSingleSelection: true,
      minimumAllowedSelection: 1,
      maximumAllowedSelection: 1,
      sort: 1,
    })
    .returning();
  const [extras] = await db
    .insert(modifierGroups)
    .values({
      brandId,
      itemId: burger!.id,
      nameEn: 'Extras',
      nameAr: 'إضافات',
      isSingleSelection: false,
      minimumAllowedSelection: 0,
      maximumAllowedSelection: 2,
      sort: 2,
    })
    .returning();
  const [cola, juice, cheese, bacon] = await db
    .insert(modifiers)
    .values([
      { brandId, modifierGroupId: drinks!.id, nameEn: 'Cola', nameAr: 'كولا', priceFils: 0, sort: 1 },
      { brandId, modifierGroupId: drinks!.id, nameEn: 'Juice', nameAr: 'عصير', priceFils: 350, sort: 2 },
      { brandId, modifierGroupId: extras!.id, nameEn: 'Cheese', nameAr: 'جبن', priceFils: 200, sort: 1 },
      { brandId, modifierGroupId: extras!.id, nameEn: 'Bacon', nameAr: 'لحم مقدد', priceFils: 400, sort: 2 },
    ])
    .returning();
  return {
    menu: menu!,
    category: category!,
    burger: burger!,
    fries: fries!,
    drinks: drinks!,
    extras: extras!,
    cola: cola!,
    juice: juice!,
    cheese: cheese!,
    bacon: bacon!,
  };
}

/**
 * An `orders` row to insert directly (tests that need many or old orders without placing them):
 * a completed pickup, ASAP, cash order of 1.00 AED + 5% VAT (in fils), with a plain store snapshot and
 * the customer snapshot `{ name: 'Customer', phoneNumber: '+971501112233', email: null }`.
 * `overrides` replace any field (status, orderNumber, customerSnapshot, placedAt…).
 */
export function orderRow(
  ids: { brandId: string; storeId: string; customerId: string },
  overrides: Partial<typeof orders.$inferInsert> = {},
): typeof orders.$inferInsert {
  return {
    ...ids,
    orderNumber: `ORD-${String(next()).padStart(5, '0')}`,
    serviceType: 'PICKUP',
    timingType: 'ASAP',
    status: 'COMPLETE',
    paymentType: 'CASH',
    paymentMethodName: { en: 'Cash', ar: 'نقدًا' },
    itemsTotalFils: 100,
    taxRate: '5',
    taxFils: 5,
    totalFils: 105,
    orderLanguage: 'EN',
    storeSnapshot: {
      _id: ids.storeId,
      nameEn: 'Store',
      nameAr: 'الفرع',
      whatsAppContact: '',
      mobileNumber: '',
      manualAddress: '',
      brandLogo: null,
    },
    customerSnapshot: { name: 'Customer', phoneNumber: '+971501112233', email: null },
    ...overrides,
  };
}
