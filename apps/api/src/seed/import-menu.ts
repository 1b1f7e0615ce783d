import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, categories, items, menus, modifierGroups, modifiers, stores } from '../db/schema.ts';
import { invalidateMenuCache } from '../modules/menu/menu-cache.ts';
import { type MenuFile, type MenuFileCategory, type MenuFileItem, parseMenuFile } from './menu-file.ts';

/** Open every day, all day (the demo default). */
export const ALL_DAY = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [['00:00', '24:00']]]),
);

/** Settings of a new demo brand (000 §3 Brand info: setting). */
export function demoSettings(temporaryDomainName: string, overrides: Record<string, unknown> = {}) {
  return {
    temporaryDomainName,
    customDomains: [] as string[],
    taglineEN: '',
    taglineAR: '',
    brandLogoFirst: null,
    brandFavicon: null,
    brandImageHomeBG: null,
    brandVideoHomeBG: null,
    showBannerVideo: false,
    color: '#1f2937',
    textColor: '#ffffff',
    isDeliveryEnabled: false,
    isPickupEnabled: true,
    isDineInEnabled: false,
    staticPages: {},
    promotionalBannerConfig: {
      showBanner: false,
      bannerType: 'image',
      bannerUrl: null,
      bannerText: null,
      bannerDescriptions: null,
    },
    isDemo: true,
    ...overrides,
  };
}

/** What an import changed. */
export interface ImportSummary {
  brandId: string;
  createdBrand: boolean;
  menuId: string;
  categories: number;
  items: number;
  modifierGroups: number;
  modifiers: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A modifier group added for the demo, not in the source file; stored with isDemoAddition true.
 * Option `price_delta` in AED; `max_quantity` is the modifier's maximumOrderQuantity (default 1).
 */
export interface DemoGroup {
  id: string;
  name_en: string;
  name_ar: string;
  min: number;
  max: number;
  options: Array<{
    name_en: string;
    name_ar: string;
    price_delta: number;
    default?: boolean;
    max_quantity?: number;
  }>;
}

/** Chooses the demo groups to add to an item (appended after the file's own groups). */
export type DemoAdditions = (category: MenuFileCategory, item: MenuFileItem) => DemoGroup[];

/**
 * Writes a parsed menu as a menu of the brand inside `tx`: one insert per table (in chunks of
 * 500 rows). Groups from `demoAdditions` become `isDemoAddition`. Returns the counts.
 */
async function insertMenu(
  tx: Tx,
  brandId: string,
  storeId: string | null,
  menu: MenuFile,
  demoAdditions?: DemoAdditions,
) {
  const menuId = randomUUID();
  await tx
    .insert(menus)
    .values({ id: menuId, brandId, storeId, name: menu.restaurant.name_en, source: menu.provenance ?? null });
  const catRows: (typeof categories.$inferInsert)[] = [];
  const itemRows: (typeof items.$inferInsert)[] = [];
  const groupRows: (typeof modifierGroups.$inferInsert)[] = [];
  const optionRows: (typeof modifiers.$inferInsert)[] = [];
  menu.categories.forEach((cat, ci) => {
    const categoryId = randomUUID();
    catRows.push({
      id: categoryId,
      brandId,
      menuId,
      externalId: cat.id,
      nameEn: cat.name_en,
      nameAr: cat.name_ar,
      sort: cat.sort ?? ci + 1,
    });
    cat.items.forEach((item, ii) => {
      const itemId = randomUUID();
      itemRows.push({
        id: itemId,
        brandId,
        categoryId,
        externalId: item.id,
        titleEn: item.name_en,
        titleAr: item.name_ar,
        descriptionEn: item.description_en ?? '',
        descriptionAr: item.description_ar ?? '',
        priceFils: Math.round(item.price * 100),
        sort: ii + 1,
      });
      const groups: Array<{ group: DemoGroup; demo: boolean }> = [
        ...item.modifier_groups.map((group) => ({ group: group as DemoGroup, demo: false })),
        ...(demoAdditions?.(cat, item) ?? []).map((group) => ({ group, demo: true })),
      ];
      groups.forEach(({ group, demo }, gi) => {
        const groupId = randomUUID();
        groupRows.push({
          id: groupId,
          brandId,
          itemId,
          externalId: group.id,
          nameEn: group.name_en,
          nameAr: group.name_ar,
          isSingleSelection: group.max <= 1,
          minimumAllowedSelection: group.min,
          maximumAllowedSelection: group.max,
          isDemoAddition: demo,
          sort: gi + 1,
        });
        group.options.forEach((option, oi) => {
          optionRows.push({
            brandId,
            modifierGroupId: groupId,
            nameEn: option.name_en,
            nameAr: option.name_ar,
            priceFils: Math.round(option.price_delta * 100),
            isDefault: option.default === true,
            maximumOrderQuantity: demo ? (option.max_quantity ?? 1) : 1,
            sort: oi + 1,
          });
        });
      });
    });
  });
  for (const [table, rows] of [
    [categories, catRows],
    [items, itemRows],
    [modifierGroups, groupRows],
    [modifiers, optionRows],
  ] as const) {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(table).values(rows.slice(i, i + 500) as never);
  }
  return {
    menuId,
    categories: catRows.length,
    items: itemRows.length,
    modifierGroups: groupRows.length,
    modifiers: optionRows.length,
  };
}

/**
 * Imports a `realdata.menu.v1` menu into a brand, in one transaction (issue 2: `npm run
 * import:menu`). A brand that does not exist is created as a brand-based demo brand (isDemo)
 * with one always-open pickup store. The brand's menu is replaced: the brand-level menu (store
 * null), or with `storeId` that store's menu (outlet-based catalogue). Prices become integer fils
 * (Math.round(AED × 100)); a group with max ≤ 1 is single selection. `demoAdditions` adds demo
 * groups (isDemoAddition) to chosen items. The menu is validated again first; on any error
 * (malformed menu, bad name, unknown store) it throws and nothing changes. Drops the brand's
 * cached menu answers.
 */
export async function importMenu(
  db: Db,
  opts: { temporaryDomainName: string; menu: MenuFile; storeId?: string; demoAdditions?: DemoAdditions },
): Promise<ImportSummary> {
  const menu = parseMenuFile(opts.menu);
  const name = opts.temporaryDomainName.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(name)) {
    throw new Error(
      `Invalid --brand "${opts.temporaryDomainName}": use lower-case letters, digits and dashes`,
    );
  }
  const summary = await db.transaction(async (tx) => {
    let [brand] = await tx.select().from(brands).where(eq(brands.temporaryDomainName, name)).limit(1);
    let createdBrand = false;
    if (!brand) {
      createdBrand = true;
      [brand] = await tx
        .insert(brands)
        .values({
          brandName: menu.restaurant.name_en,
          brandNameAr: menu.restaurant.name_ar,
          catalogueType: 'BRAND_BASED_CATALOGUE',
          baseLanguage: 'en',
          temporaryDomainName: name,
          settings: demoSettings(name),
          orderNumberPrefix:
            name
              .replace(/[^a-z]/g, '')
              .slice(0, 3)
              .toUpperCase() || 'ORD',
        })
        .returning();
      const r = menu.restaurant as Record<string, unknown>;
      await tx.insert(stores).values({
        brandId: brand!.id,
        nameEn: menu.restaurant.name_en,
        nameAr: menu.restaurant.name_ar,
        manualAddress: typeof r.area_en === 'string' ? r.area_en : '',
        city: typeof r.city === 'string' ? r.city : '',
        lat: 25.2048,
        lng: 55.2708,
        taxRate: '5',
        openingHours: ALL_DAY,
        paymentOptions: { PICKUP: ['CASH', 'CARD_MACHINE'] },
      });
    }
    const brandId = brand!.id;
    const storeId = opts.storeId ?? null;
    if (storeId) {
      const owned = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.id, storeId), eq(stores.brandId, brandId)))
        .limit(1);
      if (owned.length === 0) throw new Error(`Store ${storeId} is not a store of '${name}'`);
    }
    await tx
      .delete(menus)
      .where(and(eq(menus.brandId, brandId), storeId ? eq(menus.storeId, storeId) : isNull(menus.storeId)));
    const counts = await insertMenu(tx, brandId, storeId, menu, opts.demoAdditions);
    return { brandId, createdBrand, ...counts };
  });
  invalidateMenuCache(summary.brandId);
  return summary;
}
